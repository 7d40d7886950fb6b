import { FIELD_MAX, tooLong } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mumbaiAddress } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/** The server answers bad form input with the shared schemas' own words, never zod's (issue 14). */
let t: TestApp;
let userToken: string;
beforeAll(async () => {
  t = await startTestApp();
  userToken = await t.login('user@example.com', 'user123');
});
afterAll(async () => {
  await t?.close();
});

const RAW_ZOD = /too big|too small|expected|received|invalid input|<=|>=/i;
const address = mumbaiAddress;

describe('human messages from the API', () => {
  it('register: a name over the limit is named with its limit', async () => {
    const res = await t.request('/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'a'.repeat(FIELD_MAX.name + 1),
        email: 'long-name@example.com',
        password: 'secret12',
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBe(tooLong('Name', FIELD_MAX.name));
  });

  it('checkout: a street over the limit, and a missing address, in words', async () => {
    const [product] = (await t.request('/api/products?limit=1')).body.products;
    const order = (shippingAddress: unknown) =>
      t.request('/api/orders', {
        method: 'POST',
        token: userToken,
        json: { items: [{ product: product._id, quantity: 1 }], shippingAddress, paymentMethod: 'cod' },
      });
    const long = await order({ ...address, street: 'a'.repeat(FIELD_MAX.street + 1) });
    expect(long.status).toBeLessThan(500);
    expect(long.body.message).toBe(tooLong('Address', FIELD_MAX.street));
    const missing = await order(undefined);
    expect(missing.status).toBeLessThan(500);
    expect(missing.body.message).not.toMatch(RAW_ZOD);
  });

  it('contact: every refusal is in words', async () => {
    for (const json of [{}, { name: 'a'.repeat(101), email: 'a@b.in', subject: 'x', message: 'long enough text' }]) {
      const res = await t.request('/api/contact', { method: 'POST', json });
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.message).not.toMatch(RAW_ZOD);
    }
  });
});
