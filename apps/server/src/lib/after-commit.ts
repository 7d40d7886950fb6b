import type { Db } from '../db/client';

/**
 * What a service may be told to do once its transaction has committed: wake the outbox worker so the mail it
 * queued goes now rather than at the next poll. Never inside the transaction: a rolled-back mail must not be
 * looked for, and a committed one must be there when the worker looks.
 */
export interface AfterCommit {
  afterCommit?(): void;
}

/** Calls `afterCommit`, if any. Never throws: waking a worker early is an optimisation; it polls anyway. */
export function wakeAfterCommit(target: AfterCommit | null | undefined): void {
  try {
    target?.afterCommit?.();
  } catch {
    // The worker polls anyway.
  }
}

/**
 * The repeated tail of a write that queues mail: `work` in one transaction, then, once it has committed,
 * {@link wakeAfterCommit}. A failed transaction wakes nobody.
 */
export async function commitThenWake<T>(
  db: Pick<Db, 'transaction'>,
  target: AfterCommit | null | undefined,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(work);
  wakeAfterCommit(target);
  return result;
}
