import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPaise } from '@shop/shared/money';
import { emailOutbox, orders, payments } from '../src/db/schema';
import type { StandaloneSimulator } from '../src/providers/razorpay/simulator';
import { refundRefusedErrorBody } from './fixtures/razorpay-samples';
import { createProduct, placePaidOrder } from './helpers/factories';
import { payAtCheckoutPage } from './helpers/razorpay-checkout';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signInDemoAccounts } from './helpers/test-shop';
import { waitFor } from './helpers/wait-for';
import { razorpayEnv, startRazorpayForApp, suiteRazorpayKeys } from './helpers/razorpay-load';

/*
 * Issue 14: every failed refund tells the shop (docs/decisions/047-refund-failed-alert.md). A refund fails in
 * three places, each driven here through the real app against the Razorpay simulator running as its own HTTP
 * server: Razorpay refuses the refund when the cancellation sends it; the bank fails a refund Razorpay had
 * accepted (refund.failed webhook); the payments job's retry of a refund that could not be sent is refused.
 * Each must queue exactly one mail to the shop's notification address, and never a second one.
 */

const RAZORPAY_KEYS = suiteRazorpayKeys('RefundAlert0001', 'refund-alert');
/** The shop's notification address in the default settings. */
const SHOP_ADDRESS = 'orders@shopkart.local';

let sim: StandaloneSimulator;
let t: TestApp;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  sim = await startRazorpayForApp(RAZORPAY_KEYS, () => t.url);
  t = await startTestApp({
    env: {
      ...razorpayEnv(RAZORPAY_KEYS, sim, 1000),
      // The app's own payments job retries refunds still owed, as in production (every second here).
      PAYMENT_JOBS_INTERVAL_SECONDS: '1',
    },
  });
  ({ adminToken, userToken } = await signInDemoAccounts(t));
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  sim.simulator.faults.clear();
  sim.simulator.state.refundOutcome = 'processed';
  await sim.simulator.flushWebhooks();
});

/** A paid online order (the shopper paid at checkout and the shop verified it). */
async function paidOrder(): Promise<{ orderId: string; paymentId: string }> {
  const product = await createProduct(t, { mrpPaise: 1800_00, stock: 5, skuPrefix: 'RFA' });
  const { order, paymentId } = await placePaidOrder(t, {
    token: userToken,
    product: product.id,
    pay: payAtCheckoutPage(sim.url, RAZORPAY_KEYS.keyId),
  });
  // The payment's own webhooks, so none is left over for the test's later flushes.
  await sim.simulator.flushWebhooks();
  return { orderId: order._id as string, paymentId };
}

const adminCancel = (orderId: string) =>
  t.request(`/api/orders/${orderId}/admin-cancel`, {
    method: 'POST',
    token: adminToken,
    json: { reason: 'The item arrived damaged at our warehouse' },
  });

/** The "refund failed" alerts queued for an order, to anyone. */
const refundAlerts = (orderId: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'shop-refund-failed'), like(emailOutbox.dedupeKey, `%:${orderId}:%`)));

async function paymentRow(orderId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

async function paymentStatusOf(orderId: string) {
  const [row] = await t.database.db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.paymentStatus;
}

/** Exactly one alert, to the shop's address, naming the order and the amount owed. */
async function expectOneShopAlert(orderId: string) {
  const alerts = await refundAlerts(orderId);
  expect(alerts).toHaveLength(1);
  const [alert] = alerts;
  expect(alert!.to).toBe(SHOP_ADDRESS);
  const orderNumber = (await t.request(`/api/orders/${orderId}`, { token: adminToken })).body.order.orderNumber;
  expect(alert!.subject).toBe(`Refund failed for order ${orderNumber}`);
  // One refund of the whole payment was owed in each case.
  expect(alert!.text).toContain(`could not refund ${formatPaise((await paymentRow(orderId)).amountPaise)}`);
  // The outbox worker delivers it like any other mail.
  await waitFor(async () => (await refundAlerts(orderId))[0]?.status === 'sent', 'the refund alert to be sent');
}

/** From now on Razorpay refuses every refund with its documented 400 answer. */
const refuseEveryRefund = () =>
  sim.simulator.faults.add({ op: 'refund', mode: 'error', status: 400, body: refundRefusedErrorBody, times: 'always' });

describe('a failed refund alerts the shop once', () => {
  it('when Razorpay refuses the refund of an order the admin cancels', async () => {
    const { orderId, paymentId } = await paidOrder();
    refuseEveryRefund();

    const res = await adminCancel(orderId);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('cancelled');
    // The refund was tried once, at the cancellation, and refused: recorded, not retried.
    expect((await paymentRow(orderId)).status).toBe('refund_failed');
    expect(await paymentStatusOf(orderId)).toBe('paid');
    expect([...sim.simulator.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(0);
    await expectOneShopAlert(orderId);

    // Later job runs and a repeated cancel attempt add nothing.
    const hits = sim.simulator.faults.hits('refund');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await adminCancel(orderId)).status).toBe(409);
    expect(sim.simulator.faults.hits('refund')).toBe(hits);
    expect(await refundAlerts(orderId)).toHaveLength(1);
  });

  it('when the bank fails a refund Razorpay had accepted (refund.failed webhook), even delivered twice', async () => {
    sim.simulator.state.refundOutcome = 'pending';
    const { orderId, paymentId } = await paidOrder();
    const cancelled = await t.request(`/api/orders/${orderId}/cancel`, { method: 'POST', token: userToken });
    expect(cancelled.status).toBe(200);
    await sim.simulator.flushWebhooks();
    expect((await paymentRow(orderId)).status).toBe('refund_initiated');
    expect(await refundAlerts(orderId)).toHaveLength(0);

    const [refund] = [...sim.simulator.refunds.values()].filter((r) => r.payment_id === paymentId);
    sim.simulator.settleRefund(refund!.id, 'failed');
    await sim.simulator.flushWebhooks();
    expect((await paymentRow(orderId)).status).toBe('refund_failed');
    expect(await paymentStatusOf(orderId)).toBe('paid');
    await expectOneShopAlert(orderId);

    // Razorpay delivers the same event again under a new id (a redelivery it counts as new): still one alert.
    const failed = sim.simulator.sentWebhooks().find((w) => w.event === 'refund.failed')!;
    const again = await fetch(`${t.url}/api/webhooks/razorpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': failed.signature,
        'x-razorpay-event-id': `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      },
      body: failed.body,
    });
    expect(again.status).toBe(200);
    expect(await refundAlerts(orderId)).toHaveLength(1);
  });

  it('when the payments job retries a refund Razorpay could not take at the cancellation, and it is refused', async () => {
    const { orderId } = await paidOrder();
    // Razorpay unreachable while the admin cancels: the refund stays owed, nothing is recorded, no alert yet.
    sim.simulator.faults.add({ op: 'refund', mode: 'error', status: 503, times: 'always' });
    expect((await adminCancel(orderId)).status).toBe(200);
    expect((await paymentRow(orderId)).status).toBe('captured');
    expect(await refundAlerts(orderId)).toHaveLength(0);

    // Back up, but the refund is refused: the app's own job (every second here) records it and alerts the shop.
    sim.simulator.faults.clear();
    refuseEveryRefund();
    await waitFor(async () => (await paymentRow(orderId)).status === 'refund_failed', 'the job to record the refusal');
    await expectOneShopAlert(orderId);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await refundAlerts(orderId)).toHaveLength(1);
  });
});
