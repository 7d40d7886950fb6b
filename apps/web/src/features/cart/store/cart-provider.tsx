import { CART_STORAGE_KEY } from '@shop/shared/constants';
import { type ReactNode, useEffect, useMemo, useReducer } from 'react';
import { readJsonStorage, writeStorage } from '../../../lib/storage';
import { type CartApi, CartContext } from './cart-context';
import { cartItemCount, cartReducer, cartTotal, parseStoredCart } from './cart-reducer';

function loadCart() {
  return parseStoredCart(readJsonStorage(CART_STORAGE_KEY));
}

/** The cart lives in the browser (localStorage `cart`) and follows changes made in other tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, undefined, loadCart);

  useEffect(() => {
    writeStorage(CART_STORAGE_KEY, JSON.stringify(items));
  }, [items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) dispatch({ type: 'replace', items: loadCart() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const api = useMemo<CartApi>(
    () => ({
      items,
      itemCount: cartItemCount(items),
      total: cartTotal(items),
      addItem: (product, quantity) => dispatch({ type: 'add', product, quantity }),
      setQuantity: (productId, quantity) => dispatch({ type: 'setQuantity', productId, quantity }),
      removeItem: (productId) => dispatch({ type: 'remove', productId }),
      clearCart: () => dispatch({ type: 'clear' }),
      refreshProduct: (product) => dispatch({ type: 'refresh', product }),
    }),
    [items],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
