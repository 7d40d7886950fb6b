import type { Db } from '../../db/client';
import { createOutboxClaims } from './outbox-claims.repository';
import { createOutboxEnqueue } from './outbox-enqueue.repository';
import { createOutboxList } from './outbox-list.repository';
import { createOutboxRedaction } from './outbox-redaction';
export type { OutboxRecord } from './notifications.types';

export type { NewOutboxMail } from './outbox-enqueue.repository';
export type { ClaimedMail } from './outbox-claims.repository';
export { maskLinkTokens } from './outbox-redaction';

/**
 * The email outbox. Writers pass their own transaction as `db`, so a mail is queued exactly when the change
 * it reports commits. The worker side claims due rows with FOR UPDATE SKIP LOCKED.
 */
export function createOutboxRepository(db: Db) {
  return {
    ...createOutboxEnqueue(db),
    ...createOutboxClaims(db),
    ...createOutboxRedaction(db),
    ...createOutboxList(db),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
