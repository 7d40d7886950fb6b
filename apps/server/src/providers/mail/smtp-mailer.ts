import { createTransport } from 'nodemailer';
import { MailSendError, type Mailer, type MailMessage, type MailReceipt } from './mailer';
import { nodemailerMessage } from './nodemailer-message';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://host:465; query options (e.g. ?pool=true) are nodemailer's. */
  url: string;
  /** Upper bound for one send; the outbox lease must be longer, or a slow send could be claimed twice. */
  timeoutMs?: number;
}

interface SmtpErrorShape {
  message?: string;
  code?: string;
  responseCode?: number;
  permanent?: boolean;
  response?: string;
}

/** Sends through any SMTP server (a relay, SES/SendGrid/Postmark SMTP, a local Postfix). */
export function createSmtpMailer({ url, timeoutMs = 30_000 }: SmtpMailerOptions): Mailer {
  // nodemailer's defaults wait up to 2 minutes to connect and 10 minutes on an idle socket: far longer
  // than a worker should hold a claimed mail.
  const transport = createTransport({
    url,
    connectionTimeout: Math.min(10_000, timeoutMs),
    greetingTimeout: Math.min(10_000, timeoutMs),
    socketTimeout: timeoutMs,
    dnsTimeout: Math.min(10_000, timeoutMs),
  });

  return {
    kind: 'smtp',
    async send(message: MailMessage): Promise<MailReceipt> {
      try {
        const info = await transport.sendMail(nodemailerMessage(message));
        return { messageId: String(info.messageId), response: String(info.response ?? '') };
      } catch (error) {
        const e = (error ?? {}) as SmtpErrorShape;
        // `permanent` is nodemailer's reading of the reply class: 5xx (except 503) will fail again.
        const isPermanent = e.permanent === true;
        const detail = [e.code, e.responseCode, e.response ?? e.message].filter(Boolean).join(' ');
        throw new MailSendError(detail || 'SMTP send failed', isPermanent, { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
