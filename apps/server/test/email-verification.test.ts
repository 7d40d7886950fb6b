import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { EMAIL_VERIFICATION_MESSAGES } from '@shop/shared/schemas/email-verification';
import { emailOutbox, emailVerificationTokens, orders, users } from '../src/db/schema';
import {
  createProduct,
  mumbaiAddress,
  saveShopSettings,
  stockOf,
  verificationTokenFor,
  verifyEmailOf,
} from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Email verification (docs/decisions/150-email-verification.md), with the production defaults (rate limits
 * on): a new account gets a single-use, expiring link through the outbox; a few new links an hour; a shop may
 * hold checkout until the address is verified.
 */

let t: TestApp;
let adminToken: string;
let userToken: string;
// The shop's own caps: saving the settings form sends them back, and a lifted cap is not a valid setting.
useSignedInShop((shop) => ({ t, adminToken, userToken } = shop), {
  env: { PUBLIC_URL: 'https://shop.example.in' },
  orderCaps: 'shop',
});

async function signUp() {
  const email = `verify-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: { name: 'Lakshmi Menon', email, password: 'secret12', privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(res.status, res.text).toBe(201);
  return { email, id: res.body.user._id as string, token: res.body.token as string, user: res.body.user };
}

const verificationMails = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'email-verification')));
const verify = (token: string) => t.request('/api/auth/verify-email', { method: 'POST', json: { token } });
const resend = (token: string) => t.request('/api/auth/resend-verification', { method: 'POST', token });
const me = async (token: string) => (await t.request('/api/auth/me', { token })).body;

describe('a new account', () => {
  it('is unverified and gets one link in the outbox, to the shop address, marked sensitive', async () => {
    const shopper = await signUp();
    expect(shopper.user.emailVerified).toBe(false);
    const mails = await verificationMails(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your email address for ShopKart');
    expect(mails[0]!.isSensitive).toBe(true);
    expect(mails[0]!.text).toMatch(/https:\/\/shop\.example\.in\/verify-email\?token=[\w%-]{40,}/);
    expect(mails[0]!.text).toContain('expires in 48 hours');
  });

  it('the seeded demo accounts count as verified', async () => {
    expect((await me(userToken)).emailVerified).toBe(true);
    expect((await me(adminToken)).emailVerified).toBe(true);
  });
});

describe('the link', () => {
  it('verifies the address once; a second use is refused', async () => {
    const shopper = await signUp();
    const token = await verificationTokenFor(t, shopper.email);
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.verified);
    expect((await me(shopper.token)).emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
  });

  it('refuses an expired, unknown or empty link and verifies nothing', async () => {
    const shopper = await signUp();
    const token = await verificationTokenFor(t, shopper.email);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, shopper.id));
    expect((await verify(token)).body.message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    expect((await verify('x'.repeat(43))).status).toBe(400);
    const empty = await verify('');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });
});

describe('asking for a new link', () => {
  it('mails a new one (the old one stops working once either is used), three an hour, then the same answer and no mail', async () => {
    const shopper = await signUp();
    const first = await verificationTokenFor(t, shopper.email);
    for (let i = 0; i < 3; i++) {
      const res = await resend(shopper.token);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.resent);
    }
    const capped = await resend(shopper.token);
    expect(capped.status).toBe(200);
    expect(capped.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.resent);
    expect(await verificationMails(shopper.email)).toHaveLength(4);

    await verifyEmailOf(t, shopper.email);
    expect((await verify(first)).status).toBe(400);
    const done = await resend(shopper.token);
    expect(done.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    expect(await verificationMails(shopper.email)).toHaveLength(4);
  });

  it('needs a signed-in account', async () => {
    expect((await t.request('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
  });
});

describe('checkout', () => {
  const place = (token: string, product: string) =>
    t.request('/api/orders', {
      method: 'POST',
      token,
      json: { items: [{ product, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
    });

  it('goes ahead before verification by default, and waits for it when the shop requires it', async () => {
    const product = await createProduct(t, { stock: 10 });
    const shopper = await signUp();
    expect((await place(shopper.token, product.id)).status).toBe(201);

    await saveShopSettings(t, adminToken, { requireVerifiedEmailForCheckout: true });
    try {
      const held = await place(shopper.token, product.id);
      expect(held.status).toBe(403);
      expect(held.body.message).toBe(EMAIL_VERIFICATION_MESSAGES.checkoutNeedsVerifiedEmail);
      expect(await stockOf(t, product.id)).toBe(9);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(1);
      // The storefront knows, so it can say so before the shopper fills in the checkout.
      expect((await t.request('/api/shop')).body.requireVerifiedEmailForCheckout).toBe(true);

      await verifyEmailOf(t, shopper.email);
      expect((await place(shopper.token, product.id)).status).toBe(201);
    } finally {
      await saveShopSettings(t, adminToken, { requireVerifiedEmailForCheckout: false });
    }
  });
});
