import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RETURNED_TO_SELLER_LABEL, RETURNED_TO_SELLER_REASON, orderOutcomeLabel } from '@shop/shared/order-status';
import { categories, orders, shipments } from '../src/db/schema';
import { startShiprocketSimulator, type StartedSimulator } from '../src/providers/shiprocket/simulator';
import type { StandaloneSimulator } from '../src/providers/razorpay/simulator';
import { createProduct, packOrder, placeOrder, placePaidOrder, stockOf } from './helpers/factories';
import { payAtCheckoutPage } from './helpers/razorpay-checkout';
import { simulatorApi, simulatorControl, shiprocketEnv } from './helpers/shiprocket-sim';
import { startTestApp, type TestApp } from './helpers/test-app';
import { razorpayEnv, startRazorpayForApp, suiteRazorpayKeys } from './helpers/razorpay-load';
import { signInDemoAccounts } from './helpers/test-shop';

/*
 * The parcel's real weight (docs/decisions/064-parcel-weight.md) and the returned-to-seller outcome
 * (docs/decisions/065-returned-to-seller.md), through the Shiprocket and Razorpay simulators on their own ports,
 * the way the shop talks to the real services.
 */

const WEBHOOK_KEY = 'returns-webhook-key-0123456789';
const RAZORPAY_KEYS = suiteRazorpayKeys('ReturnsApi00001', 'returns-api');

let shiprocket: StartedSimulator;
let razorpay: StandaloneSimulator;
let t: TestApp;
let userToken: string;
let adminToken: string;

const address = {
  name: 'Meera Pillai',
  email: 'meera@example.com',
  phone: '+91 94470 12345',
  street: '7 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682011',
};

const simControl = (path: string, json?: unknown) => simulatorControl(shiprocket.url, path, json);
const simApi = (path: string) => simulatorApi(shiprocket.url, 'GET', path);

beforeAll(async () => {
  shiprocket = await startShiprocketSimulator({ stepMs: 0 });
  razorpay = await startRazorpayForApp(RAZORPAY_KEYS, () => t.url);
  t = await startTestApp({
    env: {
      ...shiprocketEnv(shiprocket.url, WEBHOOK_KEY, 1500),
      ...razorpayEnv(RAZORPAY_KEYS, razorpay, 1000),
    },
  });
  await simControl('config', { webhook_url: `${t.url}/api/webhooks/courier-tracking`, webhook_key: WEBHOOK_KEY, step_ms: 0 });
  ({ adminToken, userToken } = await signInDemoAccounts(t));
});

afterAll(async () => {
  await t?.close();
  await shiprocket?.close();
  await razorpay?.close();
});

beforeEach(async () => {
  razorpay.simulator.state.refundOutcome = 'processed';
  await razorpay.simulator.flushWebhooks();
});

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const simOrderFor = async (channelOrderId: string) =>
  (await simControl('state')).orders.find((o: any) => o.order_id === channelOrderId);
const ship = (orderId: string, extra: Record<string, unknown> = {}) =>
  t.request('/api/shiprocket/create-order', { method: 'POST', token: adminToken, json: { order_id: orderId, ...extra } });
const couriers = (orderId: string, query = '') =>
  t.request(`/api/shiprocket/couriers/${orderId}${query}`, { token: adminToken });

/** A packed order of these lines, paid online through the Razorpay simulator when `paid`. */
async function packedOrder(lines: { weightGrams: number; quantity: number }[], opts: { paid?: boolean } = {}) {
  const items = [];
  for (const line of lines) {
    const product = await createProduct(t, { weightGrams: line.weightGrams, skuPrefix: 'PARCEL' });
    items.push({ product: product.id, quantity: line.quantity });
  }
  const order = { token: userToken, items, shippingAddress: address };
  let id: string;
  let paymentId: string | null = null;
  if (opts.paid) {
    const pay = payAtCheckoutPage(razorpay.url, RAZORPAY_KEYS.keyId);
    const paid = await placePaidOrder(t, { ...order, pay });
    ({ paymentId } = paid);
    id = paid.order._id;
    expect((await orderRow(id)).paymentStatus).toBe('paid');
  } else {
    id = (await placeOrder(t, order))._id;
  }
  await packOrder(t, adminToken, id);
  return { id, items, paymentId };
}

