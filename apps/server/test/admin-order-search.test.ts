import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/shared/order-number';
import { orders, shipments } from '../src/db/schema';
import { createCustomer, createProduct, mumbaiAddress, placeOrder } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// The admin's order list (issue 35): search by order number, customer name, phone and AWB, a date range of
// Indian days, and a filter for every status, cancelled included; paged as before.

let t: TestApp;
let adminToken: string;
let userToken: string;
useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const unique = randomUUID().slice(0, 6);
const customerName = `Zoravar Kapoor ${unique}`;
const phone = `+91 70${unique.replace(/\D/g, '7').padEnd(8, '7').slice(0, 8)}`;
const awb = `AWB${unique.toUpperCase()}991`;
let searched: { _id: string };
let other: { _id: string };

const list = (query: string) => t.request(`/api/orders?${query}`, { token: adminToken });
const idsOf = (res: { body: { orders: { _id: string }[] } }) => res.body.orders.map((o) => o._id);

beforeAll(async () => {
  const product = await createProduct(t, { mrpPaise: 500_00, stock: 50, images: [`/uploads/products/${unique}.webp`] });
  const customer = await createCustomer(t, { name: customerName });
  searched = await placeOrder(t, {
    token: customer.token,
    product: product.id,
    shippingAddress: { ...mumbaiAddress, name: customerName, phone },
  });
  other = await placeOrder(t, { token: customer.token, product: product.id });
  await t.database.db.insert(shipments).values({
    orderId: searched._id,
    shipmentId: `S${unique}`,
    awbCode: awb,
    lengthCm: 10,
    breadthCm: 10,
    heightCm: 10,
    weightKg: 0.5,
  });
  // Placed on 2 March 2026 at 00:10 in India (1 March in UTC): the range is of Indian days.
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date('2026-03-01T18:40:00Z') })
    .where(eq(orders.id, searched._id));
  const cancel = await t.request(`/api/orders/${other._id}/admin-cancel`, {
    method: 'POST',
    token: adminToken,
    json: { reason: 'Out of stock at the warehouse' },
  });
  expect(cancel.status, cancel.text).toBe(200);
});

describe('admin order list', () => {
  it('finds an order by its number (with or without #, any case), customer name, phone and AWB', async () => {
    const number = formatOrderNumber(searched._id);
    for (const q of [
      number,
      `#${number.toLowerCase()}`,
      customerName.toUpperCase(),
      phone,
      phone.replace(/\D/g, '').slice(-10),
      awb.toLowerCase(),
    ]) {
      const res = await list(new URLSearchParams({ q }).toString());
      expect(res.status, `${q}: ${res.text}`).toBe(200);
      expect(idsOf(res), q).toContain(searched._id);
      expect(res.body.total, q).toBe(idsOf(res).length);
    }
    // Letters only: a run whose random suffix holds four digits would match the searched phone number.
    const nothing = await list(`q=${encodeURIComponent(`no such order ${unique.replace(/\d/g, 'x')}`)}`);
    expect(nothing.body).toMatchObject({ orders: [], total: 0 });
    // LIKE's own wildcards are matched literally.
    expect((await list('q=%25%25%25')).body.total).toBe(0);
  });

  it('filters by the Indian days an order was placed on, both ends included', async () => {
    const q = `q=${encodeURIComponent(customerName)}`;
    expect(idsOf(await list(`${q}&from=2026-03-02&to=2026-03-02`))).toEqual([searched._id]);
    expect(idsOf(await list(`${q}&to=2026-03-01`))).toEqual([]);
    expect(idsOf(await list(`${q}&from=2026-03-03`))).toEqual([other._id]);
    expect(idsOf(await list(`${q}&from=&to=`))).toHaveLength(2);
  });

  it('filters by every status, cancelled included, and pages the result', async () => {
    const cancelled = await list('status=cancelled&limit=100');
    expect(cancelled.status).toBe(200);
    expect(idsOf(cancelled)).toContain(other._id);
    expect(cancelled.body.orders.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
    const pending = await list(`status=pending&q=${encodeURIComponent(customerName)}`);
    expect(idsOf(pending)).toEqual([searched._id]);
    const firstPage = await list(`q=${encodeURIComponent(customerName)}&limit=1&page=1`);
    const secondPage = await list(`q=${encodeURIComponent(customerName)}&limit=1&page=2`);
    expect(firstPage.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(idsOf(firstPage)).not.toEqual(idsOf(secondPage));
  });

  it('answers bad dates with a clear message, and customers not at all', async () => {
    const badDay = await list('from=2026-02-30');
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toMatch(/real dates written as YYYY-MM-DD/);
    const backwards = await list('from=2026-03-05&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/"from" date must be on or before the "to" date/);
    expect((await t.request('/api/orders?q=anything', { token: userToken })).status).toBe(403);
  });
});
