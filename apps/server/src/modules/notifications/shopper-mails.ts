import type { Db } from '../../db/client';
import { adminMessageMail, backInStockMail } from './mail-templates';
import { toMail, type NotificationsContext } from './notifications-context';
import { createOutboxRepository } from './notifications.repository';
import type { MailRecipient } from './notifications.types';

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

    /**
     * A personal data breach notice to one affected person (DPDP Rules 2025 r.7(1), docs/decisions/177), in the
     * breach register's transaction; the dedupe key names incident and person, so a second "notify" adds nothing.
     * Returns how many mails were queued now.
     */
    breachMail: {
      async notice(
        tx: Db,
        recipients: readonly MailRecipient[],
        notice: { subject: string; text: string },
        keyPrefix: string,
      ): Promise<number> {
        const ctx = await contextFor(tx);
        const outbox = createOutboxRepository(tx);
        let queued = 0;
        for (let i = 0; i < recipients.length; i += 500) {
          const mails = recipients.slice(i, i + 500).map((user) => {
            const rendered = adminMessageMail(ctx, { subject: notice.subject, message: notice.text, name: user.name });
            return toMail(rendered, user.email, 'breach-notice', `${keyPrefix}:${user.id}`);
          });
          queued += await outbox.enqueue(mails);
        }
        return queued;
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
