import { english } from '../src/lib/shopper-words';
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, emailOutbox, orders, payments } from '../src/db/schema';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { expireUnconfirmedWhatsAppOrders } from '../src/modules/orders/whatsapp-expiry.job';
import { ADMIN_CANCEL_MESSAGES, WHATSAPP_MESSAGES } from '../src/modules/orders/order-operations';
import { ORDER_GUARD_MESSAGES } from '../src/modules/orders/order-guards';
import { PIN_STATE_MISMATCH } from '@shop/shared/pin-state';
import { postForm } from './helpers/open-forms';
import { startTestApp, type TestApp } from './helpers/test-app';
import {
  createCustomer,
  createProduct,
  mumbaiAddress,
  packOrder,
  payForOrder,
  saveShopSettings,
  stockOf,
} from './helpers/factories';
import { payAtCheckoutPage } from './helpers/razorpay-checkout';

/*
 * Issue 14: the shop tells the merchant (alerts through the outbox, the Inbox) and the merchant runs every
 * order (cancel with a reason, WhatsApp confirmation and expiry), with caps against stock hoarding.
 */

let t: TestApp;
let adminToken: string;
const SHOP_ADDRESS = 'orders@shopkart.local';

const address = mumbaiAddress;

beforeAll(async () => {
  t = await startTestApp({ orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
});
afterAll(async () => {
  await t?.close();
});

// ---- helpers ---------------------------------------------------------------------------------------------

/** A fresh customer per test, so the open-order cap of one test never meets another's orders. */
const newCustomer = async () => (await createCustomer(t, { name: 'Asha Verma', emailPrefix: 'asha' })).token;

/** A product of the test's own: 20 in stock at ₹999 unless given. */
const makeProduct = (stock = 20, pricePaise = 999_00) =>
  createProduct(t, { stock, mrpPaise: pricePaise, skuPrefix: 'OPS' });

function place(
  token: string,
  productId: string,
  paymentMethod: 'cod' | 'razorpay' | 'whatsapp',
  quantity = 1,
  shippingAddress = address,
) {
  return t.request('/api/orders', {
    method: 'POST',
    token,
    json: { items: [{ product: productId, quantity }], shippingAddress, paymentMethod },
  });
}

/** A request by the signed-in admin. */
const asAdmin = (method: 'POST' | 'PUT', path: string, json?: unknown) =>
  t.request(path, { method, token: adminToken, json });

const shopMails = (orderOrMessageId: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, SHOP_ADDRESS), like(emailOutbox.dedupeKey, `%${orderOrMessageId}%`)));

