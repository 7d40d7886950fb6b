/**
 * Seeds a large shop straight into the database, the same way on PostgreSQL and PGlite: 100,000 products
 * from per-category word lists (multi-row inserts from the bench process) and 200,000 orders with their items,
 * customers, statuses and payment methods generated inside the database (generate_series), so seeding takes
 * seconds instead of the hours the HTTP API would need.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { SEED_CATEGORIES } from '../apps/server/src/seed/seed-data';
import { CATEGORY_WORDS, createRandom } from './catalog-words';
import { round } from './lib';

type Executor = Pick<Db, 'execute'>;
const PRODUCT_BATCH = 2000;

/** The 12 seed categories' ids by name, creating those that are missing (the demo seed may have made them). */
export async function seedCategories(db: Executor): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of SEED_CATEGORIES) {
    const slug = name.toLowerCase();
    const [existing] = await queryRows<{ id: string }>(
      db,
      sql`select id from categories where lower(name) = lower(${name})`,
    );
    const [row] = existing
      ? [existing]
      : await queryRows<{ id: string }>(
          db,
          sql`insert into categories (name, image) values (${name}, ${`/uploads/categories/${slug}.webp`}) returning id`,
        );
    if (row) ids.set(name, row.id);
  }
  return ids;
}

/**
 * Products with realistic names ("Sonora Pro Wireless Headphones Black"), descriptions, tags, prices and
 * ratings from a seeded generator, so every run has the same catalogue. One statement per 2,000 products.
 */
export async function seedProducts(db: Executor, categoryIds: Map<string, string>, total: number) {
  const random = createRandom(20_251_001);
  const names = [...categoryIds.keys()];
  const start = Date.UTC(2024, 0, 1);
  const span = Date.UTC(2026, 0, 1) - start;
  // The demo seed's pictures exist on disk: reusing them keeps the storefront's pages (and Lighthouse) free
  // of broken images, which a made-up path would log as errors and leave without a largest paint.
  const pictures = (
    await queryRows<{ image: string }>(db, sql`select distinct unnest(images) as image from products order by 1`)
  ).map((row) => row.image);
  let lastReport = performance.now();
  for (let offset = 0; offset < total; offset += PRODUCT_BATCH) {
    const rows = [];
    for (let i = offset; i < Math.min(total, offset + PRODUCT_BATCH); i++) {
      const category = names[i % names.length]!;
      const w = CATEGORY_WORDS[category]!;
      const brand = random.pick(w.brands);
      const type = random.pick(w.types);
      const qualifier = random.next() < 0.7 ? random.pick(w.qualifiers) : '';
      const variant = random.next() < 0.6 ? random.pick(w.variants) : '';
      const material = random.pick(w.materials);
      const use = random.pick(w.uses);
      const name = [brand, qualifier, type.name, variant].filter(Boolean).join(' ');
      const description =
        `${brand} ${type.name.toLowerCase()} made with ${material}, designed for ${use}. ` +
        `${qualifier ? `${qualifier} finish and ` : ''}carefully checked before dispatch from our ${category.toLowerCase()} warehouse. ` +
        `Backed by a 7-day easy return policy and shipped across India.`;
      const [low, high] = w.price;
      const mrp = Math.round(Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low))));
      const discounted = random.next() < 0.6;
      rows.push({
        name,
        description,
        mrp: mrp * 100,
        sell: discounted ? Math.max(1, Math.round(mrp * (0.5 + random.next() * 0.45))) * 100 : null,
        category_id: categoryIds.get(category),
        category_name: category,
        tags: qualifier ? [...type.tags, qualifier.toLowerCase()] : type.tags,
        image: pictures.length > 0 ? pictures[i % pictures.length] : `/uploads/products/bench-${i % 997}.webp`,
        features: [`Made with ${material}`, `Ideal for ${use}`],
        specs: { Brand: brand, Material: material },
        rating: round(1 + 4 * Math.sqrt(random.next()), 1),
        reviews: Math.floor(random.next() ** 3 * 20_000),
        sku: `BN-${category.slice(0, 4).toUpperCase()}-${String(i).padStart(6, '0')}`,
        hsn: w.hsn,
        gst: w.gst,
        stock: random.next() < 0.03 ? 0 : random.int(1, 500),
        created_at: new Date(start + Math.floor(random.next() * span)).toISOString(),
      });
    }
    await db.execute(sql`
      insert into products (name, description, mrp_paise, selling_price_paise, category_id, category_name, tags,
        tags_text, images, special_features, specifications, rating, reviews, sku, hsn, gst_rate_percent, stock,
        created_at, updated_at)
      select r.name, r.description, r.mrp, r.sell, r.category_id, r.category_name,
        array(select jsonb_array_elements_text(r.tags)),
        (select string_agg(t, ' ') from jsonb_array_elements_text(r.tags) t),
        array[r.image], array(select jsonb_array_elements_text(r.features)), r.specs, r.rating, r.reviews, r.sku,
        r.hsn, r.gst, r.stock, r.created_at, r.created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(name text, description text, mrp int, sell int,
        category_id uuid, category_name text, tags jsonb, image text, features jsonb, specs jsonb, rating float8,
        reviews int, sku text, hsn text, gst int, stock int, created_at timestamptz)`);
    if (performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      console.log(`  ...${Math.min(total, offset + PRODUCT_BATCH)} products`);
    }
  }
}

