import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { useShop } from '../../lib/shop/get-shop';
import { type CartApi, CartContext } from './cart-context';
import { cartItemCount, cartTotal } from './cart-reducer';
import { createCartStore, isCartRead } from './cart-store';

/** The cart lives in the browser (localStorage `cart`) and follows changes made in other tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const { dispatch } = store;
  // The shop's cap on units of one product per order (undefined until the shop details arrive: stock only).
  const maxUnits = useShop()?.maxUnitsPerProduct;

  const api = useMemo<CartApi>(
    () => ({
      items,
      isRead: isCartRead(items),
      itemCount: cartItemCount(items),
      total: cartTotal(items),
      maxUnitsPerProduct: maxUnits,
      addItem: (product, quantity) => dispatch({ type: 'add', product, quantity, maxUnits }),
      setQuantity: (key, quantity) => dispatch({ type: 'setQuantity', key, quantity, maxUnits }),
      removeItem: (key) => dispatch({ type: 'remove', key }),
      clearCart: () => dispatch({ type: 'clear' }),
      refreshProduct: (product) => dispatch({ type: 'refresh', product, maxUnits }),
    }),
    [items, dispatch, maxUnits],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
