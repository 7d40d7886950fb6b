import { DEFAULT_GST_RATE_PERCENT, describeIncludedGst, orderGst } from '@shop/shared/gst';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';

/**
 * "incl. GST ₹x: 5% ₹a, 18% ₹b" for a placed order: the shared calculation the invoice uses (lines after
 * their coupon share, the fee at the principal supply's rate), so the order page and the invoice agree.
 */
export function orderGstDescription(order: Pick<Order, 'items' | 'shippingFee'>): string {
  const gst = orderGst({
    items: order.items.map((item) => ({
      unitPricePaise: rupeesToPaise(item.price),
      quantity: item.quantity,
      discountPaise: rupeesToPaise(item.discount ?? 0),
      ratePercent: item.gstRate ?? DEFAULT_GST_RATE_PERCENT,
    })),
    shippingFeePaise: rupeesToPaise(order.shippingFee),
  });
  return describeIncludedGst(gst, formatPaise);
}
