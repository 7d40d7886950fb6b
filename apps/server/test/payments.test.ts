import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { emailOutbox, orders, payments, webhookEvents } from '../src/db/schema';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { createPaymentsService, type PaymentsService } from '../src/modules/payments/payments.service';
import { createRazorpayClient } from '../src/providers/razorpay/client';
import { signPayment, signWebhook } from '../src/providers/razorpay/signature';
import type { StandaloneSimulator } from '../src/providers/razorpay/simulator';
import { PAYMENT_MESSAGES } from '@shop/shared/schemas/payment';
import { createCustomer, createProduct, stockOf, mumbaiAddress } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';
import { shopAlerts } from './helpers/shop-alerts';
import { razorpayEnv, startRazorpayForApp, suiteRazorpayKeys } from './helpers/razorpay-load';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/*
 * Online payment against the Razorpay simulator running as its own HTTP server, the way the shop talks to
 * Razorpay in production (RAZORPAY_API_URL + keys). Webhooks are held by the simulator ('manual') so each
 * test decides when and in which order they arrive.
 */

const RAZORPAY_KEYS = suiteRazorpayKeys('PaymentsApi0001', 'payments-api');
const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = RAZORPAY_KEYS;

let sim: StandaloneSimulator;
let t: TestApp;
/** The paying customer of the current test: a fresh one per test (beforeEach), so no test meets the per-account order limit. */
let userToken: string;
let otherToken: string;
let adminToken: string;
/** The same service the app runs, for driving the background job deterministically. */
let jobs: PaymentsService;

const address = mumbaiAddress;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  sim = await startRazorpayForApp(RAZORPAY_KEYS, () => t.url);
  t = await startTestApp({
    env: {
      ...razorpayEnv(RAZORPAY_KEYS, sim, 1000),
    },
  });
  adminToken = await t.login('admin@example.com', 'admin123');
  const other = await t.request('/api/auth/register', {
    method: 'POST',
    json: {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      name: 'Priya Nair',
      email: 'priya.payments@example.com',
      password: 'secret1',
    },
  });
  otherToken = other.body.token;
  jobs = createPaymentsService({
    db: t.database.db,
    orders: createOrdersService({ db: t.database.db }),
    client: createRazorpayClient({ baseUrl: sim.apiUrl, keyId: KEY_ID, keySecret: KEY_SECRET, timeoutMs: 1000 }),
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    checkoutUrl: sim.checkoutUrl,
    shopName: async () => 'ShopKart',
    log: silent,
    alerts: shopAlerts(t.database.db, (within) => t.settings.get(within)),
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  // Order creation is limited per account (20 a minute, the production default): each test pays as its own customer.
  userToken = (await createCustomer(t, { name: 'Rahul Sharma', emailPrefix: 'payer' })).token;
  sim.simulator.state.outage = 'none';
  sim.simulator.state.refundOutcome = 'processed';
  // Each test starts with no held webhooks from the one before.
  await sim.simulator.flushWebhooks();
});

// ---- helpers ---------------------------------------------------------------------------------------------

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function paymentRows(orderId: string) {
  return t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** The "payment received" mails queued for an order (at most one per order, by its dedupe key). */
async function paymentMails(orderId: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `order-paid:${orderId}`));
}

/** Runs the expiry job until no order from an earlier test is left for it, so a test's own counts are exact. */
async function drainExpiry() {
  for (let run = 0; run < 5; run += 1) {
    const { expired, paid, waiting } = await jobs.expireUnpaidOrders();
    if (expired + paid + waiting === 0) return;
  }
  throw new Error('the expiry job still finds work after 5 runs');
}

/** An online-payment order of `quantity` units of a fresh product (or the one given). */
async function placeOnline(
  token = userToken,
  opts: { productId?: string; quantity?: number; pricePaise?: number } = {},
) {
  const productId =
    opts.productId ?? (await createProduct(t, { mrpPaise: opts.pricePaise ?? 1499_00, skuPrefix: 'PAY' })).id;
  const res = await t.request('/api/orders', {
    method: 'POST',
    token,
    json: {
      items: [{ product: productId, quantity: opts.quantity ?? 1 }],
      shippingAddress: address,
      paymentMethod: 'razorpay',
    },
  });
  expect(res.status).toBe(201);
  return { order: res.body.order, productId };
}

const createPayment = (orderId: string, token = userToken, extra: Record<string, unknown> = {}) =>
  t.request('/api/orders/create-payment', { method: 'POST', token, json: { receipt: orderId, ...extra } });

