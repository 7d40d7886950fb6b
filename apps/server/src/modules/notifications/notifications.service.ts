import { createAccountMails } from './account-mails';
import { createAdminMails } from './admin-mails';
import type { Db } from '../../db/client';
import { deliveryIssueMail, type DeliveryIssueMail } from './delivery-issue-mail-templates';
import { createNotificationsContext, toMail } from './notifications-context';
import { createOutboxRepository } from './notifications.repository';
import type { NotificationsServiceOptions } from './notifications.types';
import { createOrderMails } from './order-mails';
import { createShopperMails } from './shopper-mails';
import { whatsappRefundDone } from './whatsapp-order-messages';

export { mailContextFrom } from './notifications-context';
export type { MailRecipient, MailSettings, OrderEventLike } from './notifications.types';

/**
 * Decides which mail an event deserves, renders it (HTML + text) and queues it in the outbox. Every
 * enqueue that belongs to a business change takes that change's transaction, so the mail and the change
 * commit together; the dedupe key makes each event queue at most one mail.
 */
export function createNotificationsService(options: NotificationsServiceOptions) {
  const ctx = createNotificationsContext(options);
  return {
    ...createOrderMails(ctx),
    /** Alerts to the shop's notification addresses (contact messages, failed refunds), in the caller's transaction. */
    merchantAlerts: { ...ctx.merchantAlerts, refundDone: whatsappRefundDone, afterCommit: ctx.wakeWorker },
    ...createAccountMails(ctx),
    ...createShopperMails(ctx),
    ...createAdminMails(ctx),
    /** Failed deliveries (issue 37): the buyer's question and the merchant's alert, in the caller's transaction. */
    deliveryIssueMails: {
      async askBuyer(tx: Db, mail: DeliveryIssueMail & { to: string; key: string }): Promise<void> {
        const rendered = deliveryIssueMail(await ctx.contextFor(tx), mail);
        await createOutboxRepository(tx).enqueue([toMail(rendered, mail.to, 'delivery-issue', mail.key)]);
      },
      alertMerchant: (tx: Db, alert: Parameters<typeof ctx.merchantAlerts.deliveryUnanswered>[1]) =>
        ctx.merchantAlerts.deliveryUnanswered(tx, alert),
      afterCommit: ctx.wakeWorker,
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
