import { CART_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@shop/shared/constants';
import type { User } from '@shop/shared/schemas/auth';
import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { createMemoryRouter } from 'react-router';
import { sessionQueryKey } from '../../../lib/auth';
import { renderPages } from '../../../test/render-pages';
import { CheckoutRoute } from './checkout';

/** For the checkout tests only: the signed-in customer, a cart line, and the page with its providers. */
export const customer: User = {
  _id: 'u2',
  name: 'Rahul Sharma',
  email: 'user@example.com',
  emailVerified: true,
  language: 'en',
  phoneVerified: false,
  phone: '9876543210',
  address: { street: '221 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
  role: 'user',
  createdAt: '2025-03-01T10:00:00.000Z',
};

export const kajalLine = {
  product: { _id: 'p1', name: 'Kajal', mrp: 199, sellingPrice: null, images: [], stock: 10, category: 'Beauty' },
  quantity: 2,
};

/**
 * The checkout fetches each cart line's product again on opening: where the test's fake server does not know the
 * product (404), the catalogue answers it as stored (same price, stock and GST rate).
 */
function answerCartProducts(cart: readonly unknown[]) {
  const products = new Map(
    cart.map((line) => (line as { product: { _id: string } }).product).map((product) => [product._id, product]),
  );
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const answer = await inner(input, init);
    const id = /^\/api\/products\/([^/?]+)$/.exec(String(input))?.[1];
    const product = id ? products.get(decodeURIComponent(id)) : undefined;
    // A test's own fake server may answer the product (a changed price); otherwise it is as stored.
    return product && answer.status === 404 ? Response.json({ product }) : answer;
  });
}

/**
 * /checkout with a signed-in session and `cart` in storage (nothing here talks to a server); `successPage`
 * stands in for /order-success. Returns the router, to read where the page went.
 */
export function renderCheckout(
  user: User,
  cart: readonly unknown[],
  successPage?: ComponentType,
): ReturnType<typeof createMemoryRouter> {
  answerCartProducts(cart);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-123');
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const routes = [
    { path: '/checkout', Component: CheckoutRoute },
    ...(successPage ? [{ path: '/order-success', Component: successPage }] : []),
  ];
  return renderPages(routes, '/checkout', queryClient);
}
