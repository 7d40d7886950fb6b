import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import {
  ADMIN_MESSAGES,
  adminStatsSchema,
  percentChange,
  salesAnalyticsSchema,
  salesReportSchema,
} from '@shop/shared/schemas/admin';
import { auditLog, orderItems, orders, productOptions, productVariants, products, users } from '../src/db/schema';
import { createProductWithOptions, placeOrder, mumbaiAddressNoEmail } from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

let t: TestApp;
let adminToken: string;
let userToken: string;
let customerId: string;

const address = mumbaiAddressNoEmail;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));
beforeAll(async () => {
  const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
  customerId = customer!.id;
});

const DAY = 86_400_000;
/** The Indian calendar day of an instant, as YYYY-MM-DD (IST is UTC+5:30 all year). */
const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const rupees = (paise: number) => Math.round(paise) / 100;
const inr = (paise: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

/**
 * The revenue rule (docs/decisions/045-revenue-rule.md): money the shop has, i.e. paid online orders and
 * delivered COD / WhatsApp orders; other orders that are not cancelled are pending value.
 */
const isRevenue = (o: { status: string; paymentMethod: string; paymentStatus: string }) =>
  o.status !== 'cancelled' &&
  ((o.paymentMethod === 'razorpay' && o.paymentStatus === 'paid') || o.status === 'delivered');
const revenueOf = (rows: { status: string; paymentMethod: string; paymentStatus: string; totalPaise: number }[]) =>
  rows.filter(isRevenue).reduce((s, o) => s + o.totalPaise, 0);

/** An order written straight into the database at a chosen time (no stock involved). */
async function insertOrder(p: {
  totalPaise: number;
  createdAt: Date;
  status?: 'pending' | 'cancelled' | 'delivered';
  method?: 'cod' | 'razorpay' | 'whatsapp';
  paymentStatus?: 'pending' | 'paid';
  name?: string;
}) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      userId: customerId,
      customerName: p.name ?? 'Rahul Sharma',
      customerEmail: 'user@example.com',
      status: p.status ?? 'pending',
      paymentMethod: p.method ?? 'cod',
      paymentStatus: p.paymentStatus ?? 'pending',
      subtotalPaise: p.totalPaise,
      shippingFeePaise: 0,
      totalPaise: p.totalPaise,
      shippingAddress: address,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })
    .returning();
  await t.database.db.insert(orderItems).values({
    orderId: row!.id,
    productId: null,
    name: 'Historic item',
    unitPricePaise: p.totalPaise,
    mrpPaise: p.totalPaise,
    quantity: 1,
  });
  return row!;
}

/** The live product with the most stock, so orders placed here never run short. */
/** The live product with the most stock that a line without a variant can order (no sizes or colours). */
async function stockedProduct() {
  const [row] = await t.database.db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`not exists (select 1 from ${productOptions} o where o.product_id = ${products.id})`,
      ),
    )
    .orderBy(desc(products.stock))
    .limit(1);
  return row!;
}

/** Top products recomputed from every order item, as the revenue rule defines them (the figure to match). */
async function expectedTopProducts() {
  const allOrders = await t.database.db.select().from(orders);
  const liveProducts = await t.database.db.select().from(products).where(isNull(products.deletedAt));
  const items = await t.database.db.select().from(orderItems);
  const saleIds = new Set(allOrders.filter((o) => o.status !== 'cancelled').map((o) => o.id));
  const live = new Set(liveProducts.map((p) => p.id));
  const sold = new Map<string, { units: number; revenue: number }>();
  for (const i of items) {
    if (!i.productId || !saleIds.has(i.orderId) || !live.has(i.productId)) continue;
    const s = sold.get(i.productId) ?? { units: 0, revenue: 0 };
    s.units += i.quantity;
    s.revenue += i.unitPricePaise * i.quantity;
    sold.set(i.productId, s);
  }
  return [...sold]
    .sort(([ia, a], [ib, b]) => b.units - a.units || b.revenue - a.revenue || (ia < ib ? -1 : 1))
    .slice(0, 5);
}

