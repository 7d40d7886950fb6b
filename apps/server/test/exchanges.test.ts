import { words } from '@shop/shared/shopper-words';
import { english } from '../src/lib/shopper-words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_SHIPPING_ERROR } from '@shop/shared/order-status';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import { creditNotes, emailOutbox, orders, payments, productVariants, returnRequests } from '../src/db/schema';
import { startRazorpaySimulator, type StandaloneSimulator } from '../src/providers/razorpay/simulator';
import {
  createCustomer,
  createProductWithOptions,
  packOrder,
  payForOrder,
  placeDeliveredOrder,
  saveShopSettings,
  variantStockOf,
  type Customer,
} from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { razorpayEnv } from './helpers/razorpay-load';

/*
 * Exchanges for another size (issue 36, docs/decisions/244-exchanges.md): a return that asks for another variant
 * of the same product. Accepting it takes the replacement's stock in a replacement order (refused when short);
 * the returned line is credited at its value (credit note, CGST Act s.34), the replacement invoiced at its own
 * (s.31); the customer pays the difference online or gets it back, and nothing moves when the prices are equal.
 */

const KEY_ID = 'rzp_test_Exchanges0001';
const KEY_SECRET = 'exchanges-key-secret';

let razorpay: StandaloneSimulator;
let t: TestApp;
let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  razorpay = await startRazorpaySimulator({ keyId: KEY_ID, keySecret: KEY_SECRET });
  t = await startTestApp({ env: { ...razorpayEnv({ keyId: KEY_ID, keySecret: KEY_SECRET }, razorpay) } });
  adminToken = await t.login('admin@example.com', 'admin123');
  customer = await createCustomer(t, { name: 'Kavya Menon', emailPrefix: 'exchange' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

const admin = (path: string, json: unknown = {}) => t.request(path, { method: 'POST', token: adminToken, json });

/** A kurta in five sizes (M and L ₹800, S ₹600, XL ₹1,000, XXL sold out), and a paid, delivered order of one M. */
async function deliveredKurtaInM() {
  const kurta = await createProductWithOptions(t, adminToken, {
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] }],
    stock: { 'Size S': 4, 'Size M': 5, 'Size L': 3, 'Size XL': 2, 'Size XXL': 0 },
    prices: { 'Size S': 600, 'Size M': 800, 'Size L': 800, 'Size XL': 1000, 'Size XXL': 800 },
    product: { mrpPaise: 1200_00, skuPrefix: 'EXC' },
  });
  const { order, paymentId } = await placeDeliveredOrder(t, {
    token: customer.token,
    adminToken,
    items: [{ product: kurta.product.id, variantId: kurta.byTitle('Size M')._id, quantity: 1 }],
    pay: (id: string) => razorpay.simulator.pay(id),
  });
  const eligibility = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
  expect(eligibility.status, eligibility.text).toBe(200);
  const line = eligibility.body.items[0];
  // The form's line names the size sold.
  expect(line).toMatchObject({ variantTitle: 'Size M', productId: kurta.product.id, returnable: 1 });
  expect(eligibility.body.exchangesAllowed).toBe(true);
  return { kurta, order, paymentId: paymentId!, orderItemId: line.orderItemId as string };
}

function askExchange(orderId: string, orderItemId: string, variantId: string) {
  const form = new FormData();
  form.set('items', JSON.stringify([{ orderItemId, quantity: 1 }]));
  form.set('reason', 'exchange_size');
  form.set('description', 'Too tight at the shoulders, I need a different size.');
  form.set('exchangeVariantId', variantId);
  return t.request(`/api/orders/${orderId}/returns`, { method: 'POST', token: customer.token, body: form });
}

/** Approve (replacement order, pickup) and mark received: the return as the admin sees it then. */
async function approveAndReceive(id: string) {
  const approved = await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' });
  expect(approved.status, approved.text).toBe(200);
  expect(approved.body.return.status).toBe('pickup_scheduled');
  const received = await admin(`/api/admin/returns/${id}/received`, { damagedItemIds: [] });
  expect(received.status, received.text).toBe(200);
  return received.body.return;
}

/** The GST documents of an order as the customer's order dialog shows them. */
async function documentsOf(orderId: string) {
  const gst = await t.request(`/api/orders/${orderId}/gst`, { token: customer.token });
  expect(gst.status, gst.text).toBe(200);
  return gst.body as { invoiceNumber: string | null; total: number; creditNotes: { number: string; amount: number }[] };
}

const refundsOf = (paymentId: string) =>
  [...razorpay.simulator.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => r.amount);

