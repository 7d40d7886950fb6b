import { shippingFeePaise, type ShippingRates } from '@shop/shared/pricing';
import type { CheckoutTotals } from './checkout-totals';
import { PAYMENT_OPTIONS } from './payment-options';

/**
 * Each payment method's delivery fee on these goods at the shop's rates (docs/decisions/039), in paise: the picker
 * says it in the page's language.
 */
export function feeHints(totals: CheckoutTotals, rates: ShippingRates): Record<string, number> {
  const goods = totals.subtotalPaise - totals.couponDiscountPaise;
  return Object.fromEntries(
    PAYMENT_OPTIONS.map((option) => [option.value, shippingFeePaise(goods, option.value, rates)]),
  );
}