async function download(path: string, token = adminToken) {
  const res = await fetch(t.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** RFC 4180 parser, enough for the exports (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (isQuoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        isQuoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"') {
      isQuoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('role enforcement', () => {
  // Every admin endpoint of the admin area: anonymous 401, customer 403, admin allowed.
  const someUuid = '00000000-0000-4000-8000-000000000000';
  const endpoints: [string, string, () => RequestInit | undefined][] = [
    ['GET', '/api/admin/stats', () => undefined],
    ['GET', '/api/admin/analytics/sales?period=week', () => undefined],
    ['GET', '/api/admin/reports/sales?startDate=2026-11-01&endDate=2026-11-21', () => undefined],
    ['GET', '/api/admin/reports/sales-pdf?startDate=2026-11-01&endDate=2026-11-21', () => undefined],
    ['GET', '/api/admin/export/orders', () => undefined],
    ['GET', '/api/admin/export/users', () => undefined],
    ['GET', '/api/admin/audit-log', () => undefined],
    ['GET', '/api/admin/products', () => undefined],
    [
      'POST',
      '/api/products',
      () => ({ body: formWith({ name: 'Sneaky', category: 'Home', mrp: '1', stock: '1', description: 'x' }) }),
    ],
    ['PUT', `/api/products/${someUuid}`, () => ({ body: formWith({ name: 'Sneaky' }) })],
    ['DELETE', `/api/products/${someUuid}`, () => undefined],
    ['GET', '/api/users', () => undefined],
    ['GET', `/api/users/${someUuid}`, () => undefined],
    [
      'PUT',
      `/api/users/${someUuid}`,
      () => ({ body: JSON.stringify({ role: 'admin' }), headers: { 'content-type': 'application/json' } }),
    ],
    ['DELETE', `/api/users/${someUuid}`, () => undefined],
    [
      'PUT',
      `/api/orders/${someUuid}/status`,
      () => ({ body: JSON.stringify({ status: 'packed' }), headers: { 'content-type': 'application/json' } }),
    ],
  ];

  function formWith(fields: Record<string, string>) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return body;
  }

  it.each(endpoints)(
    '%s %s: 401 anonymous, 401 bad token, 403 customer, not 401/403 for an admin',
    async (method, path, init) => {
      const productsBefore = await t.database.db.$count(products);
      const anonymous = await t.request(path, { method, ...init() });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toEqual(expect.any(String));
      const forged = await t.request(path, { method, ...init(), token: 'not.a.token' });
      expect(forged.status).toBe(401);
      const customer = await t.request(path, { method, ...init(), token: userToken });
      expect(customer.status).toBe(403);
      expect(customer.body).toMatchObject({ message: 'You do not have permission to do this' });
      expect(await t.database.db.$count(products)).toBe(productsBefore);
      const admin = await t.request(path, { method, ...init(), token: adminToken });
      expect([401, 403]).not.toContain(admin.status);
    },
  );
});

describe('GET /api/admin/stats', () => {
  it('equals the sums of the orders, products and users in the database, with the documented lists', async () => {
    // A fresh order and a cancelled one on top of the demo orders.
    const cheap = await stockedProduct();
    await placeOrder(t, { token: userToken, product: cheap.id, quantity: 2, shippingAddress: address });
    const toCancel = await placeOrder(t, {
      token: userToken,
      product: cheap.id,
      quantity: 1,
      shippingAddress: address,
    });
    expect((await t.request(`/api/orders/${toCancel._id}/cancel`, { method: 'POST', token: userToken })).status).toBe(
      200,
    );

    // A shirt whose sum is well stocked but whose size M in blue runs out (decision 217: reported per variant).
    await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['M', 'L'] },
        { name: 'Colour', values: ['Blue'] },
      ],
      stock: { 'Size M / Blue': 0, 'Size L / Blue': 40 },
      product: { name: 'Linen Shirt' },
    });

    const res = await t.request('/api/admin/stats', { token: adminToken });
    expect(res.status).toBe(200);
    const stats = adminStatsSchema.parse(res.body);

    const allOrders = await t.database.db.select().from(orders);
    const liveProducts = await t.database.db.select().from(products).where(isNull(products.deletedAt));
    const sales = allOrders.filter((o) => o.status !== 'cancelled');
    expect(allOrders.some((o) => o.status === 'cancelled')).toBe(true);
    expect(stats.totalRevenue).toBe(rupees(revenueOf(sales)));
    expect(stats.pendingRevenue).toBe(rupees(sales.reduce((s, o) => s + o.totalPaise, 0) - revenueOf(sales)));
    expect(stats.totalOrders).toBe(allOrders.length);
    expect(stats.totalProducts).toBe(liveProducts.length);
    expect(stats.totalUsers).toBe(await t.database.db.$count(users));

    const newest = [...allOrders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 5);
    expect(stats.recentOrders.map((o) => o._id)).toEqual(newest.map((o) => o.id));
    expect(stats.recentOrders[0]!.user).toMatchObject({ name: 'Rahul Sharma', email: 'user@example.com' });

    const liveIds = new Set(liveProducts.map((p) => p.id));
    const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.active, true));
    const low = variants
      .filter((v) => liveIds.has(v.productId) && v.stock < LOW_STOCK_THRESHOLD)
      .sort((a, b) => a.stock - b.stock || (a.productId < b.productId ? -1 : 1) || a.position - b.position)
      .slice(0, 5);
    expect(stats.lowStockProducts.map((p) => [p._id, p.variantId, p.stock, p.variantTitle])).toEqual(
      low.map((v) => [v.productId, v.id, v.stock, v.title]),
    );
    expect(stats.lowStockProducts.every((p) => p.stock < LOW_STOCK_THRESHOLD)).toBe(true);

    const top = await expectedTopProducts();
    expect(stats.topProducts.map((p) => [p._id, p.unitsSold, p.revenue])).toEqual(
      top.map(([id, s]) => [id, s.units, rupees(s.revenue)]),
    );
    const live = new Map(liveProducts.map((p) => [p.id, p]));
    const first = live.get(top[0]![0])!;
    expect(stats.topProducts[0]).toMatchObject({
      name: first.name,
      images: first.images,
      stock: first.stock,
      mrp: rupees(first.mrpPaise),
    });
  });
  it('keeps totals and top products exact when orders are cancelled, reinstated, edited or deleted outside the API', async () => {
    const expectTopToMatch = async (step: string) => {
      const res = await t.request('/api/admin/stats', { token: adminToken });
      expect(res.status).toBe(200);
      const stats = adminStatsSchema.parse(res.body);
      const top = await expectedTopProducts();
      expect(
        stats.topProducts.map((p) => [p._id, p.unitsSold, p.revenue]),
        step,
      ).toEqual(top.map(([id, s]) => [id, s.units, rupees(s.revenue)]));
      const allOrders = await t.database.db.select().from(orders);
      const revenue = revenueOf(allOrders);
      expect([stats.totalOrders, stats.totalRevenue], step).toEqual([allOrders.length, rupees(revenue)]);
      return stats.topProducts.map((p) => p._id);
    };
    const [a, b] = await t.database.db
      .select()
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(desc(products.createdAt))
      .limit(2);
    // Far more units than any demo order, so product a leads the list while this order counts.
    const order = await insertOrder({ totalPaise: 500 * 100_00 + 3 * 50_00, createdAt: new Date() });
    await t.database.db.insert(orderItems).values([
      { orderId: order.id, productId: a!.id, name: a!.name, unitPricePaise: 100_00, mrpPaise: 100_00, quantity: 500 },
      { orderId: order.id, productId: b!.id, name: b!.name, unitPricePaise: 50_00, mrpPaise: 50_00, quantity: 3 },
    ]);
    expect((await expectTopToMatch('after the order'))[0]).toBe(a!.id);

    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect(await expectTopToMatch('after cancelling')).not.toContain(a!.id);

    await t.database.db.update(orders).set({ status: 'packed' }).where(eq(orders.id, order.id));
    expect((await expectTopToMatch('after reinstating'))[0]).toBe(a!.id);

    await t.database.db
      .update(orderItems)
      .set({ quantity: 450 })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, a!.id)));
    await expectTopToMatch('after editing a line');

    await t.database.db
      .update(orders)
      .set({ subtotalPaise: 450 * 100_00 + 3 * 50_00, totalPaise: 450 * 100_00 + 3 * 50_00 })
      .where(eq(orders.id, order.id));
    await expectTopToMatch('after changing the total');

    await t.database.db.delete(orders).where(eq(orders.id, order.id));
    expect(await expectTopToMatch('after deleting the order')).not.toContain(a!.id);
  });
});

