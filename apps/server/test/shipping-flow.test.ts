import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/shared/order-number';
import { SHIPPING_MESSAGES } from '@shop/shared/schemas/shipping';
import { LABELS_FAILED_HEADER, labelFailuresFromHeader } from '@shop/shared/schemas/shipping-flow';
import { orders, products, shipments } from '../src/db/schema';
import { simCurrentStatusId, startShiprocketSimulator, type StartedSimulator } from '../src/providers/shiprocket/simulator';
import { pdfText } from './helpers/pdf-text';
import { simulatorApi, simulatorControl, shiprocketEnv } from './helpers/shiprocket-sim';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signInDemoAccounts } from './helpers/test-shop';
import { firstCategoryId } from './helpers/factories';

/*
 * Shiprocket's full forward flow through the simulator (docs/decisions/062-shiprocket-forward-flow.md,
 * 063-shipment-status-and-rto.md): courier choice, AWB, pickup, label and manifest PDFs, tracking webhooks
 * whose two status ids differ, returns to origin, cancellation before pickup, and the simulator's own rules.
 */

const WEBHOOK_KEY = 'flow-webhook-key-0123456789';
let sim: StartedSimulator;
let t: TestApp;
let userToken: string;
let adminToken: string;
let categoryId: string;

const address = {
  name: 'Ananya Iyer',
  email: 'ananya@example.com',
  phone: '+91 98450 12345',
  street: '14 Residency Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
};

const simControl = (path: string, json?: unknown) => simulatorControl(sim.url, path, json);
const simApi = (method: 'GET' | 'POST', path: string, body?: unknown) => simulatorApi(sim.url, method, path, body);

beforeAll(async () => {
  sim = await startShiprocketSimulator({ stepMs: 0 });
  t = await startTestApp({
    env: {
      ...shiprocketEnv(sim.url, WEBHOOK_KEY, 1500),
    },
  });
  await simControl('config', { webhook_url: `${t.url}/api/webhooks/courier-tracking`, webhook_key: WEBHOOK_KEY, step_ms: 0 });
  ({ adminToken, userToken } = await signInDemoAccounts(t));
  categoryId = await firstCategoryId(t);
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

beforeEach(async () => {
  await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
  await simControl('config', { step_ms: 0 });
});

async function makeProduct(stock = 10) {
  const [row] = await t.database.db
    .insert(products)
    .values({
      name: `Flow test ${randomUUID().slice(0, 6)}`,
      sku: `FLOW-${randomUUID().slice(0, 8)}`,
      mrpPaise: 450_00,
      stock,
      categoryId,
      hsn: '6109',
      gstRatePercent: 5,
    })
    .returning();
  return row!;
}

const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const simOrdersFor = async (channelOrderId: string) =>
  (await simControl('state')).orders.filter((o: any) => o.order_id === channelOrderId);

async function packedOrder(opts: { paymentMethod?: 'cod' | 'razorpay' | 'whatsapp'; city?: string } = {}) {
  const product = await makeProduct();
  const placed = await t.request('/api/orders', {
    method: 'POST',
    token: userToken,
    json: {
      items: [{ product: product.id, quantity: 2 }],
      shippingAddress: { ...address, city: opts.city ?? address.city },
      paymentMethod: opts.paymentMethod ?? 'cod',
    },
  });
  expect(placed.status).toBe(201);
  const id: string = placed.body.order._id;
  if (opts.paymentMethod === 'razorpay') {
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, id));
  }
  await t.database.db.update(orders).set({ status: 'packed', packedAt: new Date() }).where(eq(orders.id, id));
  return { id, product };
}

const ship = (orderId: string, extra: Record<string, unknown> = {}) =>
  t.request('/api/shiprocket/create-order', { method: 'POST', token: adminToken, json: { order_id: orderId, ...extra } });

