/**
 * Migrations 0033 and 0034 (product variants, docs/decisions/217-product-variants.md) on the 100,000-product bench
 * shop: a throw-away PostgreSQL database is migrated up to the migration before them (the same journal copy as
 * apps/server/test/variants-migration.test.ts), 100,000 products and ~200,000 order lines are written in the shape
 * that schema had, a snapshot is taken, then 0033 and 0034 run one at a time, timed. Verified against the
 * snapshot: every product has exactly one default variant holding its SKU, prices, stock and weight; every order
 * line points at its product's default variant and kept its product, SKU, price and quantity; no row is lost.
 * Exits 1 when a check fails.
 *
 *   npm run bench:variants-migration -w @shop/bench              100,000 products, ~100,000 orders (~200,000 lines)
 *   npm run bench:variants-migration -w @shop/bench -- --products=1000   a quick run
 *   ... -- --products=1000 --break    deletes one default variant after migrating: the checks must fail (exit 1)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { schema } from '../apps/server/src/db/schema';
import { copyMigrationsUntil } from '../apps/server/test/helpers/migrations-until';
import { seedCategories, seedOrders } from './large-shop';
import {
  Cleanup,
  adminDatabaseUrl,
  createTempDatabase,
  errorMessage,
  machineInfo,
  redactUrl,
  round,
  textTable,
} from './lib';

const PRODUCTS_MIGRATION = '0033_product_variants';
const ORDER_LINES_MIGRATION = '0034_order_item_variants';

function numberArg(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/**
 * Products as the schema before 0033 stored them, generated inside the database. Every 3rd has no selling
 * price, every 33rd is out of stock, every 100th is soft-deleted (0033 moves those too), weights vary.
 */
async function writeProducts(db: Db, total: number): Promise<void> {
  await seedCategories(db);
  await db.execute(sql`
    insert into products (name, description, mrp_paise, selling_price_paise, category_id, category_name, sku, hsn,
                          gst_rate_percent, stock, weight_grams, images, deleted_at, created_at, updated_at)
    select 'Migration Bench Product ' || g, 'A product written as the schema before variants stored it.',
           m.mrp, case when g % 3 = 0 then null else m.mrp - (m.mrp * (g % 40) / 100) end,
           c.id, c.name, 'MB-' || lpad(g::text, 7, '0'), '6109', case when g % 2 = 0 then 5 else 12 end,
           case when g % 33 = 0 then 0 else 1 + (g * 7919) % 500 end, 50 + (g * 31) % 9950,
           array['/uploads/products/bench-' || (g % 997) || '.webp'],
           case when g % 100 = 0 then now() end,
           now() - (g % 700) * interval '1 day', now() - (g % 300) * interval '1 day'
      from generate_series(1, ${total}::int) g
      cross join lateral (select (199 + (g::bigint * 104729) % 20000)::int * 100 as mrp) m
      join (select row_number() over (order by id) - 1 as rn, id, name, count(*) over () as n from categories) c
        on c.rn = g % c.n`);
  await db.execute(sql`analyze products`);
}

/** What the checks compare with: the rows 0033 and 0034 must carry over, copied before they run. */
async function takeSnapshot(db: Db): Promise<void> {
  await db.execute(sql`
    create table bench_products_before as
    select id, sku, mrp_paise, selling_price_paise, stock, weight_grams, deleted_at from products`);
  await db.execute(sql`
    create table bench_lines_before as
    select id, order_id, product_id, sku, unit_price_paise, quantity from order_items`);
  await db.execute(sql`create table bench_orders_before as select id, total_paise, status from orders`);
}

interface Counts {
  products: number;
  variants: number;
  orders: number;
  lines: number;
}

/** Before 0033 there is no product_variants table to count. */
async function countRows(db: Db, { hasVariants }: { hasVariants: boolean }): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    sql`select (select count(*)::int from products) as products,
               ${hasVariants ? sql`(select count(*)::int from product_variants)` : sql`0`} as variants,
               (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines`,
  );
  return row!;
}

