import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codCollection } from '@shop/shared/cod-fee-advance';
import { shiprocketOrderValuePaise } from '@shop/shared/shiprocket-money';
import { emailOutbox, orders, payments, products } from '../src/db/schema';
import { startShiprocketSimulator, type StartedSimulator } from '../src/providers/shiprocket/simulator';
import { createPaymentQueuesRepository } from '../src/modules/payments/payment-queues.repository';
import { createCustomer, createProduct, saveShopSettings } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { pdfPageText } from './helpers/poppler-pdf';
import { postCheckoutPay } from './helpers/razorpay-checkout';
import { shiprocketEnv, simulatorControl } from './helpers/shiprocket-sim';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/*
 * Issue 37, "pay the COD fee now by UPI" (docs/decisions/252-cod-fee-paid-in-advance.md), through the Razorpay
 * simulator embedded in the app and the Shiprocket simulator: the Razorpay order is for the fee alone, the order
 * stays cash on delivery, the courier collects the total less the fee, and the invoice, the label and the
 * order agree; an unpaid fee expires the order with its stock back; a cancelled order gets its fee back.
 */

const WEBHOOK_KEY = 'cod-fee-webhook-key-0123456789';
let sim: StartedSimulator;
let t: TestApp;
let adminToken: string;

// Goods ₹450 (below the ₹999 free-shipping line): shipping ₹40 + COD fee ₹49 = ₹89; total ₹539; ₹490 at the door.
const GOODS = 450_00;
const SHIPPING = 40_00;
const COD_FEE = 49_00;
const TOTAL = GOODS + SHIPPING + COD_FEE;

const address = {
  name: 'Kavya Menon',
  email: 'kavya@example.com',
  phone: '+91 98450 22334',
  street: '14 Residency Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
};

