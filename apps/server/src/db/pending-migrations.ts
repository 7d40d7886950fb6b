import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database } from './client';

/** How many of the shop's migrations this database has not applied yet (all of them on a new database). */
export async function pendingMigrationCount(database: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [table] = await queryRows<{ exists: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return journal.entries.length;
  const [applied] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, journal.entries.length - (applied?.n ?? 0));
}
