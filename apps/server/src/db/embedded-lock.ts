import type { PGlite } from '@electric-sql/pglite';

/*
 * The embedded database has one session, guarded by PGlite's lock: a request's statement or transaction waits for
 * it, and runs on the main thread once it has it (docs/decisions/284-embedded-database-takes-turns.md).
 */

/** What a request is told when the embedded database stayed busy past DB_WAIT_MS: 503 with Retry-After. */
export class EmbeddedDatabaseBusy extends Error {
  /** lock_not_available: what PostgreSQL answers for a lock wait past its timeout (`isDatabaseBusy`). */
  readonly code = '55P03';
  constructor(waitMs: number) {
    super(`the embedded database stayed busy for ${waitMs} ms (DB_WAIT_MS)`);
    this.name = 'EmbeddedDatabaseBusy';
  }
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;
const unbounded = new WeakMap<PGlite, Exclusive>();

/**
 * Each statement waits for the event loop's next turn before it runs. A statement that follows another (the next
 * of a transaction, or the next request's waiting for the lock) starts from a resolved promise, so a busy shop
 * ran its statements back to back for 150-550 ms, during which no connection was accepted, no cached page sent and
 * no timer fired.
 */
function statementsTakeTurns(client: PGlite): void {
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = async <T>(statement: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return runExclusiveQuery(statement);
  };
}

/**
 * A request waits for the database at most `waitMs`, as for a free connection of PostgreSQL's pool (decision 236),
 * and is then refused with `EmbeddedDatabaseBusy` instead of queueing behind a saturated database. Work that has the
 * lock is never cut short: only the wait is bounded.
 */
function boundedWait(client: PGlite, waitMs: number): void {
  const runExclusiveTransaction = client._runExclusiveTransaction.bind(client);
  unbounded.set(client, runExclusiveTransaction);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new EmbeddedDatabaseBusy(waitMs));
      }, waitMs);
      runExclusiveTransaction(async () => {
        clearTimeout(timer);
        // Refused already: the lock passes on to the next in line without running anything.
        return gaveUp ? (undefined as T) : work();
      }).then(resolve, reject);
    });
}

/** How the shop's embedded database is shared by its requests: statements take turns, waits are bounded. */
export function shareEmbeddedDatabase(client: PGlite, waitMs: number): void {
  statementsTakeTurns(client);
  boundedWait(client, waitMs);
}

/**
 * Runs `work` holding the embedded database's lock, however long the wait: for maintenance that must happen (a
 * backup), never for a shopper's request.
 */
export function withWholeEmbeddedDatabase<T>(client: PGlite, work: () => Promise<T>): Promise<T> {
  const run = unbounded.get(client) ?? client._runExclusiveTransaction.bind(client);
  return run(work);
}
