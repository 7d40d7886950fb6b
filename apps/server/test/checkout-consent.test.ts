import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { consents, orders } from '../src/db/schema';
import { createCustomer, createProduct, mumbaiAddressNoEmail, stockOf, type Customer } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

/*
 * Consent at checkout (issue 33; docs/decisions/189-consent-at-checkout.md): an order is personal data collected for
 * delivery. A customer who consented under the notice now in force (at registration, or at an earlier checkout)
 * orders without a new tick; an account with no consent under it (made before consent was required, or after the
 * notice changed) is refused with 400 until the order carries the notice version, and nothing is stored.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const orderOf = (customer: Customer, productId: string, extra: Record<string, unknown> = {}) =>
  t.request('/api/orders', {
    method: 'POST',
    token: customer.token,
    json: {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: { ...mumbaiAddressNoEmail, name: customer.name },
      paymentMethod: 'cod',
      ...extra,
    },
  });

async function ordersOf(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

async function consentRows(userId: string, purpose: 'account' | 'order') {
  return t.database.db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)));
}

/** An account whose consent was given under an earlier notice (as every account is after the notice changes). */
async function customerUnderOldNotice(emailPrefix: string): Promise<Customer> {
  const customer = await createCustomer(t, { name: 'Kiran Bose', emailPrefix });
  await t.database.db.update(consents).set({ noticeVersion: '2026-11-28.1' }).where(eq(consents.userId, customer.id));
  return customer;
}

describe('consent at checkout', () => {
  it('a customer who consented at registration under this notice orders without a new tick', async () => {
    const customer = await createCustomer(t, { name: 'Asha Menon', emailPrefix: 'consent-registered' });
    const product = await createProduct(t, { skuPrefix: 'CNS' });
    const status = await t.request('/api/account/consents', { token: customer.token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      checkoutNeedsConsent: false,
      consents: [expect.objectContaining({ purpose: 'account', noticeVersion: PRIVACY_NOTICE_VERSION })],
    });

    const placed = await orderOf(customer, product.id);
    expect(placed.status, placed.text).toBe(201);
    expect(await consentRows(customer.id, 'order')).toEqual([]);
  });

  it('an account without consent under this notice is refused with 400, and nothing is created', async () => {
    const customer = await customerUnderOldNotice('consent-old');
    const product = await createProduct(t, { skuPrefix: 'CNS' });
    expect((await t.request('/api/account/consents', { token: customer.token })).body.checkoutNeedsConsent).toBe(true);

    const refused = await orderOf(customer, product.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: PRIVACY_MESSAGES.consentRequired, field: 'privacyNoticeVersion' });
    expect(await ordersOf(customer.id)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await consentRows(customer.id, 'order')).toEqual([]);

    // An older notice in the order is refused the same way: the shopper must see the current one.
    const stale = await orderOf(customer, product.id, { privacyNoticeVersion: '2026-11-28.1' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(PRIVACY_MESSAGES.staleNotice);
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it('the tick (the current version in the order) records the consent with the order; the next order needs none', async () => {
    const customer = await customerUnderOldNotice('consent-tick');
    const product = await createProduct(t, { skuPrefix: 'CNS' });
    const placed = await orderOf(customer, product.id, { privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    expect(placed.status, placed.text).toBe(201);
    expect(await consentRows(customer.id, 'order')).toEqual([
      expect.objectContaining({ noticeVersion: PRIVACY_NOTICE_VERSION, orderId: placed.body.order._id }),
    ]);
    expect((await t.request('/api/account/consents', { token: customer.token })).body.checkoutNeedsConsent).toBe(false);

    // A new delivery address is the same purpose: no new tick.
    const next = await orderOf(customer, product.id, {
      shippingAddress: { ...mumbaiAddressNoEmail, name: 'Kiran Bose', street: '4 Carter Road, Bandra West' },
    });
    expect(next.status, next.text).toBe(201);
    expect(await ordersOf(customer.id)).toBe(2);
  });

  it('an account with no consent at all (made before consent was required) must tick too', async () => {
    const customer = await createCustomer(t, { name: 'Old Account', emailPrefix: 'consent-none' });
    await t.database.db.delete(consents).where(eq(consents.userId, customer.id));
    const product = await createProduct(t, { skuPrefix: 'CNS' });
    const refused = await orderOf(customer, product.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PRIVACY_MESSAGES.consentRequired);
    expect(await ordersOf(customer.id)).toBe(0);
    expect((await orderOf(customer, product.id, { privacyNoticeVersion: PRIVACY_NOTICE_VERSION })).status).toBe(201);
  });

  it('the consent status is the signed-in account’s only', async () => {
    expect((await t.request('/api/account/consents')).status).toBe(401);
  });
});
