import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@shop/shared/messages';
import { UNPAID_SHIPPING_ERROR } from '@shop/shared/order-status';
import { orders, products, shipments, webhookEvents } from '../src/db/schema';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository';
import { createCatalogService } from '../src/modules/catalog/catalog.service';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { createShippingService } from '../src/modules/shipping/shipping.service';
import { createShiprocketClient } from '../src/providers/shiprocket/client';
import { SIM_DEV_CREDENTIALS } from '../src/providers/shiprocket/constants';
import { SR_STATUSES } from '../src/providers/shiprocket/types';
import {
  createCustomer,
  createProduct,
  mumbaiAddress,
  placeOrder,
  placePackedOrder,
  registerCustomer,
  stockOf,
} from './helpers/factories';
import { simulatorControl, shiprocketEnv } from './helpers/shiprocket-sim';
import { startTestApp, type TestApp } from './helpers/test-app';
import { useTestApp, signInDemoAccounts } from './helpers/test-shop';

/**
 * Shipping against the Shiprocket simulator running as a process of its own, over HTTP, with the shop
 * configured exactly as for the real API (SHIPROCKET_EMAIL, SHIPROCKET_API_URL, ...).
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const WEBHOOK_KEY = 'test-webhook-key-0123456789';
const TIMEOUT_MS = 1500;

let simProcess: ChildProcess | undefined;
let simUrl = '';
let t: TestApp;
let userToken: string;
let otherToken: string;
let adminToken: string;

async function startSimulatorProcess(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/providers/shiprocket/simulator-main.ts', '--port', '0'],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  simProcess = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator did not start: ${output}`)), 30_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`simulator exited ${code}: ${output}`)));
  });
}

const sim = (path: string, json?: unknown) => simulatorControl(simUrl, path, json);

const address = { ...mumbaiAddress, name: 'Rahul Kumar Sharma' };

beforeAll(async () => {
  simUrl = await startSimulatorProcess();
  t = await startTestApp({
    env: {
      ...shiprocketEnv(simUrl, WEBHOOK_KEY, TIMEOUT_MS),
    },
  });
  await sim('config', { webhook_url: `${t.url}/api/shiprocket/webhook`, webhook_key: WEBHOOK_KEY, step_ms: 0 });
  ({ adminToken, userToken } = await signInDemoAccounts(t));
  otherToken = await registerCustomer(t, {
    name: 'Priya Nair',
    email: 'priya.shipping@example.com',
    password: 'secret1',
  });
});

afterAll(async () => {
  await t?.close();
  simProcess?.kill('SIGTERM');
});

beforeEach(async () => {
  await fetch(`${simUrl}/__sim/faults`, { method: 'DELETE' });
  // Each test's orders belong to a customer of its own: the suite places far more orders than one account may
  // place in a minute (20, the production limit; docs/decisions/009-rate-limits.md).
  userToken = (await createCustomer(t, { name: 'Rahul Kumar Sharma', emailPrefix: 'shipper' })).token;
});

/** A product of the test's own, ₹300 unless priced, with the HSN and GST rate a label and invoice print. */
const shipProduct = (pricePaise = 300_00) =>
  createProduct(t, { mrpPaise: pricePaise, stock: 10, hsn: '8518', gstRatePercent: 18, skuPrefix: 'SHIP' });

/** A placed order moved to packed by the admin: ready for 'Ship'. */
async function packedOrder(
  opts: { paymentMethod?: 'cod' | 'razorpay'; quantity?: number; pricePaise?: number; unpaid?: boolean } = {},
) {
  const { pricePaise, ...options } = opts;
  const product = await shipProduct(pricePaise);
  const order = await placePackedOrder(t, {
    ...options,
    token: userToken,
    adminToken,
    product: product.id,
    shippingAddress: address,
  });
  return { id: order._id as string, product };
}

