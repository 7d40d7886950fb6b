import type { Db } from '../../db/client';
import type { OutboxWhatsAppTemplate } from '../../db/schema';
import { createOutboxRepository } from './notifications.repository';
import type { MailContext } from './mail-templates';
import type { NewOutboxMail } from './notifications.repository';
import type { OrderEventLike } from './notifications.types';
import {
  codConfirmationTemplate,
  orderPlacedTemplate,
  orderShippedTemplate,
  refundDoneTemplate,
  whatsappSummary,
} from './whatsapp-templates';

/** One WhatsApp outbox row to `phone`; its dedupe key makes each event one message (docs/decisions/230-whatsapp-sending.md). */
export function whatsappRow(phone: string, message: OutboxWhatsAppTemplate, dedupeKey: string): NewOutboxMail {
  return {
    to: phone,
    subject: `WhatsApp: ${message.name}`,
    text: whatsappSummary(message),
    html: '',
    kind: `whatsapp-${message.name.replace(/_/g, '-')}`,
    dedupeKey: `whatsapp:${dedupeKey}`,
    whatsapp: message,
  };
}

/**
 * The WhatsApp message an order event adds to its mail, only for a buyer who ticked "Send me order updates on
 * WhatsApp" (the address's phone is the number). A COD order that waits for its buyer gets the confirmation
 * with Confirm / Cancel instead of "order placed": one message, not two.
 */
export function whatsappForOrderEvent(ctx: MailContext, event: OrderEventLike): NewOutboxMail | null {
  const { order } = event;
  const phone = order.shippingAddress.phone;
  if (!order.whatsappOptIn || !phone) return null;
  if (event.type === 'placed') {
    return event.confirmationPath
      ? whatsappRow(phone, codConfirmationTemplate(ctx, order), `cod-confirmation:${order.id}`)
      : whatsappRow(phone, orderPlacedTemplate(ctx, order), `order-placed:${order.id}`);
  }
  // The once-only reminder halfway through the window (decision 227) goes by WhatsApp too, with the same Confirm /
  // Cancel buttons; its own dedupe key keeps it to one message whatever the job does (decision 243).
  if (event.type === 'confirmation-reminder') {
    return whatsappRow(phone, codConfirmationTemplate(ctx, order), `cod-confirmation-reminder:${order.id}`);
  }
  if (event.type === 'status-changed' && order.status === 'shipped' && order.trackingNumber) {
    return whatsappRow(
      phone,
      orderShippedTemplate({ ...order, trackingNumber: order.trackingNumber }),
      `order-shipped:${order.id}`,
    );
  }
  return null;
}

/** "Refund done" to an opted-in buyer, queued in the payments transaction that records it (decision 230). */
export async function whatsappRefundDone(
  tx: Db,
  done: { orderId: string; amountPaise: number; name: string; phone: string; language: string },
): Promise<void> {
  const buyer = { id: done.orderId, customerName: done.name, language: done.language };
  const message = refundDoneTemplate(buyer, done.amountPaise);
  await createOutboxRepository(tx).enqueue([whatsappRow(done.phone, message, `refund-done:${done.orderId}`)]);
}
