import type { Db } from '../../db/client';
import { orderMailWords } from './order-mail-words';
import { adminMessageMail, backInStockMail, stockAlertMail } from './mail-templates';
import { toMail, type NotificationsContext } from './notifications-context';
import { createOutboxRepository } from './notifications.repository';
import type { MailRecipient } from './notifications.types';
import { whatsappRow } from './whatsapp-order-messages';
import { backInStockTemplate } from './whatsapp-templates';

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
          /** The customer's language (decision 253): the words come written; the frame follows. */
          language?: string;
          creditNote?: { orderId: string; number: string };
        },
      ): Promise<void> {
        const ctx = await contextFor(tx);
        const rendered = adminMessageMail(
          ctx,
          { subject: mail.subject, message: mail.message, name: mail.name },
          orderMailWords(mail.language),
        );
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
      /**
       * `notice` writes the notice in a recipient's language (their account's, decision 233); the frame (greeting,
       * footer) follows it too.
       */
      async notice(
        tx: Db,
        recipients: readonly MailRecipient[],
        notice: (language: string | undefined) => { subject: string; text: string },
        keyPrefix: string,
      ): Promise<number> {
        const ctx = await contextFor(tx);
        const outbox = createOutboxRepository(tx);
        let queued = 0;
        for (let i = 0; i < recipients.length; i += 500) {
          const mails = recipients.slice(i, i + 500).map((user) => {
            const { subject, text } = notice(user.language);
            const rendered = adminMessageMail(
              ctx,
              { subject, message: text, name: user.name },
              orderMailWords(user.language),
            );
            return toMail(rendered, user.email, 'breach-notice', `${keyPrefix}:${user.id}`);
          });
          queued += await outbox.enqueue(mails);
        }
        return queued;
      },
      afterCommit: wakeWorker,
    },

    /**
     * Mails to shoppers about their wishlist and their back-in-stock requests, in the caller's transaction
     * (docs/decisions/133-back-in-stock-once.md, 212).
     */
    shopperMail: {
      /**
       * In the wisher's account language (decision 233; `product.name` already in it). With `whatsappPhone` (the
       * wisher opted in), a WhatsApp message in addition (docs/decisions/230-whatsapp-sending.md), in the same
       * language (decision 264).
       */
      async backInStock(
        tx: Db,
        user: MailRecipient & { whatsappPhone?: string | null },
        product: { id: string; name: string },
        dedupeKey: string,
      ): Promise<void> {
        const ctx = await contextFor(tx);
        const whatsapp = user.whatsappPhone
          ? [whatsappRow(user.whatsappPhone, backInStockTemplate(ctx, user, product), dedupeKey)]
          : [];
        await createOutboxRepository(tx).enqueue([
          toMail(backInStockMail(ctx, user, product), user.email, 'back-in-stock', dedupeKey),
          ...whatsapp,
        ]);
      },

      /**
       * A "Notify me" request answered, once per request (docs/decisions/212-back-in-stock-requests.md), in the
       * language it was made in (decision 233).
       */
      async stockAlert(
        tx: Db,
        alert: { email: string; language?: string },
        product: { id: string; name: string },
        dedupeKey: string,
      ): Promise<void> {
        const ctx = await contextFor(tx);
        await createOutboxRepository(tx).enqueue([
          toMail(stockAlertMail(ctx, product, alert.language), alert.email, 'back-in-stock', dedupeKey),
        ]);
      },
      afterCommit: wakeWorker,
    },
  };
}
