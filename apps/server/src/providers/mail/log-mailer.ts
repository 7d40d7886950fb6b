import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage, MailReceipt } from './mailer';
import { nodemailerMessage } from './nodemailer-message';

export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

/**
 * The embedded default (no SMTP_URL): nodemailer builds the message with its JSON transport, nothing leaves
 * the machine, and the recipient and subject are written to the log. The outbox row, marked sent, keeps the full mail for
 * the admin Emails page, which is how a developer follows a reset link without a mail server.
 */
export function createLogMailer(log: MailLog): Mailer {
  const transport = createTransport({ jsonTransport: true });
  return {
    kind: 'log',
    async send(message: MailMessage): Promise<MailReceipt> {
      const info = await transport.sendMail(nodemailerMessage(message));
      const messageId = String(info.messageId);
      // Recipient and subject only: a body can carry a password reset link, and logs travel further than the
      // database (docs/decisions/034-private-data-files.md). Admins read the whole mail on the Emails page.
      log.info({ mail: { messageId, to: message.to, subject: message.subject } }, 'mail kept in the outbox (no SMTP_URL set)');
      return { messageId, response: 'kept in outbox' };
    },
    close() {
      transport.close();
    },
  };
}
