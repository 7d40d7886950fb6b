import { COD_CONFIRMATION_MESSAGES, awaitsConfirmation } from '@shop/shared/cod-confirmation';
import type { OrderRecord } from './orders.repository';

/** Admin cancel and WhatsApp confirmation rules (docs/decisions/041-admin-cancel.md, 042-whatsapp-confirmation.md). */
export const ADMIN_CANCEL_MESSAGES = {
  already: 'Order is already cancelled',
  handedOver:
    'This order has already been handed to the courier, so it can no longer be cancelled here. Handle it as a return or RTO instead.',
} as const;

export const WHATSAPP_MESSAGES = {
  notWhatsApp: 'Only WhatsApp orders need a confirmation',
  alreadyConfirmed: 'This WhatsApp order is already confirmed',
  cancelled: 'This order is cancelled and can no longer be confirmed',
  confirmFirst: 'Confirm this WhatsApp order with the customer before packing it',
} as const;

/** Shown to the customer when an unconfirmed WhatsApp order runs out of time. */
export const WHATSAPP_EXPIRED_REASON = 'We could not confirm this WhatsApp order with you in time';
/** Shown to the buyer when a COD order was not confirmed within the shop's window (decision 227). */
export const COD_EXPIRED_REASON = 'This cash-on-delivery order was not confirmed in time';

type ConfirmableOrder = Pick<OrderRecord, 'paymentMethod' | 'confirmedAt' | 'status' | 'codConfirmBy'>;

/**
 * Why the shop cannot confirm this order: a WhatsApp order, or a COD order awaiting its buyer ("Confirm by
 * phone", decision 227), can be confirmed once while it is not cancelled.
 */
export function whatsAppConfirmationProblem(order: ConfirmableOrder) {
  const isCodAwaiting = order.paymentMethod === 'cod' && order.codConfirmBy !== null;
  if (order.paymentMethod !== 'whatsapp' && !isCodAwaiting) return WHATSAPP_MESSAGES.notWhatsApp;
  if (order.status === 'cancelled') return WHATSAPP_MESSAGES.cancelled;
  if (order.confirmedAt) return WHATSAPP_MESSAGES.alreadyConfirmed;
  return null;
}

/**
 * An order awaiting confirmation (a WhatsApp order the shop has not confirmed, a COD order its buyer has not)
 * leaves 'pending' only once confirmed (cancelling stays open). Orders already past 'pending' carry on.
 */
export function awaitsConfirmationBefore(to: string, order: ConfirmableOrder): boolean {
  return to !== 'cancelled' && to !== 'pending' && awaitsConfirmation(order);
}

/** The refusal of packing an order still awaiting confirmation. */
export function confirmFirstMessage(order: ConfirmableOrder): string {
  return order.paymentMethod === 'cod' ? COD_CONFIRMATION_MESSAGES.confirmFirst : WHATSAPP_MESSAGES.confirmFirst;
}
