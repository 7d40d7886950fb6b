import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, passwordResetTokens, users } from '../src/db/schema';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

let sink: SmtpSink;
let t: TestApp;

const PUBLIC_URL = 'https://shop.example.in';
const SAME_ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.',
};
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function newUser(password = 'first-pass1') {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name: 'Kavya Reddy', email, password },
  });
  expect(res.status).toBe(201);
  return { email, password, id: res.body.user._id as string, token: res.body.token as string };
}

const forgot = (email: string) => t.request('/api/auth/forgot-password', { method: 'POST', json: { email } });
const reset = (token: string, password: string) =>
  t.request('/api/auth/reset-password', { method: 'POST', json: { token, password } });
const login = (email: string, password: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password } });
const me = (token: string) => t.request('/api/auth/me', { token });

/** Asks for a link and reads it out of the mail the SMTP server received. */
async function requestResetLink(email: string, already = 0): Promise<{ link: URL; token: string; mail: ReceivedMail }> {
  const res = await forgot(email);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(SAME_ANSWER);
  await waitFor(
    () => sink.messages.filter((m) => m.envelopeTo.includes(email) && /Reset/.test(m.subject)).length > already,
    'the reset mail',
  );
  const mail = sink.messages.filter((m) => m.envelopeTo.includes(email) && /Reset/.test(m.subject))[already]!;
  const href = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(href).toBeTruthy();
  const link = new URL(href!);
  return { link, token: link.searchParams.get('token')!, mail };
}

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const user = await newUser();
    const ghost = `ghost-${randomUUID().slice(0, 8)}@example.com`;
    const unknown = await forgot(ghost);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(SAME_ANSWER);

    const { link, mail } = await requestResetLink(user.email);
    expect(mail.subject).toBe('Reset your ShopKart password');
    expect(mail.html).toContain(link.toString().replaceAll('&', '&amp;'));
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);

    // Nothing was queued for the unknown address.
    const ghostRows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, ghost));
    expect(ghostRows).toHaveLength(0);
    expect(sink.messages.some((m) => m.envelopeTo.includes(ghost))).toBe(false);
  });

  it('validates the email address', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const user = await newUser();
    const { token } = await requestResetLink(user.email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(ttl - 3_600_000)).toBeLessThan(5_000);
  });

  it('blanks the link in the outbox once the mail server has it', async () => {
    const user = await newUser();
    const { token } = await requestResetLink(user.email);
    const row = await waitFor(async () => {
      const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
      return rows.find((r) => r.kind === 'password-reset' && r.status === 'sent');
    }, 'the reset mail sent');
    expect(row.text).not.toContain(token);
    expect(row.html ?? '').not.toContain(token);
  });
});

