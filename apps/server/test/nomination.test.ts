import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOMINATION_MESSAGES } from '@shop/shared/schemas/nomination';
import { nominations } from '../src/db/schema';
import { createCustomer } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

/*
 * Nomination (DPDP Act 2023 s.14, DPDP Rules 2025 r.14; docs/decisions/190-nomination.md): a customer names one
 * person (name, email or phone, relationship) in the account, changes or withdraws it; it is in "Download my data"
 * and erased with the account.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const nominee = { name: 'Priya Nair', email: 'priya.nair@example.org', phone: '', relationship: 'Sister' };

const put = (token: string, json: unknown) => t.request('/api/account/nomination', { method: 'PUT', token, json });

describe('nomination', () => {
  it('is named, read back, replaced and withdrawn by the customer', async () => {
    const customer = await createCustomer(t, { name: 'Meena Nair', emailPrefix: 'nominator' });
    expect((await t.request('/api/account/nomination', { token: customer.token })).body).toEqual({ nomination: null });

    const saved = await put(customer.token, nominee);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.nomination).toMatchObject({
      name: 'Priya Nair',
      email: 'priya.nair@example.org',
      phone: null,
      relationship: 'Sister',
    });
    const read = await t.request('/api/account/nomination', { token: customer.token });
    expect(read.body.nomination).toMatchObject({ name: 'Priya Nair', relationship: 'Sister' });
    expect(read.headers.get('cache-control')).toBe('no-store');

    // One nominee per account: a second save replaces the first.
    const replaced = await put(customer.token, { name: 'Arun Nair', phone: '+91 98470 12345', relationship: 'Husband' });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.nomination).toMatchObject({ name: 'Arun Nair', email: null, phone: '9847012345' });
    expect(await t.database.db.select().from(nominations).where(eq(nominations.userId, customer.id))).toHaveLength(1);

    // Someone else sees only their own (none).
    const other = await createCustomer(t, { name: 'Other Shopper', emailPrefix: 'nominator-other' });
    expect((await t.request('/api/account/nomination', { token: other.token })).body).toEqual({ nomination: null });

    const withdrawn = await t.request('/api/account/nomination', { method: 'DELETE', token: customer.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(NOMINATION_MESSAGES.withdrawn);
    expect((await t.request('/api/account/nomination', { token: customer.token })).body).toEqual({ nomination: null });
    const again = await t.request('/api/account/nomination', { method: 'DELETE', token: customer.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(NOMINATION_MESSAGES.none);
  });

  it('refuses a nominee it could not reach, without a relationship, or the customer themself, with a clear 400', async () => {
    const customer = await createCustomer(t, { name: 'Ravi Kumar', emailPrefix: 'nominator-bad' });
    const unreachable = await put(customer.token, { ...nominee, email: '', phone: '' });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toBe(NOMINATION_MESSAGES.contactRequired);

    const noRelationship = await put(customer.token, { ...nominee, relationship: '  ' });
    expect(noRelationship.status).toBe(400);
    expect(noRelationship.body.message).toBe(NOMINATION_MESSAGES.relationshipRequired);

    const badPhone = await put(customer.token, { ...nominee, email: '', phone: '12345' });
    expect(badPhone.status).toBe(400);

    const self = await put(customer.token, { ...nominee, email: customer.email.toUpperCase() });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(NOMINATION_MESSAGES.notYourself);
    expect(await t.database.db.select().from(nominations).where(eq(nominations.userId, customer.id))).toEqual([]);
  });

  it('is signed-in only', async () => {
    expect((await t.request('/api/account/nomination')).status).toBe(401);
    expect((await t.request('/api/account/nomination', { method: 'PUT', json: nominee })).status).toBe(401);
  });

  it('is in "Download my data" and erased with the account', async () => {
    const customer = await createCustomer(t, { name: 'Lata Iyer', emailPrefix: 'nominator-erase', password: 'secret12' });
    expect((await put(customer.token, nominee)).status).toBe(200);

    const data = await t.request('/api/account/my-data', { token: customer.token });
    expect(data.status).toBe(200);
    expect(data.body.nomination).toMatchObject({ name: 'Priya Nair', email: 'priya.nair@example.org', relationship: 'Sister' });
    expect(data.body.whatWeHold.map((item: { key: string }) => item.key)).toContain('nomination');

    const erased = await t.request('/api/account/delete', {
      method: 'POST',
      token: customer.token,
      json: { password: 'secret12' },
    });
    expect(erased.status, erased.text).toBe(200);
    expect(await t.database.db.select().from(nominations).where(eq(nominations.userId, customer.id))).toEqual([]);
  });
});
