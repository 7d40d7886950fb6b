import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contrastWithWhite, LOGO_PATH, THEME_MESSAGES } from '@shop/shared/theme';
import { auditLog, emailOutbox } from '../src/db/schema';
import { bengaluruAddress, createProduct, registerCustomer, returnPhoto, saveShopSettings } from './helpers/factories';
import { pdfImages } from './helpers/poppler-pdf';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// The shop's logo and theme colour (docs/decisions/215-logo-and-theme-colour.md).

let t: TestApp;
let adminToken: string;
let userToken: string;
useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

function uploadLogo(bytes: Buffer, { token = adminToken, type = 'image/png', name = 'logo.png', field = 'logo' } = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request('/api/admin/settings/logo', { method: 'POST', token, body: form });
}

// The test shop's hoarding caps sit above what the form allows; a save through the form's rules needs them in range.
const CAPS = { maxOpenUnpaidOrders: 100, maxOpenCodOrders: 100 };

async function putSettings(changes: Record<string, unknown>) {
  const current = await t.request('/api/admin/settings', { token: adminToken });
  return t.request('/api/admin/settings', {
    method: 'PUT',
    token: adminToken,
    json: { ...current.body.settings, ...CAPS, ...changes },
  });
}

describe('theme colour', () => {
  it('refuses a colour on which white button text would be unreadable, with the ratio in the message', async () => {
    const res = await putSettings({ themeColor: '#ffd54f' });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(THEME_MESSAGES.tooLight(contrastWithWhite('#ffd54f')));
    expect((await t.request('/api/shop')).body.themeColor).toBe('');
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const res = await putSettings({ themeColor: 'blue; } body { display: none' });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(THEME_MESSAGES.notHex);
  });

  it('saves a dark enough colour, and the public shop details carry it', async () => {
    expect(contrastWithWhite('#1d4ed8')).toBeGreaterThanOrEqual(4.5);
    await saveShopSettings(t, adminToken, { ...CAPS, themeColor: '#1d4ed8' });
    expect((await t.request('/api/shop')).body.themeColor).toBe('#1d4ed8');
  });

  it("paints the mails' header in it", async () => {
    await saveShopSettings(t, adminToken, { ...CAPS, themeColor: '#1d4ed8' });
    const email = `theme-${Date.now()}@example.com`;
    await registerCustomer(t, { name: 'Theme Shopper', email, password: 'secret123' });
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).limit(1);
    expect(mail?.html).toContain('background:#1d4ed8;padding:18px 28px');
  });
});

describe('POST /api/admin/settings/logo', () => {
  it('answers a file that is not a picture with a 400 and a message', async () => {
    const res = await uploadLogo(Buffer.from('not a picture at all'), { type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(THEME_MESSAGES.logoType);
  });

  it('answers a missing file with a message', async () => {
    const res = await uploadLogo(await returnPhoto(), { field: 'picture' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(THEME_MESSAGES.logoMissing);
  });

  it('refuses a shopper', async () => {
    expect((await uploadLogo(await returnPhoto(), { token: userToken })).status).toBe(403);
  });

  it('stores a PNG as a resized WebP, audits it, and a save shows it in the public shop details', async () => {
    const res = await uploadLogo(await returnPhoto('#0f766e'));
    expect(res.status).toBe(201);
    expect(res.body.logoUrl).toMatch(LOGO_PATH);
    const served = await fetch(`${t.url}${res.body.logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.logo-upload'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry?.details).toMatchObject({ logoUrl: res.body.logoUrl });
    await saveShopSettings(t, adminToken, { ...CAPS, logoUrl: res.body.logoUrl });
    expect((await t.request('/api/shop')).body.logoUrl).toBe(res.body.logoUrl);
  });

  it('refuses a logo path that is not an uploaded logo', async () => {
    const res = await putSettings({ logoUrl: 'https://evil.example/x.png' });
    expect(res.status).toBe(422);
  });
});

describe('the logo on GST documents', () => {
  async function packedOrderInvoice(): Promise<Buffer> {
    const product = await createProduct(t, { stock: 5, hsn: '6109', skuPrefix: 'LOGO' });
    const placed = await t.request('/api/orders', {
      method: 'POST',
      token: userToken,
      json: { items: [{ product: product.id, quantity: 1 }], shippingAddress: bengaluruAddress, paymentMethod: 'cod' },
    });
    expect(placed.status).toBe(201);
    const id: string = placed.body.order._id;
    const packed = await t.request(`/api/orders/${id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    expect(packed.status).toBe(200);
    const res = await fetch(`${t.url}/api/orders/${id}/invoice`, { headers: { authorization: `Bearer ${userToken}` } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it('prints the saved logo at the top of the invoice, and none once the logo is removed', async () => {
    const upload = await uploadLogo(await returnPhoto('#1d4ed8'));
    expect(upload.status).toBe(201);
    await saveShopSettings(t, adminToken, { ...CAPS, logoUrl: upload.body.logoUrl });
    const [logo, ...others] = pdfImages(await packedOrderInvoice());
    expect(others).toEqual([]);
    expect(logo).toMatchObject({ page: 1 });
    expect(logo!.height).toBeGreaterThan(0);

    await saveShopSettings(t, adminToken, { ...CAPS, logoUrl: '' });
    expect(pdfImages(await packedOrderInvoice())).toEqual([]);
  });
});
