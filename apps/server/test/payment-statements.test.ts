import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, placeOrder } from './helpers/factories';
import { postCheckoutPay } from './helpers/razorpay-checkout';
import { razorpayEnv, startRazorpayForApp, suiteRazorpayKeys } from './helpers/razorpay-load';
import type { StandaloneSimulator } from '../src/providers/razorpay/simulator';
import { statementsDuring, type Statement } from './helpers/sent-statements';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * docs/decisions/287-a-paid-order-is-read-once.md: a statement is the unit of a sale shopper's cost, so paying
 * reads the order and its lines once. Creating the payment reads the order without its lines; verifying it reads
 * the order and its lines before the provider call, locks the order, and answers with the row the guarded
 * update returned instead of reading it back. Counted at the driver, on PostgreSQL (PGlite has no pool to watch).
 */

const KEYS = suiteRazorpayKeys('PayStatements01', 'pay-statements');
let sim: StandaloneSimulator;
let t: TestApp;

const count = (statements: Statement[], pattern: RegExp) => statements.filter(({ text }) => pattern.test(text)).length;
/** Decision 296: the payment's reads, its lock and its writes are named, parsed and planned once per connection. */
const unnamed = (statements: Statement[], pattern: RegExp) =>
  statements.filter(({ text, name }) => pattern.test(text) && !name).map(({ text }) => text);
const ORDER_READ = /^select .* from "orders" where "orders"\."id" = \$1 limit \$2$/;
const ORDER_LOCK = /^select .* from "orders" where "orders"\."id" = \$1 limit \$2 for update$/;
const LINES_READ = /^select .* from "order_items" where "order_items"\."order_id" in/;
const PAYMENT_READ = /^select .* from "payments" where "payments"\."(id|order_id)" = \$1/;
const PAYMENT_INSERT = /^insert into "payments"/;
const PAYMENT_CAPTURED = /^update "payments" set "provider_payment_id" = \$1, "status" = \$2/;
const ORDER_PAID = /^update "orders" set "payment_status" = \$1/;

beforeAll(async () => {
  sim = await startRazorpayForApp(KEYS, () => t.url);
  t = await startTestApp({ env: razorpayEnv(KEYS, sim, 1000) });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('paying an order online, statement by statement', () => {
  it('reads the order once to create the payment and once (plus its lock) to verify it', async (context) => {
    if (t.driver !== 'postgres') context.skip('needs PostgreSQL (TEST_DATABASE_URL): counted at the pg driver');
    const product = await createProduct(t, { stock: 10 });
    const customer = await createCustomer(t);
    const order = await placeOrder(t, { token: customer.token, product: product.id, paymentMethod: 'razorpay' });

    let providerOrderId = '';
    const creating = await statementsDuring(async () => {
      const created = await t.request('/api/orders/create-payment', {
        method: 'POST',
        token: customer.token,
        json: { receipt: order._id },
      });
      expect(created.status, created.text).toBe(200);
      providerOrderId = created.body.order.id;
    });
    expect(count(creating, ORDER_READ)).toBe(1);
    expect(count(creating, LINES_READ)).toBe(0);
    expect(unnamed(creating, ORDER_READ)).toEqual([]);
    expect(unnamed(creating, PAYMENT_READ)).toEqual([]);
    expect(unnamed(creating, PAYMENT_INSERT)).toEqual([]);

    const paid = await postCheckoutPay(sim.url, KEYS.keyId, providerOrderId);
    expect(paid.status).toBe(200);
    let answer: { status: number; body: any } = { status: 0, body: null };
    const verifying = await statementsDuring(async () => {
      answer = await t.request('/api/orders/verify-payment', {
        method: 'POST',
        token: customer.token,
        json: { ...paid.body, order_id: order._id },
      });
    });
    expect(answer.status).toBe(200);
    expect(count(verifying, ORDER_READ)).toBe(1);
    expect(count(verifying, ORDER_LOCK)).toBe(1);
    expect(count(verifying, LINES_READ)).toBe(1);
    expect(count(verifying, PAYMENT_READ)).toBe(1);
    for (const pattern of [ORDER_READ, ORDER_LOCK, PAYMENT_READ, PAYMENT_CAPTURED, ORDER_PAID]) {
      expect(unnamed(verifying, pattern), String(pattern)).toEqual([]);
    }

    // The answer built from the written row is the order as a fresh read gives it.
    const fresh = await t.request(`/api/orders/${order._id}`, { token: customer.token });
    expect(answer.body.order).toEqual(fresh.body.order);
    expect(answer.body.order.paymentStatus).toBe('paid');
  });
});
