import { randomUUID } from 'node:crypto';
import { mkdir, writeFile, access, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RATES, effectivePrice, shippingFeePaise, type PaymentMethod } from '@shop/shared/pricing';
import { rupeesToPaise } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-status';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { hashPassword } from '../lib/passwords';
import { renderIllustration, type IconDrawing, type IllustrationView } from '../lib/product-illustration';
import { nextInvoiceFields } from '../modules/orders';
import type { Db } from '../db/client';
import { categories, consents, orderItems, orders, products, reviews, users } from '../db/schema';
import { SEED_CATEGORIES, SEED_PRODUCTS, SEED_WARRANTY_MONTHS, SEED_WEIGHT_GRAMS, type SeedProduct } from './seed-data';
import { demoDeclarations } from './seed-declarations';
import { SEED_CATEGORY_NAMES_HI, SEED_PRODUCT_DESCRIPTIONS_HI, SEED_PRODUCT_NAMES_HI } from './seed-hindi';
import { seedDemoVariants } from './seed-variants';
import { seedDemoSizeCharts } from './seed-size-charts';
import { isEmptyShop } from './demo-shop-rules';
import { DEMO_CATEGORY_PICTURES, DEMO_PRODUCT_ICONS, FALLBACK_ICON, PICTURE_VIEWS } from './seed-pictures';

export const DEMO_ADMIN = { name: 'Asha Admin', email: 'admin@example.com', password: 'admin123' } as const;
export const DEMO_CUSTOMER = { name: 'Rahul Sharma', email: 'user@example.com', password: 'user123' } as const;

