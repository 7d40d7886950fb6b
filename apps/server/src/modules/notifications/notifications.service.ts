import { createAccountMails } from './account-mails';
import { createAdminMails } from './admin-mails';
import { createNotificationsContext } from './notifications-context';
import type { NotificationsServiceOptions } from './notifications.types';
import { createOrderMails } from './order-mails';
import { createShopperMails } from './shopper-mails';

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
    merchantAlerts: { ...ctx.merchantAlerts, afterCommit: ctx.wakeWorker },
    ...createAccountMails(ctx),
    ...createShopperMails(ctx),
    ...createAdminMails(ctx),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