describe('forgot password with the rate limits a shop runs with (on)', () => {
  const resetMails = (email: string) =>
    sink.messages.filter((m) => m.envelopeTo.includes(email) && /Reset/.test(m.subject)).length;
  const queued = async (email: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
      (r) => r.kind === 'password-reset',
    ).length;

  it('the config under test is the production default', () => {
    expect(t.config.rateLimitsEnabled).toBe(true);
  });

  it('mails five links to one address in an hour, then answers the same and mails nothing, account or not', async () => {
    const user = await newUser();
    const ghost = `ghost-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 5; i++) await requestResetLink(user.email, i);
    for (let i = 0; i < 5; i++) expect((await forgot(ghost)).body).toEqual(SAME_ANSWER);

    // The sixth: same status and words for the account and for the unknown address; no token, no mail.
    const [capped, cappedGhost] = [await forgot(user.email), await forgot(ghost)];
    expect([capped.status, cappedGhost.status]).toEqual([200, 200]);
    expect(capped.body).toEqual(SAME_ANSWER);
    expect(cappedGhost.body).toEqual(SAME_ANSWER);
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(5);
    expect(await queued(user.email)).toBe(5);
    expect(await queued(ghost)).toBe(0);
    expect(resetMails(user.email)).toBe(5);

    // The cap is per address: another account's reset still goes out, and the last link still works.
    const other = await newUser();
    const { token } = await requestResetLink(other.email);
    expect((await reset(token, 'after-cap9')).status).toBe(200);
    expect((await login(other.email, 'after-cap9')).status).toBe(200);
  });

  it('counts the address however it is typed (case and spaces)', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await forgot(i % 2 ? user.email.toUpperCase() : ` ${user.email} `);
    await waitFor(() => resetMails(user.email) === 5, 'five reset mails');
    expect((await forgot(user.email)).body).toEqual(SAME_ANSWER);
    expect(await queued(user.email)).toBe(5);
  });

  it('limits one address (IP) to ten requests a minute with a 429 that says when to try again', async () => {
    const fromOneAddress = (i: number) =>
      t.request('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        json: { email: `someone${i}@example.com` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await fromOneAddress(i)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await fromOneAddress(99);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests\. Please try again in /);
  });
});

describe('reset password', () => {
  it('works once with the emailed link, signs out every earlier token, and the new password logs in', async () => {
    const user = await newUser('old-secret1');
    const secondSession = (await login(user.email, user.password)).body.token as string;
    expect((await me(user.token)).status).toBe(200);
    expect((await me(secondSession)).status).toBe(200);

    const { token } = await requestResetLink(user.email);

    const short = await reset(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long');

    const done = await reset(token, 'new-secret2');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been reset. Please log in with your new password.');

    // Every token issued before the reset is rejected.
    for (const old of [user.token, secondSession]) {
      const res = await me(old);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    }
    expect((await login(user.email, 'old-secret1')).status).toBe(401);
    const fresh = await login(user.email, 'new-secret2');
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).status).toBe(200);

    // The link is used up.
    const again = await reset(token, 'third-secret3');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
    expect((await login(user.email, 'new-secret2')).status).toBe(200);
  });

  it('refuses an expired link (older than one hour)', async () => {
    const user = await newUser();
    const { token } = await requestResetLink(user.email);
    const hash = createHash('sha256').update(token).digest('hex');
    // The hour passes.
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.tokenHash, hash));
    const res = await reset(token, 'never-set1');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_LINK);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await reset('x'.repeat(43), 'whatever1')).body.message).toBe(INVALID_LINK);
    const empty = await reset('', 'whatever1');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(INVALID_LINK);
  });

  it('lets exactly one of two concurrent resets with the same link win', async () => {
    const user = await newUser();
    const { token } = await requestResetLink(user.email);
    const results = await Promise.all([reset(token, 'racer-one1'), reset(token, 'racer-two2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'racer-one1' : 'racer-two2';
    expect((await login(user.email, winner)).status).toBe(200);
  });

  it('voids the other links still out once the password has changed', async () => {
    const user = await newUser();
    const first = await requestResetLink(user.email, 0);
    const second = await requestResetLink(user.email, 1);
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token, 'from-second2')).status).toBe(200);
    expect((await reset(first.token, 'from-first1')).body.message).toBe(INVALID_LINK);
  });
});

describe('change password', () => {
  const change = (token: string | undefined, json: unknown) =>
    t.request('/api/auth/change-password', { method: 'POST', token, json });

  it('needs the current password, returns a fresh token and signs out earlier ones', async () => {
    const user = await newUser('current-1');
    const other = (await login(user.email, 'current-1')).body.token as string;

    expect((await change(undefined, { currentPassword: 'current-1', newPassword: 'next-pass2' })).status).toBe(401);
    const wrong = await change(user.token, { currentPassword: 'not-it', newPassword: 'next-pass2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const short = await change(user.token, { currentPassword: 'current-1', newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long');
    // The failures changed nothing.
    expect((await me(user.token)).status).toBe(200);

    const ok = await change(user.token, { currentPassword: 'current-1', newPassword: 'next-pass2' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(user.email);
    expect((await me(ok.body.token)).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login(user.email, 'current-1')).status).toBe(401);
    expect((await login(user.email, 'next-pass2')).status).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.tokenVersion).toBe(1);
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  it('keeps the reset mail, link included, in the outbox for admins to read', async () => {
    const app = await startTestApp();
    try {
      const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
      await app.request('/api/auth/register', {
        method: 'POST',
        json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name: 'Outbox Only', email, password: 'secret12' },
      });
      expect((await app.request('/api/auth/forgot-password', { method: 'POST', json: { email } })).status).toBe(200);
      const adminToken = await app.login('admin@example.com', 'admin123');
      const mail = await waitFor(async () => {
        const res = await app.request(`/api/admin/outbox?to=${encodeURIComponent(email)}`, { token: adminToken });
        return res.body.emails.find(
          (e: { kind: string; status: string }) => e.kind === 'password-reset' && e.status === 'sent',
        );
      }, 'the reset mail in the admin outbox');
      expect(mail.attempts).toBe(1);
      const href = /http:\/\/localhost:\d+\/reset-password\?token=([\w-]+)/.exec(mail.text);
      expect(href).toBeTruthy();
      const res = await app.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token: href![1], password: 'outbox-new1' },
      });
      expect(res.status).toBe(200);
      expect(
        (await app.request('/api/auth/login', { method: 'POST', json: { email, password: 'outbox-new1' } })).status,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});
