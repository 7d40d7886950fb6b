import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { EARLY_TAP_CAPTURE_SCRIPT } from '@shop/shared/early-tap-capture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Security headers on the SPA and the API, and 5xx answers that keep their details in the log. */
let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>ShopKart</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t?.close();
});

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectHardened(headers: Headers) {
  const csp = headers.get('content-security-policy');
  expect(csp, 'content-security-policy').toBeTruthy();
  const d = directives(csp!);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(csp).not.toContain("'unsafe-eval'");
  // Scripts: our own files, the payment provider's checkout script and one inline script known by its hash
  // (the early tap capture, decision 080); no other inline script.
  const earlyTapCapture = `'sha256-${createHash('sha256').update(EARLY_TAP_CAPTURE_SCRIPT).digest('base64')}'`;
  expect(d.get('script-src')).toContain("'self'");
  expect(d.get('script-src')).toContain(earlyTapCapture);
  expect(d.get('script-src')).not.toContain("'unsafe-inline'");
  expect(
    d
      .get('script-src')!
      .every(
        (s) =>
          s === "'self'" ||
          s === earlyTapCapture ||
          /^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(s) ||
          /^http:\/\/127\.0\.0\.1:\d+$/.test(s),
      ),
  ).toBe(true);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('frame-ancestors')).toEqual(["'self'"]);
  // Connections: our API, and Razorpay Checkout's metrics hosts (its risk checks fail when these are blocked).
  expect(d.get('connect-src')).toEqual(["'self'", 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com']);
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  // HSTS only over https (trust-proxy.test.ts): these answers travel over plain http.
  expect(headers.get('strict-transport-security')).toBeNull();
  // Razorpay Checkout's popups (netbanking, 3-D Secure) keep working (decision 169).
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('server')).toBeNull();
}

describe('security headers', () => {
  it('the SPA page carries a strict CSP and the usual hardening headers', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expectHardened(res.headers);
    // A client-side route falls back to the same page, with the same headers.
    const deep = await t.request('/products/some-product');
    expect(deep.status).toBe(200);
    expectHardened(deep.headers);
    // The pages where Razorpay Checkout runs: the checkout, and an order paid again from its page.
    for (const page of ['/checkout', '/orders/00000000-0000-4000-8000-000000000000']) {
      const res = await t.request(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cross-origin-opener-policy'), page).toBe('same-origin-allow-popups');
    }
  });

  it('API answers (success and error) carry them too, and are never sniffed as HTML', async () => {
    const ok = await t.request('/api/products');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
    expectHardened(ok.headers);
    const denied = await t.request('/api/users');
    expect(denied.status).toBe(401);
    expectHardened(denied.headers);
    const missing = await t.request('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Route GET /api/nope not found' });
    expectHardened(missing.headers);
  });

  it('the CSP allows what the app loads: its own scripts and the configured checkout script', async () => {
    const res = await t.request('/api/public-config');
    const csp = directives(res.headers.get('content-security-policy')!);
    const checkout = new URL(t.config.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com').origin;
    expect(csp.get('script-src')).toContain(checkout);
    // Styles: own stylesheets; inline styles only for Radix's scroll lock and tab styles (see the plugin).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Images: own uploads plus data:/blob: for previews of an image being uploaded, and Checkout's images.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com']);
  });

  it('the CSP lists exactly the hosts Razorpay Checkout loads (docs/decisions/060-razorpay-checkout-csp.md)', async () => {
    const res = await t.request('/api/public-config');
    const csp = directives(res.headers.get('content-security-policy')!);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://checkout.razorpay.com', 'https://cdn.razorpay.com']));
    expect(csp.get('img-src')).toContain('https://cdn.razorpay.com');
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://lumberjack.razorpay.com',
      'https://lumberjack-metrics.razorpay.com',
    ]);
    // Nothing broader: no wildcard hosts, no scheme-wide sources.
    for (const name of ['script-src', 'img-src', 'frame-src', 'connect-src']) {
      expect(csp.get(name)!.some((v) => v.includes('*') || v === 'https:')).toBe(false);
    }
  });
});

describe('5xx answers', () => {
  it('an internal failure answers a generic JSON message, no stack, no SQL', async () => {
    const broken = await startTestApp();
    const token = await broken.login('user@example.com', 'user123');
    // Pull the database out from under the running server: every query now fails inside a handler.
    await broken.database.close();
    try {
      const res = await broken.request('/api/orders/my-orders', { token });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      for (const marker of ['stack', 'at /', 'node_modules', 'select', 'SELECT', 'pglite', 'Error']) {
        expect(res.text).not.toContain(marker);
      }
      expectHardened(res.headers);
    } finally {
      await broken.app.close();
      await broken.close().catch(() => undefined);
    }
  });
});
