import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bengaluruAddress, createProduct } from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 39: "the invoice keeps English legal labels with Hindi alongside where the merchant switches it on"
 * (docs/decisions/260-hindi-labels-on-invoices.md). Read back with poppler, as a buyer's PDF reader would.
 */

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  // The shop's own order caps: the test app's raised ones are outside what the settings form accepts.
  t = await startTestApp({ orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
  userToken = await t.login('user@example.com', 'user123');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function documentText(path: string): Promise<string> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${userToken}` } });
  expect(res.status).toBe(200);
  return pdfPageText(Buffer.from(await res.arrayBuffer()), { layout: false });
}

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

async function invoicedOrder() {
  const product = await createProduct(t, {
    name: 'Block Print Kurta',
    mrpPaise: 899_00,
    gstRatePercent: 5,
    hsn: '62114210',
    stock: 10,
    skuPrefix: 'HIL',
  });
  const placed = await t.request('/api/orders', {
    method: 'POST',
    token: userToken,
    json: { items: [{ product: product.id, quantity: 1 }], shippingAddress: bengaluruAddress, paymentMethod: 'cod' },
  });
  expect(placed.status, placed.text).toBe(201);
  const id = placed.body.order._id as string;
  const packed = await t.request(`/api/orders/${id}/status`, {
    method: 'PUT',
    token: adminToken,
    json: { status: 'packed' },
  });
  expect(packed.status, packed.text).toBe(200);
  return id;
}

/** Words set side by side may be read back with other text between them: compare without spaces or line breaks. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('Hindi beside the English labels on invoices and credit notes', () => {
  it('is off by default; switched on, the invoice and its credit note carry both, figures unchanged', async () => {
    const id = await invoicedOrder();
    const english = await documentText(`/api/orders/${id}/invoice`);
    expect(english).toContain('Tax Invoice');
    expect(english).not.toMatch(/[\u0900-\u097F]/u);

    expect((await saveSettings({ invoiceHindiLabels: true })).invoiceHindiLabels).toBe(true);
    const both = await documentText(`/api/orders/${id}/invoice`);
    for (const [englishLabel, hindiLabel] of <[string, string][]>[
      ['Tax Invoice', 'कर बीजक'],
      ['Invoice No.', 'बीजक संख्या'],
      ['Place of Supply', 'आपूर्ति का स्थान'],
      ['Reverse Charge', 'प्रतिलोम प्रभार'],
      ['Taxable Value', 'कर योग्य मूल्य'],
      ['Amount in words', 'राशि शब्दों में'],
      ['Authorised Signatory', 'प्राधिकृत हस्ताक्षरकर्ता'],
    ]) {
      expect(both).toContain(englishLabel);
      expect(squeezed(both)).toContain(squeezed(hindiLabel));
    }
    // The same figures in both: the Hindi is labels only.
    const amounts = (text: string) => text.match(/₹[\d,]+\.\d{2}/g)?.sort();
    expect(amounts(both)).toEqual(amounts(english));

    const cancelled = await t.request(`/api/orders/${id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const creditNote = await documentText(`/api/orders/${id}/credit-note`);
    expect(creditNote).toContain('Credit Note');
    expect(squeezed(creditNote)).toContain(squeezed('जमा पत्र'));
    await saveSettings({ invoiceHindiLabels: false });
  });
});
