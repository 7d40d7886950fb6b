import { CART_STORAGE_KEY } from '@shop/shared/constants';
import { readJsonStorage, readStorage, writeStorage } from '../../lib/storage';
import { type CartAction, type CartState, cartReducer, parseStoredCart } from './cart-reducer';

export interface CartStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CartState;
  getServerSnapshot: () => CartState;
  dispatch: (action: CartAction) => void;
}

/**
 * What the server and the hydration render see: the stored cart is in this browser only. Its own identity, so
 * the cart page can tell "not read yet" from "empty" (isCartRead).
 */
const CART_NOT_READ: CartState = Object.freeze([]) as unknown as CartState;

/** False while React shows the server's view of the cart (the server-rendered page and its hydration). */
export function isCartRead(items: CartState): boolean {
  return items !== CART_NOT_READ;
}

/**
 * The cart as an external store over localStorage `cart`, for useSyncExternalStore: the server (and the
 * hydration render) sees an empty cart, the browser the stored one; changes made in other tabs arrive
 * through the storage event. Items stay in memory too, so a blocked or full storage only costs persistence.
 */
export function createCartStore(): CartStore {
  let items: CartState | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const getSnapshot = () => {
    items ??= parseStoredCart(readJsonStorage(CART_STORAGE_KEY));
    return items;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    // Our own write echoed back (or nothing changed): keep the same array so nothing re-renders.
    if (items && readStorage(CART_STORAGE_KEY) === JSON.stringify(items)) return;
    items = parseStoredCart(readJsonStorage(CART_STORAGE_KEY));
    notify();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => CART_NOT_READ,
    dispatch(action) {
      const current = getSnapshot();
      const next = cartReducer(current, action);
      if (next === current) return;
      items = next;
      writeStorage(CART_STORAGE_KEY, JSON.stringify(next));
      notify();
    },
  };
}
