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
  });
});
