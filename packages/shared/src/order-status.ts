import { awaitsCodFeeAdvance } from './cod-fee-advance';
export const ORDER_STATUSES = ['pending', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the admin dropdown offers (cancelled is shown to customers only). */
export const ADMIN_STATUS_CHOICES = ['pending', 'packed', 'shipped', 'delivered'] as const;

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function allowedNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/*
 * The order-state predicates, named once (docs/decisions/006-order-status-transitions.md). Server code builds
 * its SQL from these lists (`inArray(orders.status, CANCELLABLE_STATUSES)`) instead of spelling the statuses
 * again, so a change to the workflow changes every query with it.
 */

/** Statuses a customer or an admin may cancel from: the order has not been handed to the courier. */
export const CANCELLABLE_STATUSES = ORDER_STATUSES.filter((s) => NEXT[s].includes('cancelled'));

/** A shipment the courier cancels before pickup takes its shipped order back with it. */
export const CANCELLABLE_WITH_SHIPMENT_STATUSES: readonly OrderStatus[] = [...CANCELLABLE_STATUSES, 'shipped'];

/**
 * Statuses in which an online-payment order can still be paid (and, unpaid past its window, expires).
 * @alias of CANCELLABLE_STATUSES today; named apart because the two rules may part.
 */
export const PAYABLE_STATUSES = CANCELLABLE_STATUSES;

/**
 * Unpaid online orders in these statuses are cancelled when their payment window closes.
 * @alias of PAYABLE_STATUSES.
 */
export const EXPIRABLE_STATUSES = PAYABLE_STATUSES;

/** Statuses an order may be handed to the courier from. */
export const SHIPPABLE_STATUSES = ORDER_STATUSES.filter((s) => NEXT[s].includes('shipped'));

export function isCancellable(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

export function isPayable(status: OrderStatus): boolean {
  return PAYABLE_STATUSES.includes(status);
}

export function isShippable(status: OrderStatus): boolean {
  return SHIPPABLE_STATUSES.includes(status);
}

/** Payment facts the status rules need; COD is paid at the door, so only online payment holds an order back. */
export interface OrderPaymentState {
  paymentMethod: string;
  paymentStatus: string;
  /** A COD order's fee asked in advance and when it was paid (decision 252); absent: none asked. */
  codFeeAdvancePaise?: number;
  codFeeAdvancePaidAt?: Date | string | null;
}

export const UNPAID_SHIPPING_ERROR =
  'This order has not been paid yet. It can be shipped once its online payment is received.';

/**
 * An online-payment order leaves the shop only once paid: shipped, it would no longer expire, keeping its
 * stock for good and going out as prepaid with no money received.
 */
export function awaitsPaymentBefore(to: OrderStatus, order: OrderPaymentState): boolean {
  if (to !== 'shipped' && to !== 'delivered') return false;
  // decision 252: a COD order whose fee was asked in advance waits for it like an online order.
  const awaitsFee = awaitsCodFeeAdvance({
    paymentMethod: order.paymentMethod,
    codFeeAdvancePaise: order.codFeeAdvancePaise ?? 0,
    codFeeAdvancePaidAt: order.codFeeAdvancePaidAt ?? null,
  });
  return awaitsFee || (order.paymentMethod === 'razorpay' && order.paymentStatus !== 'paid');
}

export function transitionError(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Order is already ${from}`;
  return `Cannot change order status from ${from} to ${to}`;
}

/** docs/product.md#my-orders: the customer's five-step timeline. */
export const TIMELINE_STEPS = [
  'Order Placed',
  'Order Confirmed',
  'Order Packed',
  'Order Shipped',
  'Order Delivered',
] as const;

export function timelineActive(status: OrderStatus): boolean[] {
  const packedOrLater = status === 'packed' || status === 'shipped' || status === 'delivered';
  const shippedOrLater = status === 'shipped' || status === 'delivered';
  return [true, packedOrLater, packedOrLater, shippedOrLater, status === 'delivered'];
}

/*
 * A parcel returned to origin (docs/decisions/065-returned-to-seller.md): the courier could not deliver it and
 * brought it back. The order is closed as cancelled (stock, sales, GST credit note, refund) with `returnedAt`
 * set, and every screen names that outcome "Returned to seller" instead of "Cancelled".
 */
export const RETURNED_TO_SELLER_LABEL = 'Returned to seller';
export const RETURNED_TO_SELLER_REASON = 'The courier could not deliver the parcel and returned it to us';

/** The words for an order's state on screen: its status, or "Returned to seller" for a returned parcel. */
export function orderOutcomeLabel(order: { status: OrderStatus; returnedAt?: string | Date | null }): string {
  if (order.status === 'cancelled' && order.returnedAt) return RETURNED_TO_SELLER_LABEL;
  return order.status.charAt(0).toUpperCase() + order.status.slice(1);
}