const ship = (orderId: string, extra: Record<string, unknown> = {}, token = adminToken) =>
  t.request('/api/shiprocket/create-order', { method: 'POST', token, json: { order_id: orderId, ...extra } });

async function simOrdersFor(orderId: string): Promise<any[]> {
  return (await sim('state')).orders.filter((o: any) => o.order_id === orderId);
}

async function shipmentRows(orderId: string) {
  return t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
}

async function orderRow(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('shipping an order (create-order)', () => {
  it('is for admins only', async () => {
    const { id } = await packedOrder();
    expect((await ship(id, {}, userToken)).status).toBe(403);
    expect((await t.request('/api/shiprocket/create-order', { method: 'POST', json: { order_id: id } })).status).toBe(
      401,
    );
    expect(await simOrdersFor(id)).toHaveLength(0);
    expect((await orderRow(id)).status).toBe('packed');
  });

  it('builds the Shiprocket payload from the stored order (docs/providers.md) and ships it', async () => {
    const { id, product } = await packedOrder({ quantity: 2, pricePaise: 349_50 });
    const res = await ship(id, {
      // What a client sends besides order_id is ignored (docs/product.md#api): the stored order is the truth.
      sub_total: 1,
      payment_method: 'Prepaid',
      billing_customer_name: 'Mallory',
    });
    expect(res.status).toBe(201);
    // Created NEW, then the AWB was assigned at once.
    expect(res.body).toMatchObject({
      existing: false,
      status: 'AWB ASSIGNED',
      length: 10,
      breadth: 10,
      height: 10,
      weight: 1, // no weight sent: the order's, 2 x 500 g (the default product weight, decision 064)
    });
    expect(res.body.order_id).toMatch(/^\d+$/);
    expect(res.body.shipment_id).toMatch(/^\d+$/);
    expect(res.body.awb_code).toMatch(/^\d{14}$/);
    expect(res.body.courier_name).toBeTruthy();
    expect(res.body.order).toMatchObject({ _id: id, status: 'shipped', trackingNumber: res.body.shipment_id });
    expect(res.body.order.shippedAt).toBeTruthy();

    const [sent] = await simOrdersFor(id);
    expect(sent.payload).toEqual({
      order_id: id,
      order_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      pickup_location: 'Home',
      billing_customer_name: 'Rahul',
      billing_last_name: 'Kumar Sharma',
      billing_address: address.street,
      billing_city: 'Mumbai',
      billing_pincode: '400050',
      billing_state: 'Maharashtra',
      billing_country: 'India',
      billing_email: 'rahul@example.com',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        { name: product.name, sku: product.sku, units: 2, selling_price: 349.5, discount: 0, tax: 18, hsn: '8518' },
      ],
      payment_method: 'COD',
      sub_total: 699,
      // No coupon: nothing to take off (docs/decisions/165-shiprocket-money.md sends total_discount 0 always).
      total_discount: 0,
      // Below 999 rupees cash on delivery costs 100 (docs/decisions/016-shipping-fee.md): the courier collects 799.
      shipping_charges: 100,
      length: 10,
      breadth: 10,
      height: 10,
      weight: 1,
    });
  });

  it('sends Prepaid for online orders, the COD fee as shipping_charges, and the package given', async () => {
    const prepaid = await packedOrder({ paymentMethod: 'razorpay', pricePaise: 500_00 });
    expect((await ship(prepaid.id, { length: 25, breadth: '15.5', height: 4, weight: 1.25 })).status).toBe(201);
    const [p] = await simOrdersFor(prepaid.id);
    expect(p.payload).toMatchObject({
      payment_method: 'Prepaid',
      sub_total: 500,
      length: 25,
      breadth: 15.5,
      height: 4,
      weight: 1.25,
    });
    // shipping_charges is the order's delivery charge (decision 165): none for a prepaid order of ₹500.
    expect(p.payload.shipping_charges).toBe(0);

    const cod = await packedOrder({ pricePaise: 500_00 });
    expect((await ship(cod.id)).status).toBe(201);
    const [c] = await simOrdersFor(cod.id);
    expect(c.payload).toMatchObject({ payment_method: 'COD', sub_total: 500, shipping_charges: 100 });
  });

  it('refuses an unpaid online order without calling Shiprocket', async () => {
    const unpaid = await packedOrder({ paymentMethod: 'razorpay', unpaid: true });
    const res = await ship(unpaid.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(UNPAID_SHIPPING_ERROR);
    expect(await simOrdersFor(unpaid.id)).toHaveLength(0);
  });

  it('rejects a package under the package minimums without calling Shiprocket', async () => {
    const { id } = await packedOrder();
    const short = await ship(id, { length: 0.5 });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Length must be at least 1 cm');
    const light = await ship(id, { weight: 0.05 });
    expect(light.body.message).toBe('Weight must be at least 0.1 kg');
    expect((await ship(id, { height: 'tall' })).status).toBe(400);
    expect(
      (await t.request('/api/shiprocket/create-order', { method: 'POST', token: adminToken, json: {} })).body.message,
    ).toBe('order_id is required');
    expect(await simOrdersFor(id)).toHaveLength(0);
  });

  it('never creates a second shipment: a retry or a double click returns the first', async () => {
    const { id } = await packedOrder();
    const [a, b] = await Promise.all([ship(id), ship(id)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.shipment_id).toBe(b.body.shipment_id);
    const again = await ship(id, { length: 50 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ existing: true, shipment_id: a.body.shipment_id, length: 10 });
    expect(again.body.order.status).toBe('shipped');
    expect(await simOrdersFor(id)).toHaveLength(1);
    expect(await shipmentRows(id)).toHaveLength(1);
  });

  it('ships only packed orders', async () => {
    const product = await shipProduct();
    const placed = await placeOrder(t, { token: userToken, product: product.id, shippingAddress: address });
    const res = await ship(placed._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only packed orders can be shipped (this order is pending)');
    expect((await ship(randomUUID())).status).toBe(404);
    expect(await simOrdersFor(placed._id)).toHaveLength(0);
  });

  it('reports a Shiprocket 5xx clearly and changes nothing; a retry then ships', async () => {
    const { id } = await packedOrder();
    await sim('faults', { op: 'create', status: 500, body: { message: 'Internal Server Error' } });
    const res = await ship(id);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'Failed to create Shiprocket order: Shiprocket is unavailable (HTTP 500: Internal Server Error)',
    );
    expect(await orderRow(id)).toMatchObject({ status: 'packed', trackingNumber: null, shippedAt: null });
    expect(await shipmentRows(id)).toHaveLength(0);
    expect((await ship(id)).status).toBe(201);
  });

  it('after a create timeout, looks the order up by its channel order id before creating it once', async () => {
    const { id } = await packedOrder();
    // The first create never answers in time (and does nothing); the lookup finds nothing, so one more create.
    await sim('faults', { op: 'create', delay_ms: TIMEOUT_MS + 2000, status: 504 });
    const res = await ship(id);
    expect(res.status).toBe(201);
    const state = await sim('state');
    expect(state.calls.orders).toBeGreaterThanOrEqual(1);
    expect(state.orders.filter((o: any) => o.order_id === id)).toHaveLength(1);
    expect(await shipmentRows(id)).toHaveLength(1);
  });

  it('reports a timeout clearly and changes nothing when Shiprocket cannot even be asked', async () => {
    const { id } = await packedOrder();
    await sim('faults', { op: 'create', delay_ms: TIMEOUT_MS + 2000, status: 504 });
    await sim('faults', { op: 'orders', mode: 'error', status: 503, times: 'always' });
    const res = await ship(id);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^Failed to create Shiprocket order: Shiprocket is unavailable/);
    expect(await orderRow(id)).toMatchObject({ status: 'packed', trackingNumber: null });
    expect(await shipmentRows(id)).toHaveLength(0);
  });

  it("passes Shiprocket's validation message on (422) and an error inside a 200 (still no state change)", async () => {
    const { id } = await packedOrder();
    await sim('faults', {
      op: 'create',
      status: 422,
      body: {
        message: 'Oops! Invalid Data.',
        errors: { billing_pincode: ['Delivery pincode is not serviceable.'] },
        status_code: 422,
      },
    });
    const res = await ship(id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Failed to create Shiprocket order: Oops! Invalid Data. billing_pincode: Delivery pincode is not serviceable.',
    );
    expect(res.body.errors).toEqual({ billing_pincode: ['Delivery pincode is not serviceable.'] });
    await sim('faults', { op: 'create', body: { status_code: 500, message: 'Wallet balance is low' } });
    const inBody = await ship(id);
    expect(inBody.status).toBe(422);
    expect(inBody.body.message).toBe('Failed to create Shiprocket order: Wallet balance is low');
    expect(await orderRow(id)).toMatchObject({ status: 'packed', trackingNumber: null });
  });

  it('still ships when the AWB cannot be assigned yet; the poll assigns it later', async () => {
    const { id } = await packedOrder();
    await sim('faults', { op: 'awb', status: 503 });
    const res = await ship(id);
    expect(res.status).toBe(201);
    expect(res.body.awb_code).toBeNull();
    await pollNow();
    const [row] = await shipmentRows(id);
    expect(row!.awbCode).toMatch(/^\d{14}$/);
  });
});

describe('Shiprocket token', () => {
  it('is reused across calls and renewed once on a 401', async () => {
    const { id } = await packedOrder();
    const before = (await sim('state')).logins;
    expect((await ship(id)).status).toBe(201);
    const svc = (pin: string) =>
      t.request('/api/shiprocket/serviceability', { method: 'POST', token: userToken, json: { pincode: pin } });
    expect((await svc('110001')).status).toBe(200);
    expect((await sim('state')).logins).toBe(before);

    await sim('expire-tokens', {});
    const answers = await Promise.all(['110002', '110003', '110004', '110005'].map(svc));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await sim('state')).logins).toBe(before + 1);
  });
});