/** Each check counts the rows that break it: 0 means it holds. */
const CHECKS: { name: string; violations: ReturnType<typeof sql> }[] = [
  {
    name: 'every product kept, its SKU, prices, stock, weight unchanged',
    violations: sql`select count(*)::int as n from bench_products_before b left join products p on p.id = b.id
      where p.id is null or (p.sku, p.mrp_paise, p.selling_price_paise, p.stock, p.weight_grams, p.deleted_at)
        is distinct from (b.sku, b.mrp_paise, b.selling_price_paise, b.stock, b.weight_grams, b.deleted_at)`,
  },
  {
    name: 'every product has a default variant equal to it',
    violations: sql`select count(*)::int as n from bench_products_before b
      left join product_variants v on v.product_id = b.id and v.is_default
      where v.id is null or not v.active or v.title <> '' or v.option_values <> '{}'
         or (v.sku, v.mrp_paise, v.selling_price_paise, v.stock, v.weight_grams)
            is distinct from (b.sku, b.mrp_paise, b.selling_price_paise, b.stock, b.weight_grams)`,
  },
  {
    name: 'exactly one variant per product, none without a product',
    violations: sql`select (select count(*)::int from bench_products_before b
                           where (select count(*) from product_variants v where v.product_id = b.id) <> 1)
                  + (select count(*)::int from product_variants v
                      where not exists (select 1 from bench_products_before b where b.id = v.product_id)) as n`,
  },
  {
    name: "every order line kept and points at its product's default variant",
    violations: sql`select count(*)::int as n from bench_lines_before b
      left join order_items oi on oi.id = b.id
      left join product_variants v on v.id = oi.variant_id
      where oi.id is null or v.id is null or not v.is_default or v.product_id is distinct from b.product_id
         or oi.variant_title is distinct from ''
         or (oi.order_id, oi.product_id, oi.sku, oi.unit_price_paise, oi.quantity)
            is distinct from (b.order_id, b.product_id, b.sku, b.unit_price_paise, b.quantity)`,
  },
  {
    name: 'every order kept with its total and status',
    violations: sql`select count(*)::int as n from bench_orders_before b left join orders o on o.id = b.id
      where o.id is null or (o.total_paise, o.status) is distinct from (b.total_paise, b.status)`,
  },
  {
    name: 'row counts before = after (products = variants)',
    violations: sql`select ((select count(*) from products) <> (select count(*) from bench_products_before))::int
                  + ((select count(*) from product_variants) <> (select count(*) from bench_products_before))::int
                  + ((select count(*) from order_items) <> (select count(*) from bench_lines_before))::int
                  + ((select count(*) from orders) <> (select count(*) from bench_orders_before))::int as n`,
  },
];

async function main() {
  const products = numberArg('products', 100_000);
  // seedOrders writes 1-3 lines an order (2 on average): as many orders as products gives ~2 lines a product.
  const orders = numberArg('orders', products);
  const cleanup = new Cleanup();
  const machine = machineInfo();
  console.log(
    `variants migration bench: ${products} products, ${orders} orders; load average ${machine.loadAverage.join(' ')}`,
  );
  let isVerified = false;
  try {
    const database = await createTempDatabase(adminDatabaseUrl());
    cleanup.add(`drop ${database.name}`, () => database.drop());
    console.log(`  database ${redactUrl(database.url)}`);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanup.add('close pool', () => pool.end());
    const db = drizzle(pool, { schema }) as unknown as Db;
    const migrateTo = async (tag: string, through: boolean) => {
      const copy = copyMigrationsUntil(tag, { through });
      try {
        const started = performance.now();
        await migrate(drizzle(pool, { schema }), { migrationsFolder: copy.folder });
        return round((performance.now() - started) / 1000, 2);
      } finally {
        copy.remove();
      }
    };

    await migrateTo(PRODUCTS_MIGRATION, false);
    let started = performance.now();
    await writeProducts(db, products);
    const orderSummary = await seedOrders(db, { count: orders, customers: Math.max(100, Math.round(orders / 40)) });
    const seedSeconds = round((performance.now() - started) / 1000, 1);
    await takeSnapshot(db);
    const before = await countRows(db, { hasVariants: false });
    console.log(
      `  written in ${seedSeconds} s: ${before.products} products, ${before.orders} orders, ${before.lines} lines`,
    );

    const productSeconds = await migrateTo(PRODUCTS_MIGRATION, true);
    console.log(`  ${PRODUCTS_MIGRATION}: ${productSeconds} s`);
    const lineSeconds = await migrateTo(ORDER_LINES_MIGRATION, true);
    console.log(`  ${ORDER_LINES_MIGRATION}: ${lineSeconds} s`);
    if (process.argv.includes('--break')) {
      // The checks' own test: one product loses its default variant (and its order lines their variant).
      await db.execute(sql`delete from product_variants where id = (select min(id::text)::uuid from product_variants)`);
    }
    const after = await countRows(db, { hasVariants: true });

    started = performance.now();
    const results = [];
    for (const check of CHECKS) {
      const [row] = await queryRows<{ n: number }>(db, check.violations);
      results.push({ name: check.name, violations: row?.n ?? -1 });
    }
    const verifySeconds = round((performance.now() - started) / 1000, 1);
    isVerified = results.every((r) => r.violations === 0);

    console.log('');
    console.log(
      textTable(
        ['rows', 'before', 'after'],
        [
          ['products', before.products, after.products],
          ['product variants', before.variants, after.variants],
          ['orders', before.orders, after.orders],
          ['order lines', before.lines, after.lines],
        ],
      ),
    );
    console.log('');
    console.log(
      textTable(
        ['migration', 'seconds'],
        [
          [PRODUCTS_MIGRATION, productSeconds],
          [ORDER_LINES_MIGRATION, lineSeconds],
        ],
      ),
    );
    console.log('');
    console.log(
      textTable(
        ['check', 'rows breaking it'],
        results.map((r) => [r.name, r.violations]),
      ),
    );
    console.log('');
    console.log(
      `verified: ${isVerified ? 'yes' : 'NO'} (checks ${verifySeconds} s; seeding ${seedSeconds} s, ` +
        `${orderSummary.customers} customers; load average ${machineInfo().loadAverage.join(' ')})`,
    );
  } catch (error) {
    // drizzle wraps the database's error: its cause says what PostgreSQL refused.
    const cause = error instanceof Error && error.cause ? `\ncaused by: ${errorMessage(error.cause)}` : '';
    console.error(`variants migration bench failed: ${errorMessage(error)}${cause}`);
  } finally {
    await cleanup.run();
  }
  process.exit(isVerified ? 0 : 1);
}

await main();
