import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees } from '@shop/shared/money';
import { REPORT_TOP_PRODUCTS_COUNT, TOP_PRODUCTS_COUNT } from '@shop/shared/schemas/admin';
import { orderItems, orders, productVariants, products, returnItems, returnRequests } from '../src/db/schema';
import { createAdminRepository } from '../src/modules/admin/admin.repository';
import { salesRange } from '../src/modules/admin/sales-range';
import { bestSellerCandidates } from '../src/modules/admin/top-sellers';
import { queryRows } from '../src/db/client';
import { createProduct, createProductWithOptions, mumbaiAddressNoEmail, placeOrder } from './helpers/factories';
import {
  itemSummaryAgainstLines,
  rawCreatedCount,
  rawOverviewPeriods,
  rawPeriodSales,
  rawSalesReport,
  rawSalesSeries,
  rawTopProductsInRange,
} from './helpers/raw-sales-figures';
import { seededRandom } from './helpers/seeded-random';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// The per-day summaries (migration 0066, docs/decisions/275-daily-sales-summaries.md) must give exactly what the
// queries over every order gave before them (helpers/raw-sales-figures.ts), for any range, after any change:
// orders placed, cancelled, reinstated, delivered, paid, moved to another day, edited, deleted; lines edited,
// moved and deleted; returns refunded, exchanged, edited and deleted; products and variants deleted.

let t: TestApp;
let adminToken: string;
let userToken: string;
useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const DAY = 86_400_000;
const HOUR = 3_600_000;
const random = seededRandom(275);
const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const istMidnight = (d: Date) => new Date(`${istDay(d)}T00:00:00+05:30`);
const ago = (ms: number) => new Date(Date.now() - ms);

interface Line {
  productId: string | null;
  variantId?: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
  discountPaise?: number;
}
type Status = 'pending' | 'packed' | 'delivered' | 'cancelled';

async function insertOrder(p: {
  lines: Line[];
  createdAt: Date;
  status?: Status;
  method?: 'cod' | 'razorpay' | 'whatsapp';
  paymentStatus?: 'pending' | 'paid' | 'refunded';
}) {
  const subtotal = p.lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const discount = p.lines.reduce((s, l) => s + (l.discountPaise ?? 0), 0);
  const fee = subtotal >= 499_00 ? 0 : 49_00;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      customerName: 'Rahul Sharma',
      customerEmail: 'user@example.com',
      status: p.status ?? 'pending',
      paymentMethod: p.method ?? 'cod',
      paymentStatus: p.paymentStatus ?? 'pending',
      subtotalPaise: subtotal,
      discountPaise: discount,
      shippingFeePaise: fee,
      totalPaise: subtotal - discount + fee,
      shippingAddress: mumbaiAddressNoEmail,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })
    .returning();
  const items = await t.database.db
    .insert(orderItems)
    .values(p.lines.map((l) => ({ ...l, orderId: order!.id, mrpPaise: l.unitPricePaise })))
    .returning();
  return { order: order!, items };
}

async function refundedReturn(
  orderId: string,
  items: { id: string; name: string; unitPricePaise: number; quantity: number }[],
  status: 'refunded' | 'exchanged' | 'requested' = 'refunded',
) {
  const refundPaise = items.reduce((s, i) => s + i.unitPricePaise * i.quantity, 0);
  const [request] = await t.database.db
    .insert(returnRequests)
    .values({
      orderId,
      customerName: 'Rahul Sharma',
      customerEmail: 'user@example.com',
      status,
      reason: 'damaged',
      description: 'Arrived broken',
      refundPaise,
      creditedPaise: status === 'exchanged' ? refundPaise + 100_00 : null,
      refundMethod: 'manual',
    })
    .returning();
  await t.database.db.insert(returnItems).values(
    items.map((i) => ({
      returnId: request!.id,
      orderItemId: i.id,
      name: i.name,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      refundPaise: i.unitPricePaise * i.quantity,
    })),
  );
  return request!;
}

