import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { TestApp } from './test-app';

/**
 * Holds every order insert inside its checkout transaction (PostgreSQL only): a trigger makes each insert wait for
 * an advisory lock `holder` takes here, until `release`. The order is then mid-transaction, written but not
 * committed, for as long as a test needs.
 */
export async function holdOrderInserts(t: TestApp, holder: pg.Client, lock: number) {
  const trigger = `held_order_insert_${lock}`;
  await holder.query('select pg_advisory_lock($1)', [lock]);
  await t.database.db.execute(
    sql.raw(`
    create or replace function ${trigger}() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock(${lock}); return new; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger ${trigger} before insert on orders for each row execute function ${trigger}()`),
  );
  return {
    /** True once an order insert waits for the lock. */
    async anInsertIsWaiting(): Promise<boolean> {
      const { rows } = await holder.query(
        `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
        [lock],
      );
      return rows[0].waiting > 0;
    },
    /** Lets the held inserts (and every later one) go on. */
    async release() {
      await holder.query('select pg_advisory_unlock($1)', [lock]);
    },
    /** Drops the trigger and the lock; safe to call twice. */
    async undo() {
      await t.database.db.execute(sql.raw(`drop trigger if exists ${trigger} on orders`));
      await holder.query('select pg_advisory_unlock_all()');
    },
  };
}
