import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('RouteErrorScreen', () => {
  afterEach(cleanup);

  it('catches a render failure and offers a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorScreen }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });
});