/** The rolling windows' previous/current periods and odd ranges: whole days, parts of days, across midnight. */
function instantRanges(now: Date): [Date, Date, Date][] {
  const window = (days: number): [Date, Date, Date] => [
    new Date(now.getTime() - 2 * days * DAY),
    new Date(now.getTime() - days * DAY),
    now,
  ];
  const midnight = istMidnight(new Date(now.getTime() - 3 * DAY));
  return [
    window(7),
    window(30),
    window(365),
    [ago(900 * DAY), new Date(now.getTime() - 30 * DAY - 7 * 60_000), new Date(now.getTime() - 2 * HOUR + 13_000)],
    [
      new Date(midnight.getTime() + HOUR),
      new Date(midnight.getTime() + 2 * HOUR),
      new Date(midnight.getTime() + 6 * HOUR),
    ],
    [
      new Date(midnight.getTime() - 3 * HOUR),
      new Date(midnight.getTime() - 2 * HOUR),
      new Date(midnight.getTime() + 2 * HOUR),
    ],
    [new Date(midnight.getTime() - 12 * DAY), new Date(midnight.getTime() - 10 * DAY), midnight],
    [
      new Date(midnight.getTime() + 17 * 60_000),
      new Date(midnight.getTime() + HOUR + 7 * 60_000),
      new Date(midnight.getTime() + 5 * HOUR + 3_000),
    ],
    [
      new Date(midnight.getTime() - 150 * 60_000),
      new Date(midnight.getTime() - 130 * 60_000),
      new Date(midnight.getTime() + 130 * 60_000),
    ],
    [
      new Date(midnight.getTime() + 20 * 60_000),
      new Date(midnight.getTime() + 25 * 60_000),
      new Date(midnight.getTime() + 50 * 60_000),
    ],
    [now, now, now],
  ];
}

function reportRanges(now: Date): [string, string][] {
  const day = (days: number) => istDay(new Date(now.getTime() - days * DAY));
  return [
    [day(29), day(0)],
    [day(365), day(0)],
    [day(3), day(3)],
    [day(40), day(20)],
  ];
}

const periods = (rows: Record<string, number | boolean>[]) => {
  const empty = {
    revenuePaise: 0,
    refundedPaise: 0,
    revenueOrders: 0,
    pendingOrders: 0,
    pendingPaise: 0,
    cancelledOrders: 0,
  };
  const pick = (current: boolean) => {
    const { current: _c, ...row } = rows.find((r) => r.current === current) ?? { ...empty, current };
    return row;
  };
  return { current: pick(true), previous: pick(false) };
};

/** The repository's figures (summaries, the differences not folded yet, the ends of the range) against the raw ones. */
async function expectRepositoryFigures(step: string) {
  const db = t.database.db;
  const repo = createAdminRepository(db);
  const now = new Date();
  for (const [previousStart, start, end] of instantRanges(now)) {
    const at = `${step}: ${start.toISOString()} - ${end.toISOString()}`;
    expect(await repo.overviewPeriods(previousStart, start, end), at).toEqual(
      periods(await rawOverviewPeriods(db, previousStart, start, end)),
    );
    expect(await repo.topProductsInRange(start, end, TOP_PRODUCTS_COUNT), at).toEqual(
      await rawTopProductsInRange(db, start, end, TOP_PRODUCTS_COUNT),
    );
    for (const bucket of ['day', 'month'] as const) {
      expect(await repo.salesSeries(start, end, bucket), at).toEqual(await rawSalesSeries(db, start, end, bucket));
    }
    const figures = await repo.periodFigures(previousStart, start, end);
    for (const [period, from, to] of [
      ['current', start, end],
      ['previous', previousStart, start],
    ] as const) {
      const sales = await rawPeriodSales(db, from, to);
      expect(figures[period], `${at} ${period}`).toEqual({
        revenuePaise: sales.revenue,
        pendingPaise: sales.pending,
        orders: sales.orders,
        products: await rawCreatedCount(db, 'products', from, to),
        users: await rawCreatedCount(db, 'users', from, to),
      });
    }
  }
  for (const [startDate, endDate] of reportRanges(now)) {
    expect(
      await repo.salesReport(startDate, endDate, REPORT_TOP_PRODUCTS_COUNT),
      `${step}: ${startDate}..${endDate}`,
    ).toEqual(await rawSalesReport(db, startDate, endDate, REPORT_TOP_PRODUCTS_COUNT));
  }
}

