import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { describeIncludedGst } from '@shop/shared/gst';
import { effectivePrice, isFreeShipping, itemCount, subtotalPaise } from '@shop/shared/pricing';
import type { CartItem } from '../store/cart-reducer';
import { cartGst } from './cart-gst';

export interface CartSummary {
  itemCount: number;
  subtotalPaise: number;
  /** GST already inside the prices, at each product's rate (included, not added on top). */
  includedGstPaise: number;
  /** "incl. GST ₹x: 5% ₹a, 18% ₹b". */
  gstDescription: string;
  /** Above ₹999 the cart can promise free shipping; below, the fee depends on the payment method. */
  isFreeShipping: boolean;
  /** Equals the subtotal: GST is included and shipping is settled at checkout. */
  totalPaise: number;
}

/** The cart page's summary, from the shared pricing rules. */
export function summarizeCart(items: readonly CartItem[]): CartSummary {
  const subtotal = subtotalPaise(
    items.map((item) => ({ unitPricePaise: rupeesToPaise(effectivePrice(item.product)), quantity: item.quantity })),
  );
  const gst = cartGst(items);
  return {
    itemCount: itemCount(items),
    subtotalPaise: subtotal,
    includedGstPaise: gst.totals.taxPaise,
    gstDescription: describeIncludedGst(gst, formatPaise),
    isFreeShipping: isFreeShipping(subtotal),
    totalPaise: subtotal,
  };
}
