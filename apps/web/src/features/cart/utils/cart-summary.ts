import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { includedGstRates } from '@shop/shared/gst';
import { effectivePrice, itemCount, shippingFeePaise, subtotalPaise, type ShippingRates } from '@shop/shared/pricing';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { cartGst } from '../../../stores/cart/cart-gst';

export interface CartSummary {
  itemCount: number;
  subtotalPaise: number;
  /** GST already inside the prices, at each product's rate (included, not added on top). */
  includedGstPaise: number;
  /** "5% ₹a, 18% ₹b" ('' when no line carries tax): the panel says it in the shopper's language. */
  gstRates: string;
  /** No method the shop offers charges a fee (above the settings' threshold, or no fees at all); else checkout tells. */
  isFreeShipping: boolean;
  /** Equals the subtotal: GST is included and shipping is settled at checkout. */
  totalPaise: number;
}

/** The cart page's summary, from the shared pricing rules. */
export function summarizeCart(items: readonly CartItem[], rates: ShippingRates): CartSummary {
  const subtotal = subtotalPaise(
    items.map((item) => ({ unitPricePaise: rupeesToPaise(effectivePrice(item.product)), quantity: item.quantity })),
  );
  const gst = cartGst(items);
  return {
    itemCount: itemCount(items),
    subtotalPaise: subtotal,
    includedGstPaise: gst.totals.taxPaise,
    gstRates: includedGstRates(gst, formatPaise),
    isFreeShipping: shippingFeePaise(subtotal, rates.codEnabled ? 'cod' : 'razorpay', rates) === 0,
    totalPaise: subtotal,
  };
}
