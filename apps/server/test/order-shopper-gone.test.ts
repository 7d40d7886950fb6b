import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFor } from './helpers/client-address';
import { createCustomer, createProduct, mumbaiAddress, stockOf } from './helpers/factories';
import { holdOrderInserts } from './helpers/held-order-inserts';
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

describe('a shopper who hangs up while the order is being placed', () => {
  it('gets no order, the stock stays for others, and placing again with the same key works', async (context) => {
    if (t.driver !== 'postgres') return context.skip('needs PostgreSQL: a second connection holds the lock');
    const product = await createProduct(t, { stock: 3, mrpPaise: 999_00, skuPrefix: 'GONE' });
    const customer = await createCustomer(t, { emailPrefix: 'gone' });
    const key = randomUUID();
    const holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await holder.connect();
    const held = await holdOrderInserts(t, holder, LOCK);
    try {
      const hangUp = new AbortController();
      const attempt = placeOrder(customer.token, customer.id, product.id, key, hangUp.signal).catch((e: Error) => e);
      // The order is now inside its transaction, waiting to be written (its stock is taken after that: decision 286).
      await expect.poll(() => held.anInsertIsWaiting(), { timeout: 30_000 }).toBe(true);
      hangUp.abort();
      expect(await attempt).toBeInstanceOf(Error);
      // Time for the server to see the connection close before the insert may go on.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await held.release();
      // Rolled back: the stock is as it was once the transaction has ended.
      await expect.poll(() => stockOf(t, product.id), { timeout: 30_000 }).toBe(3);
    } finally {
      await held.undo();
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