/** The Overview, Analytics and the sales report through the API (folded, one snapshot) against the raw figures. */
async function expectApiFigures(step: string) {
  const db = t.database.db;
  for (const period of ['week', 'month', 'year'] as const) {
    const overview = await t.request(`/api/admin/overview?period=${period}`, { token: adminToken });
    expect(overview.status).toBe(200);
    const [start, end] = [new Date(overview.body.startDate), new Date(overview.body.endDate)];
    const previousStart = new Date(2 * start.getTime() - end.getTime());
    const { current, previous } = periods(await rawOverviewPeriods(db, previousStart, start, end));
    const at = `${step}: overview ${period}`;
    expect(
      [
        overview.body.revenue.value,
        overview.body.revenue.previous,
        overview.body.orders.value,
        overview.body.orders.previous,
      ],
      at,
    ).toEqual([
      paiseToRupees(current.revenuePaise as number),
      paiseToRupees(previous.revenuePaise as number),
      current.revenueOrders,
      previous.revenueOrders,
    ]);
    expect(
      [overview.body.refunded, overview.body.pendingOrders, overview.body.pending, overview.body.cancelledOrders],
      at,
    ).toEqual([
      paiseToRupees(current.refundedPaise as number),
      current.pendingOrders,
      paiseToRupees(current.pendingPaise as number),
      current.cancelledOrders,
    ]);
    const top = await rawTopProductsInRange(db, start, end, TOP_PRODUCTS_COUNT);
    expect(overview.body.topProducts, at).toEqual(
      top.map((p) => ({
        productId: p.id,
        name: p.name,
        image: p.image,
        units: p.units,
        revenue: paiseToRupees(p.revenuePaise),
      })),
    );

    const analytics = await t.request(`/api/admin/analytics/sales?period=${period}`, { token: adminToken });
    const [aStart, aEnd] = [new Date(analytics.body.startDate), new Date(analytics.body.endDate)];
    const sales = await rawPeriodSales(db, aStart, aEnd);
    expect(analytics.body.totals, `${step}: analytics ${period}`).toMatchObject({
      revenue: paiseToRupees(sales.revenue),
      pending: paiseToRupees(sales.pending),
      orders: sales.orders,
      products: await rawCreatedCount(db, 'products', aStart, aEnd),
    });
    const series = await rawSalesSeries(db, aStart, aEnd, period === 'year' ? 'month' : 'day');
    expect(analytics.body.series, `${step}: analytics ${period}`).toEqual(
      series.map((s) => ({ _id: s.key, totalSales: paiseToRupees(s.revenuePaise), orderCount: s.orders })),
    );
  }
  for (const [startDate, endDate] of reportRanges(new Date()).slice(0, 2)) {
    const report = await t.request(`/api/admin/reports/sales?startDate=${startDate}&endDate=${endDate}`, {
      token: adminToken,
    });
    expect(report.status).toBe(200);
    const raw = await rawSalesReport(db, startDate, endDate, REPORT_TOP_PRODUCTS_COUNT);
    const money = <T extends { revenuePaise: number }>({ revenuePaise, ...rest }: T) => ({
      ...rest,
      revenue: paiseToRupees(revenuePaise),
    });
    const at = `${step}: report ${startDate}..${endDate}`;
    expect(report.body.byDay, at).toEqual(raw.byDay.map(({ revenueOrders: _r, ...d }) => money(d)));
    expect(
      [report.body.topProducts, report.body.paymentMethods, report.body.topSizes, report.body.topColours],
      at,
    ).toEqual([
      raw.topProducts.map(money),
      raw.paymentMethods.map(money),
      raw.topSizes.map(money),
      raw.topColours.map(money),
    ]);
  }
}

