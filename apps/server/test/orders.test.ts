import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@shop/shared/messages';
import { UNPAID_SHIPPING_ERROR } from '@shop/shared/order-status';
import { orderItems, orders, products } from '../src/db/schema';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { useSecondServer } from './helpers/second-server';
import {
  createCustomer,
  createCustomers,
  createProduct,
  registerCustomer,
  stockOf,
  mumbaiAddress,
  type Customer,
} from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop, useTestApp } from './helpers/test-shop';

let t: TestApp;
let userToken: string;
/** The seeded customer, whose order history the reading tests list. */
let demoToken: string;
let shopper: Customer;
let otherToken: string;
let adminToken: string;

const address = mumbaiAddress;

useSignedInShop((shop) => ({ t, adminToken, userToken: demoToken } = shop));
// Each test shops as a customer of its own, as a real shop's customers do: order creation is limited to 20 a
// minute per account (docs/decisions/009-rate-limits.md), which one account placing every order would reach.
beforeEach(async () => {
  shopper = await createCustomer(t, { name: 'Rahul Sharma' });
  userToken = shopper.token;
});
beforeAll(async () => {
  otherToken = await registerCustomer(t, { name: 'Priya Nair', email: 'priya@example.com', password: 'secret1' });
});

/** A product of our own per test, so stock and prices are known exactly. Prices in paise. */
const testProduct = ({ gst = 18, ...p }: OrdersTestProduct) =>
  createProduct(t, { ...p, gstRatePercent: gst, hsn: '8518', images: [`/uploads/products/test-${randomUUID()}.webp`] });
type OrdersTestProduct = {
  mrpPaise: number;
  sellingPricePaise?: number | null;
  stock: number;
  name?: string;
  gst?: number;
};

async function setStock(id: string, stock: number) {
  await t.database.db.update(products).set({ stock }).where(eq(products.id, id));
}

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row!.n;
}

function place(token: string | undefined, json: unknown, headers: Record<string, string> = {}, base?: string) {
  if (base) {
    return fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(json),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
  }
  return t.request('/api/orders', { method: 'POST', token, json, headers });
}

