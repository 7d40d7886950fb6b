import { DEFAULT_ADD_QUANTITY } from '@shop/shared/constants';
import { useCallback } from 'react';
import { useToast } from '../../components/ui/toast/use-toast';
import type { CartProduct } from '../../types/api';
import { useCart } from './use-cart';
import { isCapTheLimit, ORDER_CAP_MESSAGES, unitsAllowed } from './order-cap';
import { lineKey, lineName } from './cart-reducer';

/**
 * Adds to the cart and says so: '{name} added to cart!' (docs/product.md#messages), or why nothing more fits
 * (the stock, or the shop's cap on units of one product per order).
 */
export function useAddToCart() {
  const { items, addItem, maxUnitsPerProduct } = useCart();
  const toast = useToast();

  return useCallback(
    (product: CartProduct, quantity: number = DEFAULT_ADD_QUANTITY) => {
      const stock = Math.max(0, Math.floor(product.stock));
      // One toast per product's add: the latest outcome replaces an earlier warning about the same product.
      const key = { key: `cart.add.${lineKey(product)}` };
      const name = lineName(product);
      if (stock === 0) {
        toast.error(`${name} is out of stock`, key);
        return;
      }
      const allowed = unitsAllowed(stock, maxUnitsPerProduct);
      const isCapped = isCapTheLimit(stock, maxUnitsPerProduct);
      const inCart = items.find((item) => lineKey(item.product) === lineKey(product))?.quantity ?? 0;
      if (inCart >= allowed) {
        toast.warning(
          isCapped
            ? ORDER_CAP_MESSAGES.alreadyAtLimit(allowed, name)
            : `Only ${stock} of ${name} in stock, and all of them are already in your cart.`,
          key,
        );
        return;
      }
      addItem(product, quantity);
      if (inCart + quantity > allowed) {
        toast.warning(
          isCapped
            ? ORDER_CAP_MESSAGES.cartNowHolds(allowed, name)
            : `Only ${stock} of ${name} in stock: your cart now holds ${stock}.`,
          key,
        );
        return;
      }
      toast.success(`${name} added to cart!`, key);
    },
    [items, addItem, maxUnitsPerProduct, toast],
  );
}