/** The tracking poll, run now by a second service on the same database (as another process would). */
async function pollNow() {
  const service = createShippingService({
    db: t.database.db,
    provider: createShiprocketClient({ baseUrl: simUrl, ...SIM_DEV_CREDENTIALS, timeoutMs: TIMEOUT_MS }),
    orders: createOrdersService({ db: t.database.db }),
    catalog: createCatalogService(createCatalogRepository(t.database.db)),
    pickup: async () => ({ location: 'Home', pincode: '560001' }),
    originLocation: async () => 'Karnataka',
    providerTimeoutMs: TIMEOUT_MS,
  });
  return service.pollOnce({ minAgeMs: 5000, limit: 500 });
}

async function shippedOrder() {
  const { id, product } = await packedOrder();
  const res = await ship(id);
  expect(res.status).toBe(201);
  return { id, product, shipmentId: res.body.shipment_id as string, awb: res.body.awb_code as string };
}

const track = (id: string, token?: string) => t.request(`/api/shiprocket/track/${encodeURIComponent(id)}`, { token });

describe('tracking', () => {
  it('maps every sr-status to its label, newest first, for the owner', async () => {
    const { id, awb } = await shippedOrder();
    const first = await track(id, userToken);
    expect(first.status).toBe(200);
    expect(first.body.tracking_data).toMatchObject({
      shipment_status: 'AWB ASSIGNED',
      track_history: [],
      awb_code: awb,
    });

    const codes = [5, 19, 42, 6, 18, 38, 17, 21, 9, 10];
    for (const code of codes) {
      const step = await sim('advance', { awb, sr_status: code });
      expect(step.webhook_status).toBe(200);
      const res = await track(id, userToken);
      const data = res.body.tracking_data;
      expect(data.shipment_status).toBe(SR_STATUSES[code]!.label);
      expect(data.current_status_id).toBe(code);
      expect(data.track_history[0]).toMatchObject({ status: SR_STATUSES[code]!.label, sr_status: code });
    }
    const data = (await track(id, userToken)).body.tracking_data;
    expect(data.track_history.map((h: any) => h.sr_status)).toEqual([...codes].reverse());
    expect(
      data.track_history.every((h: any, i: number, all: any[]) => i === 0 || all[i - 1].updated_date >= h.updated_date),
    ).toBe(true);
    expect(data).toMatchObject({ order_id: id, courier_name: expect.any(String), awb_code: awb });
    expect(Date.parse(data.etd)).toBeGreaterThan(0);
    // Undelivered and RTO initiated are shown; RTO DELIVERED (the parcel is back) closes the order, stock back.
    expect((await orderRow(id)).status).toBe('cancelled');
  });

  it('maps CANCELLED and DELIVERED too', async () => {
    const a = await shippedOrder();
    await sim('advance', { awb: a.awb, sr_status: 8 });
    expect((await track(a.id, adminToken)).body.tracking_data).toMatchObject({
      shipment_status: 'CANCELLED',
      current_status_id: 8,
    });
    const b = await shippedOrder();
    await sim('advance', { awb: b.awb, sr_status: 7 });
    expect((await track(b.id, adminToken)).body.tracking_data).toMatchObject({
      shipment_status: 'DELIVERED',
      current_status_id: 7,
    });
  });

  it('shows anyone with the tracking number only status, courier, etd and history', async () => {
    const { id, shipmentId, awb } = await shippedOrder();
    for (let i = 0; i < 8; i++) await sim('advance', { awb });
    for (const path of [`/api/shiprocket/track/${shipmentId}`, `/api/shiprocket/track-public/${awb}`]) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.tracking_data).sort()).toEqual([
        'courier_name',
        'etd',
        'shipment_status',
        'track_history',
        'tracking_number',
      ]);
      expect(res.body.tracking_data).toMatchObject({ tracking_number: shipmentId, shipment_status: 'DELIVERED' });
      for (const h of res.body.tracking_data.track_history)
        expect(Object.keys(h).sort()).toEqual(['location', 'status', 'updated_date']);
      expect(res.text).not.toMatch(/Rahul|Sharma|Linking Road|9876543210|rahul@example/);
    }
    // Another customer asking by tracking number is a stranger; by order id the order does not exist for them.
    const stranger = await track(shipmentId, otherToken);
    expect(Object.keys(stranger.body.tracking_data)).toHaveLength(5);
    expect((await track(id, otherToken)).status).toBe(404);
    expect((await track(id)).status).toBe(404);
    // The owner sees the courier's own words (which may name the receiver).
    const owner = await track(shipmentId, userToken);
    expect(owner.body.tracking_data.track_history[0].activity).toBe('Delivered to Rahul');
  });

  it('answers an unknown tracking number with the product message', async () => {
    const res = await t.request('/api/shiprocket/track-public/NOPE-0000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tracking information is not available at the moment. Please check back later.');
  });

  it("gives the courier's tracking page right after shipping, even when a webhook made the tracking fresh", async () => {
    const { id, awb } = await shippedOrder();
    await sim('advance', { awb, sr_status: 42, webhook: false });
    expect((await sim('webhook', { awb })).webhook_status).toBe(200);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(row!.trackedAt).not.toBeNull();
    expect(row!.trackingUrl).toBeNull();
    const res = await track(id, userToken);
    expect(res.status).toBe(200);
    expect(res.body.tracking_data.track_url).toBe(`https://shiprocket.co/tracking/${awb}`);
  });

  it('reads fresh tracking from Shiprocket, and serves what it has while Shiprocket is down', async () => {
    const { id, awb } = await shippedOrder();
    await sim('advance', { awb, sr_status: 5, webhook: false });
    // First read: never tracked, so it asks Shiprocket.
    const fresh = (await track(id, userToken)).body.tracking_data;
    expect(fresh).toMatchObject({ shipment_status: 'MANIFEST GENERATED', track_url: expect.stringContaining(awb) });
    await t.database.db.update(shipments).set({ trackedAt: null }).where(eq(shipments.orderId, id));
    await sim('faults', { op: 'track', status: 502, times: 5 });
    const res = await track(id, userToken);
    expect(res.status).toBe(200);
    expect(res.body.tracking_data.shipment_status).toBe('MANIFEST GENERATED');
  });
});