const auditRows = (entityId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

/** Pays the order at the checkout of the Razorpay simulator embedded in the app, as the shopper's browser does. */
const payOnline = (token: string, orderId: string) =>
  payForOrder(t, { token, orderId, pay: payAtCheckoutPage(`${t.url}/sim/razorpay`, t.config.razorpay.keyId) });

// ---- merchant alerts -------------------------------------------------------------------------------------

describe('merchant alerts', () => {
  it('mails the shop for every new order, whatever the payment method', async () => {
    const token = await newCustomer();
    const product = await makeProduct();
    for (const method of ['cod', 'razorpay', 'whatsapp'] as const) {
      const res = await place(token, product.id, method);
      expect(res.status).toBe(201);
      const mails = await shopMails(res.body.order._id);
      expect(mails.map((m) => m.kind)).toEqual(['shop-new-order']);
      expect(mails[0]!.subject).toContain(res.body.order.orderNumber);
    }
  });

  it('mails the shop when an online order is paid and when a customer cancels', async () => {
    const token = await newCustomer();
    const product = await makeProduct();
    const placed = await place(token, product.id, 'razorpay');
    await payOnline(token, placed.body.order._id);
    expect((await shopMails(placed.body.order._id)).map((m) => m.kind).sort()).toEqual([
      'shop-new-order',
      'shop-order-paid',
    ]);

    const cod = await place(token, product.id, 'cod');
    const cancelled = await t.request(`/api/orders/${cod.body.order._id}/cancel`, { method: 'POST', token });
    expect(cancelled.status).toBe(200);
    expect((await shopMails(cod.body.order._id)).map((m) => m.kind).sort()).toEqual([
      'shop-new-order',
      'shop-order-cancelled',
    ]);
  });
});

// ---- inbox -----------------------------------------------------------------------------------------------

describe('admin Inbox', () => {
  it('stores a contact message, mails the shop, and lets an admin read, answer and close it', async () => {
    const before = (await t.request('/api/admin/inbox/unread-count', { token: adminToken })).body.unread as number;
    const sent = await postForm(t, '/api/contact', {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      subject: 'Bulk order',
      message: 'Can you do 40 kettles for a wedding?',
    });
    expect(sent.status).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'meera@example.com'));
    expect(stored).toBeDefined();
    const alerts = await shopMails(stored!.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'shop-contact-message', subject: 'New message: Bulk order' });
    expect(alerts[0]!.text).toContain('Can you do 40 kettles');

    expect((await t.request('/api/admin/inbox/unread-count', { token: adminToken })).body.unread).toBe(before + 1);
    const list = await t.request('/api/admin/inbox', { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.messages[0]).toMatchObject({
      _id: stored!.id,
      subject: 'Bulk order',
      readAt: null,
      handledAt: null,
    });

    const opened = await t.request(`/api/admin/inbox/${stored!.id}`, { token: adminToken });
    expect(opened.status).toBe(200);
    expect(opened.body.message.readAt).not.toBeNull();
    expect((await t.request('/api/admin/inbox/unread-count', { token: adminToken })).body.unread).toBe(before);

    const replied = await asAdmin('POST', `/api/admin/inbox/${stored!.id}/reply`, {
      message: 'Yes, we can. We will call you today.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body.message.repliedAt).not.toBeNull();
    expect(replied.body.message.handledAt).not.toBeNull();
    const [reply] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'meera@example.com'), eq(emailOutbox.kind, 'contact-reply')));
    expect(reply!.subject).toBe('Re: Bulk order');
    expect(reply!.text).toContain('Yes, we can.');
    expect(reply!.text).toContain('> Can you do 40 kettles for a wedding?');

    const open = await t.request('/api/admin/inbox?filter=open', { token: adminToken });
    expect(open.body.messages.map((m: { _id: string }) => m._id)).not.toContain(stored!.id);
    const reopened = await asAdmin('PUT', `/api/admin/inbox/${stored!.id}/handled`, { handled: false });
    expect(reopened.body.message.handledAt).toBeNull();
    expect((await auditRows(stored!.id)).map((r) => r.action).sort()).toEqual(['contact.reopened', 'contact.reply']);
  });

  it('refuses an empty reply and an unknown message', async () => {
    const missing = await t.request(`/api/admin/inbox/${randomUUID()}`, { token: adminToken });
    expect(missing.status).toBe(404);
    const empty = await asAdmin('POST', `/api/admin/inbox/${randomUUID()}/reply`, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Write a reply first');
  });
});

// ---- admin cancel ----------------------------------------------------------------------------------------

