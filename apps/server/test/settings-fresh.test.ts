import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSecondServer } from './helpers/second-server';
import { ensureWebBuild } from './helpers/ssr-build';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * A saved setting reaches the storefront at once (docs/decisions/141-settings-reach-the-storefront-at-once.md):
 * the public shop details are revalidated on every use, cached rendered pages are dropped on save, in this
 * process and, through the PostgreSQL feed, in every other one.
 */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: ensureWebBuild() }, orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function rename(shopName: string, base = t.url) {
  const current = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
  const res = await fetch(`${base}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ ...current, shopName }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('saving the settings', () => {
  it('tells browsers to revalidate the public shop details, so none keeps an old copy', async () => {
    for (const path of ['/api/shop', '/api/public-config']) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('shows the new name in the next answer and on cached server-rendered pages, title and About heading', async () => {
    await rename('Kala Crafts');
    await t.request('/about');
    const cached = await t.request('/about');
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(titleOf(cached.text)).toBe('About Us | Kala Crafts');

    await rename('Dhaaga House');
    expect((await t.request('/api/shop')).body.shopName).toBe('Dhaaga House');
    const about = await t.request('/about');
    expect(about.headers.get('x-cache')).toBe('miss');
    expect(titleOf(about.text)).toBe('About Us | Dhaaga House');
    expect(about.text).toContain('About Dhaaga House');
    expect(about.text).toContain('<meta property="og:site_name" content="Dhaaga House"');
    expect(about.text).not.toContain('Kala Crafts');
    const home = await t.request('/');
    expect(titleOf(home.text)).toBe('Dhaaga House | Online Shopping in India');
    // The first-start legal name (SELLER_LEGAL_NAME) is a setting too; the old shop name is nowhere else.
    expect(home.text.replaceAll('ShopKart Retail Private Limited', '')).not.toContain('ShopKart');
  });

  describe('across server processes on one PostgreSQL', () => {
    const other = useSecondServer({ app: () => t });

    it('shows a name saved through the other process within a short wait', async (context) => {
      const second = other.serverOrSkip(context);
      await t.request('/about');
      expect((await t.request('/about')).headers.get('x-cache')).toBe('hit');
      await rename('Neel Handlooms', second.url);
      const started = Date.now();
      for (;;) {
        const [shop, about] = [await t.request('/api/shop'), await t.request('/about')];
        if (shop.body.shopName === 'Neel Handlooms' && titleOf(about.text) === 'About Us | Neel Handlooms') break;
        if (Date.now() - started > 3000) throw new Error('the other process still shows the old name after 3 s');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
  });
});