export interface SeedOptions {
  uploadsDir: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function exists(path: string) {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function ensureImage(dir: string, file: string, icon: IconDrawing, color: string, view: IllustrationView) {
  const path = join(dir, file);
  if (await exists(path)) return;
  // Written aside, then renamed: two processes seeding the same uploads folder (test workers sharing the drawn
  // pictures, a restart during a seed) never serve a half-written picture.
  const partial = `${path}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, await renderIllustration(icon, color, view));
  await rename(partial, path);
}

/** First start of an empty database gets the demo shop; a database with any user is left alone. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isEmptyShop(db))) return false;
  await seedDemo(db, options);
  return true;
}

/** Idempotent: accounts by email, categories by name, products by sku; demo orders only once. */
export async function seedDemo(db: Db, { uploadsDir }: SeedOptions): Promise<void> {
  const productDir = join(uploadsDir, 'products');
  const categoryDir = join(uploadsDir, 'categories');
  await mkdir(productDir, { recursive: true });
  await mkdir(categoryDir, { recursive: true });

  const [admin, customer] = await Promise.all([DEMO_ADMIN, DEMO_CUSTOMER].map((u) => upsertDemoUser(db, u)));
  if (!admin || !customer) throw new Error('demo accounts could not be created');
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  await db
    .update(users)
    .set({
      phone: '9876543210',
      street: '221 Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
    })
    .where(sql`${users.id} = ${customer.id} and ${users.street} = ''`);

  const categoryIds = new Map<string, string>();
  for (const name of SEED_CATEGORIES) {
    const file = `${slug(name)}.webp`;
    const picture = DEMO_CATEGORY_PICTURES[name] ?? { icon: FALLBACK_ICON, color: '#4f46e5' };
    await ensureImage(categoryDir, file, picture.icon, picture.color, 'front');
    await db
      .insert(categories)
      .values({ name, nameHi: SEED_CATEGORY_NAMES_HI[name] ?? null, image: `/uploads/categories/${file}` })
      .onConflictDoNothing();
  }
  for (const row of await db.select().from(categories)) categoryIds.set(row.name, row.id);

  const productIds = new Map<string, string>();
  for (const [index, p] of SEED_PRODUCTS.entries()) {
    const images: string[] = [];
    for (let v = 0; v < p.imageCount; v++) {
      const file = `${slug(p.sku)}-${v + 1}.webp`;
      await ensureImage(
        productDir,
        file,
        DEMO_PRODUCT_ICONS[p.sku] ?? FALLBACK_ICON,
        p.color,
        PICTURE_VIEWS[v] ?? 'front',
      );
      images.push(`/uploads/products/${file}`);
    }
    const categoryId = categoryIds.get(p.category);
    if (!categoryId) throw new Error(`seed product ${p.sku} has unknown category ${p.category}`);
    // Spread creation dates so 'newest' has a stable, meaningful order.
    const createdAt = new Date(Date.UTC(2026, 9, 1) + index * 3_600_000 * 7);
    const [row] = await db
      .insert(products)
      .values({ ...toProductRow(p, categoryId), images, createdAt, updatedAt: createdAt })
      .onConflictDoUpdate({ target: products.sku, set: { updatedAt: sql`${products.updatedAt}` } })
      .returning({ id: products.id });
    if (row) productIds.set(p.sku, row.id);
  }
  for (const p of SEED_PRODUCTS) {
    const id = productIds.get(p.sku);
    const related = p.related.map((s) => productIds.get(s)).filter((x): x is string => Boolean(x));
    if (id) await db.update(products).set({ relatedProductIds: related }).where(eq(products.id, id));
  }

  await seedDemoOrders(db, customer, productIds);
  await seedDemoVariants(db, productIds, async (plan, colour) => {
    const files = PICTURE_VIEWS.slice(0, 2).map((view, v) => ({
      view,
      file: `${slug(`${plan.sku}-${colour.name}`)}-${v + 1}.webp`,
    }));
    for (const { view, file } of files) {
      await ensureImage(productDir, file, DEMO_PRODUCT_ICONS[plan.sku] ?? FALLBACK_ICON, colour.hex, view);
    }
    return files.map(({ file }) => `/uploads/products/${file}`);
  });
  await seedDemoSizeCharts(db, categoryIds);
  await seedDemoReviews(db, customer, productIds);
}

function toProductRow(p: SeedProduct, categoryId: string) {
  return {
    sku: p.sku,
    name: p.name,
    description: p.description,
    nameHi: SEED_PRODUCT_NAMES_HI[p.sku] ?? null,
    descriptionHi: SEED_PRODUCT_DESCRIPTIONS_HI[p.sku] ?? null,
    mrpPaise: rupeesToPaise(p.mrpRupees),
    sellingPricePaise: p.sellingPriceRupees != null ? rupeesToPaise(p.sellingPriceRupees) : null,
    categoryId,
    categoryName: p.category,
    tags: p.tags,
    tagsText: p.tags.join(' '),
    specialFeatures: p.specialFeatures,
    specifications: p.specifications,
    stock: p.stock,
    hsn: p.hsn,
    gstRatePercent: p.gstRatePercent,
    declarations: demoDeclarations(p.sku),
    weightGrams: SEED_WEIGHT_GRAMS[p.sku] ?? 500,
    warrantyMonths: SEED_WARRANTY_MONTHS[p.sku] ?? null,
  };
}

async function upsertDemoUser(db: Db, u: { name: string; email: string; password: string }) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${u.email}`);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ name: u.name, email: u.email, passwordHash: await hashPassword(u.password), emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  // The demo accounts are the shop's own (example.com is reserved, RFC 2606), counted as verified (decision 150) and
  // as having accepted the notice current at seeding, as a registration records it (decisions 152 and 189), so the
  // demo customer shops as a registered customer would. A later notice change asks them again, as it asks anyone.
  if (created)
    await db.insert(consents).values({ userId: created.id, purpose: 'account', noticeVersion: PRIVACY_NOTICE_VERSION });
  return (
    created ??
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${u.email}`)
    )[0]
  );
}

const DEMO_ORDERS: { status: OrderStatus; method: PaymentMethod; daysAgo: number; lines: [number, number][] }[] = [
  {
    status: 'delivered',
    method: 'cod',
    daysAgo: 24,
    lines: [
      [0, 1],
      [13, 2],
    ],
  },
  { status: 'delivered', method: 'razorpay', daysAgo: 18, lines: [[5, 1]] },
  {
    status: 'shipped',
    method: 'razorpay',
    daysAgo: 5,
    lines: [
      [1, 1],
      [20, 1],
      [30, 2],
    ],
  },
  { status: 'packed', method: 'cod', daysAgo: 3, lines: [[9, 1]] },
  {
    status: 'pending',
    method: 'cod',
    daysAgo: 1,
    lines: [
      [33, 2],
      [40, 1],
      [44, 1],
      [16, 1],
      [25, 1],
      [36, 1],
    ],
  },
  { status: 'pending', method: 'whatsapp', daysAgo: 0, lines: [[28, 3]] },
  { status: 'cancelled', method: 'cod', daysAgo: 10, lines: [[12, 1]] },
];

async function seedDemoOrders(
  db: Db,
  customer: { id: string; name: string; email: string },
  productIds: Map<string, string>,
) {
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id));
  if ((existing?.n ?? 0) > 0) return;
  const ids = [...productIds.values()];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  const address = {
    name: customer.name,
    email: customer.email,
    phone: '9876543210',
    street: '221 Linking Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
  };
  for (const spec of DEMO_ORDERS) {
    const lines = spec.lines
      .map(([i, quantity]) => ({ product: bySku.get(SEED_PRODUCTS[i % SEED_PRODUCTS.length]?.sku ?? ''), quantity }))
      .filter((l): l is { product: (typeof rows)[number]; quantity: number } => Boolean(l.product));
    const subtotal = lines.reduce(
      (s, l) => s + effectivePrice({ mrp: l.product.mrpPaise, sellingPrice: l.product.sellingPricePaise }) * l.quantity,
      0,
    );
    const fee = shippingFeePaise(subtotal, spec.method, DEFAULT_SHIPPING_RATES);
    const placed = new Date(Date.now() - spec.daysAgo * 86_400_000 - 3_600_000);
    const hours = (h: number) => new Date(placed.getTime() + h * 3_600_000);
    const reached = (s: OrderStatus) =>
      ['packed', 'shipped', 'delivered'].indexOf(spec.status) >= ['packed', 'shipped', 'delivered'].indexOf(s) &&
      spec.status !== 'pending' &&
      spec.status !== 'cancelled';
    await db.transaction(async (tx) => {
      // Invoiced at dispatch, numbered per financial year (docs/decisions/051-invoice-at-dispatch.md).
      const invoice = reached('packed') ? await nextInvoiceFields(tx, hours(20)) : null;
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          customerName: customer.name,
          customerEmail: customer.email,
          status: spec.status,
          paymentMethod: spec.method,
          paymentStatus: spec.method === 'razorpay' || spec.status === 'delivered' ? 'paid' : 'pending',
          subtotalPaise: subtotal,
          shippingFeePaise: fee,
          totalPaise: subtotal + fee,
          notes: spec.status === 'pending' && spec.method === 'cod' ? 'Please call before delivery.' : null,
          shippingAddress: address,
          trackingNumber:
            spec.status === 'shipped' || spec.status === 'delivered' ? `SIM${placed.getTime() % 1e9}` : null,
          packedAt: reached('packed') ? hours(20) : null,
          shippedAt: reached('shipped') ? hours(44) : null,
          deliveredAt: reached('delivered') ? hours(110) : null,
          cancelledAt: spec.status === 'cancelled' ? hours(2) : null,
          stockReleasedAt: spec.status === 'cancelled' ? hours(2) : null,
          invoiceNumber: invoice?.invoiceNumber ?? null,
          invoiceDate: invoice?.invoiceDate ?? null,
          createdAt: placed,
          updatedAt: hours(spec.status === 'pending' ? 0 : 20),
        })
        .returning();
      if (!order) throw new Error('demo order insert failed');
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          name: l.product.name,
          sku: l.product.sku,
          image: l.product.images[0] ?? null,
          hsn: l.product.hsn,
          gstRatePercent: l.product.gstRatePercent,
          unitPricePaise: effectivePrice({ mrp: l.product.mrpPaise, sellingPrice: l.product.sellingPricePaise }),
          mrpPaise: l.product.mrpPaise,
          quantity: l.quantity,
        })),
      );
    });
  }
}

/**
 * The demo customer's reviews of what their delivered demo orders brought (docs/decisions/130-who-may-review.md);
 * every product's rating and count are then computed from the reviews, as the reviews module does (131).
 */
const DEMO_REVIEWS: { sku: string; rating: number; title: string; body: string; daysAgo: number }[] = [
  {
    sku: 'ELEC-BT-HP-001',
    rating: 4,
    title: 'Great bass for the price',
    body: 'Battery easily lasts a week of office commutes. The ear cushions get a little warm after two hours, but the sound is clear and the Bluetooth never drops.',
    daysAgo: 18,
  },
  {
    sku: 'SPRT-YOG-002',
    rating: 5,
    title: 'Does not slip even on tiles',
    body: 'Thick enough for my knees and it stays put on a tiled floor. The carry strap is handy for the park. Slight rubber smell for the first two days.',
    daysAgo: 17,
  },
  {
    sku: 'FASH-TSH-002',
    rating: 4,
    title: 'Soft cotton, true to size',
    body: 'Fabric is soft and did not shrink after three washes. Colour faded a tiny bit. Good value for daily wear.',
    daysAgo: 12,
  },
];

async function seedDemoReviews(db: Db, customer: { id: string; name: string }, productIds: Map<string, string>) {
  const first = customer.name.trim().split(/\s+/);
  const authorName = first.length > 1 ? `${first[0]} ${first[first.length - 1]![0]}.` : customer.name;
  for (const r of DEMO_REVIEWS) {
    const productId = productIds.get(r.sku);
    if (!productId) continue;
    const at = new Date(Date.now() - r.daysAgo * 86_400_000);
    await db
      .insert(reviews)
      .values({
        productId,
        userId: customer.id,
        authorName,
        rating: r.rating,
        title: r.title,
        body: r.body,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
  await db.execute(sql`update ${products} p set
      rating = coalesce((select round(avg(r.rating)::numeric, 1)::float8 from ${reviews} r where r.product_id = p.id and r.hidden_at is null), 0),
      reviews = (select count(*)::int from ${reviews} r where r.product_id = p.id and r.hidden_at is null)`);
}
