import { DEFAULT_GST_RATE_PERCENT, describeIncludedGst, includedGstRates, orderGst } from '@shop/shared/gst';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import type { Translator } from '../i18n/i18n';

/**
 * "incl. GST ₹x: 5% ₹a, 18% ₹b" for a placed order: the shared calculation the invoice uses (lines after
 * their coupon share, the fee at the principal supply's rate), so the order page and the invoice agree.
 */
function gstOf(order: Pick<Order, 'items' | 'shippingFee'>) {
  return orderGst({
    items: order.items.map((item) => ({
      unitPricePaise: rupeesToPaise(item.price),
      quantity: item.quantity,
      discountPaise: rupeesToPaise(item.discount ?? 0),
      ratePercent: item.gstRate ?? DEFAULT_GST_RATE_PERCENT,
    })),
    shippingFeePaise: rupeesToPaise(order.shippingFee),
  });
}

export function orderGstDescription(order: Pick<Order, 'items' | 'shippingFee'>): string {
  return describeIncludedGst(gstOf(order), formatPaise);
}

/**
 * "incl. GST ₹x: 5% ₹a, 18% ₹b" in the shopper's language (`items.gst`, `items.gstNone` in the order catalogue),
 * from the GST inside a total and its `includedGstRates`.
 */
export function includedGstWords(t: Translator['t'], includedPaise: number, rates: string): string {
  const amount = formatPaise(includedPaise);
  return rates ? t('items.gst', { amount, rates }) : t('items.gstNone', { amount });
}

/** The same line for a placed order. */
export function orderGstWords(order: Pick<Order, 'items' | 'shippingFee'>, t: Translator['t']): string {
  const gst = gstOf(order);
  return includedGstWords(t, gst.totals.taxPaise, includedGstRates(gst, formatPaise));
}
