import { CART_STORAGE_KEY } from '@shop/shared/constants';
import type { Product } from '@shop/shared/schemas/catalog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderPages, resetPagesBetweenTests } from './render-pages';
import { testShop } from './shop';
import { ProductPage } from '../app/routes/product-page';
import { productKeys } from '../lib/products/product-keys';
import { shopQueryOptions } from '../lib/shop/get-shop';
import { CartRoute } from '../features/cart/routes/cart';

/*
 * The shop's cap on units of one product per order (3 here, from the public shop details) is visible before
 * checkout: the product page's picker and the cart's stepper stop at it and say so; a cart stored above it is
 * brought down with a note. The server enforces the same cap with a 422 (merchant-operations.test.ts).
 */

const CAP = 3;
const shop = testShop({ maxUnitsPerProduct: CAP });

const bottle: Product = {
  _id: 'p1',
  name: 'Steel Bottle',
  description: 'A double-walled steel bottle.',
  mrp: 500,
  sellingPrice: 400,
  category: 'Home',
  tags: [],
  images: [],
  stock: 40,
  rating: 4,
  reviews: 10,
  specialFeatures: [],
  specifications: {},
  relatedProducts: [],
  sku: 'BOT-1',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderAt(path: string, storedCart?: unknown) {
  if (storedCart) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(storedCart));
  // Every product fetch (the cart's fresh check) answers the same product, with plenty of stock.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      input.startsWith('/api/products/')
        ? Response.json({ product: bottle, relatedProducts: [], options: [], variants: [] })
        : Response.json({ message: 'Not found' }, { status: 404 }),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(shopQueryOptions().queryKey, shop);
  queryClient.setQueryData(productKeys.detail('p1'), { product: bottle, relatedProducts: [], options: [], variants: [] });
  const routes = [
    { path: '/products/:id', Component: ProductPage },
    { path: '/cart', Component: CartRoute },
  ];
  renderPages(routes, path, queryClient);
}

const storedQuantity = () =>
  (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { quantity: number }[])[0]?.quantity;

describe('the cap on units of one product per order, before checkout', () => {
  resetPagesBetweenTests();

  it('stops the product page quantity picker at the cap and says so', async () => {
    renderAt('/products/p1');
    const input = await screen.findByLabelText<HTMLInputElement>('Quantity');
    const more = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    expect(screen.queryByTestId('order-cap')).toBeNull();
    for (let i = 0; i < 5; i++) fireEvent.click(more);
    expect(input.value).toBe(String(CAP));
    expect(more.disabled).toBe(true);
    expect(screen.getByTestId('order-cap').textContent).toBe('Limit 3 per order');
    // Typing more than the cap is clamped too.
    fireEvent.change(input, { target: { value: '25' } });
    expect(input.value).toBe(String(CAP));

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedQuantity()).toBe(CAP);
    // Adding again: nothing more fits, and the shopper is told why.
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('You can order at most 3 of Steel Bottle in one order, and your cart already holds 3.'),
    ).toBeTruthy();
    expect(storedQuantity()).toBe(CAP);
  });

  it('brings a cart line stored above the cap down to it, and the stepper stops there', async () => {
    renderAt('/cart', [{ product: { ...bottle, stock: 40 }, quantity: 7 }]);
    expect(await screen.findByText('At most 3 per order: quantity reduced from 7 to 3.')).toBeTruthy();
    await waitFor(() => expect(storedQuantity()).toBe(CAP));
    const more = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity of steel bottle' });
    expect(more.disabled).toBe(true);
    expect(screen.getByTestId('order-cap').textContent).toBe('Limit 3 per order');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of steel bottle' }));
    expect(storedQuantity()).toBe(CAP - 1);
    expect(screen.queryByTestId('order-cap')).toBeNull();
  });
});
