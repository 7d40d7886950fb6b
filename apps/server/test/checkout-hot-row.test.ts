import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createCustomer, createProduct, mumbaiAddress, stockOf, type Customer } from './helpers/factories';
import { holdOrderInserts } from './helpers/held-order-inserts';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 38's hot row (docs/decisions/286-stock-taken-last.md): an order is priced from the catalogue without a
 * lock and takes its stock as the last step of its transaction, so a hot product's row is locked only from there
 * to the commit. What that must not change: nothing sold twice, nothing sold at a price the catalogue no longer
 * has. What it changes: a sold-out product is refused without waiting for a lock (nor, decision 288, for a
 * transaction), and the product can be edited while an order of it is being written.
 */

const LOCK = 38_286;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** One unit of `product`, cash on delivery; the answer as it is (a refusal included). */
function placeOrder(customer: Customer, product: string) {
  return t.request('/api/orders', {
    method: 'POST',
    token: customer.token,
    json: { items: [{ product, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
  });
}

async function ordersOf(userId: string) {
  return queryRows<{ total_paise: number; unit_price_paise: number }>(
    t.database.db,
    sql`select o.total_paise::int as total_paise, i.unit_price_paise from orders o join order_items i on i.order_id = o.id
        where o.user_id = ${userId}`,
  );
}

describe('an order takes its stock last', () => {
  // Each edit happens inside the order's own transaction, after its pricing: every try meets a product other than
  // the one it was priced from.
  it.each([
    { edit: 'its price raised', change: 'mrp_paise = mrp_paise + 100' },
    { edit: 'the product deleted', change: 'deleted_at = now()' },
  ])(
    'is priced again, never placed as priced, when the catalogue keeps changing ($edit): 409 after 3 tries',
    async ({ change }) => {
      const product = await createProduct(t, { stock: 4, mrpPaise: 900_00, skuPrefix: 'MOVING' });
      const customer = await createCustomer(t, { emailPrefix: 'moving' });
      await t.database.db.execute(
        sql.raw(`
        create or replace function hot_row_test_edit() returns trigger language plpgsql as $$
        begin update products set ${change} where id = '${product.id}'; return new; end $$`),
      );
      await t.database.db.execute(
        sql`create trigger hot_row_test_edit after insert on orders for each row execute function hot_row_test_edit()`,
      );
      try {
        const res = await placeOrder(customer, product.id);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          'A price or product in your cart changed just now. Please check your cart and try again.',
        );
      } finally {
        await t.database.db.execute(sql`drop trigger if exists hot_row_test_edit on orders`);
      }
      // Nothing written, nothing taken, the product as it was.
      expect(await ordersOf(customer.id)).toHaveLength(0);
      expect(await stockOf(t, product.id)).toBe(4);
      const [row] = await queryRows<{ mrp_paise: number; live: boolean }>(
        t.database.db,
        sql`select mrp_paise, deleted_at is null as live from products where id = ${product.id}`,
      );
      expect(row).toEqual({ mrp_paise: 900_00, live: true });

      // With the catalogue still, the same shopper's order goes through at once.
      const again = await placeOrder(customer, product.id);
      expect(again.status).toBe(201);
      expect(await stockOf(t, product.id)).toBe(3);
    },
  );

  describe('on PostgreSQL, with a second connection', () => {
    let holder: pg.Client;
    beforeAll(async () => {
      if (t.driver !== 'postgres') return;
      holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
      await holder.connect();
    });
    afterAll(async () => {
      await holder?.end();
    });

    /** While the second connection's transaction holds `lock`, an order of the sold-out product is refused at once. */
    async function expectSoldOutAtOnceWhileHeld(
      customer: Customer,
      productId: string,
      lock: string,
      params: unknown[],
    ) {
      await holder.query('begin');
      await holder.query(lock, params);
      try {
        const started = performance.now();
        const res = await placeOrder(customer, productId);
        const ms = performance.now() - started;
        expect(res.status).toBe(409);
        expect(res.body.message).toMatch(/is out of stock$/);
        expect(ms).toBeLessThan(5_000);
      } finally {
        await holder.query('rollback');
      }
    }

    it('refuses a sold-out product at once while another transaction holds its row', async (context) => {
      if (t.driver !== 'postgres') return context.skip('needs PostgreSQL: a second connection holds the row');
      const product = await createProduct(t, { stock: 0, mrpPaise: 499_00, skuPrefix: 'GONE' });
      const customer = await createCustomer(t, { emailPrefix: 'late' });
      // As an order taking units, a cancellation giving them back or a merchant's edit would: the row is locked.
      // Before decision 286 this waited for the holder's commit (here: never, until the test gave up).
      await expectSoldOutAtOnceWhileHeld(customer, product.id, 'select id from products where id = $1 for update', [
        product.id,
      ]);
    });

    it("refuses a sold-out product before its transaction: the buyer's own order guard is not waited for", async (context) => {
      if (t.driver !== 'postgres') return context.skip('needs PostgreSQL: a second connection holds the guard');
      const product = await createProduct(t, { stock: 0, mrpPaise: 299_00, skuPrefix: 'GONE-FIRST' });
      const customer = await createCustomer(t, { emailPrefix: 'guarded' });
      // As the buyer's other order, being written in another tab, holds it (order-guards.ts, the open-order cap).
      // Before decision 288 the pricing ran inside the transaction, after the guard: this waited for the holder.
      await expectSoldOutAtOnceWhileHeld(customer, product.id, 'select pg_advisory_xact_lock(hashtext($1))', [
        `open-orders:${customer.id}`,
      ]);
    });

    it('lets the merchant change the price while an order of it is being written; the order pays the new price', async (context) => {
      if (t.driver !== 'postgres') return context.skip('needs PostgreSQL: a second connection edits the product');
      const product = await createProduct(t, { stock: 5, mrpPaise: 1_000_00, skuPrefix: 'REPRICE' });
      const customer = await createCustomer(t, { emailPrefix: 'reprice' });
      // The order's insert waits, inside its transaction, for an advisory lock the test holds.
      const held = await holdOrderInserts(t, holder, LOCK);
      try {
        const attempt = placeOrder(customer, product.id);
        await expect.poll(() => held.anInsertIsWaiting(), { timeout: 30_000 }).toBe(true);
        // The order priced the product at ₹1,000 and is being written: it holds no lock on the product's row, so
        // the merchant's edit commits now instead of waiting for the order (a statement timeout makes waiting fail).
        await holder.query(`set statement_timeout = '5s'`);
        await holder.query('update products set mrp_paise = 80000 where id = $1', [product.id]);
        await holder.query('reset statement_timeout');
        await held.release();
        const res = await attempt;
        expect(res.status).toBe(201);
      } finally {
        await held.undo();
      }
      // Priced again at the stock step: the order is at ₹800 (COD up to ₹999 pays ₹100 delivery), taken once.
      expect(await ordersOf(customer.id)).toEqual([{ total_paise: 900_00, unit_price_paise: 800_00 }]);
      expect(await stockOf(t, product.id)).toBe(4);
    });

    it('answers an order PostgreSQL rolled back to break a deadlock "busy, try again" (503), with nothing written', async (context) => {
      if (t.driver !== 'postgres') return context.skip('needs PostgreSQL: a second connection makes the deadlock');
      const product = await createProduct(t, { stock: 3, mrpPaise: 400_00, skuPrefix: 'DEADLOCK' });
      const customer = await createCustomer(t, { emailPrefix: 'deadlocked' });
      // The order's insert takes lock A, then waits for lock B, which the second connection holds; the second
      // connection then asks for A: a cycle. Its deadlock_timeout is longer, so the order's backend finds the
      // deadlock first and is the one PostgreSQL rolls back.
      const [a, b] = [LOCK + 1, LOCK + 2];
      await t.database.db.execute(
        sql.raw(`
        create or replace function hot_row_test_deadlock() returns trigger language plpgsql as $$
        begin perform pg_advisory_xact_lock(${a}); perform pg_advisory_xact_lock(${b}); return new; end $$`),
      );
      await t.database.db.execute(
        sql`create trigger hot_row_test_deadlock after insert on orders for each row execute function hot_row_test_deadlock()`,
      );
      await holder.query('begin');
      await holder.query(`set local deadlock_timeout = '30s'`);
      await holder.query('select pg_advisory_xact_lock($1)', [b]);
      try {
        const attempt = placeOrder(customer, product.id);
        const waitingForB = async () =>
          (
            await holder.query<{ n: number }>(
              `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
              [b],
            )
          ).rows[0]!.n;
        await expect.poll(waitingForB, { timeout: 30_000 }).toBe(1);
        const cycle = holder.query('select pg_advisory_xact_lock($1)', [a]);
        const res = await attempt;
        await cycle;
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(res.body.code).toBe('BUSY');
      } finally {
        await holder.query('rollback');
        await t.database.db.execute(sql`drop trigger hot_row_test_deadlock on orders`);
      }
      expect(await ordersOf(customer.id)).toEqual([]);
      expect(await stockOf(t, product.id)).toBe(3);
    });
  });
});