const verify = (json: Record<string, unknown>, token = userToken) =>
  t.request('/api/orders/verify-payment', { method: 'POST', token, json });

/** What checkout.js does when the shopper presses Pay Now or Fail: a call to the simulator over HTTP. */
async function payAtCheckout(providerOrderId: string, outcome: 'success' | 'failure' = 'success', method = 'upi') {
  const res = await fetch(`${sim.url}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: KEY_ID, order_id: providerOrderId, method, outcome }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Placed, provider order created, paid at the checkout (webhooks held). */
async function placeAndPay(opts: { quantity?: number; productId?: string } = {}) {
  const { order, productId } = await placeOnline(userToken, opts);
  const created = await createPayment(order._id);
  expect(created.status).toBe(200);
  const paid = await payAtCheckout(created.body.order.id);
  expect(paid.status).toBe(200);
  return { order, productId, providerOrderId: created.body.order.id as string, handler: paid.body };
}

const verifyBody = (orderId: string, handler: Record<string, string>) => ({ ...handler, order_id: orderId });

function postWebhook(body: string, headers: Record<string, string>) {
  return fetch(`${t.url}/api/webhooks/razorpay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
}

async function expire(orderId: string) {
  await t.database.db
    .update(orders)
    .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}

const simRefundsOf = (paymentId: string) =>
  [...sim.simulator.refunds.values()].filter((r) => r.payment_id === paymentId);

// ---- create-payment -----------------------------------------------------------------------------------

describe('POST /api/orders/create-payment', () => {
  it('creates the provider order for the stored amount, ignoring the amount the browser sends', async () => {
    const { order } = await placeOnline(userToken, { quantity: 2, pricePaise: 450_25 });
    const res = await createPayment(order._id, userToken, { amount: 1, currency: 'USD' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order: { amount: 900_50, currency: 'INR', receipt: order._id },
      key_id: KEY_ID,
      checkoutUrl: sim.checkoutUrl,
      orderId: order._id,
      expiresAt: order.paymentExpiresAt,
      name: 'ShopKart',
      description: `Order #${order.orderNumber}`,
      prefill: { name: 'Rahul Sharma', email: 'rahul@example.com', contact: '9876543210' },
    });
    expect(JSON.stringify(res.body)).not.toContain(KEY_SECRET);
    const providerOrder = sim.simulator.orders.get(res.body.order.id);
    expect(providerOrder).toMatchObject({ amount: 900_50, currency: 'INR', receipt: order._id, status: 'created' });
    expect(await paymentRows(order._id)).toMatchObject([
      { providerOrderId: res.body.order.id, amountPaise: 900_50, status: 'created', providerPaymentId: null },
    ]);
  });

  it('answers the same provider order on a retry, also when retries race', async () => {
    const { order } = await placeOnline();
    const results = await Promise.all([createPayment(order._id), createPayment(order._id), createPayment(order._id)]);
    const ids = new Set(results.map((r) => r.body.order.id));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    expect((await createPayment(order._id)).body.order.id).toBe([...ids][0]);
    expect(await paymentRows(order._id)).toHaveLength(1);
  });

  it('is for the owner of an unpaid, open online order only', async () => {
    const { order } = await placeOnline();
    expect(
      (await t.request('/api/orders/create-payment', { method: 'POST', json: { receipt: order._id } })).status,
    ).toBe(401);
    expect((await createPayment(order._id, otherToken)).status).toBe(404);
    expect((await createPayment(randomUUID())).status).toBe(404);
    const bad = await createPayment('not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PAYMENT_MESSAGES.invalidOrderId);

    const cod = await t.request('/api/orders', {
      method: 'POST',
      token: userToken,
      json: {
        items: [{ product: (await createProduct(t, { mrpPaise: 1499_00, skuPrefix: 'PAY' })).id, quantity: 1 }],
        shippingAddress: address,
        paymentMethod: 'cod',
      },
    });
    const codRes = await createPayment(cod.body.order._id);
    expect(codRes.status).toBe(409);
    expect(codRes.body.message).toBe(PAYMENT_MESSAGES.notOnline);

    await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: userToken });
    const cancelled = await createPayment(order._id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(PAYMENT_MESSAGES.orderCancelled);

    const { order: late } = await placeOnline();
    await expire(late._id);
    const closed = await createPayment(late._id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(PAYMENT_MESSAGES.windowClosed);
  });
});

// ---- verify-payment -----------------------------------------------------------------------------------

describe('POST /api/orders/verify-payment', () => {
  it('marks the order paid with a genuine signature, once; a replay changes nothing', async () => {
    const { order, handler, providerOrderId } = await placeAndPay();
    expect(handler.razorpay_signature).toBe(signPayment(providerOrderId, handler.razorpay_payment_id, KEY_SECRET));
    const res = await verify(verifyBody(order._id, handler));
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ _id: order._id, paymentStatus: 'paid', status: 'pending' });
    const before = await orderRow(order._id);
    const [row] = await paymentRows(order._id);
    expect(row).toMatchObject({ status: 'captured', providerPaymentId: handler.razorpay_payment_id });

    const replay = await verify(verifyBody(order._id, handler));
    expect(replay.status).toBe(200);
    expect(replay.body.order.paymentStatus).toBe('paid');
    expect((await orderRow(order._id)).updatedAt).toEqual(before.updatedAt);
    expect(await paymentRows(order._id)).toEqual([row]);
  });

  it('refuses a forged signature and leaves the order unpaid', async () => {
    const { order, handler } = await placeAndPay();
    const forged = [
      { ...handler, razorpay_signature: 'f'.repeat(64) },
      {
        ...handler,
        razorpay_signature: signPayment(handler.razorpay_order_id, handler.razorpay_payment_id, 'guessed'),
      },
      { ...handler, razorpay_payment_id: 'pay_SomeoneElse000' },
      { ...handler, razorpay_signature: handler.razorpay_signature.slice(0, 10) },
    ];
    for (const body of forged) {
      const res = await verify(verifyBody(order._id, body));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.verificationFailed);
    }
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
    expect((await paymentRows(order._id))[0]).toMatchObject({ status: 'created', providerPaymentId: null });
  });

  it("refuses another order's genuine payment (a cheaper order's signature cannot pay a dearer one)", async () => {
    const cheap = await placeAndPay();
    const { order: dear } = await placeOnline(userToken, { pricePaise: 9999_00 });
    const dearPayment = await createPayment(dear._id);
    // Genuine signature, but over the cheap order's provider order id, not the one stored for `dear`.
    const asIs = await verify(verifyBody(dear._id, cheap.handler));
    expect(asIs.status).toBe(400);
    const relabelled = await verify(
      verifyBody(dear._id, { ...cheap.handler, razorpay_order_id: dearPayment.body.order.id }),
    );
    expect(relabelled.status).toBe(400);
    expect((await orderRow(dear._id)).paymentStatus).toBe('pending');
    // And a customer cannot verify someone else's order at all.
    expect((await verify(verifyBody(cheap.order._id, cheap.handler), otherToken)).status).toBe(404);
  });

  it('needs a started payment and a well-formed body', async () => {
    const { order } = await placeOnline();
    const res = await verify({
      razorpay_order_id: 'order_x',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'x',
      order_id: order._id,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.notStarted);
    expect((await verify({ order_id: order._id })).status).toBe(400);
  });
});

