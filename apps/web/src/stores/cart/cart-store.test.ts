import { CART_STORAGE_KEY } from '@shop/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartStore, isCartRead } from './cart-store';

const kajal = { _id: 'p1', name: 'Kajal', mrp: 199, sellingPrice: null, images: [], stock: 5, category: 'Beauty' };

describe('cart store', () => {
  afterEach(() => localStorage.clear());

  it('shows the server an empty cart and the browser the stored one', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: kajal, quantity: 2 }]));
    const store = createCartStore();
    expect(store.getServerSnapshot()).toEqual([]);
    // Empty on the server because it is not read, which the cart page tells apart from an empty cart.
    expect(isCartRead(store.getServerSnapshot())).toBe(false);
    expect(isCartRead(store.getSnapshot())).toBe(true);
    expect(store.getSnapshot().map((line) => [line.product._id, line.quantity])).toEqual([['p1', 2]]);
    // The same array until something changes, as useSyncExternalStore requires.
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('counts an empty storage as a cart that is read and empty', () => {
    const store = createCartStore();
    expect(store.getSnapshot()).toEqual([]);
    expect(isCartRead(store.getSnapshot())).toBe(true);
  });

  it('writes every change to storage and tells its subscribers', () => {
    const store = createCartStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'add', product: kajal, quantity: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as {
      product: { _id: string };
      quantity: number;
    }[];
    expect(stored.map((line) => [line.product._id, line.quantity])).toEqual([['p1', 1]]);
    // Nothing to remove: no write, no render.
    store.dispatch({ type: 'remove', key: 'missing' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows a change made in another tab', () => {
    const store = createCartStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: kajal, quantity: 3 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().map((line) => [line.product._id, line.quantity])).toEqual([['p1', 3]]);
  });
});
