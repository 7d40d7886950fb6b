import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { createProduct, placeOrder } from './helpers/factories';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { startTestApp, type TestApp } from './helpers/test-app';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/**
 * One source of truth (docs/decisions/033-shop-settings-in-the-database.md, 035-mails-and-pickup-from-settings.md):
 * what an admin saves on the Settings screen is what the next mail (sender name, shop name, contact details,
 * address) and the next Shiprocket request (pickup location and PIN, through the simulator mounted in the shop)
 * use, with nothing restarted and no environment variable changed.
 */
let t: TestApp;
let sink: SmtpSink;
let adminToken: string;
let userToken: string;

const NEW = {
  shopName: 'Kala Crafts',
  legalName: 'Kala Crafts LLP',
  address: '7 Fort Street, Mumbai, Maharashtra 400001',
  state: 'Maharashtra',
  gstin: '',
  supportEmail: 'help@kalacrafts.in',
  supportPhone: '+91 22 5555 0101',
  supportHours: 'Mon-Fri, 11:00-19:00 IST',
  pickupLocation: 'Fort Warehouse',
  pickupAddress: '9 Dock Road, Mumbai, Maharashtra 400009',
  pickupPincode: '400009',
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'ShopKart <no-reply@shop.example.in>', SHIPROCKET_SIM_CONTROL: 'on' },
    orderCaps: 'shop',
  });
  adminToken = await t.login('admin@example.com', 'admin123');
  userToken = await t.login('user@example.com', 'user123');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function saveSettings(changes: Record<string, unknown>) {
  const current = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
  const res = await t.request('/api/admin/settings', {
    method: 'PUT',
    token: adminToken,
    json: { ...current, ...changes },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.settings;
}

/** An order of one new product to a Delhi address: away from the saved pickup PIN and state. */
async function placeDelhiOrder(paymentMethod: 'cod' | 'razorpay'): Promise<string> {
  const product = await createProduct(t, { skuPrefix: 'ONE', hsn: '6214', gstRatePercent: 5 });
  const order = await placeOrder(t, {
    token: userToken,
    product: product.id,
    paymentMethod,
    shippingAddress: {
      name: 'Ravi Kumar',
      phone: '9876501234',
      street: '4 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
    },
  });
  return order._id as string;
}

async function register() {
  const email = `one-source-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name: 'Meera Nair', email, password: 'secret-123' },
  });
  expect(res.status).toBe(201);
  return sink.waitFor((m) => m.envelopeTo.includes(email) && m.subject.startsWith('Welcome'));
}

describe('mails read the shop settings', () => {
  it('a new mail carries the saved shop name as sender and the saved contact details and address', async () => {
    const before = await register();
    expect(before.subject).toBe('Welcome to ShopKart!');
    expect(before.headers.get('from')).toContain('ShopKart');

    await saveSettings(NEW);
    const mail = await register();
    expect(mail.subject).toBe('Welcome to Kala Crafts!');
    // The sender's name is the shop's; the address stays MAIL_FROM's (a server setting: SPF/DKIM belong to it).
    expect(mail.headers.get('from')?.replaceAll('"', '')).toBe('Kala Crafts <no-reply@shop.example.in>');
    expect(mail.envelopeFrom).toBe('no-reply@shop.example.in');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('help@kalacrafts.in');
      expect(part).toContain('+91 22 5555 0101');
      expect(part).toContain('Mon-Fri, 11:00-19:00 IST');
      expect(part).toContain('Kala Crafts LLP, 7 Fort Street, Mumbai, Maharashtra 400001');
      expect(part).not.toContain('ShopKart');
      expect(part).not.toContain('12 MG Road');
    }
  });
});

describe('Shiprocket reads the shop settings', () => {
  const simState = async () => (await fetch(`${t.url}/sim/shiprocket/__sim/state`)).json() as Promise<any>;

  it('quotes from the saved pickup PIN and books the shipment, pickup included, at the saved pickup location', async () => {
    await saveSettings(NEW);
    const svc = await t.request('/api/shiprocket/serviceability', {
      method: 'POST',
      token: userToken,
      json: { pincode: '110001', weight: 0.5 },
    });
    expect(svc.status, svc.text).toBe(200);
    expect((await simState()).serviceability_queries.at(-1)).toEqual({
      pickup_postcode: '400009',
      delivery_postcode: '110001',
    });

    const orderId = await placeDelhiOrder('cod');
    await t.database.db.update(orders).set({ status: 'packed', packedAt: new Date() }).where(eq(orders.id, orderId));

    const shipped = await t.request('/api/shiprocket/create-order', {
      method: 'POST',
      token: adminToken,
      json: { order_id: orderId },
    });
    expect(shipped.status, shipped.text).toBe(201);
    const state = await simState();
    const booked = state.orders.find((o: any) => o.order_id === orderId);
    expect(booked.payload.pickup_location).toBe('Fort Warehouse');
    // The courier was asked to come (pickup request) for this shipment, from the saved pickup address.
    expect(booked.pickup_requested).toBe(true);
    expect(state.pickup_locations).toContainEqual({
      pickup_location: 'Fort Warehouse',
      pin_code: '400009',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
  });
});

describe('payments, reports and tracking read the shop settings', () => {
  it("Razorpay's checkout shows the saved shop name", async () => {
    await saveSettings(NEW);
    const orderId = await placeDelhiOrder('razorpay');
    const payment = await t.request('/api/orders/create-payment', {
      method: 'POST',
      token: userToken,
      json: { receipt: orderId },
    });
    expect(payment.status, payment.text).toBe(200);
    expect(payment.body.name).toBe('Kala Crafts');
  });

  it('the sales report PDF carries the saved shop name', async () => {
    await saveSettings(NEW);
    const today = new Date().toISOString().slice(0, 10);
    const res = await fetch(`${t.url}/api/admin/reports/sales-pdf?startDate=${today}&endDate=${today}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    const text = execFileSync('/usr/bin/pdftotext', ['-', '-'], {
      input: Buffer.from(await res.arrayBuffer()),
      encoding: 'utf8',
    });
    expect(text).toContain('Kala Crafts - Sales Report');
  });

  it("a hand-shipped order's timeline names the saved state as where it was packed", async () => {
    await saveSettings(NEW);
    const orderId = await placeDelhiOrder('cod');
    await t.database.db
      .update(orders)
      .set({
        status: 'shipped',
        packedAt: new Date(),
        shippedAt: new Date(),
        trackingNumber: `HAND${randomUUID().slice(0, 8)}`,
      })
      .where(eq(orders.id, orderId));
    const track = await t.request(`/api/shiprocket/track/${orderId}`, { token: userToken });
    expect(track.status, track.text).toBe(200);
    expect(track.text).toContain('Maharashtra');
    expect(track.text).not.toContain('Karnataka');
  });
});
