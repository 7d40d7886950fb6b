import { isPayable } from '@shop/shared/order-status';
import type { Order } from '@shop/shared/schemas/order';

/** An online-payment order still waiting for its payment, within its payment window: it can be paid now. */
export function isPayableNow(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status' | 'paymentExpiresAt'>,
  now = Date.now(),
): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    order.paymentStatus === 'pending' &&
    isPayable(order.status) &&
    order.paymentExpiresAt !== null &&
    Date.parse(order.paymentExpiresAt) > now
  );
}

/** The newest order that can still be paid, if any (the server lists newest first). */
export function findPayableOrder(orders: readonly Order[], now = Date.now()): Order | null {
  return orders.find((order) => isPayableNow(order, now)) ?? null;
}
