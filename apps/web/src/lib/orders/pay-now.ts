import { isPayable } from '@shop/shared/order-status';
import type { Order } from '@shop/shared/schemas/order';

type PayFacts = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'codFeeAdvance' | 'codFeeAdvancePaidAt'>;

/**
 * An order the Pay step takes and that is not paid yet: an online-payment order, or a COD order whose COD fee
 * is asked in advance by UPI (docs/decisions/252-cod-fee-paid-in-advance.md).
 */
export function awaitsOnlinePayment(order: PayFacts): boolean {
  if (order.paymentMethod === 'razorpay') return order.paymentStatus === 'pending';
  return order.paymentMethod === 'cod' && (order.codFeeAdvance ?? 0) > 0 && !order.codFeeAdvancePaidAt;
}

/** The online payment received: an online order paid, or a COD order's fee paid in advance. */
export function isPaidOnline(order: PayFacts): boolean {
  return order.paymentMethod === 'cod' ? Boolean(order.codFeeAdvancePaidAt) : order.paymentStatus === 'paid';
}

/** What the Pay button asks, rupees: the order total, or a COD order's fee alone. */
export function amountToPayOnline(order: Pick<Order, 'paymentMethod' | 'total' | 'codFeeAdvance'>): number {
  return order.paymentMethod === 'cod' ? (order.codFeeAdvance ?? 0) : order.total;
}

/** An order still waiting for its online payment, within its payment window: it can be paid now. */
export function isPayableNow(order: PayFacts & Pick<Order, 'status' | 'paymentExpiresAt'>, now = Date.now()): boolean {
  return (
    awaitsOnlinePayment(order) &&
    isPayable(order.status) &&
    order.paymentExpiresAt !== null &&
    Date.parse(order.paymentExpiresAt) > now
  );
}

/** The newest order that can still be paid, if any (the server lists newest first). */
export function findPayableOrder(orders: readonly Order[], now = Date.now()): Order | null {
  return orders.find((order) => isPayableNow(order, now)) ?? null;
}
