/** One outgoing mail as the outbox worker hands it to a transport. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Stable per outbox row, so a mail that is ever delivered twice can be recognised as one by the receiver. */
  messageId?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailReceipt {
  messageId: string;
  /** The server's last reply ("250 OK: queued as ..."), or a note for transports that keep mail locally. */
  response: string;
}

/**
 * The mail provider: SMTP in production, the embedded outbox/log transport otherwise. Both build the MIME
 * message with nodemailer, so what is logged is exactly what would have gone over the wire.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

/** A send that failed; `isPermanent` when the server refused the message for good (SMTP 5xx). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailSendError';
  }
}
