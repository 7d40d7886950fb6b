import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { executePrepared } from '../../db/prepared-statements';
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

/** Queuing mails; writers pass their own transaction as `db`. */
export function createOutboxEnqueue(db: Db) {
  return {
    /** Returns how many rows were inserted (0 when the dedupe key was already queued). */
    async enqueue(mails: NewOutboxMail[]): Promise<number> {
      if (mails.length === 0) return 0;
      // Named: every order queues its mails through this statement (docs/decisions/280).
      const rows = await executePrepared(
        db
          .insert(emailOutbox)
          .values(
            mails.map((m) => ({
              to: m.to,
              subject: m.subject,
              text: m.text,
              html: m.html,
              kind: m.kind,
              dedupeKey: m.dedupeKey,
              attachments: m.attachments ?? [],
              isSensitive: m.isSensitive ?? false,
              ...(m.whatsapp ? { channel: 'whatsapp' as const, whatsapp: m.whatsapp } : {}),
            })),
          )
          .onConflictDoNothing({ target: emailOutbox.dedupeKey })
          .returning({ id: emailOutbox.id }),
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
