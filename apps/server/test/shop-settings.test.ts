import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@shop/shared/gstin';
import { auditLog, categories, products } from '../src/db/schema';
import { startTestApp, type TestApp } from './helpers/test-app';
import { mumbaiAddressNoEmail } from './helpers/factories';

/** The admin Settings (docs/decisions/033-shop-settings-in-the-database.md): stored, validated, audited, used. */
let t: TestApp;
let adminToken: string;
let userToken: string;
const workDir = mkdtempSync(join(tmpdir(), 'shop-settings-'));

beforeAll(async () => {
  // The shop's own caps: the test saves what it reads, so it must read the real settings.
  t = await startTestApp({ orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
  userToken = await t.login('user@example.com', 'user123');
});
afterAll(async () => {
  await t?.close();
});

const maharashtraGstin = (() => {
  const first14 = '27AAPFU0939F1Z';
  return first14 + gstinCheckCharacter(first14);
})();

async function currentSettings() {
  const res = await t.request('/api/admin/settings', { token: adminToken });
  expect(res.status).toBe(200);
  return res.body.settings as Record<string, unknown>;
}

async function save(changes: Record<string, unknown>) {
  return t.request('/api/admin/settings', {
    method: 'PUT',
    token: adminToken,
    json: { ...(await currentSettings()), ...changes },
  });
}

const address = { ...mumbaiAddressNoEmail, street: '221 Linking Road' };

describe('admin settings API', () => {
  it('is for admins only', async () => {
    expect((await t.request('/api/admin/settings')).status).toBe(401);
    expect((await t.request('/api/admin/settings', { token: userToken })).status).toBe(403);
    expect((await t.request('/api/admin/settings', { method: 'PUT', token: userToken, json: {} })).status).toBe(403);
  });

  it('refuses invalid values with 422 naming the field, and keeps the old ones', async () => {
    const before = await currentSettings();
    const bad = await save({ supportEmail: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ field: 'supportEmail', message: 'Enter a valid email address' });
    expect(await currentSettings()).toEqual(before);
  });

  it('checks the GSTIN: format, check character and the state code', async () => {
    const wrongCheck = maharashtraGstin.slice(0, 14) + (maharashtraGstin.endsWith('A') ? 'B' : 'A');
    const checksum = await save({ state: 'Maharashtra', gstin: wrongCheck });
    expect(checksum.status).toBe(422);
    expect(checksum.body.field).toBe('gstin');
    const format = await save({ state: 'Maharashtra', gstin: '27ABC' });
    expect(format.status).toBe(422);
    const otherState = await save({ state: 'Karnataka', gstin: maharashtraGstin });
    expect(otherState.status).toBe(422);
    expect(otherState.body.field).toBe('gstin');
    const ok = await save({ state: 'Maharashtra', gstin: maharashtraGstin.toLowerCase() });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.settings.gstin).toBe(maharashtraGstin);
  });

  it('records who changed which fields in the audit log', async () => {
    const res = await save({ supportHours: 'Every day, 9:00-21:00 IST' });
    expect(res.status).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    const last = entries.at(-1)!;
    expect(last.actorEmail).toBe('admin@example.com');
    expect(last.details).toMatchObject({ supportHours: { to: 'Every day, 9:00-21:00 IST' } });
  });

  it('gives WhatsApp links and the public shop details the saved number and name', async () => {
    const res = await save({ shopName: 'Kala Crafts', whatsappNumber: '919812345678' });
    expect(res.status).toBe(200);
    const config = await t.request('/api/public-config');
    expect(config.body).toMatchObject({ shopName: 'Kala Crafts', whatsappNumber: '919812345678' });
    const shop = await t.request('/api/shop');
    expect(shop.body).toMatchObject({ mode: 'demo', shopName: 'Kala Crafts', whatsappNumber: '919812345678' });
    expect(shop.body.notificationEmails).toBeUndefined();
  });

  it('prints the saved seller on the invoice', async () => {
    expect((await save({ legalName: 'Kala Crafts LLP', address: '7 Fort Street, Mumbai 400001', state: 'Maharashtra', gstin: maharashtraGstin })).status).toBe(200);
    const [category] = await t.database.db.select().from(categories).limit(1);
    const [product] = await t.database.db
      .insert(products)
      .values({ name: 'Brass lamp', sku: `SET-${randomUUID().slice(0, 8)}`, mrpPaise: 899_00, stock: 10, categoryId: category!.id })
      .returning();
    const placed = await t.request('/api/orders', {
      method: 'POST',
      token: userToken,
      json: { items: [{ product: product!.id, quantity: 1 }], shippingAddress: address, paymentMethod: 'cod' },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.order._id as string;
    for (const status of ['packed', 'shipped', 'delivered']) {
      expect((await t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json: { status } })).status).toBe(200);
    }
    const pdf = await fetch(`${t.url}/api/orders/${id}/invoice`, { headers: { authorization: `Bearer ${userToken}` } });
    expect(pdf.status).toBe(200);
    const file = join(workDir, `${id}.pdf`);
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Kala Crafts LLP');
    expect(text).toContain(maharashtraGstin);
    expect(text).toContain('7 Fort Street');
  });
});

describe('order value cap and bigint money', () => {
  let crorePriceProduct: string;
  beforeAll(async () => {
    const [category] = await t.database.db.select().from(categories).limit(1);
    const [product] = await t.database.db
      .insert(products)
      .values({ name: 'Diamond necklace', sku: `CAP-${randomUUID().slice(0, 8)}`, mrpPaise: 1_00_00_000_00, stock: 10, categoryId: category!.id })
      .returning();
    crorePriceProduct = product!.id;
  });
  const fiveCroreCart = () =>
    t.request('/api/orders', {
      method: 'POST',
      token: userToken,
      json: { items: [{ product: crorePriceProduct, quantity: 5 }], shippingAddress: address, paymentMethod: 'cod' },
    });

  it('answers a ₹5 crore cart above the maximum with 422, taking no stock', async () => {
    const res = await fiveCroreCart();
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Orders above ₹10,00,000\.00 cannot be placed online/);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, crorePriceProduct));
    expect(row!.stock).toBe(10);
  });

  it('takes the same cart when the maximum allows it, with the exact total', async () => {
    expect((await save({ maxOrderValueRupees: 10_00_00_000 })).status).toBe(200);
    const res = await fiveCroreCart();
    expect(res.status, res.text).toBe(201);
    expect(res.body.order.total).toBe(5_00_00_000);
    const again = await t.request(`/api/orders/${res.body.order._id}`, { token: userToken });
    expect(again.body.order.total).toBe(5_00_00_000);
  });
});
