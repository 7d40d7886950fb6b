import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

// Issue 39 / decision 249: the language switcher keeps a signed-in shopper's choice on the account.
let t: TestApp;
useTestApp((app) => (t = app));

describe('PUT /api/auth/language', () => {
  it('keeps English for an account until the shopper switches, then Hindi', async () => {
    const token = await t.login('user@example.com', 'user123');
    expect((await t.request('/api/auth/me', { token })).body.language).toBe('en');

    const res = await t.request('/api/auth/language', { method: 'PUT', token, json: { language: 'hi' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'user@example.com', language: 'hi' });
    expect((await t.request('/api/auth/me', { token })).body.language).toBe('hi');
  });

  it('refuses a language the shop does not have with a message, and a visitor who is not signed in', async () => {
    const token = await t.login('user@example.com', 'user123');
    const bad = await t.request('/api/auth/language', { method: 'PUT', token, json: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    const anonymous = await t.request('/api/auth/language', { method: 'PUT', json: { language: 'hi' } });
    expect(anonymous.status).toBe(401);
  });
});