async function expectExactLines(step: string) {
  for (const per of ['day', 'hour'] as const) {
    const { summary, lines } = await itemSummaryAgainstLines(t.database.db, per);
    expect(summary, `${step}, per ${per}`).toEqual(lines);
  }
}

async function expectSameFigures(step: string) {
  await expectExactLines(step);
  await expectRepositoryFigures(`${step} (not folded)`);
  await expectApiFigures(step);
  await expectRepositoryFigures(`${step} (folded)`);
}

interface Shop {
  plain: Awaited<ReturnType<typeof createProduct>>[];
  sized: Awaited<ReturnType<typeof createProductWithOptions>>;
  placed: Awaited<ReturnType<typeof insertOrder>>[];
}
const shop = {} as Shop;

/** When orders are placed: around the windows' edges and Indian midnights, and anywhere in the last two years. */
function placedAt(): Date {
  const now = Date.now();
  const edge = random.pick([7, 14, 30, 60, 365, 730]) * DAY + random.pick([-1, 1]) * random.int(1, 90) * 60_000;
  const midnight =
    istMidnight(ago(random.int(0, 40) * DAY)).getTime() + random.pick([-1, 0, 1]) * random.int(0, 3) * 1000;
  return new Date(random.pick([now - edge, midnight, now - random.int(0, 800) * DAY - random.int(0, DAY)]));
}

function randomLines(): Line[] {
  return Array.from({ length: random.int(1, 3) }, () => {
    const kind = random.int(0, 5);
    const quantity = random.int(1, 4);
    const unitPricePaise = random.int(50, 2000) * 100;
    const discountPaise = random.chance(0.3) ? random.int(1, 20) * 100 : 0;
    if (kind === 0)
      return { productId: null, name: random.pick(['Old item', 'Gone product']), unitPricePaise, quantity };
    if (kind === 1) {
      const v = random.pick(shop.sized.variants);
      return {
        productId: shop.sized.product.id,
        variantId: v._id,
        name: 'Linen Kurta',
        unitPricePaise,
        quantity,
        discountPaise,
      };
    }
    const p = random.pick(shop.plain);
    // Sometimes the name as sold differs (the product was renamed since): the list shows the greatest.
    return {
      productId: p.id,
      name: random.chance(0.2) ? `${p.name} (old)` : p.name,
      unitPricePaise,
      quantity,
      discountPaise,
    };
  });
}

beforeAll(async () => {
  shop.plain = [];
  for (let i = 0; i < 8; i++)
    shop.plain.push(await createProduct(t, { name: `Summary product ${i}`, images: [`/p${i}.webp`] }));
  shop.sized = await createProductWithOptions(t, adminToken, {
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ],
    product: { name: 'Linen Kurta' },
  });
  shop.placed = [];
  for (let i = 0; i < 120; i++) {
    const status = random.pick<Status>(['pending', 'packed', 'delivered', 'delivered', 'cancelled']);
    const method = random.pick(['cod', 'cod', 'razorpay', 'whatsapp'] as const);
    const paymentStatus = method === 'razorpay' && random.chance(0.7) ? 'paid' : 'pending';
    shop.placed.push(await insertOrder({ lines: randomLines(), createdAt: placedAt(), status, method, paymentStatus }));
  }
  // Best sellers decided among many products (top-sellers.ts reads the month lists 64 at a time): 90 products,
  // each sold once in the last two days, 1 to 90 units.
  const template = shop.plain[0]!;
  const many = await t.database.db
    .insert(products)
    .values(
      Array.from({ length: 90 }, (_, i) => ({
        name: `Bulk product ${String(i).padStart(2, '0')}`,
        sku: `BULK-${i}-${randomUUID().slice(0, 8)}`,
        mrpPaise: 100_00,
        stock: 10,
        categoryId: template.categoryId,
      })),
    )
    .returning();
  for (const [i, p] of many.entries()) {
    await insertOrder({
      lines: [{ productId: p.id, name: p.name, unitPricePaise: 100_00, quantity: i + 1 }],
      createdAt: ago(random.int(1, 40) * HOUR),
      status: 'delivered',
    });
  }
}, 300_000);