describe('exchange M -> L at the same price', () => {
  it('moves one unit of each size, refunds and charges nothing, credits ₹800 and invoices ₹800', async () => {
    const { kurta, order, paymentId, orderItemId } = await deliveredKurtaInM();
    const m = kurta.byTitle('Size M')._id;
    const l = kurta.byTitle('Size L')._id;
    const [mBefore, lBefore] = [await variantStockOf(t, m), await variantStockOf(t, l)];

    const asked = await askExchange(order._id, orderItemId, l);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.return).toMatchObject({
      status: 'requested',
      refundAmount: 0,
      creditedAmount: 800,
      exchange: { title: 'Size L', quantity: 1, unitPrice: 800, difference: 0, replacementOrderId: null },
    });
    const id = asked.body.return._id as string;
    // Asked is not taken: the stock moves when the shop accepts.
    expect(await variantStockOf(t, l)).toBe(lBefore);

    const done = await approveAndReceive(id);
    expect(done.status).toBe('exchanged');
    const replacementId = done.exchange.replacementOrderId as string;
    expect(replacementId).toBeTruthy();
    expect(await variantStockOf(t, l)).toBe(lBefore - 1);
    expect(await variantStockOf(t, m)).toBe(mBefore + 1);

    // The replacement is settled by the credit: prepaid, nothing to pay, ships like any order.
    const [replacement] = await t.database.db.select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement).toMatchObject({
      paymentMethod: 'razorpay',
      paymentStatus: 'paid',
      totalPaise: 800_00,
      exchangeCreditPaise: 800_00,
      shippingFeePaise: 0,
      replacesOrderId: order._id,
    });
    await packOrder(t, adminToken, replacementId);
    // Its forward shipment goes through Shiprocket (the app's simulator) like any order's, prepaid.
    const shipped = await t.request('/api/shiprocket/create-order', {
      method: 'POST',
      token: adminToken,
      json: { order_id: replacementId },
    });
    expect(shipped.status, shipped.text).toBe(201);
    expect(shipped.body.awb_code).toMatch(/\S/);

    // Side by side: credit note ₹800 on the original, invoice ₹800 for the replacement; no money moved.
    const original = await documentsOf(order._id);
    const invoice = await documentsOf(replacementId);
    expect(original.creditNotes.map((n) => n.amount)).toEqual([800]);
    expect(invoice.invoiceNumber).toMatch(/\S/);
    expect(invoice.total).toBe(800);
    expect(refundsOf(paymentId)).toEqual([]);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, replacementId))).toEqual([]);
    const mine = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
    expect(mine.body.returns[0].events.map((e: { label: string }) => e.label)).toContain('Exchanged');
  });
});

