import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { adminStatsSchema } from '@shop/shared/schemas/admin';
import { queryRows } from '../src/db/client';
import { productVariants, products } from '../src/db/schema';
import { createProduct, createProductWithOptions, mumbaiAddressNoEmail, placeOrder } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// The low-stock list reads low_stock_variants (migration 0067, docs/decisions/275-daily-sales-summaries.md), kept
// by triggers that run only for a variant that is or was low: it must hold exactly the active variants under
// LOW_STOCK_THRESHOLD, whatever changes them, and the dashboard's list must be the one sorted from all variants.

let t: TestApp;
let adminToken: string;
let userToken: string;
useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

async function expectKeptLowVariants(step: string) {
  const kept = await queryRows(
    t.database.db,
    sql`select variant_id::text as v, product_id::text as p, position, stock from low_stock_variants order by 1`,
  );
  const low = await queryRows(
    t.database.db,
    sql`select id::text as v, product_id::text as p, position, stock from product_variants
        where active and stock < ${LOW_STOCK_THRESHOLD} order by 1`,
  );
  expect(kept, step).toEqual(low);
  const res = await t.request('/api/admin/stats', { token: adminToken });
  const listed = adminStatsSchema.parse(res.body).lowStockProducts.map((p) => [p._id, p.variantId, p.stock]);
  const expected = await queryRows<{ p: string; v: string; stock: number }>(
    t.database.db,
    sql`select v.product_id as p, v.id as v, v.stock from product_variants v join products p on p.id = v.product_id
        where p.deleted_at is null and v.active and v.stock < ${LOW_STOCK_THRESHOLD}
        order by v.stock, v.product_id, v.position limit 5`,
  );
  expect(listed, step).toEqual(expected.map((r) => [r.p, r.v, r.stock]));
}

describe('low-stock variants', () => {
  it('keeps its threshold equal to LOW_STOCK_THRESHOLD', async () => {
    const [row] = await queryRows<{ below: number }>(t.database.db, sql`select low_stock_below() as below`);
    expect(row?.below).toBe(LOW_STOCK_THRESHOLD);
  });

  it('holds exactly the active variants under the threshold as stock, activity and variants change', async () => {
    await expectKeptLowVariants('demo shop');
    const shirt = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      stock: { 'Size S': 2, 'Size M': 11, 'Size L': 40 },
      product: { name: 'Low Stock Shirt' },
    });
    const plain = await createProduct(t, { name: 'Low Stock Lamp', stock: 12 });
    await expectKeptLowVariants('created');

    // An order takes size M from 11 to 9: it becomes low; one takes the lamp from 12 to 10: not yet.
    await placeOrder(t, {
      token: userToken,
      items: [
        { product: shirt.product.id, variantId: shirt.byTitle('Size M')._id, quantity: 2 },
        { product: plain.id, quantity: 2 },
      ],
      shippingAddress: mumbaiAddressNoEmail,
    });
    await expectKeptLowVariants('after an order');

    const db = t.database.db;
    await db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.id, shirt.byTitle('Size L')._id));
    await db
      .update(productVariants)
      .set({ stock: 30 })
      .where(eq(productVariants.id, shirt.byTitle('Size S')._id));
    await db.update(products).set({ stock: 3 }).where(eq(products.id, plain.id));
    await expectKeptLowVariants('after restocking and selling out');

    await db
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, shirt.byTitle('Size L')._id));
    await db
      .update(productVariants)
      .set({ position: 7 })
      .where(eq(productVariants.id, shirt.byTitle('Size M')._id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, plain.id));
    await expectKeptLowVariants('after deactivating, moving and deleting');

    await db.delete(productVariants).where(eq(productVariants.id, shirt.byTitle('Size M')._id));
    await db.delete(products).where(eq(products.id, plain.id));
    await expectKeptLowVariants('after deleting a variant and a product');
  });
});