const order = (
  items: { product: string; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
) => ({
  items,
  shippingAddress: address,
  paymentMethod: 'cod',
  ...extra,
});

/** A one-line order placed by the signed-in customer (cash on delivery unless said); answers its id. */
async function placedOrderId(
  productId: string,
  quantity = 1,
  paymentMethod = 'cod',
  token = userToken,
): Promise<string> {
  const res = await place(token, order([{ product: productId, quantity }], { paymentMethod }));
  expect(res.status).toBe(201);
  return res.body.order._id;
}

const setStatus = (id: string, json: unknown, token = adminToken) =>
  t.request(`/api/orders/${id}/status`, { method: 'PUT', token, json });

describe('placing an order', () => {
  it('ignores the browser price, total and paymentStatus and computes everything from the catalogue', async () => {
    const a = await testProduct({ mrpPaise: 1500_00, sellingPricePaise: 1299_00, stock: 10 });
    const b = await testProduct({ mrpPaise: 250_50, stock: 10 });
    const res = await place(
      userToken,
      order(
        [
          { product: a.id, quantity: 2, price: 1 },
          { product: b.id, quantity: 1, price: 0.01 },
        ],
        { total: 1, paymentStatus: 'paid', status: 'delivered', shippingFee: -5 },
      ),
    );
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect(o).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      subtotal: 2848.5,
      shippingFee: 0,
      total: 2848.5,
      orderNumber: o._id.slice(-8).toUpperCase(),
      user: { name: 'Rahul Sharma', email: shopper.email },
      shippingAddress: { ...address, phone: '9876543210' },
      invoiceNumber: null,
      trackingNumber: null,
    });
    const lineA = o.items.find((i: any) => i.product._id === a.id);
    expect(lineA).toMatchObject({ name: a.name, sku: a.sku, price: 1299, mrp: 1500, quantity: 2 });
    expect(lineA.product).toEqual({ _id: a.id, name: a.name, sku: a.sku, images: [a.images[0]] });
    expect(o.items.find((i: any) => i.product._id === b.id)).toMatchObject({ price: 250.5, mrp: 250.5, quantity: 1 });

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o._id));
    expect(row).toMatchObject({
      subtotalPaise: 2848_50,
      shippingFeePaise: 0,
      totalPaise: 2848_50,
      paymentStatus: 'pending',
    });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, o._id));
    expect(items.map((i) => i.unitPricePaise).sort()).toEqual([1299_00, 250_50].sort());
    expect(items.every((i) => i.hsn === '8518' && i.gstRatePercent === 18)).toBe(true);
    expect(await stockOf(t, a.id)).toBe(8);
    expect(await stockOf(t, b.id)).toBe(9);
  });

  it('merges duplicate product lines', async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 10 });
    const res = await place(
      userToken,
      order([
        { product: p.id, quantity: 2 },
        { product: p.id, quantity: 3 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.order.items).toHaveLength(1);
    expect(res.body.order.items[0].quantity).toBe(5);
    expect(await stockOf(t, p.id)).toBe(5);
  });

  it('charges shipping per decision 016: Rs 100 for cod up to Rs 999, free above, 0 for prepaid and chat', async () => {
    const p = await testProduct({ mrpPaise: 500_00, stock: 50 });
    const exact = await testProduct({ mrpPaise: 999_00, stock: 50 });
    const cases: [string, string, number, number, number][] = [
      ['cod', p.id, 1, 100, 600],
      ['cod', exact.id, 1, 100, 1099],
      ['cod', p.id, 2, 0, 1000],
      ['razorpay', p.id, 1, 0, 500],
      ['whatsapp', p.id, 1, 0, 500],
    ];
    for (const [paymentMethod, product, quantity, fee, total] of cases) {
      const res = await place(userToken, order([{ product, quantity }], { paymentMethod }));
      expect(res.status, `${paymentMethod} x${quantity}`).toBe(201);
      expect(res.body.order).toMatchObject({ paymentMethod, shippingFee: fee, total });
      const expiresAt = res.body.order.paymentExpiresAt;
      if (paymentMethod === 'razorpay') {
        const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(29);
        expect(minutes).toBeLessThanOrEqual(30);
      } else {
        expect(expiresAt).toBeNull();
      }
    }
  });

  it.each([
    [{ pincode: '012345' }, MESSAGES.invalidPincode],
    [{ phone: '12345' }, MESSAGES.invalidPhone],
    [{ state: 'Atlantis' }, MESSAGES.invalidState],
    [{ street: '   ' }, MESSAGES.fillRequired],
  ])('rejects the address %o with 400 and takes no stock', async (patch, message) => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 4 });
    const before = await orderCount();
    const res = await t.request('/api/orders', {
      method: 'POST',
      token: userToken,
      json: { ...order([{ product: p.id, quantity: 1 }]), shippingAddress: { ...address, ...patch } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stockOf(t, p.id)).toBe(4);
    expect(await orderCount()).toBe(before);
  });

  it('rejects malformed orders with 400', async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 4 });
    const bad = [
      order([]),
      order([{ product: p.id, quantity: 0 }]),
      order([{ product: p.id, quantity: 101 }]),
      order([
        { product: p.id, quantity: 60 },
        { product: p.id, quantity: 60 },
      ]),
      order([{ product: p.id, quantity: 1.5 }]),
      order([{ product: 'not-a-uuid', quantity: 1 }]),
      order([{ product: p.id, quantity: 1 }], { paymentMethod: 'bitcoin' }),
      order(Array.from({ length: 51 }, () => ({ product: randomUUID(), quantity: 1 }))),
      { items: [{ product: p.id, quantity: 1 }], paymentMethod: 'cod' },
    ];
    for (const json of bad) {
      const res = await place(userToken, json);
      expect(res.status, JSON.stringify(json).slice(0, 120)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await stockOf(t, p.id)).toBe(4);
  });

  it.each([
    { line: 'an out-of-stock line', stock: 0, quantity: 1, message: 'Empty Shelf Lamp is out of stock' },
    { line: 'an over-stock line', stock: 3, quantity: 5, message: 'Only 3 left of Empty Shelf Lamp' },
    { line: 'a line one unit short', stock: 1, quantity: 2, message: 'Only 1 left of Empty Shelf Lamp' },
  ])(
    'answers 409 for $line of a two-line order and takes no unit of either line',
    async ({ stock, quantity, message }) => {
      const plenty = await testProduct({ mrpPaise: 100_00, stock: 10 });
      const short = await testProduct({ mrpPaise: 100_00, stock, name: 'Empty Shelf Lamp' });
      const before = await orderCount();

      const res = await place(
        userToken,
        order([
          { product: plenty.id, quantity: 2 },
          { product: short.id, quantity },
        ]),
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message, available: stock });

      expect(await stockOf(t, plenty.id)).toBe(10);
      expect(await stockOf(t, short.id)).toBe(stock);
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses deleted and unknown products with a clear message', async () => {
    const gone = await testProduct({ mrpPaise: 100_00, stock: 10, name: 'Retired Kettle' });
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const deleted = await place(userToken, order([{ product: gone.id, quantity: 1 }]));
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Retired Kettle is no longer available');
    expect(await stockOf(t, gone.id)).toBe(10);

    const unknown = await place(userToken, order([{ product: randomUUID(), quantity: 1 }]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/no longer exists/);
  });

  it('requires a signed-in user (401 before any validation)', async () => {
    expect((await place(undefined, order([{ product: randomUUID(), quantity: 1 }]))).status).toBe(401);
    expect((await place(undefined, { junk: true })).status).toBe(401);
  });

  it('sells exactly the stock there is to 20 concurrent shoppers', async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 100 });
    await setStock(p.id, 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => place(userToken, order([{ product: p.id, quantity: 1 }]))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockOf(t, p.id)).toBe(0);
    const sold = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    expect(sold.reduce((s, i) => s + i.quantity, 0)).toBe(5);
  });

  it('answers a new order exactly as it reads back: items, timestamps and totals', async () => {
    // Names that sort differently from the product ids and from the cart order.
    const z = await testProduct({ mrpPaise: 120_00, stock: 10, name: `Zari dupatta ${randomUUID()}` });
    const a = await testProduct({ mrpPaise: 80_00, stock: 10, name: `Agarbatti ${randomUUID()}` });
    const m = await testProduct({ mrpPaise: 45_50, stock: 10, name: `Masala box ${randomUUID()}` });
    const placed = await place(
      userToken,
      order([
        { product: m.id, quantity: 1 },
        { product: z.id, quantity: 2 },
        { product: a.id, quantity: 3 },
      ]),
    );
    expect(placed.status).toBe(201);
    const read = await t.request(`/api/orders/${placed.body.order._id}`, { token: userToken });
    expect(read.status).toBe(200);
    expect(placed.body.order).toEqual(read.body.order);
    expect(placed.body.order.items.map((i: { name: string }) => i.name)).toEqual([a.name, m.name, z.name]);
    expect(placed.body.order.subtotal).toBe(45.5 + 240 + 240);
  });

  it('never deadlocks when concurrent carts list the same products in opposite orders', async () => {
    const products3 = await Promise.all([1, 2, 3].map(() => testProduct({ mrpPaise: 10_00, stock: 100 })));
    const ids = products3.map((p) => p.id);
    const carts = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? ids : [...ids].reverse()));
    const results = await Promise.all(
      carts.map((cart) => place(userToken, order(cart.map((product) => ({ product, quantity: 1 }))))),
    );
    expect(results.map((r) => r.status)).toEqual(carts.map(() => 201));
    for (const id of ids) expect(await stockOf(t, id)).toBe(100 - carts.length);
  });

  // Carts that share only some products: each order's products are locked in id order, all of them before any unit is
  // taken (decision 290), so no two orders can each hold a product the other waits for.
  it('never deadlocks when concurrent carts share only some of their products', async () => {
    const four = await Promise.all([1, 2, 3, 4].map(() => testProduct({ mrpPaise: 10_00, stock: 100 })));
    const [a, b, c, d] = four.map((p) => p.id) as [string, string, string, string];
    const pairs = [
      [a, b],
      [b, c],
      [c, d],
      [d, a],
      [c, a],
      [d, b],
    ];
    const carts = Array.from({ length: 24 }, (_, i) => {
      const pair = pairs[i % pairs.length]!;
      return i % 2 === 0 ? pair : [...pair].reverse();
    });
    // Four buyers, six orders each: within one account's order rate limit.
    const buyers = await createCustomers(t, 4);
    const results = await Promise.all(
      carts.map((cart, i) =>
        place(buyers[i % buyers.length]!.token, order(cart.map((product) => ({ product, quantity: 1 })))),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(carts.map(() => 201));
    for (const id of [a, b, c, d]) {
      expect(await stockOf(t, id)).toBe(100 - carts.filter((cart) => cart.includes(id)).length);
    }
  });
});