// ---- webhooks -----------------------------------------------------------------------------------------

describe('POST /api/webhooks/razorpay', () => {
  it('marks the order paid when the webhook arrives before verify (closed tab); verify then agrees', async () => {
    const { order, handler } = await placeAndPay();
    const statuses = await sim.simulator.flushWebhooks();
    expect(statuses).toEqual([200, 200, 200]); // payment.authorized, payment.captured, order.paid
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect((await paymentRows(order._id))[0]).toMatchObject({
      status: 'captured',
      providerPaymentId: handler.razorpay_payment_id,
    });
    const res = await verify(verifyBody(order._id, handler));
    expect(res.status).toBe(200);
    expect(res.body.order.paymentStatus).toBe('paid');
  });

  it('ignores duplicated deliveries and a failure arriving after the capture', async () => {
    const { order, handler } = await placeAndPay();
    await sim.simulator.flushWebhooks();
    const paidAt = (await orderRow(order._id)).updatedAt;
    const captured = sim.simulator
      .sentWebhooks()
      .find((w) => w.event === 'payment.captured' && w.body.includes(handler.razorpay_payment_id))!;
    const headers = { 'x-razorpay-signature': captured.signature, 'x-razorpay-event-id': captured.eventId };
    const again = await postWebhook(captured.body, headers);
    expect(again).toEqual({ status: 200, body: { status: 'duplicate' } });
    expect(await sim.simulator.redeliver(captured)).toBe(200);
    const [seen] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, captured.eventId));
    expect(seen).toMatchObject({ provider: 'razorpay', event: 'payment.captured' });
    expect(await paymentRows(order._id)).toMatchObject([{ status: 'captured' }]);
    expect(await paymentMails(order._id)).toMatchObject([{ kind: 'payment-received' }]);

    // A stale payment.failed for the same provider order (delivered late, new event id) never un-pays it.
    const failedEvent = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Simulator00001',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_Earlier0000000',
            order_id: handler.razorpay_order_id,
            status: 'failed',
            amount: 1,
            currency: 'INR',
          },
        },
      },
      created_at: 1,
    });
    const stale = await postWebhook(failedEvent, {
      'x-razorpay-signature': signWebhook(failedEvent, WEBHOOK_SECRET),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    });
    expect(stale.status).toBe(200);
    const after = await orderRow(order._id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.updatedAt).toEqual(paidAt);
    expect(await paymentRows(order._id)).toMatchObject([{ status: 'captured' }]);
    expect(await paymentMails(order._id)).toHaveLength(1);
  });

  it('pays once and mails once when the same webhooks arrive several times at the same moment', async () => {
    const { order, handler } = await placeAndPay();
    // Razorpay's three events for this payment, still held, each delivered three times at once (as after a
    // timeout on its side), and the browser's verify in the middle of them.
    const events = sim.simulator.sentWebhooks().filter((w) => w.body.includes(handler.razorpay_order_id));
    expect(events.map((e) => e.event).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    const deliveries = events.flatMap((e) => [e, e, e]);
    const [answers, verified] = await Promise.all([
      Promise.all(
        deliveries.map((e) =>
          postWebhook(e.body, { 'x-razorpay-signature': e.signature, 'x-razorpay-event-id': e.eventId }),
        ),
      ),
      verify(verifyBody(order._id, handler)),
    ]);
    expect(verified.status).toBe(200);
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
    for (const event of events) {
      const forEvent = answers.filter((_, i) => deliveries[i] === event).map((a) => a.body.status);
      // Exactly one delivery of each event is applied; the other two are recognised as duplicates.
      expect(
        forEvent.filter((status) => status === 'duplicate'),
        event.event,
      ).toHaveLength(2);
    }
    const seen = await t.database.db
      .select()
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.id,
          events.map((e) => e.eventId),
        ),
      );
    expect(seen).toHaveLength(3);
    expect(await paymentRows(order._id)).toMatchObject([
      { status: 'captured', providerPaymentId: handler.razorpay_payment_id },
    ]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(await paymentMails(order._id)).toMatchObject([{ kind: 'payment-received' }]);
  });

  it('refuses a bad signature, a signature made with the key secret, and a missing one', async () => {
    const { order } = await placeAndPay();
    const event = sim.simulator.sentWebhooks().find((w) => w.event === 'order.paid' && w.body.includes(order._id))!;
    for (const signature of ['0'.repeat(64), signWebhook(event.body, KEY_SECRET), '']) {
      const res = await postWebhook(event.body, {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': event.eventId,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.invalidWebhookSignature);
    }
    // A body altered after signing fails too: the signature covers the raw bytes, not their meaning.
    const tampered = event.body.replace('"order.paid"', '"order.paid" ');
    expect((await postWebhook(tampered, { 'x-razorpay-signature': event.signature })).status).toBe(400);
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
    const [seen] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.eventId));
    expect(seen).toBeUndefined();
  });

  it('records a failed attempt without touching the order; a retry can still pay it', async () => {
    const { order } = await placeOnline();
    const created = await createPayment(order._id);
    const failed = await payAtCheckout(created.body.order.id, 'failure', 'card');
    expect(failed.status).toBe(400);
    expect(failed.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: created.body.order.id },
    });
    expect(await sim.simulator.flushWebhooks()).toEqual([200]);
    expect((await paymentRows(order._id))[0]!.status).toBe('failed');
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });

    expect((await createPayment(order._id)).body.order.id).toBe(created.body.order.id);
    const paid = await payAtCheckout(created.body.order.id);
    const res = await verify(verifyBody(order._id, paid.body));
    expect(res.status).toBe(200);
    expect(res.body.order.paymentStatus).toBe('paid');
  });

  it('acknowledges events for provider orders that are not ours', async () => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_x',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_NotOurs0000000',
            order_id: 'order_NotOurs000000',
            status: 'captured',
            amount: 100,
            currency: 'INR',
          },
        },
      },
      created_at: 1,
    });
    const res = await postWebhook(body, {
      'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    });
    expect(res).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(
      (await postWebhook('not json', { 'x-razorpay-signature': signWebhook('not json', WEBHOOK_SECRET) })).status,
    ).toBe(400);
  });
});