describe('GET /api/admin/analytics/sales', () => {
  beforeAll(async () => {
    // Known figures in the previous week and the previous month.
    await insertOrder({ totalPaise: 1234_50, createdAt: new Date(Date.now() - 9 * DAY), status: 'delivered' });
    await insertOrder({
      totalPaise: 999_00,
      createdAt: new Date(Date.now() - 45 * DAY),
      method: 'razorpay',
      paymentStatus: 'paid',
    });
    // Placed but not paid: pending value, never revenue.
    await insertOrder({ totalPaise: 321_00, createdAt: new Date(Date.now() - 45 * DAY), method: 'razorpay' });
    await insertOrder({ totalPaise: 5000_00, createdAt: new Date(Date.now() - 40 * DAY), status: 'cancelled' });
    await insertOrder({ totalPaise: 777_00, createdAt: new Date(Date.now() - 200 * DAY) });
    await t.database.db.insert(users).values({
      name: 'Old Timer',
      email: `old-${randomUUID().slice(0, 6)}@example.com`,
      passwordHash: 'x',
      createdAt: new Date(Date.now() - 12 * DAY),
    });
  });

  async function expected(start: Date, end: Date, bucket: 'day' | 'month') {
    const length = end.getTime() - start.getTime();
    const prevStart = new Date(start.getTime() - length);
    const allOrders = await t.database.db.select().from(orders);
    const allProducts = await t.database.db.select().from(products);
    const allUsers = await t.database.db.select().from(users);
    const within = <T extends { createdAt: Date }>(rows: T[], from: Date, to: Date) =>
      rows.filter((r) => r.createdAt >= from && r.createdAt < to);
    const figures = (from: Date, to: Date) => {
      const sales = within(allOrders, from, to).filter((o) => o.status !== 'cancelled');
      return {
        revenue: rupees(revenueOf(sales)),
        pending: rupees(sales.reduce((s, o) => s + o.totalPaise, 0) - revenueOf(sales)),
        orders: sales.length,
        products: within(allProducts, from, to).length,
        users: within(allUsers, from, to).length,
      };
    };
    const series = new Map<string, { totalSales: number; orderCount: number }>();
    for (const o of within(allOrders, start, end).filter((x) => x.status !== 'cancelled')) {
      const key = bucket === 'day' ? istDay(o.createdAt) : istDay(o.createdAt).slice(0, 7);
      const e = series.get(key) ?? { totalSales: 0, orderCount: 0 };
      e.totalSales += isRevenue(o) ? o.totalPaise : 0;
      e.orderCount += 1;
      series.set(key, e);
    }
    return {
      totals: figures(start, end),
      previous: figures(prevStart, start),
      series: [...series]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => ({ _id: k, totalSales: rupees(v.totalSales), orderCount: v.orderCount })),
    };
  }

  it.each([
    ['week', 7, 'day'],
    ['month', 30, 'day'],
    ['year', 365, 'month'],
  ] as const)('%s: totals, previous period, change and series match the orders', async (period, days, bucket) => {
    const res = await t.request(`/api/admin/analytics/sales?period=${period}`, { token: adminToken });
    expect(res.status).toBe(200);
    const a = salesAnalyticsSchema.parse(res.body);
    expect(a.period).toBe(period);
    const start = new Date(a.startDate);
    const end = new Date(a.endDate);
    expect(end.getTime() - start.getTime()).toBe(days * DAY);
    expect(Math.abs(end.getTime() - Date.now())).toBeLessThan(60_000);

    const e = await expected(start, end, bucket);
    expect(a.totals).toEqual(e.totals);
    expect(a.previous).toEqual(e.previous);
    expect(a.series).toEqual(e.series);
    expect(a.change).toEqual({
      revenue: percentChange(e.totals.revenue * 100, e.previous.revenue * 100),
      orders: percentChange(e.totals.orders, e.previous.orders),
      products: percentChange(e.totals.products, e.previous.products),
      users: percentChange(e.totals.users, e.previous.users),
    });
    expect(a.series.reduce((s, x) => s + x.orderCount, 0)).toBe(a.totals.orders);
    expect(a.recentOrders).toHaveLength(5);
  });

  it('computes the real change: the previous week holds exactly the order of Rs. 1,234.50', async () => {
    const res = await t.request('/api/admin/analytics/sales?period=week', { token: adminToken });
    expect(res.body.previous.revenue).toBe(1234.5);
    expect(res.body.previous.orders).toBe(1);
    expect(res.body.change.revenue).toBe(Math.round(((res.body.totals.revenue - 1234.5) / 1234.5) * 1000) / 10);
    expect(res.body.change.orders).toBe((res.body.totals.orders - 1) * 100);
    // The previous month has the razorpay order (the cancelled one does not count) and no new products.
    const month = await t.request('/api/admin/analytics/sales?period=month', { token: adminToken });
    expect(month.body.previous.revenue).toBe(999);
    expect(month.body.previous.pending).toBe(321);
    expect(month.body.previous.users).toBe(0);
    expect(month.body.change.users).toBeNull();
  });

  it('defaults to month and rejects an unknown period', async () => {
    const res = await t.request('/api/admin/analytics/sales', { token: adminToken });
    expect(res.body.period).toBe('month');
    const bad = await t.request('/api/admin/analytics/sales?period=decade', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ADMIN_MESSAGES.invalidPeriod);
  });
});