/**
 * A deterministic number in [0, 1) from a row number and a salt, so the same run seeds the same shop
 * (random() would differ per run, and setseed() only holds on one pooled connection).
 */
const unit = (key: string, salt: string) =>
  sql.raw(`((hashtext((${key})::text || '${salt}') & 2147483647)::float8 / 2147483648)`);

/**
 * The options and variants of the bench shop (issue 36, docs/decisions/248-bench-shop-variants.md): of the generated
 * products, 15% keep their one default variant, 35% come in four sizes (S-XL), 35% in three sizes x two colours
 * and 15% in three colours: 4.1 variants a product on average. Larger sizes cost 10% more; about one variant in ten
 * is sold out. Written in bulk inside one transaction with the per-row triggers off (stock sum, search text),
 * whose results are then set in one statement each, as the triggers would have left them.
 */
export async function seedVariants(db: Db): Promise<{ products: number; variants: number; seconds: number }> {
  const started = performance.now();
  const triggers: [string, string][] = [
    ['product_variants', 'product_variants_stock_sum'],
    ['product_options', 'product_options_text'],
    ['products', 'products_default_variant_sync'],
  ];
  await db.transaction(async (tx) => {
    for (const [table, trigger] of triggers)
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    await tx.execute(sql`
      create temp table bench_shapes on commit drop as
      select p.id, p.sku, p.mrp_paise as mrp, p.selling_price_paise as sell, p.weight_grams as weight,
             case when ${unit('p.sku', 'shape')} < 0.15 then 0 when ${unit('p.sku', 'shape')} < 0.50 then 1
                  when ${unit('p.sku', 'shape')} < 0.85 then 2 else 3 end as shape
      from products p
      where p.sku like 'BN-%' and not exists (select 1 from product_options o where o.product_id = p.id)`);
    await tx.execute(sql`
      delete from product_variants v using bench_shapes b where v.product_id = b.id and b.shape > 0 and v.is_default`);
    await tx.execute(sql`
      insert into product_options (product_id, position, name, "values")
      select b.id, o.position, o.name, o.vals
      from bench_shapes b
      join (values (1, 1, 'Size', array['S', 'M', 'L', 'XL']),
                   (2, 1, 'Size', array['S', 'M', 'L']), (2, 2, 'Colour', array['Black', 'Navy']),
                   (3, 1, 'Colour', array['Red', 'Blue', 'Green'])) as o(shape, position, name, vals)
        on o.shape = b.shape`);
    await tx.execute(sql`
      insert into product_variants (product_id, position, option_values, title, sku, mrp_paise, selling_price_paise,
                                    stock, weight_grams)
      select b.id, c.position, c.vals, c.title, b.sku || '-' || c.position,
             b.mrp + c.step * round(b.mrp * 0.1)::int,
             case when b.sell is null then null else b.sell + c.step * round(b.sell * 0.1)::int end,
             case when ${unit(`b.sku || c.position`, 'stock')} < 0.1 then 0
                  else 1 + floor(${unit(`b.sku || c.position`, 'units')} * 80)::int end,
             b.weight
      from bench_shapes b
      join (values (1, 1, array['S'], 'Size S', 0), (1, 2, array['M'], 'Size M', 0), (1, 3, array['L'], 'Size L', 1),
                   (1, 4, array['XL'], 'Size XL', 1),
                   (2, 1, array['S', 'Black'], 'Size S / Black', 0), (2, 2, array['S', 'Navy'], 'Size S / Navy', 0),
                   (2, 3, array['M', 'Black'], 'Size M / Black', 0), (2, 4, array['M', 'Navy'], 'Size M / Navy', 0),
                   (2, 5, array['L', 'Black'], 'Size L / Black', 1), (2, 6, array['L', 'Navy'], 'Size L / Navy', 1),
                   (3, 1, array['Red'], 'Colour Red', 0), (3, 2, array['Blue'], 'Colour Blue', 0),
                   (3, 3, array['Green'], 'Colour Green', 0)) as c(shape, position, vals, title, step)
        on c.shape = b.shape`);
    // What the switched-off triggers keep: the product's stock is its variants' sum, its option text their values.
    await tx.execute(sql`
      update products p
         set stock = s.total,
             option_text = s.text
        from (select b.id,
                     (select coalesce(sum(v.stock) filter (where v.active), 0)::int from product_variants v where v.product_id = b.id) as total,
                     (select string_agg(array_to_string(o."values", ' '), ' ' order by o.position) from product_options o where o.product_id = b.id) as text
                from bench_shapes b where b.shape > 0) s
       where p.id = s.id`);
    for (const [table, trigger] of triggers)
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  });
  const [counted] = await queryRows<{ products: number; variants: number }>(
    db,
    sql`select (select count(*)::int from products where sku like 'BN-%') as products,
               (select count(*)::int from product_variants v join products p on p.id = v.product_id
                 where p.sku like 'BN-%') as variants`,
  );
  return {
    products: counted?.products ?? 0,
    variants: counted?.variants ?? 0,
    seconds: round((performance.now() - started) / 1000, 1),
  };
}

