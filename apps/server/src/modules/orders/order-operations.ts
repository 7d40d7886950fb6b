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

export function whatsAppConfirmationProblem(order: Pick<OrderRecord, 'paymentMethod' | 'confirmedAt' | 'status'>) {
  if (order.paymentMethod !== 'whatsapp') return WHATSAPP_MESSAGES.notWhatsApp;
  if (order.status === 'cancelled') return WHATSAPP_MESSAGES.cancelled;
  if (order.confirmedAt) return WHATSAPP_MESSAGES.alreadyConfirmed;
  return null;
}

/**
 * A new WhatsApp order leaves 'pending' only once the shop confirmed it (cancelling stays open). Orders
 * already past 'pending' (placed before confirmation existed) carry on as they are.
 */
export function awaitsConfirmationBefore(
  to: string,
  order: Pick<OrderRecord, 'paymentMethod' | 'confirmedAt' | 'status'>,
): boolean {
  return (
    order.status === 'pending' &&
    to !== 'cancelled' &&
    to !== 'pending' &&
    order.paymentMethod === 'whatsapp' &&
    order.confirmedAt === null
  );
}