describe('idempotent retries', () => {
  it.each([
    { requests: 'a retried request', count: 2, racing: false, stock: 10, quantity: 2, statuses: [201, 200] },
    { requests: 'three racing requests', count: 3, racing: true, stock: 10, quantity: 3, statuses: [200, 200, 201] },
    {
      requests: 'racing retries whose first request took the last unit',
      count: 4,
      racing: true,
      stock: 2,
      quantity: 2,
      statuses: [200, 200, 200, 201],
    },
  ])(
    'answers $requests with one key with the first order, replayed, and takes stock once',
    async ({ count, racing, stock, quantity, statuses }) => {
      const p = await testProduct({ mrpPaise: 100_00, stock });
      const headers = { 'idempotency-key': `retry-${randomUUID()}` };
      const send = () => place(userToken, order([{ product: p.id, quantity }]), headers);
      const results = [];
      if (racing) results.push(...(await Promise.all(Array.from({ length: count }, send))));
      else for (let i = 0; i < count; i++) results.push(await send());
      const answered = results.map((r) => r.status);
      // Racing requests finish in any order; retries one after another answer 201 first.
      expect(racing ? answered.sort() : answered).toEqual(statuses);
      expect(new Set(results.map((r) => r.body.order._id)).size).toBe(1);
      expect(await stockOf(t, p.id)).toBe(stock - quantity);
    },
  );

  it('keeps keys per user and validates the key', async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 10 });
    const headers = { 'idempotency-key': `shared-${randomUUID()}` };
    const mine = await place(userToken, order([{ product: p.id, quantity: 1 }]), headers);
    const theirs = await place(otherToken, order([{ product: p.id, quantity: 1 }]), headers);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.order._id).not.toBe(mine.body.order._id);
    const short = await place(userToken, order([{ product: p.id, quantity: 1 }]), { 'idempotency-key': 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Idempotency-Key must be 8 to 100 characters');
  });
});

