import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs a search's statements with sequential scans, parallel workers and JIT compilation off (docs/decisions/209-search-reads-by-its-indexes.md,
 * docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md).
 *
 * Every arm of the forgiving search has its index (full text, name trigrams, category), and PostgreSQL combines
 * them with a BitmapOr. But pg_trgm's `<%` carries the default function cost, so when a query's variants or a
 * category's name make the planner expect many matches, it prefers reading the whole table and testing every
 * row's name and text: 'books' on 100,000 products took 470 ms that way, 45 ms by the indexes.
 * A broad search ranks the first matches the scan reads (decision 276): a parallel scan would hand them out in
 * whichever order its workers finish, so the same search could list other products from one request to the next.
 * The planner's estimate for a frequent word's matches (67,000 for 'masala' at 1,000,000 products) passes
 * jit_above_cost, and compiling the statement took 199 ms of its 369: a search is far too short to gain from it.
 * A local setting ends with the transaction, so no other statement of the pooled connection sees them; nothing
 * else is changed.
 */
export function withSearchPlan<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(..., true) is `set local`: all three in one round trip.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
                 set_config('jit', 'off', true)`,
    );
    return work(tx);
  });
}
