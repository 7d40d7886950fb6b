import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, queryRows, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { createInventoryRepository } from '../src/modules/orders/inventory.repository';
import seedProducts from '../src/seed/seed-products.json' with { type: 'json' };
import { createFreshPostgresDatabase } from './helpers/fresh-postgres';
import { copyMigrationsUntil, MIGRATIONS_FOLDER } from './helpers/migrations-until';

/*
 * Migrations 0033 and 0034 (docs/decisions/217-product-variants.md) on a copy of the demo catalogue: the
 * database is migrated up to the migration before them, the demo products and an order are written the way
 * that schema stored them, then the variant migrations run. Every product must keep its SKU, prices, stock
 * and weight in its default variant, the order line must point at it, and every product must stay purchasable.
 */

const POSTGRES_SERVER = process.env.TEST_DATABASE_URL;
const FIRST_VARIANT_MIGRATION = '0033_product_variants';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A copy of the migrations folder whose journal stops before the variant migrations (and what follows them). */
function migrationsBeforeVariants(): string {
  const copy = copyMigrationsUntil(FIRST_VARIANT_MIGRATION);
  cleanups.push(async () => copy.remove());
  return copy.folder;
}

async function openDb(): Promise<{ db: Db; migrate: (folder: string) => Promise<void> }> {
  if (POSTGRES_SERVER) {
    const fresh = await createFreshPostgresDatabase(POSTGRES_SERVER, 'shop_variants_migration');
    const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    cleanups.push(async () => {
      await pool.end();
      await fresh.drop();
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, migrate: (folder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }) };
  }
  const client = await createPglite('memory://');
  cleanups.push(() => client.close());
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, migrate: (folder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }) };
}

interface ProductFigures {
  id: string;
  sku: string;
  mrp_paise: number;
  selling_price_paise: number | null;
  stock: number;
  weight_grams: number;
}

/** The demo catalogue, written with raw SQL as the schema before variants stored it. */
async function writeDemoCatalogue(db: Db): Promise<void> {
  for (const name of new Set(seedProducts.map((p) => p.category))) {
    await db.execute(sql`insert into categories (name) values (${name})`);
  }
  for (const [i, p] of seedProducts.entries()) {
    await db.execute(
      sql`insert into products (name, description, mrp_paise, selling_price_paise, category_id, category_name, sku,
                                hsn, gst_rate_percent, stock, weight_grams, deleted_at)
          select ${p.name}, ${p.description}, ${Math.round(p.mrpRupees * 100)},
                 ${p.sellingPriceRupees === undefined ? null : Math.round(Number(p.sellingPriceRupees) * 100)},
                 c.id, c.name, ${p.sku}, ${p.hsn}, ${p.gstRatePercent}, ${p.stock}, ${250 + i * 10},
                 ${i === 0 ? sql`now()` : null}
            from categories c where c.name = ${p.category}`,
    );
  }
  await db.execute(sql`insert into users (name, email, password_hash) values ('Asha', 'asha@example.com', 'x')`);
  await db.execute(
    sql`insert into orders (user_id, customer_name, customer_email, status, payment_method, payment_status,
                            subtotal_paise, shipping_fee_paise, total_paise, shipping_address)
        select u.id, 'Asha', 'asha@example.com', 'pending', 'cod', 'pending', 100, 0, 100, '{}'::jsonb
          from users u`,
  );
  await db.execute(
    sql`insert into order_items (order_id, product_id, name, sku, unit_price_paise, mrp_paise, quantity)
        select o.id, p.id, p.name, p.sku, p.mrp_paise, p.mrp_paise, 1
          from orders o cross join (select * from products order by sku limit 3) p`,
  );
}

const figures = (db: Db) =>
  queryRows<ProductFigures>(
    db,
    sql`select id, sku, mrp_paise, selling_price_paise, stock, weight_grams from products order by id`,
  );

describe('migrations 0033 and 0034 on the demo catalogue', () => {
  // Runs every migration on a fresh embedded database, seeds, then the rest: 30 s was not enough at load 20.
  it(
    'moves every product into one default variant without loss and keeps every product purchasable',
    { timeout: 120_000 },
    async () => {
      const { db, migrate } = await openDb();
      await migrate(migrationsBeforeVariants());
      await writeDemoCatalogue(db);
      const before = await figures(db);
      expect(before).toHaveLength(seedProducts.length);

      await migrate(MIGRATIONS_FOLDER);

      expect(await figures(db)).toEqual(before);
      const variants = await queryRows<ProductFigures & { product_id: string; is_default: boolean; title: string }>(
        db,
        sql`select product_id as id, sku, mrp_paise, selling_price_paise, stock, weight_grams, is_default, title
            from product_variants order by product_id`,
      );
      expect(
        variants.map(({ id, sku, mrp_paise, selling_price_paise, stock, weight_grams }) => ({
          id,
          sku,
          mrp_paise,
          selling_price_paise,
          stock,
          weight_grams,
        })),
      ).toEqual(before);
      expect(variants.every((v) => v.is_default && v.title === '')).toBe(true);

      const lines = await queryRows<{ variant_id: string | null; product_id: string; is_default: boolean }>(
        db,
        sql`select oi.variant_id, oi.product_id, v.is_default
            from order_items oi left join product_variants v on v.id = oi.variant_id and v.product_id = oi.product_id`,
      );
      expect(lines).toHaveLength(3);
      expect(lines.every((l) => l.variant_id !== null && l.is_default)).toBe(true);

      // Every live product with stock can be bought by its product id alone, as before; the stock moves.
      const live = await queryRows<{ id: string; stock: number }>(
        db,
        sql`select id, stock from products where deleted_at is null and stock > 0`,
      );
      expect(live.length).toBe(seedProducts.filter((p, i) => i > 0 && p.stock > 0).length);
      const reservation = await db.transaction((tx) =>
        createInventoryRepository(tx).reserveAll(live.map((p) => ({ productId: p.id, variantId: null, quantity: 1 }))),
      );
      expect(reservation?.ok).toBe(true);
      const after = new Map((await figures(db)).map((p) => [p.id, p.stock]));
      expect(live.every((p) => after.get(p.id) === p.stock - 1)).toBe(true);
    },
  );
});