describe('reading orders', () => {
  let orderId: string;
  beforeAll(async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 10 });
    orderId = await placedOrderId(p.id, 1, 'cod', demoToken);
  });

  it('shows a customer their own order and hides everyone else’s as 404', async () => {
    expect((await t.request(`/api/orders/${orderId}`, { token: demoToken })).status).toBe(200);
    const other = await t.request(`/api/orders/${orderId}`, { token: otherToken });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    expect((await t.request(`/api/orders/${orderId}/cancel`, { method: 'POST', token: otherToken })).status).toBe(404);
    expect((await t.request('/api/orders/not-an-id', { token: demoToken })).status).toBe(404);
    expect((await t.request(`/api/orders/${randomUUID()}`, { token: demoToken })).status).toBe(404);
    expect((await t.request(`/api/orders/${orderId}`)).status).toBe(401);
    const admin = await t.request(`/api/orders/${orderId}`, { token: adminToken });
    expect(admin.status).toBe(200);
    expect(admin.body.order._id).toBe(orderId);
  });

  it('lists my orders newest first, own only, with a status filter', async () => {
    const all = await t.request('/api/orders/my-orders', { token: demoToken });
    expect(all.status).toBe(200);
    const list = all.body.orders as any[];
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((o) => o.user.email === 'user@example.com')).toBe(true);
    const times = list.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const cancelled = await t.request('/api/orders/my-orders?status=cancelled', { token: demoToken });
    expect(cancelled.body.orders.length).toBeGreaterThan(0);
    expect(cancelled.body.orders.every((o: any) => o.status === 'cancelled')).toBe(true);
    const everything = await t.request('/api/orders/my-orders?status=', { token: demoToken });
    expect(everything.body.orders).toHaveLength(list.length);
    expect((await t.request('/api/orders/my-orders?status=lost', { token: demoToken })).status).toBe(400);

    const priya = await t.request('/api/orders/my-orders', { token: otherToken });
    expect(priya.body.orders.every((o: any) => o.user.email === 'priya@example.com')).toBe(true);
    expect((await t.request('/api/orders/my-orders')).status).toBe(401);
  });

  it('lists all orders for admins with paging, and refuses customers', async () => {
    const page = await t.request('/api/orders?limit=2&page=1', { token: adminToken });
    expect(page.status).toBe(200);
    expect(page.body.orders).toHaveLength(2);
    expect(page.body).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.total).toBeGreaterThan(10);
    const page2 = await t.request('/api/orders?limit=2&page=2', { token: adminToken });
    expect(page2.body.orders[0]._id).not.toBe(page.body.orders[0]._id);
    const pending = await t.request('/api/orders?status=pending&limit=100', { token: adminToken });
    expect(pending.body.orders.every((o: any) => o.status === 'pending')).toBe(true);
    expect((await t.request('/api/orders', { token: demoToken })).status).toBe(403);
    expect((await t.request('/api/orders')).status).toBe(401);
  });
});