describe('per-day sales summaries', () => {
  it('give the figures of the raw queries for the orders as placed', async () => {
    await expectSameFigures('as placed');
  }, 300_000);

  it('find the best sellers among few candidates once folded', async () => {
    const repo = createAdminRepository(t.database.db);
    await repo.foldSalesDeltas();
    const range = salesRange(ago(30 * DAY), new Date());
    const candidates = await bestSellerCandidates(t.database.db, range, TOP_PRODUCTS_COUNT);
    const [sold] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct product_id)::int as n from order_items i join orders o on o.id = i.order_id
          where o.created_at >= ${ago(30 * DAY).toISOString()}::timestamptz and i.product_id is not null`,
    );
    expect(candidates.length).toBeLessThan(sold!.n);
    expect(await repo.topProductsInRange(ago(30 * DAY), new Date(), TOP_PRODUCTS_COUNT)).toEqual(
      await rawTopProductsInRange(t.database.db, ago(30 * DAY), new Date(), TOP_PRODUCTS_COUNT),
    );
  });

  it('stay exact when orders are cancelled, reinstated, delivered, paid, moved and re-priced', async () => {
    const db = t.database.db;
    const pick = (n: number) => random.sample(shop.placed, n).map((p) => p.order.id);
    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(inArray(orders.id, pick(10)));
    await db
      .update(orders)
      .set({ status: 'packed' })
      .where(inArray(orders.id, pick(6)));
    await db
      .update(orders)
      .set({ status: 'delivered' })
      .where(inArray(orders.id, pick(10)));
    await db
      .update(orders)
      .set({ paymentMethod: 'razorpay', paymentStatus: 'paid' })
      .where(inArray(orders.id, pick(6)));
    await db
      .update(orders)
      .set({ paymentMethod: 'cod' })
      .where(inArray(orders.id, pick(4)));
    for (const id of pick(12)) await db.update(orders).set({ createdAt: placedAt() }).where(eq(orders.id, id));
    for (const id of pick(5)) {
      await db.execute(
        sql`update orders set shipping_fee_paise = shipping_fee_paise + 1000, total_paise = total_paise + 1000 where id = ${id}`,
      );
    }
    await expectSameFigures('after order changes');
  }, 300_000);

  it('stay exact when returns are refunded, exchanged, edited and deleted', async () => {
    const db = t.database.db;
    const withLines = random.sample(shop.placed, 24);
    const requests = [];
    for (const [i, { order, items }] of withLines.entries()) {
      const returned = items
        .slice(0, random.int(1, items.length))
        .map((it) => ({ ...it, quantity: random.int(1, it.quantity) }));
      requests.push(
        await refundedReturn(order.id, returned, random.pick(['refunded', 'exchanged', 'requested'] as const)),
      );
      if (i % 8 === 7) await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    }
    await expectSameFigures('after returns');
    const [opened, refunded, exchanged, gone] = [
      requests.filter((r) => r.status === 'requested'),
      requests.filter((r) => r.status === 'refunded'),
      requests.filter((r) => r.status === 'exchanged'),
      requests.slice(0, 3),
    ];
    for (const r of opened)
      await db.update(returnRequests).set({ status: 'refunded' }).where(eq(returnRequests.id, r.id));
    for (const r of refunded.slice(0, 2)) {
      await db
        .update(returnRequests)
        .set({ refundPaise: r.refundPaise + 500 })
        .where(eq(returnRequests.id, r.id));
      await db.execute(
        sql`update return_items set quantity = quantity + 1, refund_paise = refund_paise + 700 where return_id = ${r.id}`,
      );
    }
    for (const r of exchanged.slice(0, 2))
      await db.update(returnRequests).set({ status: 'rejected' }).where(eq(returnRequests.id, r.id));
    await db.delete(returnRequests).where(
      inArray(
        returnRequests.id,
        gone.map((r) => r.id),
      ),
    );
    await db.execute(sql`delete from return_items where id in (select id from return_items order by id limit 2)`);
    await expectSameFigures('after return changes');
  }, 300_000);

  it('stay exact when lines are edited, moved, added and deleted, and products or variants deleted', async () => {
    const db = t.database.db;
    const lines = random.sample(
      shop.placed.flatMap((p) => p.items),
      30,
    );
    const [edited, moved, removed] = [lines.slice(0, 12), lines.slice(12, 18), lines.slice(18, 24)];
    for (const line of edited) {
      await db
        .update(orderItems)
        .set({
          quantity: line.quantity + 1,
          unitPricePaise: line.unitPricePaise + 100,
          discountPaise: 0,
          name: `${line.name} v2`,
          productId: random.chance(0.5) ? random.pick(shop.plain).id : line.productId,
          variantId: line.variantId && random.chance(0.5) ? random.pick(shop.sized.variants)._id : line.variantId,
        })
        .where(eq(orderItems.id, line.id));
    }
    for (const line of moved) {
      await db
        .update(orderItems)
        .set({ orderId: random.pick(shop.placed).order.id })
        .where(eq(orderItems.id, line.id));
    }
    await db.delete(orderItems).where(
      inArray(
        orderItems.id,
        removed.map((l) => l.id),
      ),
    );
    await db.insert(orderItems).values(
      random.sample(shop.placed, 4).map(({ order }) => ({
        orderId: order.id,
        productId: shop.plain[1]!.id,
        name: shop.plain[1]!.name,
        unitPricePaise: 333_00,
        mrpPaise: 333_00,
        quantity: 2,
      })),
    );
    // A variant's value renamed (read as the variant says now), one deleted, a product deleted for good.
    await db.execute(
      sql`update product_variants set option_values = array['M', 'Maroon'] where id = ${shop.sized.variants[3]!._id}`,
    );
    await db.delete(productVariants).where(eq(productVariants.id, shop.sized.variants[0]!._id));
    await db.execute(sql`delete from products where id = ${shop.plain[7]!.id}`);
    await expectSameFigures('after line changes');
  }, 300_000);

  it('stay exact when orders are deleted and when orders come through the API', async () => {
    const db = t.database.db;
    await db.delete(orders).where(
      inArray(
        orders.id,
        random.sample(shop.placed, 15).map((p) => p.order.id),
      ),
    );
    const kurta = shop.sized.byTitle('Size L / Blue');
    await db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, kurta._id));
    const placed = await placeOrder(t, {
      token: userToken,
      items: [{ product: shop.sized.product.id, variantId: kurta._id, quantity: 2 }],
      shippingAddress: mumbaiAddressNoEmail,
    });
    await placeOrder(t, {
      token: userToken,
      items: [{ product: shop.sized.product.id, variantId: kurta._id, quantity: 1 }],
      shippingAddress: mumbaiAddressNoEmail,
    });
    expect((await t.request(`/api/orders/${placed._id}/cancel`, { method: 'POST', token: userToken })).status).toBe(
      200,
    );
    await expectSameFigures('after deletions and API orders');
  }, 300_000);
});