describe('the parcel weighs what its products weigh', () => {
  it('quotes couriers for the order weight from the catalogue, heavier dearer, and books the parcel at that weight', async () => {
    const light = await packedOrder([{ weightGrams: 180, quantity: 1 }]);
    const heavy = await packedOrder([
      { weightGrams: 2400, quantity: 2 },
      { weightGrams: 350, quantity: 3 },
    ]);
    const lightQuote = await couriers(light.id);
    const heavyQuote = await couriers(heavy.id);
    expect(lightQuote.status).toBe(200);
    // 2 x 2.4 kg + 3 x 0.35 kg = 5.85 kg; 180 g is sent as 0.18 kg.
    expect(lightQuote.body).toMatchObject({ weightKg: 0.18, orderWeightKg: 0.18, length: 10, breadth: 10, height: 10 });
    expect(heavyQuote.body).toMatchObject({ weightKg: 5.85, orderWeightKg: 5.85 });
    const rate = (quote: any, courierId: number) => quote.couriers.find((c: any) => c.courierId === courierId).rate;
    for (const courier of heavyQuote.body.couriers) {
      expect(courier.rate).toBeGreaterThan(rate(lightQuote.body, courier.courierId));
    }

    // The admin's own weight and box win; a big light box is charged by its volume (50 x 40 x 30 cm = 12 kg).
    const boxed = await couriers(light.id, '?weight=0.5&length=50&breadth=40&height=30');
    expect(boxed.body).toMatchObject({ weightKg: 0.5, orderWeightKg: 0.18, length: 50, breadth: 40, height: 30 });
    expect(boxed.body.couriers[0].rate).toBeGreaterThan(rate(heavyQuote.body, boxed.body.couriers[0].courierId));

    // Shipped without a weight, the Shiprocket order carries the order's weight and the box in cm.
    const shipped = await ship(heavy.id, { length: 30, breadth: 25, height: 20 });
    expect(shipped.status).toBe(201);
    expect(shipped.body).toMatchObject({ weight: 5.85, length: 30, breadth: 25, height: 20 });
    expect((await simOrderFor(heavy.id)).payload).toMatchObject({ weight: 5.85, length: 30, breadth: 25, height: 20 });
  });

  it('checkout asks about delivery for the cart weight', async () => {
    const product = await createProduct(t, { weightGrams: 1250, skuPrefix: 'PARCEL' });
    const before = (await simControl('state')).calls.serviceability ?? 0;
    const res = await t.request('/api/shiprocket/calculate-shipping', {
      method: 'POST',
      token: userToken,
      json: { items: [{ product: product.id, quantity: 2 }], paymentMethod: 'cod', pincode: '682011' },
    });
    expect(res.status).toBe(200);
    expect(res.body.delivery).toMatchObject({ serviceable: true });
    expect((await simControl('state')).calls.serviceability).toBe(before + 1);
  });

  it('the simulator refuses a missing or zero weight as Shiprocket does, and prices by the charged weight', async () => {
    const base = 'courier/serviceability/?pickup_postcode=560001&delivery_postcode=682011&cod=0';
    const missing = await simApi(base);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.weight).toBeDefined();
    for (const weight of ['0', '-1', 'heavy']) {
      const refused = await simApi(`${base}&weight=${weight}`);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ status_code: 422, errors: { weight: [expect.any(String)] } });
    }
    const one = await simApi(`${base}&weight=1`);
    const five = await simApi(`${base}&weight=5`);
    const [c1] = one.body.data.available_courier_companies;
    const [c5] = five.body.data.available_courier_companies;
    expect(c1.charge_weight).toBe(1);
    expect(c5.charge_weight).toBe(5);
    expect(c5.rate).toBeGreaterThan(c1.rate);
  });

  it('the admin product form saves a weight in grams and refuses a bad one with the field message', async () => {
    const [category] = await t.database.db.select({ name: categories.name }).from(categories).limit(1);
    const form = (weightGrams: string) => {
      const body = new FormData();
      body.append('name', 'Steel tiffin box');
      body.append('description', 'Three tiers.');
      body.append('mrp', '799');
      body.append('category', category!.name);
      body.append('stock', '4');
      body.append('weightGrams', weightGrams);
      return fetch(`${t.url}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body });
    };
    const saved = await form('620');
    expect(saved.status).toBe(201);
    const { product } = (await saved.json()) as any;
    expect(product.weightGrams).toBe(620);
    const refused = await form('0');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).message).toMatch(/Weight must be a whole number of grams/);
  });
});

describe('a parcel returned to origin', () => {
  it('a paid order ends "returned to seller": stock back once, one refund, whatever the courier repeats', async () => {
    const { id, items, paymentId } = await packedOrder([{ weightGrams: 400, quantity: 2 }], { paid: true });
    const productId = items[0]!.product;
    const before = await stockOf(t, productId);
    const shipped = await ship(id);
    expect(shipped.status).toBe(201);
    const awb = shipped.body.awb_code;
    for (const code of [42, 6, 21, 9]) await simControl('advance', { awb, sr_status: code });
    expect((await orderRow(id)).status).toBe('shipped'); // undelivered, RTO initiated: the parcel is on its way back

    const back = await simControl('advance', { awb, sr_status: 10 });
    expect(back.webhook_status).toBe(200);
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancelReason: RETURNED_TO_SELLER_REASON });
    expect(row.returnedAt).toBeInstanceOf(Date);
    expect(await stockOf(t, productId)).toBe(before + 2);

    // The same news again: a re-sent webhook, a tracking poll, another read. Nothing more moves.
    await simControl('webhook', { awb });
    await t.database.db.update(shipments).set({ trackedAt: null }).where(eq(shipments.orderId, id));
    await t.request(`/api/shiprocket/track/${id}`, { token: adminToken });
    expect(await stockOf(t, productId)).toBe(before + 2);
    const refunds = [...razorpay.simulator.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: row.totalPaise }); // the whole payment, once

    // The admin and the customer both read the outcome, with its label.
    const admin = await t.request(`/api/orders/${id}`, { token: adminToken });
    const mine = await t.request(`/api/orders/${id}`, { token: userToken });
    for (const view of [admin, mine]) {
      const order = view.body.order ?? view.body;
      expect(order.returnedAt).toEqual(expect.any(String));
      expect(orderOutcomeLabel(order)).toBe(RETURNED_TO_SELLER_LABEL);
    }
    const tracking = await t.request(`/api/shiprocket/track/${id}`, { token: userToken });
    expect(tracking.body.tracking_data.shipment_status).toBe('RTO DELIVERED');
  });

  it('a COD order returned to seller refunds nothing and returns its stock once', async () => {
    const { id, items } = await packedOrder([{ weightGrams: 300, quantity: 3 }]);
    const productId = items[0]!.product;
    const before = await stockOf(t, productId);
    const shipped = await ship(id);
    const awb = shipped.body.awb_code;
    for (const code of [42, 6, 9, 10]) await simControl('advance', { awb, sr_status: code });
    await simControl('webhook', { awb });
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(row.returnedAt).toBeInstanceOf(Date);
    expect(await stockOf(t, productId)).toBe(before + 3);
  });

  it('an order cancelled before pickup is cancelled, not returned', async () => {
    const { id } = await packedOrder([{ weightGrams: 300, quantity: 1 }]);
    await ship(id);
    const res = await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.order.returnedAt ?? null).toBeNull();
    expect(orderOutcomeLabel(res.body.order)).toBe('Cancelled');
  });
});