describe('tracking updates', () => {
  const post = (body: unknown, key: string | null = WEBHOOK_KEY) =>
    t.request('/api/shiprocket/webhook', { method: 'POST', json: body, headers: key ? { 'x-api-key': key } : {} });

  it('checks the x-api-key', async () => {
    const { awb } = await shippedOrder();
    const body = { awb, current_status_id: 42, current_status: 'PICKED UP', current_timestamp: '01 07 2024 10:00:00' };
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, 'wrong-key-wrong-key-wrong')).status).toBe(401);
    expect((await post(body)).status).toBe(200);
    expect((await t.request('/api/webhooks/courier-tracking', { method: 'POST', json: body })).status).toBe(401);
  });

  it('applies each webhook once', async () => {
    const { id, awb } = await shippedOrder();
    await sim('advance', { awb, sr_status: 42, webhook: false });
    const first = await sim('webhook', { awb });
    const again = await sim('webhook', { awb });
    expect([first.webhook_status, again.webhook_status]).toEqual([200, 200]);
    const deliveries = (await sim('state')).webhooks.filter((w: any) => w.body.awb === awb);
    const body = deliveries.at(-1).body;
    expect((await post(body)).body.status).toBe('duplicate');
    expect(
      (
        await t.request('/api/webhooks/courier-tracking', {
          method: 'POST',
          json: body,
          headers: { 'x-api-key': WEBHOOK_KEY },
        })
      ).body.status,
    ).toBe('duplicate');
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEvents)
      .where(sql`${webhookEvents.event} = 'tracking:42'`)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(1);
    const data = (await track(id, userToken)).body.tracking_data;
    expect(data.track_history.filter((h: any) => h.sr_status === 42)).toHaveLength(1);
    // Unknown AWBs are acknowledged and ignored.
    expect(
      (await post({ awb: '999', current_status_id: 7, current_timestamp: '01 07 2024 10:00:00' })).body.status,
    ).toBe('ignored');
  });

  it('a DELIVERED webhook delivers the order, which keeps the invoice issued at dispatch', async () => {
    const { id, awb } = await shippedOrder();
    // The invoice was issued when the goods left (docs/decisions/051-invoice-at-dispatch.md).
    const issued = (await orderRow(id)).invoiceNumber;
    expect(issued).toBeTruthy();
    expect((await t.request(`/api/orders/${id}/invoice`, { token: userToken })).status).toBe(200);
    for (const code of [5, 19, 42, 6, 18, 38, 17]) await sim('advance', { awb, sr_status: code });
    expect((await orderRow(id)).status).toBe('shipped');
    const step = await sim('advance', { awb, sr_status: 7 });
    expect(step.webhook_status).toBe(200);
    const order = await orderRow(id);
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(order.deliveredAt).toBeInstanceOf(Date);
    expect(order.invoiceNumber).toBe(issued);
    const invoice = await t.request(`/api/orders/${id}/invoice`, { token: userToken });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toContain('application/pdf');
    // A repeated or late webhook changes nothing.
    await sim('webhook', { awb });
    expect((await orderRow(id)).deliveredAt?.getTime()).toBe(order.deliveredAt?.getTime());
  });

  it('the poll delivers shipped orders whose webhook never came, each shipment once across pollers', async () => {
    const { id, awb } = await shippedOrder();
    for (const code of [5, 19, 42, 6, 18, 38, 17, 7]) await sim('advance', { awb, sr_status: code, webhook: false });
    expect((await orderRow(id)).status).toBe('shipped');
    const [a, b] = await Promise.all([pollNow(), pollNow()]);
    expect(a.delivered + b.delivered).toBe(1);
    const order = await orderRow(id);
    expect(order.status).toBe('delivered');
    expect(order.deliveredAt).toBeInstanceOf(Date);
    // A delivered shipment is final: the poll leaves it alone afterwards.
    const [row] = await shipmentRows(id);
    expect(row!.status).toBe('DELIVERED');
    const next = await pollNow();
    expect(next.delivered).toBe(0);
  });
});

