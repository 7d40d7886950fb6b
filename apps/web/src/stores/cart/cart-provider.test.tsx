import { CART_STORAGE_KEY } from '@shop/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartProvider } from './cart-provider';
import { useCart } from './use-cart';

const kajal = { _id: 'p1', name: 'Kajal', mrp: 199, sellingPrice: null, images: [], stock: 5, category: 'Beauty' };

/** Every render's view of the cart: whether it was read, and the badge count. */
function renderCart(serverRendered: boolean) {
  const seen: [boolean, number][] = [];
  function Badge() {
    const { isRead, itemCount } = useCart();
    seen.push([isRead, itemCount]);
    return null;
  }
  render(
    // No shop details (no fetch): the cap is unknown, which is all these tests need.
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <CartProvider serverRendered={serverRendered}>
        <Badge />
      </CartProvider>
    </QueryClientProvider>,
  );
  return seen;
}

describe('CartProvider', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('on a server-rendered page, shows the server view first, then the stored cart once hydrated', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: kajal, quantity: 2 }]));
    const seen = renderCart(true);
    await act(async () => {});
    expect(seen[0]).toEqual([false, 0]);
    expect(seen.at(-1)).toEqual([true, 2]);
  });

  it('on a page rendered in the browser, reads the stored cart in its first render', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: kajal, quantity: 2 }]));
    const seen = renderCart(false);
    expect(seen[0]).toEqual([true, 2]);
  });
});
