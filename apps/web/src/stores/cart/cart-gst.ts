import { DEFAULT_GST_RATE_PERCENT, computeGst, type GstBreakdown } from '@shop/shared/gst';
import { rupeesToPaise } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import type { CartItem } from './cart-reducer';

/**
 * The GST inside a cart (and the checkout's fee), from the shared GST module: per product rate, the fee at
 * the principal supply's rate. The delivery state is not known yet; the taxable value and tax per rate do
 * not depend on it (docs/decisions/050-gst-calculation.md), only the CGST/SGST-or-IGST split does.
 */
export function cartGst(
  items: readonly CartItem[],
  feePaise = 0,
  lineDiscountsPaise: readonly number[] = [],
): GstBreakdown {
  return computeGst({
    // A coupon's share comes off each line before GST is taken out (docs/decisions/138).
    items: items.map((item, index) => ({
      amountPaise: rupeesToPaise(effectivePrice(item.product)) * item.quantity - (lineDiscountsPaise[index] ?? 0),
      ratePercent: item.product.gstRate ?? DEFAULT_GST_RATE_PERCENT,
    })),
    feePaise,
    supplyType: 'intra',
  });
}
