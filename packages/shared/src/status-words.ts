import { RETURNED_TO_SELLER_LABEL, type OrderStatus } from './order-status';

/*
 * One status vocabulary for every screen (docs/decisions/208-one-status-vocabulary.md): the order's
 * state, its payment and its shipment, in the words a shopper reads, shown the same way on My Orders, the
 * order success page and the admin's badges. Stored statuses stay as they are; only these functions name them.
 */

/** What an order's state rests on: its stored status and the payment facts that change what it means. */
export interface OrderStateFacts {
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: string;
  /** When the shop confirmed a WhatsApp order, or the buyer (or the shop by phone) a COD order. */
  confirmedAt?: string | Date | null;
  /** A COD order waiting for its buyer's confirmation until then (docs/decisions/227-cod-confirmation.md). */
  codConfirmBy?: string | Date | null;
  /** When the courier brought the parcel back (decision 065). */
  returnedAt?: string | Date | null;
}

/**
 * An order's state: a `pending` order (not packed yet) is waiting for its online payment, for the shop's
 * confirmation of a WhatsApp order, or confirmed (cash on delivery, or paid): a paid order never reads "Pending".
 */
export type OrderState =
  | 'awaiting-payment'
  | 'awaiting-confirmation'
  | 'awaiting-cod-confirmation'
  | 'confirmed'
  | 'packed'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'returned';

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  'awaiting-payment': 'Awaiting payment',
  'awaiting-confirmation': 'Awaiting confirmation',
  'awaiting-cod-confirmation': 'Awaiting COD confirmation',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: RETURNED_TO_SELLER_LABEL,
};

export function orderState(order: OrderStateFacts): OrderState {
  switch (order.status) {
    case 'pending':
      if (order.paymentMethod === 'razorpay' && order.paymentStatus !== 'paid') return 'awaiting-payment';
      if (order.paymentMethod === 'whatsapp' && !order.confirmedAt) return 'awaiting-confirmation';
      if (order.paymentMethod === 'cod' && order.codConfirmBy && !order.confirmedAt) return 'awaiting-cod-confirmation';
      return 'confirmed';
    case 'cancelled':
      return order.returnedAt ? 'returned' : 'cancelled';
    default:
      return order.status;
  }
}

export function orderStateLabel(order: OrderStateFacts): string {
  return ORDER_STATE_LABELS[orderState(order)];
}

/** The stored status alone, for filters and lists of statuses (no payment facts to refine it). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Not packed yet',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A payment's state, named by how the order is paid. */
export type PaymentState =
  'paid' | 'refunded' | 'failed' | 'awaiting-payment' | 'not-paid' | 'pay-on-delivery' | 'agreed-on-whatsapp';

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Payment failed',
  'awaiting-payment': 'Awaiting payment',
  'not-paid': 'Not paid',
  'pay-on-delivery': 'Pay on delivery',
  'agreed-on-whatsapp': 'As agreed on WhatsApp',
};

export function paymentState(order: Pick<OrderStateFacts, 'status' | 'paymentMethod' | 'paymentStatus'>): PaymentState {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.paymentStatus === 'failed') return 'failed';
  if (order.paymentMethod === 'cod') return order.status === 'cancelled' ? 'not-paid' : 'pay-on-delivery';
  if (order.paymentMethod === 'whatsapp') return order.status === 'cancelled' ? 'not-paid' : 'agreed-on-whatsapp';
  return order.status === 'cancelled' ? 'not-paid' : 'awaiting-payment';
}

export function paymentStateLabel(order: Pick<OrderStateFacts, 'status' | 'paymentMethod' | 'paymentStatus'>): string {
  return PAYMENT_STATE_LABELS[paymentState(order)];
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online Payment',
  whatsapp: 'WhatsApp',
};

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return 'Not specified';
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/**
 * A courier's shipment status in sentence case: couriers write 'IN TRANSIT', 'OUT_FOR_DELIVERY' or 'picked up';
 * every screen shows 'In transit', 'Out for delivery', 'Picked up' (an empty one: 'Status unknown').
 */
export function shipmentStatusLabel(status: string | null | undefined): string {
  const words = (status ?? '').replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!words) return 'Status unknown';
  const sentence = words.replace(/\brto\b/g, 'RTO').replace(/\bndr\b/g, 'NDR');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