/** Every sales summary recounted from the orders, by migration 0066's own backfill. */
async function rebuildSalesSummaries(tx: Executor) {
  await tx.execute(sql`select sales_summaries_rebuild()`);
}

export interface OrderSeedSummary {
  orders: number;
  items: number;
  customers: number;
  cancelled: number;
  seconds: number;
}

/**
 * `count` orders over the last two years by `customers` generated customers, 1-3 lines of 1-3 units each
 * (popular products more often: the product rank is a squared uniform number), 8% cancelled, the newest
 * pending or packed, the rest shipped or delivered; 60% cash on delivery, 35% Razorpay (paid), 5% WhatsApp.
 * Totals obey the orders' check constraint; invoices are left out. All in one transaction (its temporary
 * tables live on one connection), which leaves the sales summary (product_sales) exact.
 */
export async function seedOrders(
  db: Db,
  { count, customers }: { count: number; customers: number },
): Promise<OrderSeedSummary> {
  const started = performance.now();
  const n = 'g';
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (name, email, password_hash, phone, city, state, pincode, role, created_at, updated_at)
      select 'Bench Customer ' || g, 'bench-customer-' || g || '@example.com',
             coalesce((select password_hash from users order by created_at limit 1), '!bench-no-login'),
             '98' || lpad(g::text, 8, '0'), 'Bengaluru', 'Karnataka', '560001', 'user',
             now() - ${unit(n, 'u')} * interval '800 days', now()
      from generate_series(1, ${customers}::int) g`);
    await tx.execute(sql`
      create temp table bench_catalogue on commit drop as
      select row_number() over (order by id) as rn, id, name, sku, images[1] as image, hsn,
             gst_rate_percent as gst, coalesce(selling_price_paise, mrp_paise) as price, mrp_paise as mrp
      from products where deleted_at is null`);
    await tx.execute(sql`
      create temp table bench_customers on commit drop as
      select row_number() over (order by id) as rn, id, name, email, phone
      from users where email like 'bench-customer-%'`);
    const [sizes] = await queryRows<{ products: number; customers: number }>(
      tx,
      sql`select (select count(*)::int from bench_catalogue) as products, (select count(*)::int from bench_customers) as customers`,
    );
    if (!sizes || sizes.products === 0) throw new Error('seedOrders: the catalogue is empty');
    await tx.execute(sql`
      create temp table bench_orders on commit drop as
      select g as n, gen_random_uuid() as id,
             date_trunc('second', now() - ${unit(n, 'age')} * interval '730 days') as created_at,
             1 + floor(${unit(n, 'lines')} * 3)::int as lines,
             (${unit(n, 'status')} * 100)::int as status_roll,
             (${unit(n, 'pay')} * 100)::int as pay_roll
      from generate_series(1, ${count}::int) g`);
    const line = `o.n::text || ':' || l`;
    await tx.execute(sql`
      create temp table bench_items on commit drop as
      select o.id as order_id, p.id as product_id, p.name, p.sku, p.image, p.hsn, p.gst, p.price, p.mrp,
             1 + floor(${unit(line, 'q')} * 3)::int as qty
      from bench_orders o
      cross join lateral generate_series(1, o.lines) l
      join bench_catalogue p on p.rn = 1 + floor(${sizes.products}::int * power(${unit(line, 'p')}, 2))::int`);
    // The sales-summary triggers (migration 0066) would append a difference per order and per line, to be
    // folded later; for a bulk load they are switched off inside this transaction and the summaries rebuilt
    // from all orders afterwards.
    const present = await queryRows<{ name: string }>(
      tx,
      sql`select tgname as "name" from pg_trigger where tgname in ('orders_sales_placed', 'order_items_sales_added')`,
    );
    const summaryTriggers = present.map((t): [string, string] => [
      t.name === 'orders_sales_placed' ? 'orders' : 'order_items',
      t.name,
    ]);
    for (const [table, trigger] of summaryTriggers) {
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    }
    await tx.execute(sql`
      insert into orders (id, user_id, customer_name, customer_email, status, payment_method, payment_status,
        subtotal_paise, shipping_fee_paise, total_paise, shipping_address, stock_released_at,
        packed_at, shipped_at, delivered_at, cancelled_at, created_at, updated_at)
      select o.id, c.id, c.name, c.email, x.status, x.method,
             case when x.status = 'cancelled' then (case when x.method = 'razorpay' then 'refunded' else 'pending' end)
                  when x.method = 'razorpay' or x.status = 'delivered' then 'paid' else 'pending' end,
             s.subtotal, x.fee, s.subtotal + x.fee,
             jsonb_build_object('name', c.name, 'email', c.email, 'phone', c.phone, 'street', '12 MG Road',
                                'city', 'Bengaluru', 'state', 'Karnataka', 'pincode', '560001'),
             case when x.status = 'cancelled' then o.created_at + interval '1 hour' end,
             case when x.status in ('packed', 'shipped', 'delivered') then o.created_at + interval '1 day' end,
             case when x.status in ('shipped', 'delivered') then o.created_at + interval '2 days' end,
             case when x.status = 'delivered' then o.created_at + interval '5 days' end,
             case when x.status = 'cancelled' then o.created_at + interval '1 hour' end,
             o.created_at, o.created_at
      from bench_orders o
      join (select order_id, sum(price * qty)::int as subtotal from bench_items group by order_id) s on s.order_id = o.id
      join bench_customers c on c.rn = 1 + o.n % ${sizes.customers}::int
      cross join lateral (select
        case when o.status_roll < 8 then 'cancelled'
             when o.created_at > now() - interval '2 days' then (case when o.status_roll < 50 then 'pending' else 'packed' end)
             when o.created_at > now() - interval '7 days' then 'shipped'
             else 'delivered' end as status,
        case when o.pay_roll < 60 then 'cod' when o.pay_roll < 95 then 'razorpay' else 'whatsapp' end as method,
        case when s.subtotal >= 49900 then 0 else 4900 end as fee) x`);
    await tx.execute(sql`
      insert into order_items (order_id, product_id, name, sku, image, hsn, gst_rate_percent, unit_price_paise,
        mrp_paise, quantity)
      select order_id, product_id, name, sku, image, hsn, gst, price, mrp, qty from bench_items`);
    if (summaryTriggers.length > 0) {
      for (const [table, trigger] of summaryTriggers) {
        await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
      }
      await rebuildSalesSummaries(tx);
    }
  });
  await db.execute(sql`analyze users, orders, order_items`);
  const [totals] = await queryRows<{ orders: number; items: number; customers: number; cancelled: number }>(
    db,
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
               (select count(*)::int from users where role = 'user') as customers,
               (select count(*)::int from orders where status = 'cancelled') as cancelled`,
  );
  return {
    orders: totals?.orders ?? 0,
    items: totals?.items ?? 0,
    customers: totals?.customers ?? 0,
    cancelled: totals?.cancelled ?? 0,
    seconds: round((performance.now() - started) / 1000, 1),
  };
}

