import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { startShiprocketSimulator, type StartedSimulator } from '../src/providers/shiprocket/simulator';
import { createCustomer, createProduct, placeShippedOrder, sendReturnRequest, type Customer } from './helpers/factories';
import { shiprocketEnv, simulatorControl } from './helpers/shiprocket-sim';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signInDemoAccounts } from './helpers/test-shop';

/*
 * The Shiprocket simulator keeps its shipments across restarts, as the Razorpay simulator keeps its payments
 * (docs/decisions/168-shiprocket-simulator-state.md): a restart between shipping an order and approving its
 * return hands out no shipment id or AWB twice, the return is booked (no 5xx) and the earlier label still prints.
 */

const WEBHOOK_KEY = 'restart-webhook-key-0123456789';
const stateFile = join(mkdtempSync(join(tmpdir(), 'sr-sim-state-')), 'shiprocket-simulator.json');
let sim: StartedSimulator;
let port: number;
let t: TestApp;
let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  sim = await startShiprocketSimulator({ stepMs: 0, stateFile });
  port = Number(new URL(sim.url).port);
  t = await startTestApp({ env: shiprocketEnv(sim.url, WEBHOOK_KEY, 2000) });
  ({ adminToken } = await signInDemoAccounts(t));
  customer = await createCustomer(t, { name: 'Ritu Sharma', emailPrefix: 'restart' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const bank = { method: 'bank', accountName: 'Ritu Sharma', accountNumber: '123456789012', ifsc: 'HDFC0001234' };

async function shipOne() {
  const product = await createProduct(t, { stock: 10, skuPrefix: 'RST' });
  return placeShippedOrder(t, { token: customer.token, adminToken, product: product.id });
}

async function labelStatus(orderId: string) {
  const res = await fetch(`${t.url}/api/shiprocket/label/${orderId}`, { headers: { authorization: `Bearer ${adminToken}` } });
  return res.status;
}

describe('a simulator restart mid-flow', () => {
  it('between shipping and a return approval: no reused shipment id or AWB, the return is booked, labels print', async () => {
    const first = await shipOne();
    // Delivered at the customer (the courier's last step), so a return may be asked for.
    await simulatorControl(sim.url, 'advance', { awb: first.awb, sr_status: 7, webhook: false });
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, first.order._id));
    const before = (await simulatorControl(sim.url, 'state')).orders as { shipment_id: number; awb_code: string }[];

    await sim.close();
    sim = await startShiprocketSimulator({ stepMs: 0, stateFile, port });

    const second = await shipOne();
    expect(second.awb).not.toBe(first.awb);
    expect(before.map((o) => o.awb_code)).not.toContain(second.awb);

    const asked = await t.request(`/api/orders/${first.order._id}/returns`, { token: customer.token });
    const items = asked.body.items as { orderItemId: string }[];
    const request = await sendReturnRequest(t, {
      token: customer.token,
      orderId: first.order._id,
      items: [{ orderItemId: items[0]!.orderItemId, quantity: 1 }],
      payout: bank,
    });
    expect(request.status, request.text).toBe(201);
    const approved = await t.request(`/api/admin/returns/${request.body.return._id}/decision`, {
      method: 'POST',
      token: adminToken,
      json: { decision: 'approve' },
    });
    expect(approved.status, approved.text).toBe(200);
    const pickup = approved.body.return.pickup as { shipmentId: string; awb: string };
    const after = (await simulatorControl(sim.url, 'state')).orders as {
      shipment_id: number;
      awb_code: string;
      pickup_requested: boolean;
    }[];
    const shipmentIds = after.map((o) => o.shipment_id);
    expect(new Set(shipmentIds).size).toBe(shipmentIds.length);
    const awbs = after.map((o) => o.awb_code).filter(Boolean);
    expect(new Set(awbs).size).toBe(awbs.length);
    expect(before.map((o) => String(o.shipment_id))).not.toContain(pickup.shipmentId);
    // The reverse pickup is scheduled (decision 167).
    expect(after.find((o) => String(o.shipment_id) === pickup.shipmentId)?.pickup_requested).toBe(true);

    // The first order's label comes from the restarted simulator too.
    expect(await labelStatus(first.order._id)).toBe(200);
    expect(await labelStatus(second.order._id)).toBe(200);
  });
});

describe("the shop's own simulator", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("keeps its shipments in the shop's data directory", async () => {
    const tokens = await signInDemoAccounts(shop);
    const product = await createProduct(shop, { stock: 5, skuPrefix: 'RST' });
    const { awb } = await placeShippedOrder(shop, { token: tokens.userToken, adminToken: tokens.adminToken, product: product.id });
    const saved = JSON.parse(readFileSync(join(shop.config.dataDir, 'shiprocket-simulator.json'), 'utf8'));
    expect(saved.shipments.map((s: { awb: string }) => s.awb)).toContain(awb);
    expect(saved.nextId).toBeGreaterThan(1);
  });
});