describe('sales report', () => {
  const endDate = istDay(new Date());
  const startDate = istDay(new Date(Date.now() - 29 * DAY));

  async function expectedReport(from: string, to: string) {
    const sales = (await t.database.db.select().from(orders)).filter(
      (o) => o.status !== 'cancelled' && istDay(o.createdAt) >= from && istDay(o.createdAt) <= to,
    );
    const revenuePaise = revenueOf(sales);
    return { sales, revenuePaise };
  }

  it('gives revenue, orders, average, every day, top products and the payment split of the range', async () => {
    const res = await t.request(`/api/admin/reports/sales?startDate=${startDate}&endDate=${endDate}`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const report = salesReportSchema.parse(res.body);
    const { sales, revenuePaise } = await expectedReport(startDate, endDate);
    expect(sales.length).toBeGreaterThan(3);
    expect(report).toMatchObject({
      startDate,
      endDate,
      revenue: rupees(revenuePaise),
      orders: sales.length,
      averageOrderValue: rupees(Math.round(revenuePaise / sales.filter(isRevenue).length)),
    });
    expect(report.byDay).toHaveLength(30);
    expect(report.byDay[0]!.date).toBe(startDate);
    expect(report.byDay.at(-1)!.date).toBe(endDate);
    for (const day of report.byDay) {
      const ofDay = sales.filter((o) => istDay(o.createdAt) === day.date);
      expect(day).toEqual({
        date: day.date,
        orders: ofDay.length,
        revenue: rupees(revenueOf(ofDay)),
      });
    }
    const methods = new Map<string, { orders: number; revenue: number }>();
    for (const o of sales) {
      const m = methods.get(o.paymentMethod) ?? { orders: 0, revenue: 0 };
      m.orders += 1;
      m.revenue += isRevenue(o) ? o.totalPaise : 0;
      methods.set(o.paymentMethod, m);
    }
    expect(report.paymentMethods).toHaveLength(methods.size);
    for (const m of report.paymentMethods) {
      expect(m).toEqual({
        method: m.method,
        orders: methods.get(m.method)!.orders,
        revenue: rupees(methods.get(m.method)!.revenue),
      });
    }
    const saleIds = new Set(sales.map((o) => o.id));
    const items = (await t.database.db.select().from(orderItems)).filter((i) => saleIds.has(i.orderId));
    expect(report.topProducts.reduce((s, p) => s + p.units, 0)).toBeLessThanOrEqual(
      items.reduce((s, i) => s + i.quantity, 0),
    );
    const units = report.topProducts.map((p) => p.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
  });

  it.each([
    ['', ADMIN_MESSAGES.startDateRequired],
    ['startDate=2026-11-01', ADMIN_MESSAGES.endDateRequired],
    ['startDate=2026-13-01&endDate=2026-12-01', ADMIN_MESSAGES.invalidDate],
    ['startDate=2026-02-30&endDate=2026-03-01', ADMIN_MESSAGES.invalidDate],
    ['startDate=01-11-2026&endDate=2026-11-02', ADMIN_MESSAGES.invalidDate],
    ['startDate=2026-11-02&endDate=2026-11-01', ADMIN_MESSAGES.startAfterEnd],
    ['startDate=2025-01-01&endDate=2026-01-02', ADMIN_MESSAGES.rangeTooLong],
  ])('rejects ?%s with 400 (JSON and PDF)', async (query, message) => {
    for (const path of ['/api/admin/reports/sales', '/api/admin/reports/sales-pdf']) {
      const res = await t.request(`${path}?${query}`, { token: adminToken });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('accepts a range of exactly 366 days', async () => {
    const res = await t.request('/api/admin/reports/sales?startDate=2024-01-01&endDate=2024-12-31', {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.byDay).toHaveLength(366);
  });

  it('downloads sales-report-{endDate}.pdf showing the range revenue in Rs. format', async () => {
    const res = await download(`/api/admin/reports/sales-pdf?startDate=${startDate}&endDate=${endDate}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="sales-report-${endDate}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfPageText(res.bytes);
    const { sales, revenuePaise } = await expectedReport(startDate, endDate);
    expect(revenuePaise).toBeGreaterThan(1000_00);
    expect(text).toContain(inr(revenuePaise));
    expect(text).toMatch(/Rs\. \d{1,3}(,\d{2})*,\d{3}\.\d{2}/);
    expect(text).toContain('Sales Report');
    expect(text).toContain(`${startDate} to ${endDate}`);
    expect(text).toContain('Sales by day');
    expect(text).toContain('Top products');
    expect(text).toContain('Payment methods');
    expect(text).toContain('Cash on Delivery');
    expect(text).toContain(String(sales.length));
  });

  it('runs a long per-day table over several pages', async () => {
    const res = await download('/api/admin/reports/sales-pdf?startDate=2025-11-22&endDate=2026-11-21');
    expect(res.status).toBe(200);
    const text = pdfPageText(res.bytes, { layout: false });
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain('Sales by day (continued)');
    expect(text).toContain('21 Nov 2026');
  });
});

describe('CSV exports', () => {
  let trickyEmail: string;

  beforeAll(async () => {
    trickyEmail = `tricky-${randomUUID().slice(0, 6)}@example.com`;
    const reg = await t.request('/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: '=HYPERLINK("x")',
        email: trickyEmail,
        password: 'secret1',
      },
    });
    expect(reg.status).toBe(201);
    await t.request('/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'रमेश कुमार',
        email: `ramesh-${randomUUID().slice(0, 6)}@example.com`,
        password: 'secret1',
      },
    });
    await placeOrder(t, {
      token: reg.body.token,
      product: (await stockedProduct()).id,
      quantity: 1,
      shippingAddress: address,
    });
  });

  it('exports users as users_export.csv: BOM, exact header, one line per user, formulas neutralised', async () => {
    const res = await download('/api/admin/export/users');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users_export.csv"');
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe('"Name","Email","Role","Registration Date"');
    expect(text).toContain(`"'=HYPERLINK(""x"")","${trickyEmail}","user","${istDay(new Date())}"`);
    expect(text).toContain('"रमेश कुमार"');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(1 + (await t.database.db.$count(users)));
    expect(rows.find((r) => r[1] === 'admin@example.com')).toEqual([
      'Asha Admin',
      'admin@example.com',
      'admin',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    // No cell in the file starts with a formula character.
    expect(rows.flat().filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it('exports the orders of the current filter as orders_export.csv', async () => {
    const res = await download('/api/admin/export/orders');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders_export.csv"');
    const text = res.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Order Number',
      'Date',
      'Customer',
      'Email',
      'Status',
      'Payment Method',
      'Payment Status',
      'Items',
      'Subtotal',
      'Shipping',
      'Total',
      'City',
      'State',
      'PIN',
    ]);
    const all = await t.database.db.select().from(orders);
    expect(rows).toHaveLength(1 + all.length);
    const newest = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(rows[1]).toEqual([
      newest.id.slice(-8).toUpperCase(),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      '\'=HYPERLINK("x")',
      trickyEmail,
      'pending',
      'cod',
      'pending',
      expect.stringMatching(/^1 x .+/),
      (newest.subtotalPaise / 100).toFixed(2),
      (newest.shippingFeePaise / 100).toFixed(2),
      (newest.totalPaise / 100).toFixed(2),
      'Mumbai',
      'Maharashtra',
      '400050',
    ]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const totalOfFile = rows.slice(1).reduce((s, r) => s + Math.round(Number(r[10]) * 100), 0);
    expect(totalOfFile).toBe(all.reduce((s, o) => s + o.totalPaise, 0));
  });

  it('filters by status, and refuses an unknown one', async () => {
    for (const status of ['pending', 'cancelled', 'delivered'] as const) {
      const res = await download(`/api/admin/export/orders?status=${status}`);
      const rows = parseCsv(res.bytes.toString('utf8').slice(1)).slice(1);
      expect(rows.length).toBe(await t.database.db.$count(orders, eq(orders.status, status)));
      expect(rows.every((r) => r[4] === status)).toBe(true);
    }
    const everything = await download('/api/admin/export/orders?status=all');
    expect(parseCsv(everything.bytes.toString('utf8').slice(1))).toHaveLength(1 + (await t.database.db.$count(orders)));
    const bad = await t.request('/api/admin/export/orders?status=lost', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ADMIN_MESSAGES.invalidStatus);
  });

  it('streams a large export in batches (more orders than one batch)', async () => {
    const before = await t.database.db.$count(orders);
    const base = Date.now() - 400 * DAY;
    const rows = Array.from({ length: 620 }, (_, i) => ({
      userId: customerId,
      customerName: `Bulk ${i}`,
      customerEmail: 'bulk@example.com',
      status: 'delivered' as const,
      paymentMethod: 'cod' as const,
      subtotalPaise: 100_00,
      shippingFeePaise: 0,
      totalPaise: 100_00,
      shippingAddress: address,
      // Pairs share a timestamp, so the keyset cursor must also order by id.
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    }));
    await t.database.db.insert(orders).values(rows);
    const res = await download('/api/admin/export/orders');
    const lines = parseCsv(res.bytes.toString('utf8').slice(1)).slice(1);
    expect(lines).toHaveLength(before + 620);
    expect(new Set(lines.map((l) => l[0])).size).toBe(before + 620);
  });
});

describe('audit log', () => {
  it('records admin order status changes (not refused ones) and lists entries newest first', async () => {
    const order = await placeOrder(t, {
      token: userToken,
      product: (await stockedProduct()).id,
      shippingAddress: address,
    });
    const packed = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    expect(packed.status).toBe(200);
    expect(packed.body.order.status).toBe('packed');
    const shipped = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'shipped', trackingNumber: 'AWB123' },
    });
    expect(shipped.body.order).toMatchObject({ status: 'shipped', trackingNumber: 'AWB123' });
    const refused = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'pending' },
    });
    expect(refused.status).toBe(409);

    const res = await t.request('/api/admin/audit-log?entityType=order', { token: adminToken });
    expect(res.status).toBe(200);
    const mine = res.body.entries.filter((e: any) => e.entityId === order._id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      actorEmail: 'admin@example.com',
      action: 'order.status_change',
      entityType: 'order',
      details: { from: 'packed', to: 'shipped', trackingNumber: 'AWB123' },
    });
    expect(mine[1].details).toEqual({ from: 'pending', to: 'packed' });
    expect(Date.parse(mine[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(mine[1].createdAt));
    expect(res.body.entries.every((e: any) => e.entityType === 'order')).toBe(true);

    const total = await t.database.db.$count(auditLog);
    const page = await t.request('/api/admin/audit-log?limit=1&page=2', { token: adminToken });
    expect(page.body.total).toBe(total);
    expect(page.body.entries).toHaveLength(1);
    expect((await t.request('/api/admin/audit-log?limit=0', { token: adminToken })).status).toBe(400);
  });
});
