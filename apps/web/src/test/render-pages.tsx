import { cleanup, render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { CartProvider } from '../stores/cart/cart-provider';

/**
 * For web tests: `routes` under a memory router at `path`, inside the providers the shop's pages need (the
 * given query client, toasts, the cart). Returns the router, to read where the page went.
 */
export function renderPages(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient,
): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Each test of the suite starts with empty storage, and leaves no page mounted and no stubbed global behind. */
export function resetPagesBetweenTests(): void {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
