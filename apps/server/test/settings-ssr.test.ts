import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from './helpers/ssr-build';
import { startTestApp, type TestApp } from './helpers/test-app';

/** One source for the pages: what an admin saves in Settings is what the server-rendered footer shows. */
let t: TestApp;
beforeAll(async () => {
  // The shop's own caps: the settings saved below start from what GET returns, and lifted caps are over the limits.
  t = await startTestApp({ env: { WEB_DIST_DIR: ensureWebBuild() }, orderCaps: 'shop' });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('settings in server-rendered pages', () => {
  it('puts the saved contact details in the footer and marks the demo shop', async () => {
    const adminToken = await t.login('admin@example.com', 'admin123');
    const current = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    const saved = await t.request('/api/admin/settings', {
      method: 'PUT',
      token: adminToken,
      json: {
        ...current,
        gstin: '',
        shopName: 'Kala Crafts',
        address: '7 Fort Street, Mumbai, Maharashtra 400001',
        state: 'Maharashtra',
        supportPhone: '+91 22 5555 0101',
        supportEmail: 'help@kalacrafts.in',
        whatsappNumber: '919812345678',
        socialLinks: { ...current.socialLinks, instagram: 'https://www.instagram.com/kalacrafts' },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const page = await t.request('/about');
    expect(page.status).toBe(200);
    const footer = page.text.slice(page.text.indexOf('<footer'));
    expect(footer).toContain('7 Fort Street, Mumbai, Maharashtra 400001');
    expect(footer).toContain('+91 22 5555 0101');
    expect(footer).toContain('mailto:help@kalacrafts.in');
    expect(page.text).toContain('Kala Crafts home');
    expect(page.text).not.toContain('12 MG Road');
    expect(page.text).toContain('Demo shop');
    // The footer's WhatsApp link and social profiles are the saved ones (no generic network home pages).
    expect(footer).toContain('href="https://wa.me/919812345678"');
    expect(footer).toContain('href="https://www.instagram.com/kalacrafts"');
    expect(footer).not.toContain('href="https://www.facebook.com/"');
    // The contact and policy pages take the saved details too, not copy written into the web app.
    const contact = await t.request('/contact');
    expect(contact.text).toContain('help@kalacrafts.in');
    expect(contact.text).toContain('+91 22 5555 0101');
    expect(contact.text).not.toContain('support@shopkart.in');
    const terms = await t.request('/terms');
    expect(terms.text).toContain('7 Fort Street, Mumbai, Maharashtra 400001');
    expect(terms.text).not.toContain('14 MG Road');
  });
});