describe('cancelling a shipment', () => {
  it('is for admins only', async () => {
    const { id } = await shippedOrder();
    expect((await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: userToken })).status).toBe(403);
    expect((await orderRow(id)).status).toBe('shipped');
  });

  it('cancels the shipment at Shiprocket and the order, giving the stock back once', async () => {
    const { id, product, shipmentId } = await shippedOrder();
    expect(await stockOf(t, product.id)).toBe(9);
    const res = await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      refund: 'not-needed',
      shipment: { shipment_id: shipmentId, status: 'CANCELLED' },
      order: { status: 'cancelled' },
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await simOrdersFor(id))[0].cancelled).toBe(true);
    const again = await t.request(`/api/shiprocket/cancel/${shipmentId}`, { method: 'POST', token: adminToken });
    expect(again.status).toBe(200);
    expect(await stockOf(t, product.id)).toBe(10);
    // A cancelled order is not shipped again.
    expect((await ship(id)).status).toBe(409);
  });

  it('refuses once the courier has picked the parcel up', async () => {
    const { id, awb, product } = await shippedOrder();
    await sim('advance', { awb, sr_status: 42 });
    const res = await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This shipment has already been picked up by the courier and can no longer be cancelled',
    );
    expect((await orderRow(id)).status).toBe('shipped');
    expect(await stockOf(t, product.id)).toBe(9);
  });

  it('changes nothing when Shiprocket fails', async () => {
    const { id } = await shippedOrder();
    await sim('faults', { op: 'cancel', status: 500, times: 'always' }); // cancelling is retried: every try fails
    const res = await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^Failed to cancel Shiprocket order: Shiprocket is unavailable \(HTTP 500/);
    expect((await orderRow(id)).status).toBe('shipped');
    expect((await shipmentRows(id))[0]!.status).not.toBe('CANCELLED');
  });

  it('answers 404 for an order without a shipment', async () => {
    const { id } = await packedOrder();
    const res = await t.request(`/api/shiprocket/cancel/${id}`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This order has no Shiprocket shipment');
  });
});

