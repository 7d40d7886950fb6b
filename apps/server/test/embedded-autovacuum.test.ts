import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { startEmbeddedAutovacuum, tablesDue, vacuumWhereDue } from '../src/db/embedded-autovacuum';

/** The embedded database has no autovacuum of its own (single-user mode): decision 269 does its job. */
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  for (const statement of [
    'create table stock_churn (id int primary key, stock int not null)',
    'insert into stock_churn select g, 100 from generate_series(1, 1000) g',
    'create table quiet (id int primary key)',
    'insert into quiet values (1)',
  ])
    await database.db.execute(sql.raw(statement));
  // What a day of orders does to a stock table: every row rewritten a few times.
  for (let round = 0; round < 3; round++) await database.db.execute(sql`update stock_churn set stock = stock - 1`);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const stats = async (table: string) =>
  (
    await queryRows<{ dead: number; lastVacuum: Date | null; lastAnalyze: Date | null }>(
      database.db,
      sql`select n_dead_tup::int as dead, last_vacuum as "lastVacuum", last_analyze as "lastAnalyze"
            from pg_stat_user_tables where relname = ${table}`,
    )
  )[0];

describe('autovacuum for the embedded database', () => {
  it('finds the tables autovacuum would vacuum, and leaves quiet ones alone', async () => {
    const due = await tablesDue(database.db);
    expect(due).toContainEqual({ table: 'public.stock_churn', vacuum: true });
    expect(due.map((d) => d.table)).not.toContain('public.quiet');
    // Three rewrites of 1,000 rows, less what page pruning already took back on the way.
    expect((await stats('stock_churn'))?.dead).toBeGreaterThan(1000);
  });

  it('vacuums and analyses them, after which nothing is due', async () => {
    await vacuumWhereDue(database.db);
    const after = await stats('stock_churn');
    expect(after?.dead).toBe(0);
    expect(after?.lastVacuum).not.toBeNull();
    expect(after?.lastAnalyze).not.toBeNull();
    expect(await tablesDue(database.db)).toEqual([]);
  });

  it('runs as a job on the embedded database only (PostgreSQL has its own autovacuum)', async () => {
    const app = Fastify();
    expect(startEmbeddedAutovacuum(app, database, 3_600_000)).toBeDefined();
    expect(startEmbeddedAutovacuum(app, { ...database, driver: 'postgres' }, 3_600_000)).toBeUndefined();
    await app.close();
  });
});
