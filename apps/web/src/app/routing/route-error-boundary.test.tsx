import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('catches a render failure and offers a way home, until the shopper goes elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    rerender(
      <RouteErrorBoundary resetKey="/about">
        <p>About us</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('About us')).toBeTruthy();
  });

  it('tells the shopper to reload when a page chunk vanished after a deployment', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/cart-abc.js');
    }
    render(
      <RouteErrorBoundary resetKey="/cart">
        <Missing />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('A new version of the site is available. Please reload the page.')).toBeTruthy();
  });
});