describe('serviceability and shipping fee', () => {
  const check = (json: unknown, token: string | null = userToken) =>
    t.request('/api/shiprocket/serviceability', { method: 'POST', token: token ?? undefined, json });

  it('tells checkout by when a PIN code is delivered and whether COD is possible', async () => {
    const res = await check({ pincode: '560034' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pincode: '560034',
      serviceable: true,
      codAvailable: true,
      courierName: expect.any(String),
    });
    expect(res.body.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.message).toMatch(/^Delivers by /);
    expect(res.body.estimatedDeliveryDays).toBeGreaterThan(0);

    const northEast = await check({ pincode: '795001', weight: 2 });
    expect(northEast.body).toMatchObject({ serviceable: true, codAvailable: false });

    const none = await check({ pincode: '900001' });
    expect(none.body).toMatchObject({
      serviceable: false,
      codAvailable: false,
      deliveryDate: null,
      message: 'Sorry, we do not deliver to PIN code 900001 yet',
    });
  });

  it('validates the PIN code, needs a session and reports Shiprocket outages', async () => {
    expect((await check({ pincode: '012345' })).body.message).toBe(MESSAGES.invalidPincode);
    expect((await check({ pincode: '012345' })).status).toBe(400);
    expect((await check({ pincode: '560034' }, null)).status).toBe(401);
    await sim('faults', { op: 'serviceability', status: 503, times: 'always' }); // reads are retried
    const down = await check({ pincode: '560099' });
    expect(down.status).toBe(502);
    // A shopper reads our words, not Shiprocket's.
    expect(down.body.message).toBe(
      'Could not check delivery to this PIN code right now. Please try again in a minute.',
    );
  });

  it('calculates the fee on catalogue prices and adds delivery for the PIN code', async () => {
    const cheap = await createProduct(t, {
      mrpPaise: 300_00,
      stock: 10,
      hsn: '8518',
      gstRatePercent: 18,
      skuPrefix: 'SHIP',
    });
    const calc = (json: unknown) =>
      t.request('/api/shiprocket/calculate-shipping', { method: 'POST', token: userToken, json });
    const cod = await calc({
      items: [{ product: cheap.id, quantity: 2, price: 1 }],
      paymentMethod: 'cod',
      pincode: '400050',
    });
    expect(cod.status).toBe(200);
    expect(cod.body).toMatchObject({
      subtotal: 600,
      shippingFee: 100,
      total: 700,
      isFreeShipping: false,
      freeShippingAbove: 999,
    });
    expect(cod.body.delivery).toMatchObject({ serviceable: true, codAvailable: true });
    const online = await calc({ items: [{ product: cheap.id, quantity: 2 }], paymentMethod: 'razorpay' });
    expect(online.body).toMatchObject({ shippingFee: 0, total: 600, delivery: null });
    const big = await calc({ items: [{ product: cheap.id, quantity: 4 }], paymentMethod: 'cod' });
    expect(big.body).toMatchObject({ subtotal: 1200, shippingFee: 0, isFreeShipping: true });
    expect((await calc({ items: [{ product: randomUUID(), quantity: 1 }] })).status).toBe(400);
  });
});