async function download(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    failed: labelFailuresFromHeader(res.headers.get(LABELS_FAILED_HEADER)),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('forward flow: courier -> AWB -> pickup -> label and manifest', () => {
  it('ships with the courier the admin chose, schedules the pickup, and serves the label and manifest PDFs', async () => {
    const { id } = await packedOrder();
    const choices = await t.request(`/api/shiprocket/couriers/${id}?weight=0.8`, { token: adminToken });
    expect(choices.status).toBe(200);
    expect(choices.body.paymentMethod).toBe('COD');
    const couriers = choices.body.couriers as any[];
    expect(couriers.length).toBeGreaterThan(1);
    expect(couriers.every((c) => c.cod && c.rate > 0 && c.etd)).toBe(true);
    expect(couriers.filter((c) => c.recommended)).toHaveLength(1);
    const cheapest = couriers.find((c) => c.cheapest)!;
    expect(couriers.find((c) => c.fastest)).toBeDefined();

    const res = await ship(id, { courier_id: cheapest.courierId, weight: 0.8 });
    expect(res.status).toBe(201);
    expect(res.body.courier_name).toBe(cheapest.courierName);
    expect(res.body.awb_code).toMatch(/^\d+$/);
    expect(Date.parse(res.body.pickup_scheduled_date)).toBeGreaterThan(Date.now());
    const [simOrder] = await simOrdersFor(id);
    // The manifest follows the pickup at once (decision 167).
    expect(simOrder).toMatchObject({ pickup_requested: true, manifested: true, courier_name: cheapest.courierName });
    expect(simOrder.payload.payment_method).toBe('COD');

    const label = await download(`/api/shiprocket/label/${id}`);
    expect(label.status).toBe(200);
    expect(label.type).toBe('application/pdf');
    expect(label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(label.bytes)).toContain(res.body.awb_code);

    const manifest = await download(`/api/shiprocket/manifest/${id}`);
    expect(manifest.status).toBe(200);
    expect(pdfText(manifest.bytes)).toContain(res.body.awb_code);
    // Shiprocket generates a manifest once; asking again prints it again.
    const again = await download(`/api/shiprocket/manifest/${id}`);
    expect(again.status).toBe(200);
    expect(pdfText(again.bytes)).toContain(res.body.awb_code);

    // The customer sees who brings the parcel, its AWB and when the courier collects it.
    const tracking = await t.request(`/api/shiprocket/track/${id}`, { token: userToken });
    expect(tracking.status).toBe(200);
    expect(tracking.body.tracking_data).toMatchObject({
      courier_name: cheapest.courierName,
      awb_code: res.body.awb_code,
      pickup_scheduled_date: res.body.pickup_scheduled_date,
    });
  });

  it('prints the labels of several selected orders in one PDF', async () => {
    const a = await packedOrder();
    const b = await packedOrder();
    const shippedA = await ship(a.id);
    const shippedB = await ship(b.id);
    const pdf = await download('/api/shiprocket/labels', { method: 'POST', json: { order_ids: [a.id, b.id] } });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(shippedA.body.awb_code);
    expect(text).toContain(shippedB.body.awb_code);
    const forbidden = await t.request('/api/shiprocket/labels', { method: 'POST', token: userToken, json: { order_ids: [a.id] } });
    expect(forbidden.status).toBe(403);
  });

  it('prints the labels it can and names each order it cannot, with the reason', async () => {
    const shippedOrder = await packedOrder();
    const shipped = await ship(shippedOrder.id);
    const notShipped = await packedOrder();
    const pdf = await download('/api/shiprocket/labels', {
      method: 'POST',
      json: { order_ids: [notShipped.id, shippedOrder.id] },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdfText(pdf.bytes)).toContain(shipped.body.awb_code);
    expect(pdf.failed).toEqual([
      { orderId: notShipped.id, orderNumber: formatOrderNumber(notShipped.id), reason: SHIPPING_MESSAGES.noShipment },
    ]);

    // Nothing printable: a 409 naming every order and why.
    const none = await t.request('/api/shiprocket/labels', {
      method: 'POST',
      token: adminToken,
      json: { order_ids: [notShipped.id] },
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      `No label could be printed. #${formatOrderNumber(notShipped.id)}: ${SHIPPING_MESSAGES.noShipment}`,
    );
  });

  it('sends COD for COD and unconfirmed WhatsApp orders and Prepaid only when paid', async () => {
    for (const [paymentMethod, expected] of [
      ['cod', 'COD'],
      ['whatsapp', 'COD'],
      ['razorpay', 'Prepaid'],
    ] as const) {
      const { id } = await packedOrder({ paymentMethod });
      expect((await ship(id)).status).toBe(201);
      const [simOrder] = await simOrdersFor(id);
      expect(simOrder.payload.payment_method, paymentMethod).toBe(expected);
    }
  });

  it('adopts the order a lost create made (found by channel order id) instead of making a second one', async () => {
    const { id } = await packedOrder();
    // An earlier attempt created the order at Shiprocket, but its answer never reached us.
    const earlier = await simApi('POST', 'orders/create/adhoc', {
      ...(await simOrderPayloadFor(id)),
    });
    expect(earlier.status).toBe(200);
    const res = await ship(id);
    expect(res.status).toBe(201);
    expect(res.body.shipment_id).toBe(String(earlier.body.shipment_id));
    expect(await simOrdersFor(id)).toHaveLength(1);
  });

  it('never adopts a cancelled Shiprocket order that holds its order id: ships under the next id', async () => {
    const { id } = await packedOrder();
    const earlier = await simApi('POST', 'orders/create/adhoc', await simOrderPayloadFor(id));
    await simApi('POST', 'orders/cancel', { ids: [earlier.body.order_id] });
    const res = await ship(id);
    expect(res.status, res.text).toBe(201);
    expect(res.body.shipment_id).not.toBe(String(earlier.body.shipment_id));
    const [fresh] = await simOrdersFor(`${id}-2`);
    expect(fresh).toMatchObject({ cancelled: false, shipment_id: Number(res.body.shipment_id) });
    expect((await orderRow(id)).trackingNumber).toBe(res.body.shipment_id);
  });

  it('passes Shiprocket refusing a billing city over 30 characters on to the admin, and changes nothing', async () => {
    const { id } = await packedOrder({ city: 'Thiruvananthapuram Cantonment East' });
    const res = await ship(id);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ billing_city: ['The billing city may not be greater than 30 characters.'] });
    expect((await orderRow(id)).status).toBe('packed');
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, id))).toHaveLength(0);
  });
});

