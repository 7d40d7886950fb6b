import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs a search's statements with sequential scans off (docs/decisions/209-search-reads-by-its-indexes.md).
 *
 * Every arm of the forgiving search has its index (full text, name trigrams, category), and PostgreSQL combines
 * them with a BitmapOr. But pg_trgm's `<%` carries the default function cost, so when a query's variants or a
 * category's name make the planner expect many matches, it prefers reading the whole table and testing every
 * row's name and text: 'books' on 100,000 products took 470 ms that way, 45 ms by the indexes. `set local` ends
 * with the transaction, so no other statement of the pooled connection sees it; nothing else is changed.
 */
export function withSearchPlan<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}