beforeAll(async () => {
  sim = await startShiprocketSimulator({ stepMs: 0 });
  t = await startTestApp({
    // The shop's own caps (saveShopSettings writes back what it reads); each test has a buyer of its own.
    orderCaps: 'shop',
    env: { ...shiprocketEnv(sim.url, WEBHOOK_KEY, 1500), PAYMENT_JOBS_INTERVAL_SECONDS: '1' },
  });
  await simulatorControl(sim.url, 'config', {
    webhook_url: `${t.url}/api/webhooks/courier-tracking`,
    webhook_key: WEBHOOK_KEY,
    step_ms: 0,
  });
  adminToken = await t.login('admin@example.com', 'admin123');
  await saveShopSettings(t, adminToken, {
    codFeeAdvanceByUpi: true,
    shippingFeeRupees: SHIPPING / 100,
    codFeeRupees: COD_FEE / 100,
    freeShippingAboveRupees: 999,
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A new buyer's COD order of one ₹450 product of its own (`stock` units). */
async function placeCod(stock = 5) {
  const product = await createProduct(t, { mrpPaise: GOODS, stock, skuPrefix: 'CODFEE', hsn: '6109' });
  const { token } = await createCustomer(t, { emailPrefix: 'cod-fee' });
  const placed = await t.request('/api/orders', {
    method: 'POST',
    token,
    json: { items: [{ product: product.id, quantity: 1 }], shippingAddress: address, paymentMethod: 'cod' },
  });
  expect(placed.status, placed.text).toBe(201);
  return { token, product, order: placed.body.order };
}

/** The shopper pays the fee in the simulated Razorpay window (UPI) and the page verifies it. */
async function payFee(token: string, orderId: string) {
  const created = await t.request('/api/orders/create-payment', { method: 'POST', token, json: { receipt: orderId } });
  expect(created.status, created.text).toBe(200);
  const pay = await postCheckoutPay(`${t.url}/sim/razorpay`, created.body.key_id, created.body.order.id);
  expect(pay.status).toBe(200);
  const verified = await t.request('/api/orders/verify-payment', {
    method: 'POST',
    token,
    json: { ...pay.body, order_id: orderId },
  });
  expect(verified.status, verified.text).toBe(200);
  return { created: created.body, verified: verified.body.order };
}

describe('the COD fee paid in advance by UPI', () => {
  it('asks Razorpay for the fee only and keeps the order cash on delivery', async () => {
    const { token, order } = await placeCod();
    expect(order).toMatchObject({ paymentMethod: 'cod', total: TOTAL / 100, codFeeAdvance: COD_FEE / 100 });
    expect(order.codFeeAdvancePaidAt).toBeNull();
    expect(order.paymentExpiresAt).not.toBeNull();

    const { created, verified } = await payFee(token, order._id);
    expect(created.order.amount).toBe(COD_FEE);
    expect(created.description).toMatch(/^COD fee/);
    expect(verified).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', paymentExpiresAt: null });
    expect(verified.codFeeAdvancePaidAt).not.toBeNull();
    expect(verified.dueOnDelivery).toBe((TOTAL - COD_FEE) / 100);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment).toMatchObject({ amountPaise: COD_FEE, status: 'captured' });

    const again = await t.request('/api/orders/create-payment', {
      method: 'POST',
      token,
      json: { receipt: order._id },
    });
    expect(again.status).toBe(409);

    // The mails say the same split: the fee to pay now, then the balance to keep ready.
    const mailText = async (key: string) =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)))[0]?.text ?? '';
    expect(await mailText(`order-placed:${order._id}`)).toContain(
      'Pay ₹49.00 COD fee now by UPI; pay ₹490.00 on delivery.',
    );
    expect(await mailText(`order-paid:${order._id}`)).toContain('₹490.00 to pay on delivery');
  });

  it('the payload, the label, the invoice and the order all collect the total less the fee', async () => {
    const { token, order } = await placeCod();
    await payFee(token, order._id);
    const packed = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    expect(packed.status, packed.text).toBe(200);
    const shipped = await t.request('/api/shiprocket/create-order', {
      method: 'POST',
      token: adminToken,
      json: { order_id: order._id },
    });
    expect(shipped.status, shipped.text).toBe(201);

    const row = await orderRow(order._id);
    const due = codCollection(row).dueOnDeliveryPaise;
    expect(due).toBe(TOTAL - COD_FEE);

    const state = await simulatorControl(sim.url, 'state');
    const payload = state.orders.find((o: { order_id: string }) => o.order_id === order._id).payload;
    expect(payload.payment_method).toBe('COD');
    expect(shiprocketOrderValuePaise(payload)).toBe(due);

    const download = async (path: string) => {
      const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const label = pdfText(await download(`/api/shiprocket/label/${order._id}`));
    const invoice = pdfPageText(await download(`/api/orders/${order._id}/invoice`)).replace(/\s+/g, ' ');
    const mine = (await t.request(`/api/orders/${order._id}`, { token })).body.order;

    // Side by side: one figure, ₹490.00, on the label, the invoice and the buyer's order.
    expect(label).toContain(`COD: collect Rs. ${(due / 100).toFixed(2)}`);
    expect(invoice).toMatch(/Amount paid in advance \(UPI\) ₹ ?49\.00/);
    expect(invoice).toMatch(/Balance due on delivery ₹ ?490\.00/);
    expect(mine.dueOnDelivery).toBe(due / 100);
    // The fee stays in the taxed fee line: the invoice total is the order total.
    expect(invoice).toMatch(/Total ₹ ?539\.00/);
  });

  it('an unpaid fee expires the order with its stock back, by the unpaid-order job', async () => {
    const { product, order } = await placeCod(3);
    expect(await stockOf(product.id)).toBe(2);
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    await waitFor(async () => (await orderRow(order._id)).status === 'cancelled', 'the expiry job');
    expect(await stockOf(product.id)).toBe(3);
    expect((await orderRow(order._id)).stockReleasedAt).not.toBeNull();
  });

  it('cannot be shipped before the fee is paid', async () => {
    const { order } = await placeCod();
    await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    const shipped = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'shipped' },
    });
    expect(shipped.status).toBe(409);
  });

  it('cancelled before dispatch: the fee goes back through Razorpay', async () => {
    const { token, order } = await placeCod();
    await payFee(token, order._id);
    const cancelled = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token, json: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    await waitFor(async () => {
      const res = await t.request(`/api/orders/${order._id}/payment`, { token });
      return res.body.payment?.refundedAmount === COD_FEE / 100;
    }, 'the fee refunded');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(['refunded', 'refund_initiated']).toContain(payment!.status);
  });

  it('returned to origin (refused at the door): the shop keeps the fee', async () => {
    const { token, order } = await placeCod();
    await payFee(token, order._id);
    // The state returnToSeller leaves (decision 065): cancelled with returnedAt.
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date(), returnedAt: new Date() })
      .where(eq(orders.id, order._id));
    const due = await createPaymentQueuesRepository(t.database.db).listRefundsDue(10, order._id);
    expect(due).toEqual([]);
    // The same order cancelled without a return to origin would be owed its fee.
    await t.database.db.update(orders).set({ returnedAt: null }).where(eq(orders.id, order._id));
    const owed = await createPaymentQueuesRepository(t.database.db).listRefundsDue(10, order._id);
    expect(owed.map((p) => p.amountPaise)).toEqual([COD_FEE]);
  });
});
