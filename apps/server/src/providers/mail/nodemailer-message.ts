import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mailer';

/** The message as nodemailer builds it, the same for every transport (what is logged is what would be sent). */
export function nodemailerMessage(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}
