import type { Db } from '../../db/client';
import { adminMessageMail, backInStockMail } from './mail-templates';
import { toMail, type NotificationsContext } from './notifications-context';
import { createOutboxRepository } from './notifications.repository';
import type { MailRecipient } from './notifications.service';

/** Mails to shoppers about their returns and their wishlist, each queued in the caller's transaction. */
export function createShopperMails({ contextFor, wakeWorker }: NotificationsContext) {
  return {
    /**
     * Return and refund mails (issue 18), queued in the returns module's transaction; one per return and step
     * (the dedupe key), so a repeated step queues nothing new.
     */
    returnMail: {
      async record(
        tx: Db,
        mail: {
          to: string;
          name: string;
          returnId: string;
          step: string;
          subject: string;
          message: string;
          creditNote?: { orderId: string; number: string };
        },
      ): Promise<void> {
        const ctx = await contextFor(tx);
        const rendered = adminMessageMail(ctx, { subject: mail.subject, message: mail.message, name: mail.name });
        const attachments = mail.creditNote ? [{ type: 'credit-note' as const, ...mail.creditNote }] : [];
        await createOutboxRepository(tx).enqueue([
          toMail(rendered, mail.to, `return-${mail.step}`, `return:${mail.returnId}:${mail.step}`, { attachments }),
        ]);
      },
      afterCommit: wakeWorker,
    },

    /** Mails to shoppers about their wishlist, in the caller's transaction (docs/decisions/133-back-in-stock-once.md). */
    shopperMail: {
      async backInStock(
        tx: Db,
        user: MailRecipient,
        product: { id: string; name: string },
        dedupeKey: string,
      ): Promise<void> {
        const ctx = await contextFor(tx);
        await createOutboxRepository(tx).enqueue([
          toMail(backInStockMail(ctx, user, product), user.email, 'back-in-stock', dedupeKey),
        ]);
      },
      afterCommit: wakeWorker,
    },
  };
}
