import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

/** JWTs expire: issued with the configured lifetime, refused once it has passed, whatever else is right. */
let t: TestApp;
let customerId = '';

beforeAll(async () => {
  t = await startTestApp({ env: { JWT_EXPIRES_IN: '12h' } });
  const token = await t.login('user@example.com', 'user123');
  customerId = decodeJwt(token).sub!;
});
afterAll(() => t.close());

const key = () => new TextEncoder().encode(t.config.jwtSecret);

/** A token exactly like the server's own (secret, issuer, subject, version), only with the times given. */
function tokenFor(issuedAt: number, expiresAt: number) {
  return new SignJWT({ role: 'user', tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(customerId)
    .setIssuer('shopkart')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key());
}

describe('token lifetime', () => {
  it('issues tokens that expire after JWT_EXPIRES_IN', async () => {
    const claims = decodeJwt(await t.login('user@example.com', 'user123'));
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
  });

  it('accepts a well-formed token within its lifetime (the control for the next case)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await t.request('/api/auth/me', { token: await tokenFor(now - 60, now + 3600) });
    expect(res.status).toBe(200);
  });

  it('refuses the same token once it has expired, with a clear message', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await t.request('/api/auth/me', { token: await tokenFor(now - 7200, now - 60) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired. Please log in again.');
    const order = await t.request('/api/orders/my-orders', { token: await tokenFor(now - 7200, now - 1) });
    expect(order.status).toBe(401);
  });
});
