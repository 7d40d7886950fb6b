import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxQuery } from '@shop/shared/schemas/notifications';
import { queryRows, type Db } from '../../db/client';
import { emailOutbox, users, type OutboxAttachmentSpec } from '../../db/schema';

export type OutboxRecord = typeof emailOutbox.$inferSelect;

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
}

/** What a worker holds after a claim: the row plus the attempt number its lease belongs to. */
export type ClaimedMail = OutboxRecord;

const REDACTED_PREFIX = 'This mail held a one-time link.';
const REDACTED_TEXT = 'This mail held a one-time link. It was removed from the outbox after it was delivered.';
const REDACTED_UNSENT = 'This mail held a one-time link. It was removed from the outbox: the mail could not be delivered.';
const EXPIRED_TEXT = 'This mail held a one-time link. It was removed from the outbox when the link expired.';

/** The token of a one-time link in a stored body, for masking (the admin Emails page). */
const LINK_TOKEN = /([?&]token=)[^&\s"'<>]+/g;

/** A one-time link's token replaced by a marker: what an admin sees of a sensitive mail in a live shop. */
export function maskLinkTokens(body: string): string {
  return body.replace(LINK_TOKEN, '$1[hidden]');
}

/**
 * The email outbox. Writers pass their own transaction as `db`, so a mail is queued exactly when the change
 * it reports commits. The worker side claims due rows with FOR UPDATE SKIP LOCKED.
 */
export function createOutboxRepository(db: Db) {
  return {
    /** Returns how many rows were inserted (0 when the dedupe key was already queued). */
    async enqueue(mails: NewOutboxMail[]): Promise<number> {
      if (mails.length === 0) return 0;
      const rows = await db
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
          })),
        )
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
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

    /**
     * Claims up to `limit` due mails for this worker: the row locks (SKIP LOCKED) make concurrent claimers
     * in other processes take different rows, and pushing next_attempt_at out by the lease keeps the rows
     * away from everyone else after the statement commits, while this worker sends. A worker that dies
     * mid-send simply lets its lease run out, and the mail becomes due again: no mail is lost.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), sql`${emailOutbox.nextAttemptAt} <= now()`))
        .orderBy(emailOutbox.nextAttemptAt, emailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(sql`${emailOutbox.id} in (${due})`)
        .returning();
    },

    /**
     * Each completion is guarded by the attempt number of the claim: a worker whose lease ran out (and whose
     * mail someone else has claimed since) changes nothing.
     */
    async markSent(mail: ClaimedMail, options: { redact: boolean }): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lastError: null,
          ...(options.redact ? { text: REDACTED_TEXT, html: null } : {}),
        })
        .where(ownClaim(mail))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    async markRetry(mail: ClaimedMail, error: string, delayMs: number): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(ownClaim(mail))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    async markFailed(mail: ClaimedMail, error: string): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        // A sensitive mail that will never be sent keeps no usable link (the customer asks for a new one).
        .set({ status: 'failed', lastError: error, ...(mail.isSensitive ? { text: REDACTED_UNSENT, html: null } : {}) })
        .where(ownClaim(mail))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    /**
     * Blanks every sensitive mail older than its link's life (`maxAgeMs`): a sent one keeps no token, and one
     * still waiting (the mail server down for an hour) is given up, since its link could only fail. Returns
     * how many rows changed.
     */
    async redactExpiredSensitive(maxAgeMs: number): Promise<number> {
      const rows = await db
        .update(emailOutbox)
        .set({
          text: EXPIRED_TEXT,
          html: null,
          status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
          lastError: sql`case when ${emailOutbox.status} = 'pending' then 'The link expired before the mail could be delivered' else ${emailOutbox.lastError} end`,
        })
        .where(
          and(
            eq(emailOutbox.isSensitive, true),
            sql`${emailOutbox.createdAt} < now() - make_interval(secs => ${maxAgeMs / 1000})`,
            // Not one already blanked (all blanked bodies start with the same sentence).
            sql`${emailOutbox.text} not like ${`${REDACTED_PREFIX}%`}`,
          ),
        )
        .returning({ id: emailOutbox.id });
      return rows.length;
    },

    /** Gives a claimed but unsent mail back at once (the worker is stopping), without counting the attempt. */
    async release(mail: ClaimedMail): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(ownClaim(mail));
    },

    async list(query: OutboxQuery): Promise<{ rows: OutboxRecord[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(emailOutbox.status, query.status));
      if (query.to) conditions.push(sql`lower(${emailOutbox.to}) like ${`%${escapeLike(query.to.toLowerCase())}%`}`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(emailOutbox).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

function ownClaim(mail: ClaimedMail): SQL | undefined {
  return and(eq(emailOutbox.id, mail.id), eq(emailOutbox.attempts, mail.attempts), eq(emailOutbox.status, 'pending'));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
