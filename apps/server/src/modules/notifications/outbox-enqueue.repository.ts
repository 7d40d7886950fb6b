import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { queryTextPrepared } from '../../db/prepared-statements';
import { emailOutbox, users, type OutboxAttachmentSpec, type OutboxWhatsAppTemplate } from '../../db/schema';

export interface NewOutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** One mail per event: a second insert with the same key is dropped. Null for mails that are events of their own. */
  dedupeKey: string | null;
  attachments?: OutboxAttachmentSpec[];
  isSensitive?: boolean;
  /** A WhatsApp template message to the phone in `to` instead of a mail (docs/decisions/230-whatsapp-sending.md). */
  whatsapp?: OutboxWhatsAppTemplate;
}

/*
 * Every order queues its mails with this insert, inside its transaction: the statement is written out once per
 * number of rows instead of through the query builder, which cost more than the insert itself (decision 282).
 * The columns not named keep their defaults (id, status 'pending', attempts 0, due now).
 */
const OUTBOX_COLUMNS = [
  'to_address',
  'subject',
  'body_text',
  'body_html',
  'kind',
  'dedupe_key',
  'attachments',
  'is_sensitive',
  'channel',
  'whatsapp',
] as const;
const insertTexts = new Map<number, string>();

function outboxInsertText(rowCount: number): string {
  let text = insertTexts.get(rowCount);
  if (!text) {
    const width = OUTBOX_COLUMNS.length;
    const rows = Array.from(
      { length: rowCount },
      (_, row) => `(${OUTBOX_COLUMNS.map((_column, column) => `$${row * width + column + 1}`).join(', ')})`,
    );
    text = `insert into email_outbox (${OUTBOX_COLUMNS.join(', ')}) values ${rows.join(', ')}
      on conflict (dedupe_key) do nothing returning id`;
    insertTexts.set(rowCount, text);
  }
  return text;
}

/** One mail's values in OUTBOX_COLUMNS' order; the json columns as json text (an array would be sent as a SQL array). */
function rowValues(mail: NewOutboxMail): unknown[] {
  return [
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.kind,
    mail.dedupeKey,
    JSON.stringify(mail.attachments ?? []),
    mail.isSensitive ?? false,
    mail.whatsapp ? 'whatsapp' : 'email',
    mail.whatsapp ? JSON.stringify(mail.whatsapp) : null,
  ];
}

/** Queuing mails; writers pass their own transaction as `db`. */
export function createOutboxEnqueue(db: Db) {
  return {
    /** Returns how many rows were inserted (0 when the dedupe key was already queued). */
    async enqueue(mails: NewOutboxMail[]): Promise<number> {
      if (mails.length === 0) return 0;
      const rows = await queryTextPrepared<{ id: string }>(
        db,
        outboxInsertText(mails.length),
        mails.flatMap(rowValues),
      );
      return rows.length;
    },

    /**
     * The same mail to every user (or every user of one role) in one statement, so a bulk send of any size
     * is queued atomically. `batchId` makes each recipient's dedupe key, so repeating the request with the
     * same batch id queues nothing new.
     */
    async enqueueForAllUsers(
      mail: Omit<NewOutboxMail, 'to' | 'dedupeKey'>,
      batchId: string,
      role?: 'user' | 'admin',
    ): Promise<number> {
      const roleFilter = role ? sql`where ${users.role} = ${role}` : sql``;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into ${emailOutbox} (to_address, subject, body_text, body_html, kind, dedupe_key)
            select ${users.email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${mail.kind},
                   ${`${batchId}:`} || ${users.id}::text
            from ${users} ${roleFilter}
            on conflict (dedupe_key) do nothing
            returning id`,
      );
      return rows.length;
    },
  };
}
