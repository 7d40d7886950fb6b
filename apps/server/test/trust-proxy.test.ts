import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/**
 * TRUST_PROXY (docs/decisions/030-trust-proxy-off-by-default.md): off by default, so a client cannot pick its
 * own IP, protocol or host with forwarded headers; when it names the proxy, those headers are honoured.
 */
const register = (t: TestApp, i: number, ip: string) =>
  t.request('/api/auth/register', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      password: 'secret123',
    },
  });

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  // The test harness trusts the loopback proxy (helpers/client-address.ts); this block sets the default back.
  useTestApp((app) => (t = app), { seed: false, env: { TRUST_PROXY: 'off' } });

  it('ignores a spoofed X-Forwarded-For: the per-IP limit (10 sign-ups a minute) still holds', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register(t, i, `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('does not believe X-Forwarded-Proto: no HSTS over plain http', async () => {
    const res = await t.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('TRUST_PROXY naming the proxy in front of the app', () => {
  let t: TestApp;
  useTestApp((app) => (t = app), { seed: false });

  it('counts each forwarded client address on its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register(t, i, `203.0.113.${i}`)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
  });

  it('sends HSTS when the proxy says the visitor used https', async () => {
    const res = await t.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  useTestApp((app) => (t = app), { seed: false, env: { TRUST_PROXY: '1' } });

  it('takes the address the nearest proxy saw, not one the client put in front of it', async () => {
    const statuses: number[] = [];
    // The client forges a fresh first address each time; the proxy appends the real one (the same every time).
    for (let i = 0; i < 12; i++) statuses.push((await register(t, i, `198.51.100.${i}, 203.0.113.7`)).status);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
