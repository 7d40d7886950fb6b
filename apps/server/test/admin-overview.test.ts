import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { percentChange } from '@shop/shared/schemas/admin';
import { adminOverviewSchema } from '@shop/shared/schemas/admin-overview';
import { orderItems, orders, returnItems, returnRequests } from '../src/db/schema';
import { createProduct, mumbaiAddressNoEmail } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// The Overview against a known set of orders (docs/decisions/213-one-truthful-overview.md): revenue is paid
// online or delivered COD orders, GST-inclusive totals, net of refunded returns; cancelled orders never count.

let t: TestApp;
let adminToken: string;
let userToken: string;
useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface Line {
  productId: string;
  name: string;
  unitPricePaise: number;
  quantity: number;
}

async function insertOrder(p: {
  lines: Line[];
  createdAt: Date;
  status?: 'pending' | 'cancelled' | 'delivered';
  method?: 'cod' | 'razorpay';
  paymentStatus?: 'pending' | 'paid' | 'refunded';
}) {
  const totalPaise = p.lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      customerName: 'Rahul Sharma',
      customerEmail: 'user@example.com',
      status: p.status ?? 'pending',
      paymentMethod: p.method ?? 'cod',
      paymentStatus: p.paymentStatus ?? 'pending',
      subtotalPaise: totalPaise,
      shippingFeePaise: 0,
      totalPaise,
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

/** A refunded return of `quantity` units of an order's item. */
async function refundReturn(orderId: string, item: { id: string; name: string; unitPricePaise: number }, quantity: number) {
  const refundPaise = item.unitPricePaise * quantity;
  const [request] = await t.database.db
    .insert(returnRequests)
    .values({
      orderId,
      customerName: 'Rahul Sharma',
      customerEmail: 'user@example.com',
      status: 'refunded',
      reason: 'damaged',
      description: 'Arrived broken',
      refundPaise,
      refundMethod: 'manual',
      refundedAt: new Date(),
    })
    .returning();
  await t.database.db.insert(returnItems).values({
    returnId: request!.id,
    orderItemId: item.id,
    name: item.name,
    quantity,
    unitPricePaise: item.unitPricePaise,
    refundPaise,
  });
  return refundPaise;
}

const rupees = (paise: number) => paise / 100;
const overview = (period: string, token = adminToken) => t.request(`/api/admin/overview?period=${period}`, { token });

describe('GET /api/admin/overview', () => {
  const expected = { revenuePaise: 0, refundedPaise: 0, previousRevenuePaise: 0 };
  let p: Line;
  let q: Line;

  beforeAll(async () => {
    // Only the orders below: the demo orders would make the expected figures a recount of the query.
    await t.database.db.execute(sql`delete from orders`);
    const [pp, qq] = [await createProduct(t, { name: 'Brass Diya' }), await createProduct(t, { name: 'Cotton Saree' })];
    p = { productId: pp.id, name: pp.name, unitPricePaise: 500_00, quantity: 2 };
    q = { productId: qq.id, name: qq.name, unitPricePaise: 300_00, quantity: 2 };
    // This week: a paid online order (2 x P), a delivered COD order (2 x Q) with one Q returned and refunded,
    // a paid-then-cancelled order (never revenue), a COD order not yet delivered (pending).
    await insertOrder({ lines: [p], createdAt: ago(1), method: 'razorpay', paymentStatus: 'paid' });
    const delivered = await insertOrder({ lines: [q], createdAt: ago(2), status: 'delivered' });
    expected.refundedPaise = await refundReturn(delivered.order.id, delivered.items[0]!, 1);
    await insertOrder({
      lines: [{ ...p, quantity: 10 }],
      createdAt: ago(1),
      status: 'cancelled',
      method: 'razorpay',
      paymentStatus: 'refunded',
    });
    await insertOrder({ lines: [{ ...q, quantity: 1 }], createdAt: ago(3) });
    // The week before: one delivered COD order of 800.
    await insertOrder({ lines: [{ ...q, unitPricePaise: 800_00, quantity: 1 }], createdAt: ago(10), status: 'delivered' });
    expected.revenuePaise = 2 * 500_00 + 2 * 300_00 - expected.refundedPaise;
    expected.previousRevenuePaise = 800_00;
  });

  it('gives revenue net of refunds, revenue orders, the average and % changes against the week before', async () => {
    const res = await overview('week');
    expect(res.status).toBe(200);
    const body = adminOverviewSchema.parse(res.body);
    expect(body.revenue).toEqual({
      value: rupees(expected.revenuePaise),
      previous: rupees(expected.previousRevenuePaise),
      change: percentChange(expected.revenuePaise, expected.previousRevenuePaise),
    });
    expect(body.revenue.change).toBe(62.5);
    expect(body.orders).toEqual({ value: 2, previous: 1, change: 100 });
    const average = expected.revenuePaise / 2;
    expect(body.averageOrderValue).toEqual({
      value: rupees(average),
      previous: 800,
      change: percentChange(average, expected.previousRevenuePaise),
    });
    expect(body.refunded).toBe(rupees(expected.refundedPaise));
    expect([body.pendingOrders, body.pending, body.cancelledOrders]).toEqual([1, 300, 1]);
    expect(body.previousPeriodOrders).toBe(1);
  });

  it('lists top products with the units sold and what they really brought in', async () => {
    const { body } = await overview('week');
    expect(body.topProducts.map((x: { name: string; units: number; revenue: number }) => [x.name, x.units, x.revenue])).toEqual([
      [p.name, 2, 1000],
      [q.name, 1, 300],
    ]);
  });

  it('gives no % change when the previous period had no orders', async () => {
    const { body } = await overview('year');
    expect(body.previousPeriodOrders).toBe(0);
    expect([body.revenue.change, body.orders.change, body.averageOrderValue.change]).toEqual([null, null, null]);
    expect(body.revenue.value).toBe(rupees(expected.revenuePaise + expected.previousRevenuePaise));
  });

  it('uses the same revenue as Analytics and the sales report', async () => {
    const [o, a] = [await overview('week'), await t.request('/api/admin/analytics/sales?period=week', { token: adminToken })];
    expect(a.body.totals.revenue).toBe(o.body.revenue.value);
    const day = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const report = await t.request(`/api/admin/reports/sales?startDate=${day(ago(30))}&endDate=${day(new Date())}`, {
      token: adminToken,
    });
    expect(report.body.revenue).toBe(rupees(expected.revenuePaise + expected.previousRevenuePaise));
    expect(report.body.topProducts.find((x: { name: string }) => x.name === q.name)).toMatchObject({ units: 2 });
  });

  it('is for admins only and refuses an unknown period with a message', async () => {
    expect((await overview('week', userToken)).status).toBe(403);
    expect((await t.request('/api/admin/overview')).status).toBe(401);
    const bad = await overview('decade');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/week, month or year/);
  });
});
