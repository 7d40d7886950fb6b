import { and, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statements';
import { emailOutbox } from '../../db/schema';

const REDACTED_PREFIX = 'This mail held a one-time link.';
export const REDACTED_TEXT = 'This mail held a one-time link. It was removed from the outbox after it was delivered.';
export const REDACTED_UNSENT =
  'This mail held a one-time link. It was removed from the outbox: the mail could not be delivered.';
const EXPIRED_TEXT = 'This mail held a one-time link. It was removed from the outbox when the link expired.';

/** The token of a one-time link in a stored body, for masking (the admin Emails page). */
const LINK_TOKEN = /([?&]token=)[^&\s"'<>]+/g;

/** A one-time link's token replaced by a marker: what an admin sees of a sensitive mail in a live shop. */
export function maskLinkTokens(body: string): string {
  return body.replace(LINK_TOKEN, '$1[hidden]');
}

/**
 * A mail that still holds a usable one-time link (a reset, a verification): the partial index's condition, written as
 * the index has it (migration 0070). The prefix is a literal, not a parameter: as a parameter, only a plan made for its
 * value could use the index, and a generic plan (a named statement's, decision 280) would read every row.
 */
export const HOLDS_A_LIVE_LINK = sql`${emailOutbox.isSensitive} and ${emailOutbox.text} not like ${sql.raw(`'${REDACTED_PREFIX}%'`)}`;

/**
 * The sweep's statement: every sensitive mail older than `maxAgeSeconds` that still holds its link, blanked (and
 * given up if unsent). It reads the partial index of such mails (migration 0070, decision 283), not the whole outbox.
 */
export function expiredSecretsSweep(db: Db, maxAgeSeconds: number | Placeholder) {
  return db
    .update(emailOutbox)
    .set({
      text: EXPIRED_TEXT,
      html: null,
      status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} = 'pending' then 'The link expired before the mail could be delivered' else ${emailOutbox.lastError} end`,
    })
    .where(
      and(
        // A sensitive mail not blanked yet (all blanked bodies start with the same sentence).
        HOLDS_A_LIVE_LINK,
        sql`${emailOutbox.createdAt} < now() - make_interval(secs => ${maxAgeSeconds})`,
      ),
    )
    .returning({ id: emailOutbox.id });
}

/** The sweep built once for the worker's database handle: it runs before every batch (decision 297). */
const sweepStatement = preparedPerDatabase((db: Db) =>
  expiredSecretsSweep(db, sql.placeholder('maxAgeSeconds')).prepare('outbox_sweep_expired_secrets'),
);

/** Sensitive mails (one-time links) lose their link once it can no longer be used. */
export function createOutboxRedaction(db: Db) {
  return {
    /**
     * Blanks every sensitive mail older than its link's life (`maxAgeMs`): a sent one keeps no token, and one
     * still waiting (the mail server down for an hour) is given up, since its link could only fail. Returns
     * how many rows changed. The outbox worker runs it before every batch it sends.
     */
    async redactExpiredSensitive(maxAgeMs: number): Promise<number> {
      const rows = await sweepStatement(db).execute({ maxAgeSeconds: maxAgeMs / 1000 });
      return rows.length;
    },
  };
}
