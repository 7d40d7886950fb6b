import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products } from '../src/db/schema';
import { createProduct, mumbaiAddressNoEmail, placeOrder } from './helpers/factories';
import { postCheckoutPay } from './helpers/razorpay-checkout';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/*
 * The embedded default: no Razorpay keys, so the simulator is mounted in the same process at /sim/razorpay
 * and the server's client reaches it over HTTP on its own port; webhooks come back to /api/webhooks/razorpay;
 * the background job runs on its timer.
 */

let t: TestApp;
let userToken: string;

const address = { ...mumbaiAddressNoEmail, street: '221 Linking Road' };

beforeAll(async () => {
  t = await startTestApp({ env: { PAYMENT_JOBS_INTERVAL_SECONDS: '1', RAZORPAY_PAYMENT_WINDOW_MINUTES: '5' } });
  userToken = await t.login('user@example.com', 'user123');
});
afterAll(async () => {
  await t?.close();
});

/** One unit of a ₹650 product of the test's own (`stock` of it), ordered for online payment. */
async function placeOnline(stock: number) {
  const product = await createProduct(t, { name: 'Embedded pay product', mrpPaise: 650_00, stock, skuPrefix: 'EMB' });
  const order = await placeOrder(t, {
    token: userToken,
    product: product.id,
    shippingAddress: address,
    paymentMethod: 'razorpay',
  });
  return { product, order };
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the in-process Razorpay simulator', () => {
  it('publishes a generated test key id and the same-origin checkout script, never a secret', async () => {
    const res = await t.request('/api/public-config');
    expect(res.body.razorpayKeyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(res.body.razorpayKeyId).toBe(t.config.razorpay.keyId);
    expect(res.body.razorpayCheckoutUrl).toBe('/sim/razorpay/checkout.js');
    expect(res.text).not.toContain(t.config.razorpay.keySecret);
    // Generated once into DATA_DIR, like the JWT secret, so a restart keeps the same keys.
    expect(readFileSync(join(t.config.dataDir, 'razorpay-sim-key-id'), 'utf8')).toBe(t.config.razorpay.keyId);

    const script = await t.request('/sim/razorpay/checkout.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text).toContain('window.Razorpay = Razorpay');
    expect(script.text).not.toMatch(/\beval\(|innerHTML|onclick="/);
    // Same origin as the page, so the CSP's script-src 'self' admits it.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('checks HTTP Basic auth and answers Razorpay error bodies', async () => {
    const noAuth = await t.request('/sim/razorpay/v1/orders/order_Missing0000000');
    expect(noAuth.status).toBe(401);
    expect(noAuth.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR' });
    const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
    const wrong = await t.request('/sim/razorpay/v1/orders/order_Missing0000000', {
      headers: { authorization: basic(t.config.razorpay.keyId, 'wrong') },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.description).toBe('The API key provided is invalid');
    const missing = await t.request('/sim/razorpay/v1/orders/order_Missing0000000', {
      headers: { authorization: basic(t.config.razorpay.keyId, t.config.razorpay.keySecret) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
    });
  });

  it('offers no fault-injection control routes inside a shop anyone can reach', async () => {
    const add = await t.request('/sim/razorpay/__sim/faults', {
      method: 'POST',
      json: { op: 'any', mode: 'hang', times: 'always' },
    });
    expect(add.status).not.toBe(200);
    expect(add.body.error.description).toBe('The requested URL was not found on the server.');
    const auth = `Basic ${Buffer.from(`${t.config.razorpay.keyId}:${t.config.razorpay.keySecret}`).toString('base64')}`;
    const stillWorks = await t.request('/sim/razorpay/v1/orders', {
      method: 'POST',
      headers: { authorization: auth },
      json: { amount: 500_00, currency: 'INR', receipt: 'no-control' },
    });
    expect(stillWorks.status).toBe(200);
  });

  it('pays an order end to end; the webhook alone marks it paid (closed tab), verify agrees', async () => {
    const { order } = await placeOnline(5);
    const created = await t.request('/api/orders/create-payment', {
      method: 'POST',
      token: userToken,
      json: { receipt: order._id },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      key_id: t.config.razorpay.keyId,
      checkoutUrl: '/sim/razorpay/checkout.js',
      order: { amount: 650_00, currency: 'INR' },
    });
    const minutes = (Date.parse(created.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);

    // What checkout.js posts when the shopper picks UPI and presses Pay Now.
    const pay = await postCheckoutPay(`${t.url}/sim/razorpay`, created.body.key_id, created.body.order.id);
    const handler = pay.body as Record<string, string>;
    expect(pay.status).toBe(200);
    await waitFor(
      async () => (await orderRow(order._id)).paymentStatus === 'paid',
      'the webhook to mark the order paid',
    );

    const verified = await t.request('/api/orders/verify-payment', {
      method: 'POST',
      token: userToken,
      json: { ...handler, order_id: order._id },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.order.paymentStatus).toBe('paid');
    expect(existsSync(join(t.config.dataDir, 'razorpay-simulator.json'))).toBe(true);
  });

  it('expires an unpaid order on the job timer and returns its stock', async () => {
    const { product, order } = await placeOnline(3);
    await t.request('/api/orders/create-payment', { method: 'POST', token: userToken, json: { receipt: order._id } });
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    await waitFor(async () => (await orderRow(order._id)).status === 'cancelled', 'the expiry job');
    const [row] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.stock).toBe(3);
  });
});
