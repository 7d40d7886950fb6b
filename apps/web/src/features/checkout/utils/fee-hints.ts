import { formatPaise } from '@shop/shared/money';
import { shippingFeePaise, type ShippingRates } from '@shop/shared/pricing';
import type { CheckoutTotals } from './checkout-totals';
import { PAYMENT_OPTIONS } from './payment-options';

function describeFee(fee: number): string {
  return fee === 0 ? 'Free delivery on this order' : `Delivery fee ${formatPaise(fee)}`;
}

/** Each payment method's fee on these goods at the shop's rates (docs/decisions/039), for the picker. */
export function feeHints(totals: CheckoutTotals, rates: ShippingRates): Record<string, string> {
  const goods = totals.subtotalPaise - totals.couponDiscountPaise;
  return Object.fromEntries(
    PAYMENT_OPTIONS.map((option) => [option.value, describeFee(shippingFeePaise(goods, option.value, rates))]),
  );
}
