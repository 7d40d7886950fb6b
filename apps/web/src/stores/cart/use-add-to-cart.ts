import { DEFAULT_ADD_QUANTITY } from '@shop/shared/constants';
import { useCallback } from 'react';
import { useToast } from '../../components/ui/toast/use-toast';
import { type MessageKey, loadTranslator, useT } from '../../lib/i18n/i18n';
import type { CartProduct } from '../../types/api';
import { useCart } from './use-cart';
import { isCapTheLimit, unitsAllowed } from './order-cap';
import { lineKey, lineName } from './cart-reducer';

/**
 * Adds to the cart and says so: '{name} added to cart!' (docs/product.md#messages), or why nothing more fits
 * (the stock, or the shop's cap on units of one product per order). The words are the cart's (`buy` section), in
 * the page's language: fetched with the first toast, a page that only shows the button never loads them.
 */
export function useAddToCart() {
  const { items, addItem, maxUnitsPerProduct } = useCart();
  const toast = useToast();
  const { locale } = useT();

  return useCallback(
    (product: CartProduct, quantity: number = DEFAULT_ADD_QUANTITY) => {
      const stock = Math.max(0, Math.floor(product.stock));
      // One toast per product's add: the latest outcome replaces an earlier warning about the same product.
      const key = { key: `cart.add.${lineKey(product)}` };
      const name = lineName(product);
      const say = (kind: 'success' | 'warning' | 'error', message: MessageKey, values: Record<string, unknown>) =>
        void loadTranslator(locale, ['core', 'buy']).then(({ t }) => toast[kind](t(message, { name, ...values }), key));
      if (stock === 0) return say('error', 'cart.toast.outOfStock', {});
      const allowed = unitsAllowed(stock, maxUnitsPerProduct);
      const isCapped = isCapTheLimit(stock, maxUnitsPerProduct);
      const inCart = items.find((item) => lineKey(item.product) === lineKey(product))?.quantity ?? 0;
      if (inCart >= allowed) {
        return isCapped
          ? say('warning', 'cart.toast.capReached', { max: allowed })
          : say('warning', 'cart.toast.allInCart', { stock });
      }
      addItem(product, quantity);
      if (inCart + quantity > allowed) {
        return isCapped
          ? say('warning', 'cart.toast.capNowHolds', { max: allowed })
          : say('warning', 'cart.toast.nowHolds', { stock });
      }
      say('success', 'cart.toast.added', {});
    },
    [items, addItem, maxUnitsPerProduct, toast, locale],
  );
}