describe('exchange at a different price', () => {
  it('M ₹800 -> S ₹600: the ₹200 difference is refunded through Razorpay; credit ₹800, invoice ₹600', async () => {
    const { kurta, order, paymentId, orderItemId } = await deliveredKurtaInM();
    const asked = await askExchange(order._id, orderItemId, kurta.byTitle('Size S')._id);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.return).toMatchObject({ refundAmount: 200, creditedAmount: 800, exchange: { difference: -200 } });
    const id = asked.body.return._id as string;

    const received = await approveAndReceive(id);
    expect(received.status).toBe('received');
    const refunded = await admin(`/api/admin/returns/${id}/refund`);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.return.status).toBe('refunded');
    const replacementId = received.exchange.replacementOrderId as string;
    await packOrder(t, adminToken, replacementId);

    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.returnId, id));
    expect(note!.amountPaise).toBe(800_00);
    expect((await documentsOf(order._id)).creditNotes.map((n) => n.amount)).toEqual([800]);
    expect((await documentsOf(replacementId)).total).toBe(600);
    // ₹800 credited = ₹600 replacement + ₹200 refunded.
    expect(refundsOf(paymentId)).toEqual([200_00]);
  });

  it('M ₹800 -> XL ₹1,000: the customer pays ₹200 through Razorpay before it ships; credit ₹800, invoice ₹1,000', async () => {
    const { kurta, order, paymentId, orderItemId } = await deliveredKurtaInM();
    const asked = await askExchange(order._id, orderItemId, kurta.byTitle('Size XL')._id);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.return).toMatchObject({ refundAmount: 0, creditedAmount: 800, exchange: { difference: 200 } });
    const id = asked.body.return._id as string;

    const received = await approveAndReceive(id);
    expect(received.status).toBe('exchanged');
    const replacementId = received.exchange.replacementOrderId as string;
    // Unpaid, it is packed (and invoiced) but does not leave the shop.
    await packOrder(t, adminToken, replacementId);
    const shipEarly = await t.request(`/api/orders/${replacementId}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'shipped' },
    });
    expect(shipEarly.status).toBe(409);
    expect(shipEarly.body.message).toBe(UNPAID_SHIPPING_ERROR);

    const { verified } = await payForOrder(t, {
      token: customer.token,
      orderId: replacementId,
      pay: (providerOrderId: string) => razorpay.simulator.pay(providerOrderId),
    });
    expect(verified.body.order ?? verified.body).toBeTruthy();
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.orderId, replacementId));
    expect(charge).toMatchObject({ amountPaise: 200_00, status: 'captured' });

    expect((await documentsOf(order._id)).creditNotes.map((n) => n.amount)).toEqual([800]);
    expect((await documentsOf(replacementId)).total).toBe(1000);
    // ₹800 credited + ₹200 paid = ₹1,000 invoiced; nothing refunded on the original payment.
    expect(refundsOf(paymentId)).toEqual([]);
  });
});

describe('a cash-on-delivery order', () => {
  it('exchanges without payout details when nothing is refunded; a cheaper size needs them for the payout', async () => {
    const kurta = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      stock: { 'Size S': 2, 'Size M': 2, 'Size L': 2 },
      prices: { 'Size S': 600, 'Size M': 800, 'Size L': 800 },
      product: { mrpPaise: 1200_00, skuPrefix: 'EXCOD' },
    });
    const { order } = await placeDeliveredOrder(t, {
      token: customer.token,
      adminToken,
      items: [{ product: kurta.product.id, variantId: kurta.byTitle('Size M')._id, quantity: 1 }],
    });
    const orderItemId = (await t.request(`/api/orders/${order._id}/returns`, { token: customer.token })).body.items[0]
      .orderItemId as string;
    const cheaper = await askExchange(order._id, orderItemId, kurta.byTitle('Size S')._id);
    expect(cheaper.status, cheaper.text).toBe(400);
    expect(cheaper.body.message).toBe(RETURN_MESSAGES.payoutNeeded);
    const same = await askExchange(order._id, orderItemId, kurta.byTitle('Size L')._id);
    expect(same.status, same.text).toBe(201);
    expect(same.body.return).toMatchObject({ refundMethod: 'manual', refundAmount: 0, exchange: { difference: 0 } });
  });
});

describe('a replacement out of stock', () => {
  it('is refused when asked, and refused when accepted if it sold out since, with nothing written', async () => {
    const { kurta, order, orderItemId } = await deliveredKurtaInM();
    const soldOut = await askExchange(order._id, orderItemId, kurta.byTitle('Size XXL')._id);
    expect(soldOut.status, soldOut.text).toBe(409);
    expect(soldOut.body.message).toBe(
      english(words(RETURN_MESSAGES.exchangeOutOfStock, { what: `${kurta.product.name} (Size XXL)`, left: 0 })),
    );

    const l = kurta.byTitle('Size L')._id;
    const asked = await askExchange(order._id, orderItemId, l);
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.return._id as string;
    // Another shopper buys the last Ls before the shop gets to the request.
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, l));
    const approved = await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(409);
    expect(approved.body.message).toContain('out of stock: the exchange cannot be accepted now');
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row).toMatchObject({ status: 'requested', replacementOrderId: null });
    expect(await variantStockOf(t, l)).toBe(0);
    const replacements = await t.database.db.select().from(orders).where(eq(orders.replacesOrderId, order._id));
    expect(replacements).toEqual([]);
  });

  it('a shop whose policy has no exchanges refuses them', async () => {
    const { kurta, order, orderItemId } = await deliveredKurtaInM();
    // The test shop's caps are above the form's limits: the form's own values are saved with the change.
    const caps = { maxOpenUnpaidOrders: 100, maxOpenCodOrders: 100 };
    await saveShopSettings(t, adminToken, { ...caps, exchangesAllowed: false });
    try {
      const refused = await askExchange(order._id, orderItemId, kurta.byTitle('Size L')._id);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toBe(RETURN_MESSAGES.exchangesOff);
    } finally {
      await saveShopSettings(t, adminToken, { ...caps, exchangesAllowed: true });
    }
  });
});

/*
 * The replacement order is cancelled before it ships (docs/decisions/255-cancelled-exchange-credit.md): the customer
 * gets back the value of the goods returned, C, as a refund of the return, with its credit note of C.
 */
describe('a cancelled replacement', () => {
  const cancelReplacement = (orderId: string) =>
    admin(`/api/orders/${orderId}/admin-cancel`, { reason: 'The replacement size sold out before dispatch' });

  it('after the exchange was settled: the return goes back to its refund step and ₹800 is refunded via Razorpay', async () => {
    const { kurta, order, paymentId, orderItemId } = await deliveredKurtaInM();
    const l = kurta.byTitle('Size L')._id;
    const asked = await askExchange(order._id, orderItemId, l);
    const id = asked.body.return._id as string;
    const done = await approveAndReceive(id);
    expect(done.status).toBe('exchanged');
    const replacementId = done.exchange.replacementOrderId as string;
    const lTaken = await variantStockOf(t, l);

    const cancelled = await cancelReplacement(replacementId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await variantStockOf(t, l)).toBe(lTaken + 1);
    const afterCancel = (await t.request(`/api/admin/returns/${id}`, { token: adminToken })).body.return;
    expect(afterCancel).toMatchObject({ status: 'received', refundAmount: 800, creditedAmount: 800 });
    expect(afterCancel.refundDueAt).toBeTruthy();

    const refunded = await admin(`/api/admin/returns/${id}/refund`);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.return.status).toBe('refunded');
    expect(refundsOf(paymentId)).toEqual([800_00]);
    // The one credit note of the returned goods (₹800) is what the refund rests on.
    expect((await documentsOf(order._id)).creditNotes.map((n) => n.amount)).toEqual([800]);
    // A second cancellation event changes nothing.
    await cancelReplacement(replacementId);
    expect(refundsOf(paymentId)).toEqual([800_00]);
  });

  it('a dearer replacement: the ₹200 paid for it comes back with its order, the ₹800 credit with the return', async () => {
    const { kurta, order, paymentId, orderItemId } = await deliveredKurtaInM();
    const asked = await askExchange(order._id, orderItemId, kurta.byTitle('Size XL')._id);
    const id = asked.body.return._id as string;
    const approved = await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    const replacementId = approved.body.return.exchange.replacementOrderId as string;
    const paid = await payForOrder(t, {
      token: customer.token,
      orderId: replacementId,
      pay: (providerOrderId) => razorpay.simulator.pay(providerOrderId),
    });

    expect((await cancelReplacement(replacementId)).status).toBe(200);
    // Before the parcel is back the return simply refunds the whole value when it arrives.
    const before = (await t.request(`/api/admin/returns/${id}`, { token: adminToken })).body.return;
    expect(before).toMatchObject({ status: 'pickup_scheduled', refundAmount: 800 });
    const received = await admin(`/api/admin/returns/${id}/received`, { damagedItemIds: [] });
    expect(received.body.return.status).toBe('received');
    await admin(`/api/admin/returns/${id}/refund`);
    expect(refundsOf(paymentId)).toEqual([800_00]);
    expect(refundsOf(paid.paymentId)).toEqual([200_00]);
  });

  it('a cash-on-delivery order: the ₹800 becomes a payout the merchant pays, and the customer is asked where', async () => {
    const kurta = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['M', 'L'] }],
      stock: { 'Size M': 2, 'Size L': 2 },
      prices: { 'Size M': 800, 'Size L': 800 },
      product: { mrpPaise: 1200_00, skuPrefix: 'EXCODX' },
    });
    const { order } = await placeDeliveredOrder(t, {
      token: customer.token,
      adminToken,
      items: [{ product: kurta.product.id, variantId: kurta.byTitle('Size M')._id, quantity: 1 }],
    });
    const orderItemId = (await t.request(`/api/orders/${order._id}/returns`, { token: customer.token })).body.items[0]
      .orderItemId as string;
    const asked = await askExchange(order._id, orderItemId, kurta.byTitle('Size L')._id);
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.return._id as string;
    const done = await approveAndReceive(id);
    expect(done.status).toBe('exchanged');
    expect((await cancelReplacement(done.exchange.replacementOrderId as string)).status).toBe(200);

    const pending = await admin(`/api/admin/returns/${id}/refund`);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.return).toMatchObject({ status: 'refund_pending', refundMethod: 'manual', refundAmount: 800 });
    const paidOut = await admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'UPI-REF-20261129' });
    expect(paidOut.status, paidOut.text).toBe(200);
    expect(paidOut.body.return.status).toBe('refunded');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `return:${id}:replacement_cancelled`));
    expect(mail?.subject).toContain('replacement');
    expect(mail?.text).toContain('UPI ID or bank account');
  });
});
