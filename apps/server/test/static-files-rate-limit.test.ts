import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * The per-address limit (600 a minute, rate limits on as in production) is for the API and the pages. A page
 * loads about forty files (scripts, fonts, pictures) and shoppers behind one carrier NAT share an address, so
 * files from disk do not count (docs/decisions/201-static-files-not-rate-limited.md).
 */
let t: TestApp;
const picture = `rate-limit-${process.pid}.webp`;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("shop");');
  t = await startTestApp({ seed: false, env: { WEB_DIST_DIR: webDist } });
  mkdirSync(join(t.config.uploadsDir, 'products'), { recursive: true });
  writeFileSync(join(t.config.uploadsDir, 'products', picture), 'not really a picture');
});
afterAll(async () => {
  await t?.close();
});

/** A fresh address per run: with REDIS_URL the counters outlive a run for the length of the window. */
const shopperAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

describe('static files and the per-address limit', () => {
  it('serves more than 600 script and picture loads a minute to one address, and still limits its API calls', async () => {
    const address = shopperAddress();
    const headers = { 'x-forwarded-for': address };
    for (let batch = 0; batch < 13; batch++) {
      const file = batch % 2 === 0 ? '/assets/app-1a2b3c.js' : `/uploads/products/${picture}`;
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => t.request(file, { headers }).then((res) => res.status)),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    const api = await t.request('/api/shop', { headers });
    expect(api.status).toBe(200);
    // The 650 file loads did not count: this is the address's first counted request.
    expect(api.headers.get('x-ratelimit-limit')).toBe('600');
    expect(api.headers.get('x-ratelimit-remaining')).toBe('599');
  });

  it('still answers 429 with a message past 600 API calls a minute from one address', async () => {
    const headers = { 'x-forwarded-for': shopperAddress() };
    let last = 0;
    for (let batch = 0; batch < 13 && last !== 429; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => t.request('/api/shop', { headers }).then((res) => res.status)),
      );
      last = Math.max(...statuses);
    }
    expect(last).toBe(429);
    const refused = await t.request('/api/shop', { headers });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in /);
  });
});