describe('embedded default: the simulator inside the shop', () => {
  let embedded: TestApp;
  useTestApp((app) => (embedded = app), { env: { SHIPROCKET_SIM_CONTROL: 'on' } });

  it('ships through /sim/shiprocket with the development credentials and delivers by its webhooks', async () => {
    const admin = await embedded.login('admin@example.com', 'admin123');
    const user = await embedded.login('user@example.com', 'user123');
    const [product] = await embedded.database.db
      .select()
      .from(products)
      .where(sql`${products.stock} > 5`)
      .limit(1);
    const placed = await embedded.request('/api/orders', {
      method: 'POST',
      token: user,
      json: { items: [{ product: product!.id, quantity: 1 }], shippingAddress: address, paymentMethod: 'cod' },
    });
    const id = placed.body.order._id;
    await embedded.request(`/api/orders/${id}/status`, { method: 'PUT', token: admin, json: { status: 'packed' } });
    const shipped = await embedded.request('/api/shiprocket/create-order', {
      method: 'POST',
      token: admin,
      json: { order_id: id },
    });
    expect(shipped.status).toBe(201);
    const awb = shipped.body.awb_code;
    expect(awb).toMatch(/^\d{14}$/);
    for (let i = 0; i < 8; i++) {
      const step = await embedded.request('/sim/shiprocket/__sim/advance', { method: 'POST', json: { awb } });
      expect(step.body.webhook_status).toBe(200);
    }
    const order = await embedded.request(`/api/orders/${id}`, { token: user });
    expect(order.body.order.status).toBe('delivered');
    expect(
      (
        await embedded.request('/api/shiprocket/serviceability', {
          method: 'POST',
          token: user,
          json: { pincode: '110001' },
        })
      ).body.serviceable,
    ).toBe(true);
    // Without the development credentials the simulator answers 401, like Shiprocket.
    expect((await embedded.request('/sim/shiprocket/courier/track/awb/1')).status).toBe(401);
  });
});
