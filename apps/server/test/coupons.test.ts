import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@shop/shared/coupons';
import { computeGst } from '@shop/shared/gst';
import { auditLog, categories, couponUsages, coupons, orders } from '../src/db/schema';
import {
  createCoupon,
  createCustomer,
  createCustomers,
  createProduct,
  mumbaiAddress,
  placeOrder,
  type Customer,
} from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/** Coupons (issue 19, docs/decisions/135-coupons.md and 136-coupon-usage-release.md). */
let t: TestApp;
let adminToken: string;
const workDir = mkdtempSync(join(tmpdir(), 'coupon-test-'));

useSignedInShop((shop) => ({ t, adminToken } = shop));

const apply = (customer: Customer, code: string, items: { product: string; quantity: number }[]) =>
  t.request('/api/coupons/apply', { method: 'POST', token: customer.token, json: { code, items } });

const order = (customer: Customer, couponCode: string, items: { product: string; quantity: number }[]) =>
  t.request('/api/orders', {
    method: 'POST',
    token: customer.token,
    json: { items, shippingAddress: mumbaiAddress, paymentMethod: 'cod', couponCode },
  });

describe('coupon rules, each with its message', () => {
  it('percentage with a cap, and fixed: the server prices the discount from the catalogue', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t, { mrpPaise: 2000_00, stock: 20 });
    const capped = await createCoupon(t, adminToken, { kind: 'percent', percentOff: 20, maxDiscount: 150 });
    const res = await apply(customer, capped.code.toLowerCase(), [{ product: product.id, quantity: 1 }]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.coupon).toMatchObject({ code: capped.code, discount: 150, summary: '20% off (up to ₹150.00)' });
    const fixed = await createCoupon(t, adminToken, { kind: 'fixed', amountOff: 100 });
    expect((await apply(customer, fixed.code, [{ product: product.id, quantity: 2 }])).body.coupon.discount).toBe(100);
  });

  it('an unknown code, a disabled coupon, one not yet valid and an expired one are refused with why', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t);
    const items = [{ product: product.id, quantity: 1 }];
    const unknown = await apply(customer, 'NOSUCHCODE', items);
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('This coupon code is not valid. Please check the code and try again.');

    const disabled = await createCoupon(t, adminToken);
    const put = await t.request(`/api/admin/coupons/${disabled._id}`, {
      method: 'PUT',
      token: adminToken,
      json: { code: disabled.code, kind: 'percent', percentOff: 10, active: false },
    });
    expect(put.status, put.text).toBe(200);
    expect((await apply(customer, disabled.code, items)).body.message).toBe('This coupon is no longer available.');

    const future = await createCoupon(t, adminToken, { startsAt: '2099-01-10T00:00:00+05:30' });
    expect((await apply(customer, future.code, items)).body.message).toBe('This coupon can be used from 10 Jan 2099.');
    const expired = await createCoupon(t, adminToken, {
      startsAt: '2020-01-01T00:00:00+05:30',
      endsAt: '2020-02-01T00:00:00+05:30',
    });
    expect((await apply(customer, expired.code, items)).body.message).toBe('This coupon has expired.');
    // Refused at the order too, with the same message and nothing written.
    const placed = await order(customer, expired.code, items);
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe('This coupon has expired.');
  });

  it('minimum order value says how much more to add', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t, { mrpPaise: 400_00 });
    const coupon = await createCoupon(t, adminToken, { minOrderValue: 999 });
    const res = await apply(customer, coupon.code, [{ product: product.id, quantity: 2 }]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Add items worth ₹199.00 more to use this coupon (minimum order ₹999.00).');
    expect((await apply(customer, coupon.code, [{ product: product.id, quantity: 3 }])).status).toBe(200);
  });

  it('per-customer limit, first order only, and a category restriction', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t, { stock: 50 });
    const items = [{ product: product.id, quantity: 1 }];
    const once = await createCoupon(t, adminToken, { perCustomerLimit: 1 });
    await placeOrder(t, { token: customer.token, items, couponCode: once.code });
    expect((await apply(customer, once.code, items)).body.message).toBe('You have already used this coupon.');
    // Another customer may still use it.
    expect((await apply(await createCustomer(t), once.code, items)).status).toBe(200);

    const welcome = await createCoupon(t, adminToken, { firstOrderOnly: true });
    expect((await apply(customer, welcome.code, items)).body.message).toBe('This coupon is only for your first order.');
    expect((await apply(await createCustomer(t), welcome.code, items)).status).toBe(200);

    const [other] = await t.database.db
      .insert(categories)
      .values({ name: `Sarees ${randomUUID().slice(0, 4)}` })
      .returning();
    const saree = await createProduct(t, { categoryId: other!.id, mrpPaise: 1000_00 });
    const onlySarees = await createCoupon(t, adminToken, { kind: 'fixed', amountOff: 300, categoryId: other!.id });
    const none = await apply(customer, onlySarees.code, items);
    expect(none.body.message).toBe(`This coupon applies only to ${other!.name} products, and your cart has none.`);
    // Mixed cart: only the saree line carries the discount.
    const mixed = await order(customer, onlySarees.code, [...items, { product: saree.id, quantity: 1 }]);
    expect(mixed.status, mixed.text).toBe(201);
    const lines = mixed.body.order.items as { product: { _id: string }; discount: number }[];
    expect(lines.find((l) => l.product._id === saree.id)?.discount).toBe(300);
    expect(lines.find((l) => l.product._id === product.id)?.discount).toBe(0);
  });

  it('total limit: the order that would go beyond it is refused', async () => {
    const product = await createProduct(t, { stock: 50 });
    const items = [{ product: product.id, quantity: 1 }];
    const coupon = await createCoupon(t, adminToken, { totalLimit: 1 });
    await placeOrder(t, { token: (await createCustomer(t)).token, items, couponCode: coupon.code });
    const late = await order(await createCustomer(t), coupon.code, items);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('This coupon has been fully used. Please try another code.');
  });

  it('admin writes are audited; a duplicate code is a 409 and a bad form a field message', async () => {
    const coupon = await createCoupon(t, adminToken);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, coupon._id));
    expect(entries.map((e) => e.action)).toEqual(['coupon.create']);
    const dup = await t.request('/api/admin/coupons', {
      method: 'POST',
      token: adminToken,
      json: { code: coupon.code.toLowerCase(), kind: 'fixed', amountOff: 50 },
    });
    expect(dup.status).toBe(409);
    const bad = await t.request('/api/admin/coupons', {
      method: 'POST',
      token: adminToken,
      json: { code: 'X', kind: 'percent', percentOff: 150 },
    });
    expect(bad.status).toBe(400);
    // A category id no category has (found by openapi-fuzz.test.ts as a 500): a field message, nothing saved.
    const noCategory = { code: 'NOCATEGORY', kind: 'fixed', amountOff: 50, categoryId: randomUUID() };
    const created = await t.request('/api/admin/coupons', { method: 'POST', token: adminToken, json: noCategory });
    expect(created.status).toBe(422);
    expect(created.body).toMatchObject({ field: 'categoryId', message: expect.stringMatching(/category/) });
    const updated = await t.request(`/api/admin/coupons/${coupon._id}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...noCategory, code: coupon.code },
    });
    expect(updated.status).toBe(422);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, 'NOCATEGORY'))).toEqual([]);
    // A limit beyond the integer column (also a 500 before): refused by the form's own rule.
    const huge = await t.request('/api/admin/coupons', {
      method: 'POST',
      token: adminToken,
      json: { code: 'HUGELIMIT', kind: 'fixed', amountOff: 50, totalLimit: 2 ** 31 },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/1,000,000/);
    const yearZero = await t.request('/api/admin/coupons', {
      method: 'POST',
      token: adminToken,
      json: { code: 'YEARZERO', kind: 'fixed', amountOff: 50, startsAt: '0000-01-01T00:00:00Z' },
    });
    expect(yearZero.status).toBe(400);
    const customer = await createCustomer(t);
    const forbidden = await t.request('/api/admin/coupons', { method: 'POST', token: customer.token, json: {} });
    expect(forbidden.status).toBe(403);
  });
});

describe('the discount on the order', () => {
  it('a coupon that leaves nothing to pay: an online order is refused with the way out, cash on delivery is placed', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t, { mrpPaise: 1500_00, stock: 5 });
    const free = await createCoupon(t, adminToken, { kind: 'percent', percentOff: 100 });
    const items = [{ product: product.id, quantity: 1 }];
    const online = await t.request('/api/orders', {
      method: 'POST',
      token: customer.token,
      json: { items, shippingAddress: mumbaiAddress, paymentMethod: 'razorpay', couponCode: free.code },
    });
    expect(online.status, online.text).toBe(422);
    expect(online.body.message).toBe(COUPON_MESSAGES.nothingToPayOnline);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(0);
    const cod = await order(customer, free.code, items);
    expect(cod.status, cod.text).toBe(201);
    expect(cod.body.order).toMatchObject({ discount: 1500, total: cod.body.order.shippingFee });
  });

  it('is stored on the order and shared exactly among its lines; the total and shipping follow it', async () => {
    const customer = await createCustomer(t);
    const a = await createProduct(t, { mrpPaise: 333_33 });
    const b = await createProduct(t, { mrpPaise: 777_77, gstRatePercent: 5 });
    const coupon = await createCoupon(t, adminToken, { kind: 'fixed', amountOff: 100 });
    const res = await order(customer, coupon.code, [
      { product: a.id, quantity: 1 },
      { product: b.id, quantity: 1 },
    ]);
    expect(res.status, res.text).toBe(201);
    const placed = res.body.order;
    expect(placed).toMatchObject({ subtotal: 1111.1, discount: 100, couponCode: coupon.code });
    // ₹1,011.10 of goods after the discount: free shipping (above ₹999).
    expect(placed.shippingFee).toBe(0);
    expect(placed.total).toBe(1011.1);
    const shares = (placed.items as { discount: number }[]).map((i) => Math.round(i.discount * 100));
    expect(shares.reduce((s, x) => s + x, 0)).toBe(100_00);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row).toMatchObject({ discountPaise: 100_00, couponCode: coupon.code, totalPaise: 1011_10 });
  });

  it('GST is computed on the discounted value: the GST figures and the invoice show it', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t, { mrpPaise: 1180_00, gstRatePercent: 18, hsn: '85183000' });
    const coupon = await createCoupon(t, adminToken, { kind: 'percent', percentOff: 10 });
    const placed = (await order(customer, coupon.code, [{ product: product.id, quantity: 1 }])).body.order;
    expect(placed).toMatchObject({ discount: 118, total: 1062 });
    const packed = await t.request(`/api/orders/${placed._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    expect(packed.status, packed.text).toBe(200);

    const expected = computeGst({ items: [{ amountPaise: 1062_00, ratePercent: 18 }], supplyType: 'inter' });
    const gst = await t.request(`/api/orders/${placed._id}/gst`, { token: customer.token });
    expect(gst.status, gst.text).toBe(200);
    // ₹1,062 incl. 18%: taxable ₹900.00, IGST ₹162.00 (₹1,180 would have been taxable ₹1,000).
    expect(gst.body).toMatchObject({ total: 1062, taxable: 900, igst: 162, discount: 118, couponCode: coupon.code });
    expect(gst.body.taxable).toBe(expected.totals.taxablePaise / 100);
    expect(gst.body.lines[0]).toMatchObject({ discount: 118, amount: 1062, taxable: 900 });

    const res = await fetch(`${t.url}/api/orders/${placed._id}/invoice`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(res.status).toBe(200);
    const file = join(workDir, `${randomUUID()}.pdf`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Less discount ₹118.00');
    expect(text).toMatch(new RegExp(`Coupon ${coupon.code}\\s+- ₹118\\.00`));
    expect(text).toMatch(/Taxable Value\s+₹900\.00/);
    expect(text).toMatch(/Total\s+₹1,062\.00/);
  });

  it('a cancelled order gives its coupon use back, once', async () => {
    const customer = await createCustomer(t);
    const product = await createProduct(t);
    const coupon = await createCoupon(t, adminToken, { totalLimit: 1, perCustomerLimit: 1 });
    const placed = await placeOrder(t, {
      token: customer.token,
      product: product.id,
      couponCode: coupon.code,
    });
    const used = async () =>
      (await t.database.db.select().from(coupons).where(eq(coupons.id, coupon._id)))[0]!.usedCount;
    expect(await used()).toBe(1);
    const cancelled = await t.request(`/api/orders/${placed._id}/cancel`, { method: 'POST', token: customer.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await used()).toBe(0);
    const usage = await t.database.db
      .select()
      .from(couponUsages)
      .where(and(eq(couponUsages.orderId, placed._id)));
    expect(usage[0]?.releasedAt).not.toBeNull();
    // The same customer may use it again.
    expect((await order(customer, coupon.code, [{ product: product.id, quantity: 1 }])).status).toBe(201);
  });
});

describe('no over-use under races', () => {
  it('50 concurrent orders with a coupon limited to 10: exactly 10 orders use it', async () => {
    const product = await createProduct(t, { stock: 500, mrpPaise: 300_00 });
    const coupon = await createCoupon(t, adminToken, { totalLimit: 10 });
    const customers = await createCustomers(t, 50);
    const results = await Promise.all(
      customers.map((c) => order(c, coupon.code, [{ product: product.id, quantity: 1 }])),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row!.usedCount).toBe(10);
    const uses = await t.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon._id));
    expect(uses).toHaveLength(10);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(discounted).toHaveLength(10);
  }, 120_000);
});
