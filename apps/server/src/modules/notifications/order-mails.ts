import type { Db } from '../../db/client';
import type { MailContext } from './mail-templates';
import {
  orderCancelledMail,
  orderPlacedMail,
  orderProgressMail,
  orderUpdateMail,
  paymentReceivedMail,
} from './order-mail-templates';
import { codConfirmationLines, codConfirmationReminderMail } from './cod-confirmation-mails';
import { orderRecipient, toMail, type NotificationsContext } from './notifications-context';
import { createOutboxRepository, type NewOutboxMail } from './notifications.repository';
import type { OrderEventLike } from './notifications.types';
import { whatsappForOrderEvent } from './whatsapp-order-messages';

function mailForOrderEvent(ctx: MailContext, event: OrderEventLike): NewOutboxMail | null {
  const { order } = event;
  const to = orderRecipient(order);
  switch (event.type) {
    case 'placed': {
      const confirm = event.confirmationPath
        ? codConfirmationLines(order, `${ctx.publicUrl}${event.confirmationPath}`)
        : undefined;
      return toMail(orderPlacedMail(ctx, order, confirm), to, 'order-placed', `order-placed:${order.id}`);
    }
    case 'confirmation-reminder':
      return toMail(
        codConfirmationReminderMail(ctx, order, `${ctx.publicUrl}${event.confirmationPath}`),
        to,
        'cod-confirmation-reminder',
        `cod-confirmation-reminder:${order.id}`,
      );
    case 'paid':
      return toMail(paymentReceivedMail(ctx, order), to, 'payment-received', `order-paid:${order.id}`);
    case 'status-changed': {
      const key = `order-status:${order.id}:${order.status}`;
      switch (order.status) {
        case 'packed':
        case 'shipped':
          return toMail(orderProgressMail(ctx, order), to, `order-${order.status}`, key);
        case 'delivered':
          return toMail(orderProgressMail(ctx, order), to, 'order-delivered', key, {
            attachments: [{ type: 'invoice', orderId: order.id }],
          });
        case 'cancelled':
          return toMail(orderCancelledMail(ctx, order, event.cancelReason ?? 'admin'), to, 'order-cancelled', key);
        default:
          return null;
      }
    }
  }
}

/** Mails about an order: its events to the customer (and the shop's alerts), and the admin's 'Send Update'. */
export function createOrderMails({ log, outbox, contextFor, merchantAlerts, wakeWorker }: NotificationsContext) {
  return {
    /** Plugged into the orders service as its OrderEventSink. */
    orderEvents: {
      async record(tx: Db, event: OrderEventLike): Promise<void> {
        const ctx = await contextFor(tx);
        const mail = mailForOrderEvent(ctx, event);
        // In addition to the mail, never instead of it (docs/decisions/230-whatsapp-sending.md).
        const whatsapp = whatsappForOrderEvent(ctx, event);
        const toShop = await merchantAlerts.forOrderEvent(tx, event);
        await createOutboxRepository(tx).enqueue([...(mail ? [mail] : []), ...(whatsapp ? [whatsapp] : []), ...toShop]);
      },
      afterCommit: wakeWorker,
      onError(error: unknown, event: OrderEventLike | undefined) {
        log.warn({ err: error, event: event?.type, orderId: event?.order.id }, 'could not queue the order mail');
      },
    },

    /** Admin 'Send Update': the order's current status to its customer. */
    async sendOrderUpdate(order: OrderEventLike['order'], requestKey?: string): Promise<number> {
      const key = requestKey ? `order-update:${order.id}:${requestKey}` : null;
      const ctx = await contextFor();
      const queued = await outbox.enqueue([
        toMail(orderUpdateMail(ctx, order), orderRecipient(order), 'order-update', key),
      ]);
      wakeWorker();
      return queued;
    },
  };
}