describe('admin cancel with a reason', () => {
  it('refunds a paid online order once and returns its stock once, even when two admins cancel at the same moment', async () => {
    const token = await newCustomer();
    const product = await makeProduct(10);
    const placed = await place(token, product.id, 'razorpay', 3);
    const orderId = placed.body.order._id as string;
    await payOnline(token, orderId);
    expect(await stockOf(t, product.id)).toBe(7);

    // Typed with its own full stop: the mail must not end the reason with two.
    const reason = 'The colour you chose is discontinued. Sorry for the trouble.';
    const cancel = () => asAdmin('POST', `/api/orders/${orderId}/admin-cancel`, { reason });
    const results = await Promise.all([cancel(), cancel()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(ADMIN_CANCEL_MESSAGES.already);

    expect(await stockOf(t, product.id)).toBe(10);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: payment!.amountPaise });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancelReason: reason });

    // The customer sees the reason, in the order and in the mail.
    const seen = await t.request(`/api/orders/${orderId}`, { token });
    expect(seen.body.order).toMatchObject({ status: 'cancelled', cancelReason: reason });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'order-cancelled'), like(emailOutbox.dedupeKey, `%${orderId}%`)));
    expect(mail!.text).toContain(`Reason: ${reason} Please contact us`);
    expect(mail!.text).not.toContain('trouble..');
    const audits = await auditRows(orderId);
    expect(audits.filter((a) => a.action === 'order.cancel')).toHaveLength(1);
    expect(audits.find((a) => a.action === 'order.cancel')!.details).toMatchObject({ reason });
  });

  it('refuses once the order is with the courier, with a message that says so', async () => {
    const token = await newCustomer();
    const product = await makeProduct();
    const placed = await place(token, product.id, 'cod');
    const orderId = placed.body.order._id as string;
    for (const status of ['packed', 'shipped']) {
      const res = await asAdmin('PUT', `/api/orders/${orderId}/status`, { status });
      expect(res.status).toBe(200);
    }
    const res = await asAdmin('POST', `/api/orders/${orderId}/admin-cancel`, { reason: 'Customer called to cancel' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_CANCEL_MESSAGES.handedOver);
    expect(await stockOf(t, product.id)).toBe(19);
  });

  it('needs a reason', async () => {
    const res = await asAdmin('POST', `/api/orders/${randomUUID()}/admin-cancel`, { reason: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Give a reason: the customer will see it');
  });
});

// ---- WhatsApp confirmation -------------------------------------------------------------------------------

describe('WhatsApp orders', () => {
  it('await confirmation: packing waits for it, and after it the order proceeds like COD', async () => {
    const token = await newCustomer();
    const product = await makeProduct();
    const placed = await place(token, product.id, 'whatsapp');
    const orderId = placed.body.order._id as string;
    expect(placed.body.order.confirmedAt).toBeNull();
    const pack = () => asAdmin('PUT', `/api/orders/${orderId}/status`, { status: 'packed' });
    const refused = await pack();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(WHATSAPP_MESSAGES.confirmFirst);

    const confirmed = await asAdmin('POST', `/api/orders/${orderId}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.confirmedAt).not.toBeNull();
    expect((await asAdmin('POST', `/api/orders/${orderId}/confirm`)).status).toBe(409);
    expect((await pack()).status).toBe(200);
    for (const status of ['shipped', 'delivered']) {
      expect((await asAdmin('PUT', `/api/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect((await auditRows(orderId)).map((a) => a.action)).toContain('order.confirm');
  });

  it('expire after the confirmation window and return their stock once (clock injected)', async () => {
    const token = await newCustomer();
    const product = await makeProduct(10);
    const unconfirmed = (await place(token, product.id, 'whatsapp', 2)).body.order;
    const confirmed = (await place(token, product.id, 'whatsapp', 3)).body.order;
    expect((await asAdmin('POST', `/api/orders/${confirmed._id}/confirm`)).status).toBe(200);
    expect(await stockOf(t, product.id)).toBe(5);

    const settings = t.settings;
    const hours = (h: number) => () => new Date(Date.now() + h * 3_600_000);
    // The same service and entry point the app's timer uses, on the test's database and clock.
    const orderService = createOrdersService({ db: t.database.db });
    // Other tests' (and the demo seed's) WhatsApp orders may expire too: only this test's orders are checked.
    const statusOf = async (id: string) => (await t.request(`/api/orders/${id}`, { token })).body.order.status;
    await expireUnconfirmedWhatsAppOrders({ orders: orderService, settings, now: hours(23) });
    expect(await statusOf(unconfirmed._id)).toBe('pending');
    expect(await stockOf(t, product.id)).toBe(5);
    expect(
      await expireUnconfirmedWhatsAppOrders({ orders: orderService, settings, now: hours(25) }),
    ).toBeGreaterThanOrEqual(1);
    expect(await expireUnconfirmedWhatsAppOrders({ orders: orderService, settings, now: hours(25) })).toBe(0);
    expect(await stockOf(t, product.id)).toBe(7);

    const after = await t.request(`/api/orders/${unconfirmed._id}`, { token });
    expect(after.body.order.status).toBe('cancelled');
    expect(after.body.order.cancelReason).toMatch(/could not confirm/);
    expect((await t.request(`/api/orders/${confirmed._id}`, { token })).body.order.status).toBe('pending');
  });
});

// ---- caps, address sanity, pay now -----------------------------------------------------------------------

describe('stock hoarding caps', () => {
  it('tells every visitor the units cap (the product page and the cart obey it), but not the open-order cap', async () => {
    const shop = await t.request('/api/shop');
    expect(shop.status).toBe(200);
    expect(shop.body.maxUnitsPerProduct).toBe(10);
    expect(shop.body.maxOpenUnpaidOrders).toBeUndefined();
  });

  it('refuses more than 10 units of one product in one order, changing nothing', async () => {
    const token = await newCustomer();
    const product = await makeProduct(50);
    const res = await place(token, product.id, 'cod', 11);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(english(ORDER_GUARD_MESSAGES.tooManyUnits(10)));
    expect(await stockOf(t, product.id)).toBe(50);
    expect((await t.request('/api/orders/my-orders', { token })).body.orders).toHaveLength(0);
    expect((await place(token, product.id, 'cod', 10)).status).toBe(201);
  });

  it('refuses a fourth order waiting for payment, changing nothing', async () => {
    const token = await newCustomer();
    const product = await makeProduct(50);
    for (let i = 0; i < 3; i++)
      expect((await place(token, product.id, i === 2 ? 'whatsapp' : 'razorpay')).status).toBe(201);
    const mine = async () => (await t.request('/api/orders/my-orders', { token })).body.orders.length as number;
    expect(await mine()).toBe(3);
    const res = await place(token, product.id, 'razorpay');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(english(ORDER_GUARD_MESSAGES.tooManyOpenOrders(3)));
    expect(await stockOf(t, product.id)).toBe(47);
    expect(await mine()).toBe(3);
    // Cash on delivery has its own cap (next test): this one counts only orders waiting for the customer.
    expect((await place(token, product.id, 'cod')).status).toBe(201);
  });

  it('refuses a fourth cash-on-delivery order that has not shipped with a human message; shipping one frees a place', async () => {
    const token = await newCustomer();
    const product = await makeProduct(42);
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await place(token, product.id, 'cod', 10);
      expect(res.status).toBe(201);
      placed.push(res.body.order._id as string);
    }
    const res = await place(token, product.id, 'cod', 10);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(english(ORDER_GUARD_MESSAGES.tooManyOpenCodOrders(3)));
    expect(res.body.message).toBe(
      'You already have 3 cash-on-delivery orders that have not shipped yet. You can place another once one of them ships, or pay online now.',
    );
    // The account could not empty the product: 12 of 42 units are left for other shoppers.
    expect(await stockOf(t, product.id)).toBe(12);
    expect((await place(await newCustomer(), product.id, 'cod', 2)).status).toBe(201);

    // Packed still holds its place; once shipped it is on its way, and the customer may order again.
    await packOrder(t, adminToken, placed[0]!);
    expect((await place(token, product.id, 'cod')).status).toBe(409);
    const shipped = await asAdmin('POST', '/api/shiprocket/create-order', { order_id: placed[0] });
    expect(shipped.status, shipped.text).toBe(201);
    expect((await place(token, product.id, 'cod')).status).toBe(201);
  });

  it('takes the cash-on-delivery cap from the shop settings', async () => {
    const settings = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    expect(settings.maxOpenCodOrders).toBe(3);
    try {
      await saveShopSettings(t, adminToken, { maxOpenCodOrders: 1 });
      const token = await newCustomer();
      const product = await makeProduct(20);
      expect((await place(token, product.id, 'cod')).status).toBe(201);
      const second = await place(token, product.id, 'cod');
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(
        'You already have 1 cash-on-delivery order that has not shipped yet. You can place another once one of them ships, or pay online now.',
      );
      const refused = await asAdmin('PUT', '/api/admin/settings', { ...settings, maxOpenCodOrders: 0 });
      expect(refused.status).toBe(422);
    } finally {
      await saveShopSettings(t, adminToken, { maxOpenCodOrders: 3 });
    }
  });

  it('counts two simultaneous checkouts one after the other', async () => {
    const token = await newCustomer();
    const product = await makeProduct(50);
    for (let i = 0; i < 2; i++) expect((await place(token, product.id, 'razorpay')).status).toBe(201);
    const results = await Promise.all([place(token, product.id, 'razorpay'), place(token, product.id, 'razorpay')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await stockOf(t, product.id)).toBe(47);
  });
});

describe('address sanity', () => {
  it('refuses a PIN code of another state with a 422 and keeps the stock', async () => {
    const token = await newCustomer();
    const product = await makeProduct(5);
    const res = await place(token, product.id, 'cod', 1, { ...address, state: 'Karnataka' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PIN_STATE_MISMATCH);
    expect(await stockOf(t, product.id)).toBe(5);
  });
});

describe('pay now', () => {
  it('pays an order whose first payment was dismissed, without creating a second order', async () => {
    const token = await newCustomer();
    const product = await makeProduct(5);
    const placed = await place(token, product.id, 'razorpay');
    const orderId = placed.body.order._id as string;
    // The shopper opens the payment and closes it: the order stays unpaid, within its window.
    const first = await t.request('/api/orders/create-payment', { method: 'POST', token, json: { receipt: orderId } });
    expect(first.status).toBe(200);
    const listed = (await t.request('/api/orders/my-orders', { token })).body.orders;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    expect(Date.parse(listed[0].paymentExpiresAt)).toBeGreaterThan(Date.now());

    // Later, "Pay now" in My Orders: the same order, the same provider order, now paid.
    const { providerOrderId, verified } = await payOnline(token, orderId);
    expect(providerOrderId).toBe(first.body.order.id);
    expect(verified.body.order).toMatchObject({ _id: orderId, paymentStatus: 'paid' });
    expect((await t.request('/api/orders/my-orders', { token })).body.orders).toHaveLength(1);
  });
});

describe('revenue', () => {
  const stats = async () => {
    const res = await t.request('/api/admin/stats', { token: adminToken });
    expect(res.status).toBe(200);
    return { revenue: res.body.totalRevenue as number, pending: res.body.pendingRevenue as number };
  };

  it('leaves an unpaid online order out of revenue (it is pending value) and counts it once paid', async () => {
    const token = await newCustomer();
    const product = await makeProduct(5, 1234_00);
    const before = await stats();
    const placed = await place(token, product.id, 'razorpay');
    expect(placed.status).toBe(201);
    const total = placed.body.order.total as number;
    const unpaid = await stats();
    expect(unpaid.revenue).toBe(before.revenue);
    expect(unpaid.pending).toBeCloseTo(before.pending + total, 2);

    await payOnline(token, placed.body.order._id);
    const paid = await stats();
    expect(paid.revenue).toBeCloseTo(before.revenue + total, 2);
    expect(paid.pending).toBeCloseTo(before.pending, 2);
  });

  it('counts a cash-on-delivery order only once it is delivered', async () => {
    const token = await newCustomer();
    const product = await makeProduct(5, 555_00);
    const before = await stats();
    const placed = await place(token, product.id, 'cod');
    const orderId = placed.body.order._id as string;
    const total = placed.body.order.total as number;
    for (const status of ['packed', 'shipped']) {
      const res = await asAdmin('PUT', `/api/orders/${orderId}/status`, { status });
      expect(res.status).toBe(200);
    }
    expect((await stats()).revenue).toBe(before.revenue);
    await asAdmin('PUT', `/api/orders/${orderId}/status`, { status: 'delivered' });
    expect((await stats()).revenue).toBeCloseTo(before.revenue + total, 2);
  });
});
