import { RESET_TOKEN_TTL_MS } from '@shop/shared/schemas/account';
import type { OutboxAttachmentSpec } from '../../db/schema';
import { createRepeatingRun } from '../../lib/periodic-job';
import { MailSendError, type MailAttachment, type Mailer } from '../../providers/mail/mailer';
import type { WhatsAppClient } from '../../providers/whatsapp/client';
import type { ClaimedMail, OutboxRepository } from './notifications.repository';
import { sendWhatsAppRow } from './outbox-whatsapp';

export interface OutboxWorkerLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  mailer: Mailer;
  /** Sends the outbox's WhatsApp rows; null when not configured (those rows fail at once, mail is unaffected). */
  whatsapp?: WhatsAppClient | null;
  /** The From header: MAIL_FROM's address; a function is asked at each send (the shop's name from its settings). */
  from: string;
  fromName?: () => Promise<string>;
  log: OutboxWorkerLog;
  /** Builds attachments that are made at send time from stored data (the invoice PDF). */
  resolveAttachment: (spec: OutboxAttachmentSpec) => Promise<MailAttachment>;
  pollIntervalMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed and left for an admin to see. */
  maxAttempts?: number;
  /** How long a claim keeps other workers away; must exceed `sendTimeoutMs`. */
  leaseMs?: number;
  sendTimeoutMs?: number;
  retryDelayMs?: (attempt: number) => number;
  /**
   * Whether a delivered sensitive mail (a reset link) keeps its body: only where the outbox is the way the
   * link reaches anyone, i.e. the demo shop without SMTP (docs/decisions/036-no-usable-secret-in-the-outbox.md).
   */
  keepSentSecrets?: boolean;
  /** Sensitive mails older than this are blanked (and, if unsent, given up): the life of the link they hold. */
  secretLifeMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Look for due mails now (after an enqueue commits) rather than at the next poll. */
  kick(): void;
  /** Finishes the mail in hand, gives back the rest of its batch, and stops polling. */
  stop(): Promise<void>;
}

/**
 * MAIL_FROM's address under the shop's name: `"Kala Crafts" <no-reply@kala.in>`. Quotes and angle brackets
 * are dropped from the name so it cannot break out of the display-name part.
 */
export function senderWithName(mailFrom: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const display = name.replace(/["\\<>\r\n]/g, '').trim();
  return display ? `"${display}" <${address}>` : address;
}

/** 5 s, 15 s, 45 s, ~2 min, ~7 min, 20 min, 1 h, 3 h: an SMTP outage of half a day loses no mail. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(5_000 * 3 ** Math.max(0, attempt - 1), 6 * 3_600_000);

/**
 * Sends the outbox. Any number of these may run, in one process or many, on one database: rows are claimed
 * with FOR UPDATE SKIP LOCKED plus a lease (see OutboxRepository.claimDue), so each due mail is handed to
 * exactly one worker at a time; completion is written only by the claim's owner.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    repository,
    mailer,
    whatsapp = null,
    from,
    fromName,
    log,
    resolveAttachment,
    pollIntervalMs = 2_000,
    batchSize = 10,
    maxAttempts = 8,
    sendTimeoutMs = 60_000,
    leaseMs = 5 * 60_000,
    retryDelayMs = defaultRetryDelayMs,
    keepSentSecrets = false,
    secretLifeMs = RESET_TOKEN_TTL_MS,
  } = options;
  if (leaseMs <= sendTimeoutMs) throw new Error('The outbox lease must be longer than the send timeout');

  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  let isStopping = false;
  const loop = createRepeatingRun({
    work: drain,
    intervalMs: pollIntervalMs,
    firstRunMs: 0,
    // A lost database connection or similar: try again at the next poll.
    onError: (error) => {
      if (!isStopping) log.warn({ err: error }, 'outbox poll failed');
    },
  });
  let isRunning = false;

  async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
    let handle: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      handle = setTimeout(() => reject(new MailSendError(`send timed out after ${ms} ms`, false)), ms);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(handle);
    }
  }

  async function sendMail(mail: ClaimedMail): Promise<{ response: string }> {
    const attachments = await Promise.all(mail.attachments.map((spec) => resolveAttachment(spec)));
    const sender = fromName ? senderWithName(from, await fromName()) : from;
    return mailer.send({
      from: sender,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments,
      messageId: `<${mail.id}@${domain}>`,
    });
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      const receipt = await withTimeout(
        mail.channel === 'whatsapp' ? sendWhatsAppRow(whatsapp, repository, mail) : sendMail(mail),
        sendTimeoutMs,
      );
      // A secret (reset link) stays in the outbox only until it is handed over (036-no-usable-secret-in-the-outbox.md).
      const isOwner = await repository.markSent(mail, {
        redact: mail.isSensitive && !keepSentSecrets,
        ...(mail.channel === 'whatsapp' ? { providerMessageId: receipt.response } : {}),
      });
      if (!isOwner) log.warn({ mailId: mail.id }, 'mail sent after its claim had expired');
      else log.info({ mailId: mail.id, kind: mail.kind, response: receipt.response }, 'mail sent');
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const isPermanent = error instanceof MailSendError && error.isPermanent;
      if (isPermanent || mail.attempts >= maxAttempts) {
        await repository.markFailed(mail, message);
        log.error({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: message }, 'mail failed for good');
      } else {
        const delay = retryDelayMs(mail.attempts);
        await repository.markRetry(mail, message, delay);
        log.warn(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: delay, err: message },
          'mail send failed; will retry',
        );
      }
    }
  }

  async function drain(): Promise<number> {
    await repository.redactExpiredSensitive(secretLifeMs);
    const batch = await repository.claimDue(batchSize, leaseMs);
    let handled = 0;
    for (const mail of batch) {
      if (isStopping) {
        await repository.release(mail);
        continue;
      }
      await deliver(mail);
      handled += 1;
    }
    return batch.length === batchSize && !isStopping ? handled + (await drain()) : handled;
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      isStopping = false;
      loop.start();
    },
    kick() {
      if (isRunning && !isStopping) void loop.run();
    },
    async stop() {
      isStopping = true;
      isRunning = false;
      await loop.stop();
      mailer.close();
    },
  };
}
