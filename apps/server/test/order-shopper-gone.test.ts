import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFor } from './helpers/client-address';
import { createCustomer, createProduct, mumbaiAddress, stockOf } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 38, from the sale bench: orders completed after the shopper had given up. A shopper who closes the tab or
 * whose phone loses its network while the order is being written must not end up with an order (and a mail) they
 * believe failed, nor hold stock another buyer is waiting for. The order insert is held inside the checkout
 * transaction (its trigger waits for an advisory lock this test holds) while the shopper hangs up.
 * PostgreSQL only: on the embedded database a second connection to hold the lock does not exist.
 */

const LOCK = 38_038;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'on' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function placeOrder(token: string, userId: string, product: string, key: string, signal?: AbortSignal) {
  return fetch(`${t.url}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
      'x-forwarded-for': addressFor(`user:${userId}`),
    },
    body: JSON.stringify({ items: [{ product, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' }),
    ...(signal ? { signal } : {}),
  });
}

/** Order inserts wait for the lock `holder` holds; resolves once one is waiting. */
async function holdOrderInserts(holder: pg.Client) {
  await holder.query('select pg_advisory_lock($1)', [LOCK]);
  await t.database.db.execute(sql.raw(`
    create or replace function gone_test_held_insert() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock(${LOCK}); return new; end $$`));
  await t.database.db.execute(
    sql`create trigger gone_test_held before insert on orders for each row execute function gone_test_held_insert()`,
  );
}

async function anInsertIsWaiting(holder: pg.Client): Promise<boolean> {
  const { rows } = await holder.query(
    `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
    [LOCK],
  );
  return rows[0].waiting > 0;
}

describe('a shopper who hangs up while the order is being placed', () => {
  it('gets no order, the stock stays for others, and placing again with the same key works', async (context) => {
    if (t.driver !== 'postgres') return context.skip('needs PostgreSQL: a second connection holds the lock');
    const product = await createProduct(t, { stock: 3, mrpPaise: 999_00, skuPrefix: 'GONE' });
    const customer = await createCustomer(t, { emailPrefix: 'gone' });
    const key = randomUUID();
    const holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await holder.connect();
    try {
      await holdOrderInserts(holder);
      const hangUp = new AbortController();
      const attempt = placeOrder(customer.token, customer.id, product.id, key, hangUp.signal).catch((e: Error) => e);
      // The order is now inside its transaction, its stock taken, waiting to be written.
      await expect.poll(() => anInsertIsWaiting(holder), { timeout: 30_000 }).toBe(true);
      hangUp.abort();
      expect(await attempt).toBeInstanceOf(Error);
      // Time for the server to see the connection close before the insert may go on.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await holder.query('select pg_advisory_unlock($1)', [LOCK]);
      // Rolled back: the stock comes back once the transaction has ended.
      await expect.poll(() => stockOf(t, product.id), { timeout: 30_000 }).toBe(3);
    } finally {
      await t.database.db.execute(sql`drop trigger if exists gone_test_held on orders`);
      await holder.end();
    }
    const mine = await t.request('/api/orders/my-orders', { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.orders).toHaveLength(0);

    const again = await placeOrder(customer.token, customer.id, product.id, key);
    expect(again.status).toBe(201);
    expect(await stockOf(t, product.id)).toBe(2);
  });
});