// ---- expiry -------------------------------------------------------------------------------------------

describe('expiry of unpaid online orders', () => {
  it('cancels an order left unpaid past its window and returns its stock, once', async () => {
    const product = await createProduct(t, { mrpPaise: 500_00, stock: 5, skuPrefix: 'PAY' });
    const { order } = await placeOnline(userToken, { productId: product.id, quantity: 2 });
    await createPayment(order._id);
    const { order: neverStarted } = await placeOnline(userToken, { productId: product.id, quantity: 1 });
    expect(await stockOf(t, product.id)).toBe(2);
    await drainExpiry();
    await expire(order._id);
    await expire(neverStarted._id);
    const runs = await Promise.all([jobs.expireUnpaidOrders(), jobs.expireUnpaidOrders()]);
    // Two runs racing (as on two processes): each order expired by exactly one of them.
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(2);
    expect(runs.map((r) => r.paid + r.waiting)).toEqual([0, 0]);
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect((await orderRow(neverStarted._id)).status).toBe('cancelled');
    expect(await jobs.expireUnpaidOrders()).toEqual({ expired: 0, paid: 0, waiting: 0 });
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('lets a payment that reached Razorpay win over expiry (checked against the provider)', async () => {
    const product = await createProduct(t, { mrpPaise: 500_00, stock: 5, skuPrefix: 'PAY' });
    const { order, handler } = await placeAndPay({ productId: product.id });
    // The webhooks are held and the browser never verified: only Razorpay knows.
    await drainExpiry();
    await expire(order._id);
    expect(await jobs.expireUnpaidOrders()).toEqual({ expired: 0, paid: 1, waiting: 0 });
    expect(await orderRow(order._id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect((await paymentRows(order._id))[0]!.providerPaymentId).toBe(handler.razorpay_payment_id);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('waits rather than cancels while Razorpay cannot be asked', async () => {
    const product = await createProduct(t, { mrpPaise: 500_00, stock: 5, skuPrefix: 'PAY' });
    const { order } = await placeOnline(userToken, { productId: product.id });
    await createPayment(order._id);
    await drainExpiry();
    await expire(order._id);
    sim.simulator.state.outage = 'disconnect';
    expect(await jobs.expireUnpaidOrders()).toEqual({ expired: 0, paid: 0, waiting: 1 });
    expect((await orderRow(order._id)).status).toBe('pending');
    expect(await stockOf(t, product.id)).toBe(4);
    sim.simulator.state.outage = 'none';
    expect(await jobs.expireUnpaidOrders()).toEqual({ expired: 1, paid: 0, waiting: 0 });
    expect((await orderRow(order._id)).status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('refunds a payment that arrives after expiry (verify path), and the stock stays returned', async () => {
    const product = await createProduct(t, { mrpPaise: 700_00, stock: 3, skuPrefix: 'PAY' });
    const { order } = await placeOnline(userToken, { productId: product.id });
    const created = await createPayment(order._id);
    await drainExpiry();
    await expire(order._id);
    expect(await jobs.expireUnpaidOrders()).toEqual({ expired: 1, paid: 0, waiting: 0 });
    expect((await orderRow(order._id)).status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(3);

    // The shopper's modal was still open: Razorpay takes the money after we cancelled.
    const paid = await payAtCheckout(created.body.order.id);
    const res = await verify(verifyBody(order._id, paid.body));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.latePaymentRefunded);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(t, product.id)).toBe(3);
    const refunds = simRefundsOf(paid.body.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 700_00, status: 'processed' });

    // Webhooks and replays afterwards change nothing and refund nothing more.
    await sim.simulator.flushWebhooks();
    expect((await verify(verifyBody(order._id, paid.body))).status).toBe(409);
    expect(simRefundsOf(paid.body.razorpay_payment_id)).toHaveLength(1);
    const detail = await t.request(`/api/orders/${order._id}/payment`, { token: userToken });
    expect(detail.body).toMatchObject({
      paymentStatus: 'refunded',
      payment: { status: 'refunded', refundStatus: 'processed', refundedAmount: 700, amount: 700 },
    });
  });

  it('refunds a late payment known only from its webhook', async () => {
    const { order } = await placeOnline();
    const created = await createPayment(order._id);
    await expire(order._id);
    await jobs.expireUnpaidOrders();
    const paid = await payAtCheckout(created.body.order.id);
    await sim.simulator.flushWebhooks();
    await waitFor(async () => (await orderRow(order._id)).paymentStatus === 'refunded', 'the late payment refund');
    expect((await orderRow(order._id)).status).toBe('cancelled');
    expect(simRefundsOf(paid.body.razorpay_payment_id)).toHaveLength(1);
  });
});

// ---- refunds ------------------------------------------------------------------------------------------

describe('refunds when a paid order is cancelled', () => {
  it('refunds through Razorpay when the customer cancels, and shows it in the order detail', async () => {
    const product = await createProduct(t, { mrpPaise: 1200_00, stock: 4, skuPrefix: 'PAY' });
    const { order, handler } = await placeAndPay({ productId: product.id, quantity: 2 });
    expect((await verify(verifyBody(order._id, handler))).status).toBe(200);
    const cancel = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: userToken });
    expect(cancel.status).toBe(200);
    expect(cancel.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(t, product.id)).toBe(4);
    const refunds = simRefundsOf(handler.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 2400_00, notes: { order_id: order._id } });
    expect(sim.simulator.payments.get(handler.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      refund_status: 'full',
    });

    for (const token of [userToken, adminToken]) {
      const detail = await t.request(`/api/orders/${order._id}/payment`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({
        orderId: order._id,
        paymentMethod: 'razorpay',
        paymentStatus: 'refunded',
        payment: expect.objectContaining({
          provider: 'razorpay',
          status: 'refunded',
          providerOrderId: handler.razorpay_order_id,
          providerPaymentId: handler.razorpay_payment_id,
          amount: 2400,
          currency: 'INR',
          refundedAmount: 2400,
          refundStatus: 'processed',
        }),
      });
    }
    expect((await t.request(`/api/orders/${order._id}/payment`, { token: otherToken })).status).toBe(404);

    // The refund webhooks and another pass of the job add nothing, and leave the payment as it was.
    const refundedRows = await paymentRows(order._id);
    await sim.simulator.flushWebhooks();
    expect(await jobs.retryDueRefunds()).toBe(0);
    await jobs.refundIfDue(order._id);
    expect(simRefundsOf(handler.razorpay_payment_id)).toHaveLength(1);
    expect(await paymentRows(order._id)).toEqual(refundedRows);
    expect(refundedRows).toMatchObject([{ status: 'refunded', refundedPaise: 2400_00 }]);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const again = await t.request(`/api/orders/${order._id}/payment`, { token: userToken });
    expect(again.body).toMatchObject({
      paymentStatus: 'refunded',
      payment: { status: 'refunded', refundStatus: 'processed', refundedAmount: 2400, amount: 2400 },
    });
  });

  it('refunds when an admin cancels a packed paid order', async () => {
    const { order, handler } = await placeAndPay();
    await verify(verifyBody(order._id, handler));
    const packed = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    expect(packed.status).toBe(200);
    const res = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(simRefundsOf(handler.razorpay_payment_id)).toHaveLength(1);
  });

  it('follows a refund Razorpay settles later (refund.processed webhook)', async () => {
    sim.simulator.state.refundOutcome = 'pending';
    const { order, handler } = await placeAndPay();
    await verify(verifyBody(order._id, handler));
    await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: userToken });
    let detail = await t.request(`/api/orders/${order._id}/payment`, { token: userToken });
    expect(detail.body).toMatchObject({
      paymentStatus: 'refunded',
      payment: { status: 'refund_initiated', refundStatus: 'pending' },
    });
    const [refund] = simRefundsOf(handler.razorpay_payment_id);
    sim.simulator.settleRefund(refund!.id, 'processed');
    await sim.simulator.flushWebhooks();
    detail = await t.request(`/api/orders/${order._id}/payment`, { token: adminToken });
    expect(detail.body.payment).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
      refundedAmount: detail.body.payment.amount,
    });
  });
  it('shows a refund the bank failed (refund.failed) as failed, with the money back as paid', async () => {
    sim.simulator.state.refundOutcome = 'pending';
    const { order, handler } = await placeAndPay();
    await verify(verifyBody(order._id, handler));
    await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: userToken });
    await sim.simulator.flushWebhooks();
    const [refund] = simRefundsOf(handler.razorpay_payment_id);
    sim.simulator.settleRefund(refund!.id, 'failed');
    await sim.simulator.flushWebhooks();
    const detail = await t.request(`/api/orders/${order._id}/payment`, { token: adminToken });
    expect(detail.body).toMatchObject({
      paymentStatus: 'paid',
      payment: { status: 'refund_failed', refundStatus: 'failed' },
    });
    // Not retried on its own: a failed refund needs an admin.
    expect(await jobs.retryDueRefunds()).toBe(0);
  });
});