describe('cancelling', () => {
  it('gives the stock back exactly once, even when two cancels race', async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 10 });
    const placed = await place(userToken, order([{ product: p.id, quantity: 3 }]));
    expect(await stockOf(t, p.id)).toBe(7);
    const id = placed.body.order._id;
    const results = await Promise.all([
      t.request(`/api/orders/${id}/cancel`, { method: 'POST', token: userToken }),
      t.request(`/api/orders/${id}/cancel`, { method: 'POST', token: userToken }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.order.status).toBe('cancelled');
    expect(ok.body.order.cancelledAt).not.toBeNull();
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Order is already cancelled');
    expect(await stockOf(t, p.id)).toBe(10);
    expect((await t.request(`/api/orders/${id}/cancel`, { method: 'POST', token: userToken })).status).toBe(409);
    expect(await stockOf(t, p.id)).toBe(10);
  });

  it('lets a packed order be cancelled but not a shipped one', async () => {
    const p = await testProduct({ mrpPaise: 100_00, stock: 10 });
    const packed = await placedOrderId(p.id);
    await setStatus(packed, { status: 'packed' });
    expect((await t.request(`/api/orders/${packed}/cancel`, { method: 'POST', token: userToken })).status).toBe(200);

    const shipped = await placedOrderId(p.id);
    await setStatus(shipped, { status: 'packed' });
    await setStatus(shipped, { status: 'shipped' });
    const res = await t.request(`/api/orders/${shipped}/cancel`, { method: 'POST', token: userToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order can no longer be cancelled because it is shipped');
    expect(await stockOf(t, p.id)).toBe(9);
  });
});

describe('admin status changes', () => {
  it('will not ship an unpaid online order; once paid it ships', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id, 1, 'razorpay');
    expect((await setStatus(id, { status: 'packed' })).status).toBe(200);

    const refused = await setStatus(id, { status: 'shipped', trackingNumber: 'AWB1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(UNPAID_SHIPPING_ERROR);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({ status: 'packed', trackingNumber: null, shippedAt: null });

    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, id));
    expect((await setStatus(id, { status: 'shipped', trackingNumber: 'AWB1' })).body.order.status).toBe('shipped');
  });

  it('moves pending -> packed -> shipped -> delivered, stamping each step', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id);

    const packed = await setStatus(id, { status: 'packed' });
    expect(packed.status).toBe(200);
    expect(packed.body.order.status).toBe('packed');
    expect(packed.body.order.packedAt).not.toBeNull();

    const shipped = await setStatus(id, { status: 'shipped', trackingNumber: 'AWB123456789', notes: 'Fragile' });
    expect(shipped.body.order).toMatchObject({ status: 'shipped', trackingNumber: 'AWB123456789', notes: 'Fragile' });
    expect(shipped.body.order.shippedAt).not.toBeNull();

    const delivered = await setStatus(id, { status: 'delivered' });
    expect(delivered.body.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(delivered.body.order.deliveredAt).not.toBeNull();
    expect(delivered.body.order.invoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);
    expect(delivered.body.order.invoiceNumber.length).toBeLessThanOrEqual(16);
  });

  it('refuses skipped, backward and repeated steps with 409 and the transition message', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id);
    const skip = await setStatus(id, { status: 'delivered' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('Cannot change order status from pending to delivered');
    const same = await setStatus(id, { status: 'pending' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('Order is already pending');
    await setStatus(id, { status: 'packed' });
    const back = await setStatus(id, { status: 'pending' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Cannot change order status from packed to pending');
    expect((await setStatus(id, { status: 'lost' })).status).toBe(400);
    expect((await setStatus(randomUUID(), { status: 'packed' })).status).toBe(404);
  });

  it('gives stock back once when an admin cancels, and never after shipment', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id, 4);
    await setStatus(id, { status: 'packed' });
    const results = await Promise.all([setStatus(id, { status: 'cancelled' }), setStatus(id, { status: 'cancelled' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(t, p.id)).toBe(10);

    const id2 = await placedOrderId(p.id);
    await setStatus(id2, { status: 'packed' });
    await setStatus(id2, { status: 'shipped' });
    const late = await setStatus(id2, { status: 'cancelled' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cannot change order status from shipped to cancelled');
    expect(await stockOf(t, p.id)).toBe(9);
  });

  it('keeps order status changes for admins: 401 anonymous, 403 customer', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id);
    expect((await t.request(`/api/orders/${id}/status`, { method: 'PUT', json: { status: 'packed' } })).status).toBe(
      401,
    );
    expect((await setStatus(id, { status: 'packed' }, userToken)).status).toBe(403);
    const unchanged = await t.request(`/api/orders/${id}`, { token: userToken });
    expect(unchanged.body.order.status).toBe('pending');
  });
});

describe('expiry of unpaid online orders', () => {
  it('cancels razorpay orders past their payment window and returns stock exactly once', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id, 2, 'razorpay');
    const fresh = await placedOrderId(p.id, 1, 'razorpay');
    const service = createOrdersService({ db: t.database.db });
    // Orders left past their window by earlier tests go first, so the count below is this test's alone.
    while ((await service.expireUnpaidOrders()) > 0);
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    const counts = await Promise.all([service.expireUnpaidOrders(), service.expireUnpaidOrders()]);
    // Two runs racing: the order expired by exactly one of them.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stockOf(t, p.id)).toBe(9);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [id, fresh]));
    expect(rows.find((r) => r.id === id)?.status).toBe('cancelled');
    expect(rows.find((r) => r.id === fresh)?.status).toBe('pending');
    // The customer cancelling the already-expired order changes nothing more.
    expect((await t.request(`/api/orders/${id}/cancel`, { method: 'POST', token: userToken })).status).toBe(409);
    expect(await stockOf(t, p.id)).toBe(9);
  });
});

describe('tracking and public config', () => {
  it('tracks a shipped order by its tracking number, newest event first', async () => {
    const p = await testProduct({ mrpPaise: 300_00, stock: 10 });
    const id = await placedOrderId(p.id);
    await setStatus(id, { status: 'packed' });
    await setStatus(id, { status: 'shipped', trackingNumber: 'TRK-TEST-0001' });
    const res = await t.request('/api/shiprocket/track/TRK-TEST-0001');
    expect(res.status).toBe(200);
    const data = res.body.tracking_data;
    expect(data).toMatchObject({ tracking_number: 'TRK-TEST-0001', shipment_status: 'SHIPPED' });
    expect(typeof data.courier_name).toBe('string');
    expect(Date.parse(data.etd)).toBeGreaterThan(Date.now());
    expect(data.track_history.map((h: any) => h.status)).toEqual(['Shipped', 'Processed and packed', 'Order placed']);
    for (const h of data.track_history) expect(Object.keys(h).sort()).toEqual(['location', 'status', 'updated_date']);

    await setStatus(id, { status: 'delivered' });
    const after = await t.request('/api/shiprocket/track/TRK-TEST-0001');
    expect(after.body.tracking_data.shipment_status).toBe('DELIVERED');
    expect(after.body.tracking_data.track_history[0]).toMatchObject({
      status: 'Delivered',
      location: 'Mumbai, Maharashtra',
    });
  });

  it('answers an unknown tracking number with the product message', async () => {
    const res = await t.request('/api/shiprocket/track/NOPE-404');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tracking information is not available at the moment. Please check back later.');
  });

  it('serves the public shop settings: the simulator key id and script, never a secret', async () => {
    const res = await t.request('/api/public-config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      shopName: 'ShopKart',
      whatsappNumber: '919876543210',
      currency: 'INR',
      razorpayCheckoutUrl: '/sim/razorpay/checkout.js',
    });
    expect(res.body.razorpayKeyId).toMatch(/^rzp_test_/);
    expect(res.text).not.toMatch(/secret/i);
  });
});

describe('tracking rate limit', () => {
  let limited: TestApp;
  useTestApp((app) => (limited = app), { seed: false });

  it('allows 30 lookups a minute per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await limited.request(`/api/shiprocket/track/GUESS-${i}`, {
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const other = await limited.request('/api/shiprocket/track/GUESS-x', {
      headers: { 'x-forwarded-for': '10.9.9.10' },
    });
    expect(other.status).toBe(404);
  });
});

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('two server processes on one PostgreSQL', () => {
  const second = useSecondServer({ app: () => t });

  const itOnPostgres = hasPostgres ? it : it.skip;
  itOnPostgres(
    hasPostgres
      ? 'sells exactly the stock there is to 20 shoppers spread over both servers'
      : 'sells exactly the stock there is over two servers (skipped: needs TEST_DATABASE_URL; PGlite is one process)',
    async () => {
      const p = await testProduct({ mrpPaise: 100_00, stock: 100 });
      await setStock(p.id, 5);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          place(userToken, order([{ product: p.id, quantity: 1 }]), {}, i % 2 === 0 ? t.url : second.server!.url),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(15);
      expect(await stockOf(t, p.id)).toBe(0);
      const sold = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
      expect(sold).toHaveLength(5);
    },
  );
});
