import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase, queryTextPrepared } from '../../db/prepared-statements';
import { emailOutbox } from '../../db/schema';
import type { OutboxRecord } from './notifications.types';
import { HOLDS_A_LIVE_LINK, REDACTED_TEXT, REDACTED_UNSENT } from './outbox-redaction';

/** What a worker holds after a claim: the row plus the attempt number its lease belongs to. */
export type ClaimedMail = OutboxRecord;

/**
 * The guard of every completion of a claim: the row is still waiting. Written as "neither sent nor failed" (the
 * statuses' check allows only those and 'pending') rather than `status = 'pending'`, because that condition would let
 * the planner serve a completion from the partial index of waiting mails, reading every waiting mail to find one, when
 * the statistics say few wait (decision 298): this way only the primary key can serve it.
 */
const STILL_WAITING = "status not in ('sent', 'failed')";

/**
 * A delivered mail's "sent", one statement per mail (two per order), written out instead of built: named and
 * prepared (decision 280), and not rebuilt by the query builder on every mail (decision 282). Guarded like every
 * completion by the claim's attempt number. Four texts: with Meta's message id or not, with the body blanked
 * (a one-time link) or not.
 */
export function markSentText(withProviderId: boolean, redact: boolean): string {
  const sets = ["status = 'sent'", 'sent_at = now()', 'last_error = null'];
  let next = 3;
  if (withProviderId) sets.push(`provider_message_id = $${next++}`);
  if (redact) sets.push(`body_text = $${next}`, 'body_html = null');
  return `update email_outbox set ${sets.join(', ')} where id = $1 and attempts = $2 and ${STILL_WAITING} returning id`;
}

/** The claim of up to `limit` due mails among `only` (all when absent), in the order given. */
function claimQuery(db: Db, only: SQL | undefined, order: PgColumn[]) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    // 'pending' written as in the index, not as a parameter: a generic plan could not match a parameter to it.
    .where(and(sql`${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= now()`, only))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${sql.placeholder('leaseSeconds')})`,
    })
    .where(sql`${emailOutbox.id} in (${due})`)
    .returning();
}

/**
 * The claim of a batch of due mails. Its conditions and order are those of the partial index of waiting mails, which
 * it reads from the oldest due and leaves after its batch, however many wait (decision 298).
 */
export function claimDueQuery(db: Db) {
  return claimQuery(db, undefined, [emailOutbox.nextAttemptAt, emailOutbox.id]);
}

/**
 * The claim of the due mails someone is waiting for, a one-time link (a password reset, an email verification), before
 * the rest: in a sale's backlog they would otherwise wait behind every order's mails, for as long as the sale lasts
 * (decision 302). It reads the partial index of mails that hold a live link, which are few.
 */
export function claimWaitedForQuery(db: Db) {
  // In the index's own order (its one column), so the live links are read in order, not sorted.
  return claimQuery(db, HOLDS_A_LIVE_LINK, [emailOutbox.createdAt]);
}

/**
 * Built once for the worker's database handle (decision 297): the worker claims after every order's commit, and
 * building this statement anew each time cost more than running it.
 */
const claimStatement = preparedPerDatabase((db: Db) => claimDueQuery(db).prepare('outbox_claim_due'));
const claimWaitedForStatement = preparedPerDatabase((db: Db) =>
  claimWaitedForQuery(db).prepare('outbox_claim_waited_for'),
);

/** The worker's side: claiming due mails under a lease and settling each claim. */
export function createOutboxClaims(db: Db) {
  return {
    /**
     * Claims up to `limit` due mails for this worker: the row locks (SKIP LOCKED) make concurrent claimers
     * in other processes take different rows, and pushing next_attempt_at out by the lease keeps the rows
     * away from everyone else after the statement commits, while this worker sends. A worker that dies
     * mid-send simply lets its lease run out, and the mail becomes due again: no mail is lost.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const leaseSeconds = leaseMs / 1000;
      const waitedFor = await claimWaitedForStatement(db).execute({ limit, leaseSeconds });
      if (waitedFor.length >= limit) return waitedFor;
      return [...waitedFor, ...(await claimStatement(db).execute({ limit: limit - waitedFor.length, leaseSeconds }))];
    },

    /**
     * Each completion is guarded by the attempt number of the claim: a worker whose lease ran out (and whose
     * mail someone else has claimed since) changes nothing.
     */
    async markSent(mail: ClaimedMail, options: { redact: boolean; providerMessageId?: string }): Promise<boolean> {
      // Meta's wamid: its later statuses (delivered, failed...) find the row by it (decision 250).
      const providerMessageId = options.providerMessageId || null;
      const rows = await queryTextPrepared<{ id: string }>(
        db,
        markSentText(providerMessageId !== null, options.redact),
        [
          mail.id,
          mail.attempts,
          ...(providerMessageId !== null ? [providerMessageId] : []),
          ...(options.redact ? [REDACTED_TEXT] : []),
        ],
      );
      return rows.length > 0;
    },

    /**
     * A WhatsApp message is about to be handed to Meta: from now on a claim that finds this set was cut off
     * mid-call, and the message may have reached the phone (docs/decisions/230-whatsapp-sending.md).
     */
    async markCallStarted(mail: ClaimedMail): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        .set({ callStartedAt: sql`now()` })
        .where(ownClaim(mail))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    /** Only after an answer that says the message was not taken: the call is then safe to repeat. */
    async markRetry(mail: ClaimedMail, error: string, delayMs: number): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        .set({
          lastError: error,
          callStartedAt: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
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

    /** Gives a claimed but unsent mail back at once (the worker is stopping), without counting the attempt. */
    async release(mail: ClaimedMail): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(ownClaim(mail));
    },
  };
}

function ownClaim(mail: ClaimedMail): SQL | undefined {
  return and(eq(emailOutbox.id, mail.id), eq(emailOutbox.attempts, mail.attempts), sql.raw(STILL_WAITING));
}
