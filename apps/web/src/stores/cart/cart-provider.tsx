import { type ReactNode, startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useShop } from '../../lib/shop/get-shop';
import { type CartApi, CartContext } from './cart-context';
import { cartItemCount, cartTotal } from './cart-reducer';
import { createCartStore, isCartRead } from './cart-store';

interface CartProviderProps {
  /**
   * The page was rendered by the server, whose cart is "not read": the stored cart is read after hydration, in a
   * transition. Read during hydration, it made React render the whole page again at once, synchronously, right
   * after hydrating it (440 ms at 4x CPU on the home page; docs/decisions/197-lighthouse-after-hydration.md).
   */
  serverRendered?: boolean;
  children: ReactNode;
}

/** The cart lives in the browser (localStorage `cart`) and follows changes made in other tabs. */
export function CartProvider({ serverRendered = false, children }: CartProviderProps) {
  const [store] = useState(createCartStore);
  const [isStoreRead, setStoreRead] = useState(!serverRendered);
  useEffect(() => {
    if (!isStoreRead) startTransition(() => setStoreRead(true));
  }, [isStoreRead]);
  const items = useSyncExternalStore(
    store.subscribe,
    isStoreRead ? store.getSnapshot : store.getServerSnapshot,
    store.getServerSnapshot,
  );
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