/** A valid adhoc payload for our order id, as the shop would send it. */
async function simOrderPayloadFor(orderId: string) {
  return {
    order_id: orderId,
    order_date: '2026-11-25 10:00',
    pickup_location: 'Home',
    billing_customer_name: 'Ananya',
    billing_last_name: 'Iyer',
    billing_address: address.street,
    billing_city: address.city,
    billing_pincode: address.pincode,
    billing_state: address.state,
    billing_country: 'India',
    billing_email: address.email,
    billing_phone: '9845012345',
    shipping_is_billing: true,
    order_items: [{ name: 'Tee', sku: 'TEE-1', units: 2, selling_price: 450, discount: 0, tax: 5, hsn: '6109' }],
    payment_method: 'COD',
    sub_total: 900,
    length: 10,
    breadth: 10,
    height: 10,
    weight: 0.5,
  };
}

describe('tracking and the end of the journey', () => {
  it('a DELIVERED webhook whose current_status_id differs from shipment_status_id delivers the order', async () => {
    const { id } = await packedOrder();
    const shipped = await ship(id);
    const step = await simControl('advance', { awb: shipped.body.awb_code, sr_status: 7 });
    expect(step.webhook_status).toBe(200);
    const sent = (await simControl('state')).webhooks.at(-1).body;
    expect(sent).toMatchObject({ shipment_status_id: 7, current_status_id: simCurrentStatusId(7) });
    expect(sent.current_status_id).not.toBe(sent.shipment_status_id);
    expect((await orderRow(id)).status).toBe('delivered');
  });

  it('returned to origin: the order ends returned to seller (cancelled, returnedAt) with its stock back, exactly once', async () => {
    const { id, product } = await packedOrder();
    const before = await stockOf(product.id);
    const shipped = await ship(id);
    const awb = shipped.body.awb_code;
    for (const code of [42, 6, 21, 9]) await simControl('advance', { awb, sr_status: code });
    expect((await orderRow(id)).status).toBe('shipped'); // undelivered and RTO initiated: still on its way
    await simControl('advance', { awb, sr_status: 10 });
    expect((await orderRow(id)).status).toBe('cancelled');
    expect((await orderRow(id)).returnedAt).toBeInstanceOf(Date);
    expect(await stockOf(product.id)).toBe(before + 2);
    // Repeats of the same news (a webhook re-sent, a poll) change nothing.
    await simControl('webhook', { awb });
    await t.database.db.update(shipments).set({ trackedAt: null }).where(eq(shipments.orderId, id));
    await t.request(`/api/shiprocket/track/${id}`, { token: adminToken });
    expect(await stockOf(product.id)).toBe(before + 2);
    const tracking = await t.request(`/api/shiprocket/track/${id}`, { token: userToken });
    expect(tracking.body.tracking_data.shipment_status).toBe('RTO DELIVERED');
  });

  it('cancelling before pickup cancels the Shiprocket order too', async () => {
    const { id, product } = await packedOrder();
    const before = await stockOf(product.id);
    const shipped = await ship(id);
    expect(shipped.body.pickup_scheduled_date).toBeTruthy();
    const res = await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(200);
    const [simOrder] = await simOrdersFor(id);
    expect(simOrder.cancelled).toBe(true);
    expect((await orderRow(id)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(before + 2);
  });
});

describe('the simulator enforces what Shiprocket enforces', () => {
  it('moves nothing before a pickup is requested, and moves once it is', async () => {
    const created = await simApi('POST', 'orders/create/adhoc', await simOrderPayloadFor(`sim-${randomUUID()}`));
    const shipmentId = created.body.shipment_id;
    const awb = await simApi('POST', 'courier/assign/awb', { shipment_id: shipmentId });
    expect(awb.body.awb_assign_status).toBe(1);
    await simControl('config', { step_ms: 40 });
    await new Promise((r) => setTimeout(r, 400));
    const before = await simApi('GET', `courier/track/shipment/${shipmentId}`);
    expect(before.body.tracking_data.track_status).toBe(0);

    const manifestEarly = await simApi('POST', 'manifests/generate', { shipment_id: [shipmentId] });
    expect(manifestEarly.status).toBe(400);
    const pickup = await simApi('POST', 'courier/generate/pickup', { shipment_id: [shipmentId] });
    expect(pickup.body).toMatchObject({ pickup_status: 1, response: { pickup_scheduled_date: expect.any(String) } });
    const repeat = await simApi('POST', 'courier/generate/pickup', { shipment_id: [shipmentId] });
    expect(repeat).toMatchObject({ status: 400, body: { message: 'Already in Pickup Queue.', status_code: 400 } });
    await new Promise((r) => setTimeout(r, 400));
    const after = await simApi('GET', `courier/track/shipment/${shipmentId}`);
    expect(after.body.tracking_data.track_status).toBe(1);
  });

  it('answers a reused order id with the existing order (even CANCELED), and refuses a long billing city with 422', async () => {
    const payload = await simOrderPayloadFor(`sim-${randomUUID()}`);
    const first = await simApi('POST', 'orders/create/adhoc', payload);
    expect(first.status).toBe(200);
    // Shiprocket dedupes on the channel order id: 200 with the order that has it, nothing new created.
    const again = await simApi('POST', 'orders/create/adhoc', payload);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ order_id: first.body.order_id, shipment_id: first.body.shipment_id, status: 'NEW' });
    expect(await simOrdersFor(payload.order_id)).toHaveLength(1);
    await simApi('POST', 'orders/cancel', { ids: [first.body.order_id] });
    const cancelled = await simApi('POST', 'orders/create/adhoc', payload);
    expect(cancelled).toMatchObject({ status: 200, body: { order_id: first.body.order_id, status: 'CANCELED', status_code: 5 } });
    const longCity = await simApi('POST', 'orders/create/adhoc', {
      ...payload,
      order_id: `sim-${randomUUID()}`,
      billing_city: 'x'.repeat(31),
    });
    expect(longCity.status).toBe(422);
    expect(longCity.body.errors.billing_city).toEqual(['The billing city may not be greater than 30 characters.']);
  });

  it('wants shipment ids as an array for labels (422) and has no label before an AWB', async () => {
    const created = await simApi('POST', 'orders/create/adhoc', await simOrderPayloadFor(`sim-${randomUUID()}`));
    const bare = await simApi('POST', 'courier/generate/label', { shipment_id: created.body.shipment_id });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.shipment_id).toEqual(['The shipment id must be an array.']);
    const none = await simApi('POST', 'courier/generate/label', { shipment_id: [created.body.shipment_id] });
    expect(none.body).toMatchObject({ label_created: 0, response: 'No valid shipment ids to print label' });
  });
});
