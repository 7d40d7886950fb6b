import { rupeesToPaise } from '@shop/shared/money';
import {
  effectivePrice,
  isFreeShipping,
  type PaymentMethod,
  shippingFeePaise,
  type ShippingRates,
  subtotalPaise,
} from '@shop/shared/pricing';
import { includedGstRates } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { shareByAmount } from '@shop/shared/coupons';
import { codFeeAdvancePaise } from '@shop/shared/cod-fee-advance';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { cartGst } from '../../../stores/cart/cart-gst';

export interface CheckoutTotals {
  subtotalPaise: number;
  /** The applied coupon's discount, as the server priced it (docs/decisions/135-coupons.md). */
  couponDiscountPaise: number;
  shippingPaise: number;
  /** Subtotal plus shipping; no tax on top (docs/decisions/002-prices-include-gst.md). */
  totalPaise: number;
  /** GST inside the total, the fee taxed with the goods. */
  includedGstPaise: number;
  /** "5% ₹a, 18% ₹b" ('' when no line carries tax): the summary says it in the shopper's language. */
  gstRates: string;
  /** What the fee is for: a cash-on-delivery order below the free-shipping line pays the delivery fee. */
  shippingLabel: ShippingLabel;
  /** Sum of the MRPs and what the selling prices save on them (price breakup, docs/decisions/100). */
  mrpTotalPaise: number;
  /** The goods after the coupon are above the settings' free-shipping threshold. */
  isFreeShipping: boolean;
  /** Cash on delivery in a shop that asks for the COD fee in advance by UPI: that fee, paise; else 0 (decision 252). */
  codFeeAdvancePaise: number;
}

/** Which name the fee line takes; the summary words it in the page's language. */
export type ShippingLabel = 'shipping' | 'shippingCodFee' | 'shippingPlusCodFee';

/** What the fee is for: the COD fee named when it is part of it (docs/decisions/039). */
function shippingLabel(method: PaymentMethod, shipping: number, rates: ShippingRates): ShippingLabel {
  if (method !== 'cod' || shipping === 0 || rates.codFeePaise === 0) return 'shipping';
  return rates.shippingFeePaise === 0 ? 'shippingCodFee' : 'shippingPlusCodFee';
}

/**
 * The summary shown while the shopper chooses: the shared pricing rules applied to the cart. The server
 * prices the order again from the catalogue, and its figures are the ones the order keeps.
 */
export function computeCheckoutTotals(
  items: readonly CartItem[],
  method: PaymentMethod,
  rates: ShippingRates,
  couponDiscountPaise = 0,
  isFeeAdvanceAsked = false,
): CheckoutTotals {
  const lines = items.map((item) => ({
    unitPricePaise: rupeesToPaise(effectivePrice(item.product)),
    quantity: item.quantity,
  }));
  const subtotal = subtotalPaise(lines);
  const discount = Math.min(couponDiscountPaise, subtotal);
  // The fee follows the goods after the discount, as the server decides it.
  const shipping = shippingFeePaise(subtotal - discount, method, rates);
  const gst = cartGst(
    items,
    shipping,
    shareByAmount(
      discount,
      lines.map((l) => l.unitPricePaise * l.quantity),
    ),
  );
  return {
    subtotalPaise: subtotal,
    couponDiscountPaise: discount,
    shippingPaise: shipping,
    totalPaise: subtotal - discount + shipping,
    includedGstPaise: gst.totals.taxPaise,
    gstRates: includedGstRates(gst, formatPaise),
    shippingLabel: shippingLabel(method, shipping, rates),
    mrpTotalPaise: items.reduce((sum, item) => sum + rupeesToPaise(item.product.mrp) * item.quantity, 0),
    isFreeShipping: isFreeShipping(subtotal - discount, rates),
    // The server's rule on the same goods: the sentence checkout shows is the amount Razorpay will ask.
    codFeeAdvancePaise: method === 'cod' ? codFeeAdvancePaise(subtotal - discount, rates, isFeeAdvanceAsked) : 0,
  };
}

/**
 * The order lines the API takes: product id, the variant for a product with options (decision 217) and the
 * quantity; prices are never sent (docs/decisions/003-server-is-the-authority-on-prices.md).
 */
export function toOrderLines(items: readonly CartItem[]): { product: string; variantId?: string; quantity: number }[] {
  return items.map((item) => ({
    product: item.product._id,
    ...(item.product.variantId ? { variantId: item.product.variantId } : {}),
    quantity: item.quantity,
  }));
}