// ---- provider down ------------------------------------------------------------------------------------

describe('when Razorpay is down', () => {
  it.each(['disconnect', 'error', 'slow'] as const)(
    'answers create-payment with a clear 502 and loses nothing (%s)',
    async (outage) => {
      const product = await createProduct(t, { mrpPaise: 800_00, stock: 3, skuPrefix: 'PAY' });
      const { order } = await placeOnline(userToken, { productId: product.id });
      sim.simulator.state.outage = outage;
      sim.simulator.state.slowMs = 3000;
      const res = await createPayment(order._id);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
      expect(await orderRow(order._id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      expect(await paymentRows(order._id)).toEqual([]);
      expect(await stockOf(t, product.id)).toBe(2);
      sim.simulator.state.outage = 'none';
      const retry = await createPayment(order._id);
      expect(retry.status).toBe(200);
      expect(retry.body.order.amount).toBe(800_00);
    },
  );

  it('cancels a paid order anyway and sends the refund once Razorpay is back', async () => {
    const { order, handler } = await placeAndPay();
    await verify(verifyBody(order._id, handler));
    sim.simulator.state.outage = 'disconnect';
    const cancel = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: userToken });
    expect(cancel.status).toBe(200);
    expect(cancel.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    const due = await t.request(`/api/orders/${order._id}/payment`, { token: userToken });
    expect(due.body.payment).toMatchObject({ status: 'captured', refundStatus: 'due' });
    expect(await jobs.retryDueRefunds()).toBe(1); // tried, still down
    expect(simRefundsOf(handler.razorpay_payment_id)).toHaveLength(0);

    sim.simulator.state.outage = 'none';
    expect(await jobs.retryDueRefunds()).toBe(1);
    const refundedRows = await paymentRows(order._id);
    expect(refundedRows).toMatchObject([{ status: 'refunded' }]);
    // A second pass finds nothing due, sends nothing, and the payment reads the same afterwards.
    expect(await jobs.retryDueRefunds()).toBe(0);
    expect(await paymentRows(order._id)).toEqual(refundedRows);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(simRefundsOf(handler.razorpay_payment_id)).toHaveLength(1);
    const detail = await t.request(`/api/orders/${order._id}/payment`, { token: userToken });
    expect(detail.body.payment).toMatchObject({ status: 'refunded', refundStatus: 'processed', refundedAmount: 1499 });
  });

  it('does not mark paid on a signature alone: while Razorpay cannot be asked, verify answers 502 and a retry pays', async () => {
    const { order, handler } = await placeAndPay();
    sim.simulator.state.outage = 'disconnect';
    const res = await verify(verifyBody(order._id, handler));
    expect(res.status).toBe(502);
    expect((await orderRow(order._id)).paymentStatus).not.toBe('paid');
    sim.simulator.state.outage = 'none';
    const again = await verify(verifyBody(order._id, handler));
    expect(again.status).toBe(200);
    expect(again.body.order.paymentStatus).toBe('paid');
  });
});

// ---- capture and refunds as Razorpay really does them (docs/decisions/061-payment-status-before-paid.md) ----

describe('payment status before paid', () => {
  /** Placed and paid at the checkout with auto-capture off for its provider order: the payment stays authorized. */
  async function placeAndAuthorize() {
    const { order, productId } = await placeOnline(userToken);
    const created = await createPayment(order._id);
    expect(created.status).toBe(200);
    sim.simulator.holdForCapture(created.body.order.id);
    const paid = await payAtCheckout(created.body.order.id);
    expect(paid.status).toBe(200);
    return { order, productId, providerOrderId: created.body.order.id as string, handler: paid.body };
  }

  it('captures an authorized payment on verify (amount and currency from the stored order), then marks it paid', async () => {
    const { order, handler } = await placeAndAuthorize();
    expect(sim.simulator.payments.get(handler.razorpay_payment_id)!.status).toBe('authorized');
    const res = await verify(verifyBody(order._id, handler));
    expect(res.status).toBe(200);
    expect(res.body.order.paymentStatus).toBe('paid');
    const captures = sim.simulator.captures().filter((c) => c.paymentId === handler.razorpay_payment_id);
    expect(captures).toEqual([
      { paymentId: handler.razorpay_payment_id, amount: (await orderRow(order._id)).totalPaise },
    ]);
  });

  it('captures exactly once when verify and the payment.authorized webhook race', async () => {
    const { order, handler } = await placeAndAuthorize();
    const authorized = sim.simulator
      .sentWebhooks()
      .filter((w) => w.event === 'payment.authorized' && w.body.includes(handler.razorpay_payment_id));
    expect(authorized).toHaveLength(1);
    const [verified, delivered, again] = await Promise.all([
      verify(verifyBody(order._id, handler)),
      sim.simulator.redeliver(authorized[0]!),
      verify(verifyBody(order._id, handler)),
    ]);
    expect(verified.status).toBe(200);
    expect(again.status).toBe(200);
    expect(delivered).toBe(200);
    expect(sim.simulator.captures().filter((c) => c.paymentId === handler.razorpay_payment_id)).toHaveLength(1);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'paid' });
    await sim.simulator.flushWebhooks(); // the captured / order.paid events of that capture change nothing
    expect(sim.simulator.captures().filter((c) => c.paymentId === handler.razorpay_payment_id)).toHaveLength(1);
  });

  it('captures from the payment.authorized webhook alone when the shopper closed the tab', async () => {
    const { order, handler } = await placeAndAuthorize();
    await sim.simulator.flushWebhooks();
    // The capture follows the answer (docs/decisions/169-checkout-popups-and-fast-webhooks.md).
    await waitFor(async () => (await orderRow(order._id)).paymentStatus === 'paid', 'the capture after the webhook');
    expect(sim.simulator.payments.get(handler.razorpay_payment_id)!.status).toBe('captured');
  });

  it('answers payment.authorized before a slow capture, which follows in the background exactly once', async () => {
    const { order, handler } = await placeAndAuthorize();
    // Razorpay takes 800 ms to capture (within the shop's 1 s limit).
    sim.simulator.faults.add({ op: 'capture', mode: 'slow', delayMs: 800, times: 1 });
    const statuses = await sim.simulator.flushWebhooks();
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Answered while Razorpay was still capturing (before, the answer waited for the capture).
    expect(sim.simulator.captures().filter((c) => c.paymentId === handler.razorpay_payment_id)).toHaveLength(0);
    await waitFor(async () => {
      await sim.simulator.flushWebhooks(); // payment.captured / order.paid of that capture
      return (await orderRow(order._id)).paymentStatus === 'paid';
    }, 'the capture after the webhook');
    expect(sim.simulator.captures().filter((c) => c.paymentId === handler.razorpay_payment_id)).toHaveLength(1);
  });

  it('does not mark paid a payment that failed, whatever the signature says', async () => {
    const { order, handler } = await placeAndAuthorize();
    sim.simulator.payments.get(handler.razorpay_payment_id)!.status = 'failed';
    const res = await verify(verifyBody(order._id, handler));
    expect(res.status).toBe(400);
    expect((await orderRow(order._id)).paymentStatus).not.toBe('paid');
  });

  it('retries a refund answered 409 (still processing) with the same key instead of failing it', async () => {
    const { order, handler } = await placeAndPay();
    expect((await verify(verifyBody(order._id, handler))).status).toBe(200);
    // Razorpay takes longer than our time limit to answer the refund: our first call times out while it is
    // still processing, and a retry with the same key meanwhile answers 409.
    sim.simulator.state.refundProcessingMs = 1600;
    const cancelled = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: userToken });
    expect(cancelled.status).toBe(200);
    const conflict = await jobs.retryDueRefunds();
    expect(conflict).toBeGreaterThanOrEqual(1);
    const [row] = await paymentRows(order._id);
    expect(row!.status).not.toBe('refund_failed');
    sim.simulator.state.refundProcessingMs = 0;
    await waitFor(async () => {
      await jobs.retryDueRefunds();
      return (await orderRow(order._id)).paymentStatus === 'refunded';
    }, 'the refund to be recorded');
    expect(simRefundsOf(handler.razorpay_payment_id)).toHaveLength(1);
  });

  it('the simulator refuses a reused refund key with a different body (BAD_REQUEST), as Razorpay does', async () => {
    const { order, handler } = await placeAndPay();
    expect((await verify(verifyBody(order._id, handler))).status).toBe(200);
    const refundUrl = `${sim.apiUrl}/payments/${handler.razorpay_payment_id}/refund`;
    const headers = {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      'x-refund-idempotency': 'test-key-reused-0001',
    };
    const first = await fetch(refundUrl, { method: 'POST', headers, body: JSON.stringify({ amount: 100 }) });
    expect(first.status).toBe(200);
    const other = await fetch(refundUrl, { method: 'POST', headers, body: JSON.stringify({ amount: 200 }) });
    expect(other.status).toBe(400);
    expect(((await other.json()) as any).error.code).toBe('BAD_REQUEST_ERROR');
    const same = await fetch(refundUrl, { method: 'POST', headers, body: JSON.stringify({ amount: 100 }) });
    expect(((await same.json()) as any).id).toBe(((await first.json()) as any).id);
  });
});
