import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

let t: TestApp;
useTestApp((app) => (t = app));

/** Registration as the form sends it: with the privacy notice the shopper accepted (required, decision 152). */
const register = (json: unknown) =>
  t.request('/api/auth/register', {
    method: 'POST',
    json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, ...(json as object) },
  });

describe('auth API', () => {
  it('registers a customer even when the body asks for role admin', async () => {
    const res = await register({ name: 'x', email: 'a@b.co', password: 'secret1', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'x', email: 'a@b.co', role: 'user' });
    expect(res.body.user.password).toBeUndefined();
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(typeof res.body.token).toBe('string');
    const me = await t.request('/api/auth/me', { token: res.body.token });
    expect(me.body.role).toBe('user');
  });

  it('stores argon2id hashes, never the password', async () => {
    const rows = await t.database.db.query.users.findMany();
    const user = rows.find((u) => u.email === 'a@b.co');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain('secret1');
  });

  it('treats email as unique case-insensitively', async () => {
    const res = await register({ name: 'Dup', email: 'A@B.CO', password: 'secret1' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('validates register input with the product messages (docs/product.md#validation)', async () => {
    const short = await register({ name: 'Short', email: 'short@example.com', password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long');
    const noName = await register({ name: '  ', email: 'n@example.com', password: 'secret1' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Name is required');
    const badEmail = await register({ name: 'Bad', email: 'not-an-email', password: 'secret1' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const missing = await register({});
    expect(missing.status).toBe(400);
  });

  it('logs in with any email case and rejects a wrong password with 401', async () => {
    const ok = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'USER@example.com', password: 'user123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('user@example.com');
    const bad = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'user@example.com', password: 'nope' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid email or password');
    const unknown = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'ghost@example.com', password: 'nope12' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('requires a valid bearer token for /me and /profile', async () => {
    expect((await t.request('/api/auth/me')).status).toBe(401);
    const bad = await t.request('/api/auth/me', { token: 'not.a.jwt' });
    expect(bad.status).toBe(401);
    expect(typeof bad.body.message).toBe('string');
    const noToken = await t.request('/api/auth/profile', { method: 'PUT', json: { name: 'x' } });
    expect(noToken.status).toBe(401);
  });

  it('updates name, phone and address but never email or role', async () => {
    const token = await t.login('user@example.com', 'user123');
    const profile = {
      name: 'Rahul S',
      address: { street: '5 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' },
    };
    const res = await t.request('/api/auth/profile', {
      method: 'PUT',
      token,
      json: { ...profile, phone: '+91 98765 43211', role: 'admin', email: 'hacker@example.com' },
    });
    expect(res.status).toBe(200);
    // Saved as sent, the phone as its 10 digits; the email and role stay the account's own.
    expect(res.body).toMatchObject({ ...profile, phone: '9876543211', email: 'user@example.com', role: 'user' });
    const me = await t.request('/api/auth/me', { token });
    expect(me.body.name).toBe('Rahul S');
  });

  it.each([
    [
      { address: { street: 's', city: 'c', state: 'Kerala', pincode: '012345' } },
      'PIN code must be 6 digits and cannot start with 0',
    ],
    [{ phone: '12345' }, 'Enter a valid 10-digit Indian mobile number'],
    [
      { address: { street: 's', city: 'c', state: 'Atlantis', pincode: '560001' } },
      'Choose a state or union territory of India',
    ],
  ])('rejects the profile change %o with 400 and the field message', async (change, message) => {
    const token = await t.login('user@example.com', 'user123');
    const res = await t.request('/api/auth/profile', { method: 'PUT', token, json: { name: 'R', ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('rejects a token whose user was deleted', async () => {
    const res = await register({ name: 'Temp', email: 'temp@example.com', password: 'secret1' });
    const { users } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(users).where(eq(users.id, res.body.user._id));
    expect((await t.request('/api/auth/me', { token: res.body.token })).status).toBe(401);
  });
});

describe('login rate limits', () => {
  let limited: TestApp;
  useTestApp((app) => (limited = app), { seed: false });
  beforeAll(async () => {
    await limited.request('/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'Target',
        email: 'target@example.com',
        password: 'secret1',
      },
    });
  });

  const login = (ip: string, password: string, email = 'target@example.com') =>
    limited.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      json: { email, password },
    });

  it('slows down repeated failures for one account from one address with a 429 JSON message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await login('10.1.1.1', 'wrong-password');
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.message).toMatch(/Too many failed login attempts. Please try again in \d+ seconds?\./);
    }
    // Five free failures, then a wait that doubles with each further failure (the 6th comes too soon).
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
    // Even the right password waits its turn: the delay is what stops guessing.
    expect((await login('10.1.1.1', 'secret1')).status).toBe(429);
  });

  it('does not let ten failures from other addresses stop the owner signing in from theirs', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`10.0.0.${i}`, 'wrong-password')).status).toBe(401);
    expect((await login('10.2.2.2', 'secret1')).status).toBe(200);
  });

  it('counts only failures, and a successful sign-in starts the count again', async () => {
    // 18 attempts in all, under the per-address limit of 20 a minute.
    for (let i = 0; i < 8; i++) expect((await login('10.3.3.3', 'secret1')).status).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login('10.3.3.3', 'wrong-password')).status).toBe(401);
      expect((await login('10.3.3.3', 'secret1')).status).toBe(200);
    }
  });

  it('limits login attempts per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await limited.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.168.7.7' },
        json: { email: `someone${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(2);
    expect(statuses.at(-1)).toBe(429);
  });
});