export interface LargeShopSummary {
  products: number;
  orders: OrderSeedSummary;
  productSeconds: number;
  totalSeconds: number;
  /** Live products in stock, in a fixed pseudo-random order, for the product page and order load. */
  productIds: string[];
  /** The same products as order lines: a product with options is ordered in its first variant (decision 248). */
  orderLines: { product: string; variantId?: string }[];
  /** The options and variants seeded on the generated products. */
  variants: { products: number; variants: number; seconds: number };
}

/**
 * Every variant gets 1,000,000 units so the order load never runs out; the products' sums follow (set in one
 * statement with the per-row sum trigger off, as in seedVariants).
 */
async function fillStock(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table product_variants disable trigger product_variants_stock_sum`);
    await tx.execute(sql`alter table products disable trigger products_default_variant_sync`);
    await tx.execute(sql`update product_variants set stock = 1000000`);
    await tx.execute(sql`
      update products p set stock = s.total
        from (select product_id, (sum(stock) filter (where active))::int as total from product_variants group by 1) s
       where s.product_id = p.id`);
    await tx.execute(sql`alter table products enable trigger products_default_variant_sync`);
    await tx.execute(sql`alter table product_variants enable trigger product_variants_stock_sum`);
  });
}

/**
 * The benchmark shop on top of the demo data: `products` generated products, `orders` orders, every stock
 * set to 1,000,000 so the order load never runs out, then VACUUM ANALYZE (a shop in steady state has fresh
 * statistics and visibility maps; right after a bulk load it would have neither).
 */
export async function seedLargeShop(
  db: Db,
  { products, orders, sampleSize }: { products: number; orders: number; sampleSize: number },
): Promise<LargeShopSummary> {
  const started = performance.now();
  const categoryIds = await seedCategories(db);
  await seedProducts(db, categoryIds, products);
  const variants = await seedVariants(db);
  const productSeconds = round((performance.now() - started) / 1000, 1);
  console.log(
    `  ${products} products (${variants.variants} variants, ${variants.seconds} s of it) in ${productSeconds} s; seeding ${orders} orders...`,
  );
  const orderSummary = await seedOrders(db, { count: orders, customers: Math.max(100, Math.round(orders / 40)) });
  await fillStock(db);
  await db.execute(sql`vacuum analyze`);
  const [live] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where deleted_at is null`,
  );
  const ids = await queryRows<{ id: string; variant_id: string | null }>(
    db,
    sql`select p.id,
               (select v.id from product_variants v
                 where v.product_id = p.id and v.active and not v.is_default order by v.position limit 1) as variant_id
          from products p where p.deleted_at is null order by md5(p.id::text) limit ${sampleSize}`,
  );
  return {
    products: live?.n ?? 0,
    orders: orderSummary,
    productSeconds,
    totalSeconds: round((performance.now() - started) / 1000, 1),
    productIds: ids.map((r) => r.id),
    orderLines: ids.map((r) => (r.variant_id ? { product: r.id, variantId: r.variant_id } : { product: r.id })),
    variants,
  };
}
