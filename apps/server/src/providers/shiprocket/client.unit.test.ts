import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShiprocketClient } from './client';
import { SIM_DEV_CREDENTIALS } from './constants';
import { startShiprocketSimulator, type StartedSimulator } from './simulator';
import { ShiprocketError, type AdhocOrderPayload } from './types';

let sim: StartedSimulator;

async function control(path: string, json?: unknown) {
  const res = await fetch(`${sim.url}/__sim/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return res.json() as Promise<any>;
}

const client = (extra: Partial<Parameters<typeof createShiprocketClient>[0]> = {}) =>
  createShiprocketClient({ baseUrl: sim.url, ...SIM_DEV_CREDENTIALS, timeoutMs: 500, ...extra });

const payload = (overrides: Partial<AdhocOrderPayload> = {}): AdhocOrderPayload => ({
  order_id: `order-${Math.random().toString(36).slice(2)}`,
  order_date: '2024-07-01 10:30',
  pickup_location: 'Home',
  billing_customer_name: 'Rahul',
  billing_last_name: 'Sharma',
  billing_address: '221 Linking Road',
  billing_city: 'Mumbai',
  billing_pincode: '400050',
  billing_state: 'Maharashtra',
  billing_country: 'India',
  billing_email: 'rahul@example.com',
  billing_phone: '9876543210',
  shipping_is_billing: true,
  order_items: [{ name: 'Earbuds', sku: 'EB-1', units: 1, selling_price: 999, discount: 0, tax: 18, hsn: '8518' }],
  payment_method: 'COD',
  sub_total: 999,
  length: 10,
  breadth: 10,
  height: 10,
  weight: 0.5,
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<ShiprocketError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShiprocketError) return error;
    throw error;
  }
  throw new Error('expected a ShiprocketError');
}

beforeAll(async () => {
  sim = await startShiprocketSimulator();
});
afterAll(async () => {
  await sim?.close();
});
beforeEach(async () => {
  await control('reset', {});
});

describe('Shiprocket client tokens', () => {
  it('logs in once and reuses the token', async () => {
    const c = client();
    await c.createAdhocOrder(payload());
    await c.checkServiceability({ pickupPincode: '560001', deliveryPincode: '400050', cod: false, weightKg: 0.5 });
    await c.trackShipment('1');
    expect((await control('state')).logins).toBe(1);
    expect(c.loginCount).toBe(1);
  });

  it('renews once on a 401, shared by concurrent calls, and repeats each call', async () => {
    // An upper bound a loaded machine needs (a login and six calls); the test is about counting logins.
    const c = client({ timeoutMs: 10_000 });
    await c.createAdhocOrder(payload());
    await control('expire-tokens', {});
    const results = await Promise.all(
      ['400050', '110001', '600001', '700001', '500001'].map((pin) =>
        c.checkServiceability({ pickupPincode: '560001', deliveryPincode: pin, cod: false, weightKg: 0.5 }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await control('state')).logins).toBe(2);
  });

  it('renews before the token is about 10 days old', async () => {
    let clock = Date.now();
    const c = client({ now: () => clock });
    await c.trackShipment('1');
    clock += 8 * 86_400_000;
    await c.trackShipment('1');
    expect(c.loginCount).toBe(1);
    clock += 1.5 * 86_400_000;
    await c.trackShipment('1');
    expect(c.loginCount).toBe(2);
  });

  it('says so when the credentials are wrong', async () => {
    const error = await failure(client({ password: 'wrong' }).trackShipment('1'));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Shiprocket login failed: Invalid email and password combination');
  });
});

describe('Shiprocket client errors', () => {
  it('turns a 422 into the provider message with its fields', async () => {
    const error = await failure(client().createAdhocOrder(payload({ billing_phone: '12345', length: 0.2 })));
    expect(error.kind).toBe('rejected');
    expect(error.httpStatus).toBe(422);
    expect(error.message).toContain('Oops! Invalid Data.');
    expect(error.message).toContain('billing_phone: The billing phone must be 10 digits.');
    expect(error.fieldErrors?.length).toEqual(['The length must be greater than 0.5.']);
  });

  it('treats an error inside a 200 body as an error', async () => {
    await control('faults', { op: 'create', body: { status_code: 400, message: 'Order id already exists' } });
    const error = await failure(client().createAdhocOrder(payload()));
    expect(error).toMatchObject({ kind: 'rejected', message: 'Order id already exists' });

    const c = client();
    const created = await c.createAdhocOrder(payload());
    await c.cancelOrders([String(created.order_id)]);
    const awb = await failure(c.assignAwb({ shipmentId: String(created.shipment_id) }));
    expect(awb).toMatchObject({ kind: 'rejected', message: 'Order is cancelled. AWB cannot be assigned.' });
  });

  it('reports a 5xx as unavailable and a slow answer as a timeout', async () => {
    await control('faults', { op: 'create', status: 503, body: { message: 'Service Unavailable' } });
    expect(await failure(client().createAdhocOrder(payload()))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
      message: 'Shiprocket is unavailable (HTTP 503: Service Unavailable)',
    });
    await control('faults', { op: 'track', delay_ms: 2000, status: 504 });
    const started = Date.now();
    expect(await failure(client().trackShipment('1'))).toMatchObject({ kind: 'timeout', message: 'Shiprocket did not answer within 0.5 s' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports an unreachable Shiprocket', async () => {
    const error = await failure(createShiprocketClient({ baseUrl: 'http://127.0.0.1:1', ...SIM_DEV_CREDENTIALS, timeoutMs: 500 }).trackAwb('x'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Could not reach Shiprocket/);
  });
});

describe('Shiprocket client calls', () => {
  it('creates, assigns an AWB, tracks as the simulator advances, and cancels', async () => {
    const c = client();
    const created = await c.createAdhocOrder(payload());
    expect(created).toMatchObject({ status: 'NEW', status_code: 1, awb_code: null });
    const before = await c.trackShipment(String(created.shipment_id));
    expect(before.track_status).toBe(0);
    const awb = await c.assignAwb({ shipmentId: String(created.shipment_id) });
    expect(awb.awbCode).toMatch(/^\d{14}$/);
    await control('advance', { awb: awb.awbCode });
    const after = await c.trackAwb(awb.awbCode);
    expect(after.track_status).toBe(1);
    expect(after.shipment_track_activities?.[0]).toMatchObject({ 'sr-status': '5', 'sr-status-label': 'MANIFEST GENERATED' });
    await c.cancelOrders([String(created.order_id)]);
    expect((await control('state')).orders[0].cancelled).toBe(true);
  });

  it('answers an unserviceable PIN code as status 404, not an error', async () => {
    const answer = await client().checkServiceability({ pickupPincode: '560001', deliveryPincode: '900001', cod: false, weightKg: 0.5 });
    expect(answer.status).toBe(404);
    expect(answer.data?.available_courier_companies).toEqual([]);
  });
});
