import Fastify, { type FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_JS } from './checkout-js';
import { isValidPaymentSignature } from './signature';
import { createRazorpaySimulator, type RazorpaySimulator } from './simulator';

/*
 * The simulator's checkout.js in a DOM, driven by button names as a browser test would. Its calls reach the
 * simulator's real routes (through Fastify's inject instead of a socket).
 */

const keyId = 'rzp_test_CheckoutJs0001';
const keySecret = 'checkout-js-secret';
let simulator: RazorpaySimulator;
let server: FastifyInstance;
let window: Window;

beforeAll(async () => {
  simulator = createRazorpaySimulator({ keyId, keySecret });
  server = Fastify();
  await server.register(simulator.plugin, { prefix: '/sim/razorpay' });
  await server.ready();
});
afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  window = new Window({ url: 'http://shop.test/checkout', settings: { disableJavaScriptFileLoading: true } });
  const script = window.document.createElement('script');
  script.setAttribute('src', 'http://shop.test/sim/razorpay/checkout.js');
  window.document.head.appendChild(script);
  const stubFetch = async (url: string, init: { method?: string; body?: string } = {}) => {
    const res = await server.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: url.replace('http://shop.test', ''),
      headers: init.body ? { 'content-type': 'application/json' } : {},
      payload: init.body,
    });
    return { ok: res.statusCode < 300, status: res.statusCode, json: async () => res.json<unknown>() };
  };
  Object.assign(window, { fetch: stubFetch });
  window.eval(CHECKOUT_JS);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function buttonNamed(name: string) {
  const found = [...window.document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button '${name}' in: ${window.document.body.textContent}`);
  return found;
}

async function click(name: string) {
  buttonNamed(name).click();
  await settle();
}

/** A provider order made through the REST side, as our server makes it. */
function newOrder(amount = 1234_50) {
  return server
    .inject({
      method: 'POST',
      url: '/sim/razorpay/v1/orders',
      headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
      payload: { amount, currency: 'INR', receipt: 'r1' },
    })
    .then((r) => r.json<{ id: string }>());
}

interface Opened {
  handled: Record<string, string>[];
  failures: { error: Record<string, any> }[];
  dismissed: number;
}

async function open(orderId: string, extra: Record<string, unknown> = {}): Promise<Opened> {
  const seen: Opened = { handled: [], failures: [], dismissed: 0 };
  const Razorpay = (
    window as unknown as { Razorpay: new (o: object) => { open(): void; on(e: string, f: (r: any) => void): void } }
  ).Razorpay;
  const rzp = new Razorpay({
    key: keyId,
    amount: 1234_50,
    currency: 'INR',
    name: 'ShopKart',
    description: 'Order #ABCD1234',
    order_id: orderId,
    prefill: { name: 'Rahul', email: 'rahul@example.com', contact: '9876543210' },
    theme: { color: '#7c3aed' },
    handler: (response: Record<string, string>) => seen.handled.push(response),
    modal: { ondismiss: () => (seen.dismissed += 1) },
    ...extra,
  });
  rzp.on('payment.failed', (r) => seen.failures.push(r));
  rzp.open();
  await settle();
  return seen;
}

describe('simulator checkout.js', () => {
  it('opens an accessible modal and pays with UPI, handing a genuine signature to the handler', async () => {
    const order = await newOrder();
    const seen = await open(order.id);
    const dialog = window.document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(window.document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('ShopKart');
    expect(dialog.textContent).toContain('₹1,234.50');
    expect(['UPI', 'Card', 'Netbanking', 'Cancel'].map((n) => buttonNamed(n).textContent)).toHaveLength(4);

    await click('UPI');
    await click('Pay Now');
    expect(seen.handled).toHaveLength(1);
    const response = seen.handled[0]!;
    expect(response.razorpay_order_id).toBe(order.id);
    expect(
      isValidPaymentSignature(
        { orderId: order.id, paymentId: response.razorpay_payment_id!, signature: response.razorpay_signature },
        keySecret,
      ),
    ).toBe(true);
    expect(window.document.querySelector('[role="dialog"]')).toBeNull();
    expect(seen.dismissed).toBe(0);
    expect(simulator.payments.get(response.razorpay_payment_id!)).toMatchObject({
      method: 'upi',
      status: 'captured',
      email: 'rahul@example.com',
    });
  });

  it("emits payment.failed with Razorpay's error object, offers Retry, and can still succeed", async () => {
    const order = await newOrder();
    const seen = await open(order.id);
    await click('Card');
    await click('Fail');
    expect(seen.failures).toHaveLength(1);
    expect(seen.failures[0]!.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id },
    });
    expect(seen.failures[0]!.error.metadata.payment_id).toMatch(/^pay_/);
    expect(window.document.querySelector('[role="alert"]')!.textContent).toMatch(/^Payment failed/);
    await click('Retry');
    await click('Netbanking');
    await click('Pay Now');
    expect(seen.handled).toHaveLength(1);
    expect(seen.dismissed).toBe(0);
  });

  it('calls ondismiss on Cancel and on Escape, and removes the modal', async () => {
    const order = await newOrder();
    const seen = await open(order.id);
    await click('Cancel');
    expect(seen.dismissed).toBe(1);
    expect(window.document.querySelector('[data-razorpay-simulator-overlay]')).toBeNull();

    const again = await open(order.id);
    window.document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }));
    await settle();
    expect(again.dismissed).toBe(1);
    expect(window.document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('says so when the key is wrong or the order is paid already', async () => {
    const order = await newOrder();
    await open(order.id, { key: 'rzp_test_Wrong' });
    expect(window.document.querySelector('[role="alert"]')!.textContent).toBe('The API key provided is invalid');
    await click('Cancel');
    simulator.pay(order.id);
    await open(order.id);
    expect(window.document.querySelector('[role="alert"]')!.textContent).toBe('This order has already been paid');
  });
});
