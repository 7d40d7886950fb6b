import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createCustomer, createProduct, placeOrder } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

/*
 * docs/decisions/280-checkout-statements-are-prepared.md: on PostgreSQL the checkout's statements are named
 * prepared statements, parsed once per connection and planned generically once PostgreSQL finds that as good,
 * instead of parsed and planned again for every order. Each connection's `pg_prepared_statements` shows them.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const POOL_SIZE = 5; // startTestApp's pool

interface PreparedRow {
  name: string;
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

/** Every pool connection's prepared statements: POOL_SIZE transactions held open at once take every connection. */
async function preparedOnEveryConnection(): Promise<PreparedRow[]> {
  let arrived = 0;
  let release!: () => void;
  const allThere = new Promise<void>((resolve) => (release = resolve));
  const perConnection = await Promise.all(
    Array.from({ length: POOL_SIZE }, () =>
      t.database.db.transaction(async (tx) => {
        const [backend] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        const rows = await queryRows<PreparedRow>(
          tx,
          sql`select name, statement, generic_plans::text, custom_plans::text from pg_prepared_statements`,
        );
        if (++arrived === POOL_SIZE) release();
        await allThere;
        return { pid: backend!.pid, rows };
      }),
    ),
  );
  // Five different server processes: every connection of the pool was read.
  expect(new Set(perConnection.map((connection) => connection.pid)).size).toBe(POOL_SIZE);
  return perConnection.flatMap((connection) => connection.rows);
}

describe('checkout statements on PostgreSQL', () => {
  it('are prepared once per connection and executed once per order', async (context) => {
    if (t.driver !== 'postgres') {
      context.skip('needs PostgreSQL (TEST_DATABASE_URL): PGlite has no prepared statements per connection');
    }
    const product = await createProduct(t, { stock: 100 });
    // Enough for one connection to run each statement past the five custom plans PostgreSQL tries first; two
    // buyers, each under the shop's orders-a-minute limit.
    const buyers = [await createCustomer(t), await createCustomer(t)];
    const ORDERS = 30;
    for (let i = 0; i < ORDERS; i++) await placeOrder(t, { token: buyers[i % 2]!.token, product: product.id });

    const prepared = await preparedOnEveryConnection();
    const named = prepared.filter((row) => row.name.startsWith('shop_'));
    const runs = (pattern: RegExp) =>
      named
        .filter((row) => pattern.test(row.statement))
        .reduce((sum, row) => sum + Number(row.generic_plans) + Number(row.custom_plans), 0);

    // The order's write, and its stock taken under its row locks (one statement, decision 290): one execution per
    // order, whichever connection ran it.
    expect(runs(/^with new_order as/)).toBe(ORDERS);
    expect(
      runs(/^with locked as materialized .* update product_variants v\s+set stock = v\.stock - w\.quantity/s),
    ).toBe(ORDERS);
    expect(runs(/^insert into email_outbox/)).toBeGreaterThanOrEqual(ORDERS);
    // The open-order cap's count, compiled once (decision 282).
    expect(runs(/^select count\(\*\)::int as n from "orders"/)).toBe(ORDERS);
    // Planned once per connection, not once per order: after its five custom plans a connection keeps the generic
    // plan of the pricing read and of the stock taken, as of the write (decision 295: their ids are one parameter
    // each, so the planner sees how many rows they name; as one array parameter they were planned every time).
    for (const pattern of [/^with p as materialized/, /^with locked as materialized/, /^with new_order as/]) {
      const rows = named.filter((row) => pattern.test(row.statement));
      const busiest = rows.sort((a, b) => Number(b.generic_plans) - Number(a.generic_plans))[0];
      expect(Number(busiest?.generic_plans), `${pattern}: ${JSON.stringify(rows)}`).toBeGreaterThan(0);
      for (const row of rows) expect(Number(row.custom_plans), `${pattern}`).toBeLessThanOrEqual(5);
    }
    // Parsed once per connection, never once per order.
    const inserts = named.filter((row) => /^with new_order as/.test(row.statement));
    expect(inserts.length).toBeGreaterThanOrEqual(1);
    expect(inserts.length).toBeLessThanOrEqual(POOL_SIZE);
  });
});
