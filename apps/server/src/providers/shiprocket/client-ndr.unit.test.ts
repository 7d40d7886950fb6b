import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ndrActionAnswer,
  ndrActionParameters,
  ndrActionReturnRequest,
  ndrAllAnswer,
} from '../../../test/fixtures/shiprocket-samples';
import { ndrActionAnswerSchema, ndrListAnswerSchema } from './answer-schemas';
import { createShiprocketClient } from './client';
import { ndrActionRequest } from './client-ndr';
import { SIM_DEV_CREDENTIALS } from './constants';
import { startShiprocketSimulator, type StartedSimulator } from './simulator';
import { ShiprocketError } from './types';

const STEP_MS = 60_000;
let clock = Date.parse('2026-11-28T06:00:00Z');
const stateDir = mkdtempSync(join(tmpdir(), 'sr-ndr-'));
const stateFile = join(stateDir, 'shiprocket.json');
let sim: StartedSimulator;
const start = () => startShiprocketSimulator({ stepMs: STEP_MS, now: () => clock, stateFile });
const client = () => createShiprocketClient({ baseUrl: sim.url, ...SIM_DEV_CREDENTIALS, timeoutMs: 2000 });

async function control(path: string, json: unknown) {
  const res = await fetch(`${sim.url}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return res.json() as Promise<Record<string, unknown>>;
}

/** A COD shipment with an AWB, out for delivery, that the courier could not deliver. */
async function undelivered(reason: string): Promise<string> {
  const order = await client().createAdhocOrder({
    order_id: `ndr-${Math.random().toString(36).slice(2)}`,
    order_date: '2026-11-27 10:30',
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
    order_items: [{ name: 'Kurta', sku: 'KU-1', units: 1, selling_price: 999, discount: 0, tax: 5, hsn: '6204' }],
    payment_method: 'COD',
    sub_total: 999,
    length: 10,
    breadth: 10,
    height: 10,
    weight: 0.5,
  });
  const { awbCode } = await client().assignAwb({ shipmentId: String(order.shipment_id) });
  await control('advance', { awb: awbCode, sr_status: 17, webhook: false });
  await control('advance', { awb: awbCode, sr_status: 21, ndr_reason: reason, webhook: false });
  return awbCode;
}

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
  sim = await start();
});
afterAll(async () => {
  await sim?.close();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('Shiprocket NDR through the client and the simulator', () => {
  it('reads the published NDR samples with the client schemas', () => {
    const list = ndrListAnswerSchema.parse(ndrAllAnswer);
    expect(list.data[0]).toMatchObject({
      awb_code: '784698160933',
      reason: 'Customer Asked For Future Delivery',
      attempts: 1,
    });
    expect(ndrActionAnswerSchema.parse(ndrActionAnswer).status).toBe('Data Updated Sucessfully');
  });

  it("sends only the action values and fields of the published 'Action NDR' table (decision 220 addendum)", () => {
    const published = new Set<string>([...ndrActionParameters.required, ...ndrActionParameters.optional]);
    const reattempt = ndrActionRequest({
      action: 're-attempt',
      comments: 'Buyer home on Monday',
      deferredDate: ndrActionParameters.examples.deferred_date,
      phone: ndrActionParameters.examples.phone,
      address1: ndrActionParameters.examples.address1,
      address2: 'Near the water tank',
    });
    expect(Object.keys(reattempt).filter((key) => !published.has(key))).toEqual([]);
    expect(ndrActionParameters.actions).toContain(reattempt.action);
    // A return carries no delivery details, whatever the caller passed.
    expect(
      ndrActionRequest({ action: 'return', comments: ndrActionReturnRequest.comments, phone: '9812345678' }),
    ).toEqual(ndrActionReturnRequest);
  });

  it("takes the published example request, and a fake attempt only with its proof, as Shiprocket's table says", async () => {
    const login = await fetch(`${sim.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SIM_DEV_CREDENTIALS),
    });
    const { token } = (await login.json()) as { token: string };
    const post = (awb: string, body: unknown) =>
      fetch(`${sim.url}/ndr/${awb}/action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const awb = await undelivered('Customer not available');
    const fake = await post(awb, { action: 'fake-attempt', comments: 'The courier never came' });
    expect(fake.status).toBe(422);
    expect(Object.keys(((await fake.json()) as { errors: object }).errors)).toEqual(['remarks', 'proof_image']);
    const wrong = await post(awb, { action: 'change_address', comments: 'x', address1: 'Flat 2' });
    expect(wrong.status).toBe(422);
    const returned = await post(awb, ndrActionReturnRequest);
    expect(returned.status).toBe(202);
    expect(await returned.json()).toEqual(ndrActionAnswer);
  });

  it('lists a failed delivery with its reason, then re-attempts it on the buyer-chosen day to a corrected phone', async () => {
    const awb = await undelivered('Customer Asked For Future Delivery');
    const { shipments } = await client().listNdr({ search: awb });
    expect(shipments).toEqual([
      expect.objectContaining({ awb, reason: 'Customer Asked For Future Delivery', attempts: 1, paymentMethod: 'cod' }),
    ]);
    expect(await client().fetchNdr(awb)).toMatchObject({ awb, attempts: 1, history: [{ attempt: 1 }] });
    expect(await client().fetchNdr('000000000000')).toBeNull();

    const missing = await failure(client().actOnNdr(awb, { action: 're-attempt', comments: '' }));
    expect(missing).toMatchObject({ kind: 'rejected', httpStatus: 422 });
    expect(missing.fieldErrors).toHaveProperty('comments');
    const past = await failure(
      client().actOnNdr(awb, { action: 're-attempt', comments: 'x', deferredDate: '2026-11-01' }),
    );
    expect(past.fieldErrors).toHaveProperty('deferred_date');

    await client().actOnNdr(awb, {
      action: 're-attempt',
      comments: 'Buyer home on Monday',
      deferredDate: '2026-11-30',
      phone: '9812345678',
    });
    const again = await failure(client().actOnNdr(awb, { action: 'return', comments: 'twice' }));
    expect(again).toMatchObject({ kind: 'rejected', httpStatus: 400 });

    // Nothing moves before the chosen day; on it the courier goes out at 10:00 and delivers a step later.
    clock = Date.parse('2026-11-29T12:00:00Z');
    expect((await client().trackAwb(awb)).shipment_status).toBe(21);
    clock = Date.parse('2026-11-30T04:30:30Z');
    expect((await client().trackAwb(awb)).shipment_status).toBe(17);
    clock += STEP_MS;
    expect((await client().trackAwb(awb)).shipment_status).toBe(7);
    expect((await client().listNdr({ search: awb })).shipments).toEqual([]);
  });

  it('a return request starts RTO and takes the parcel out of NDR', async () => {
    const awb = await undelivered('Consignee refused to accept');
    await client().actOnNdr(awb, { action: 'return', comments: 'Buyer refused, return it' });
    expect((await client().trackAwb(awb)).shipment_status).toBe(9);
    expect(await client().fetchNdr(awb)).not.toBeNull();
    expect((await client().listNdr({ search: awb })).shipments).toEqual([]);
  });

  it('keeps NDRs across a restart, like the real service', async () => {
    const awb = await undelivered('Address incomplete');
    await sim.close();
    sim = await start();
    expect(await client().fetchNdr(awb)).toMatchObject({ reason: 'Address incomplete', attempts: 1 });
  });
});
