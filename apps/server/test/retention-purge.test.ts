import { words } from '@shop/shared/shopper-words';
import { english } from '../src/lib/shopper-words';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERASURE_MESSAGES, PRIVACY_MESSAGES, gstRetentionEnd } from '@shop/shared/privacy';
import { auditLog, contactMessages, orders, retainedPersonalData, stockAlerts } from '../src/db/schema';
import { createAuditService } from '../src/modules/audit/audit.service';
import { createRetentionPurge } from '../src/modules/privacy/retention';
import { wishlistPersonalData } from '../src/modules/wishlist/wishlist-privacy';
import { createCustomer, createProduct, placeDeliveredOrder } from './helpers/factories';
import { postForm } from './helpers/open-forms';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issue 33 (docs/decisions/175-retention-and-purge.md): an erasure waits for an open grievance; what an erased
 * account leaves (the DPDP Rules r.8(3) copy for a year, the invoice data for the GST period) is purged by the
 * daily job once `retain_until` has passed, with an audit entry, and only then; a second run does nothing.
 */

let t: TestApp;
let adminToken: string;
useSignedInShop((shop) => ({ t, adminToken } = shop));

const DAY = 86_400_000;
const purge = () =>
  createRetentionPurge({ db: t.database.db, audit: createAuditService(t.database.db), wishlist: wishlistPersonalData });

async function fileGrievance(email: string) {
  const res = await postForm(t, '/api/grievances', {
    name: 'Asha Verma',
    email,
    phone: '+91 98450 12345',
    orderNumber: '',
    subject: 'Wrong size delivered',
    message: 'The shoes I received are a size smaller than the one I ordered.',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.ticket as string;
}

async function purgeAudits() {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.purge'));
}

describe('erasure and an open grievance', () => {
  it('"Delete my account" and the admin\'s Delete are refused while the grievance is open, allowed once resolved', async () => {
    const asha = await createCustomer(t, { name: 'Asha Verma', emailPrefix: 'grievance-erase' });
    const ticket = await fileGrievance(asha.email);

    const own = await t.request('/api/account/delete', {
      method: 'POST',
      token: asha.token,
      json: { password: 'secret12' },
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(english(words(PRIVACY_MESSAGES.grievanceOpen, { ticket })));
    const byAdmin = await t.request(`/api/users/${asha.id}`, { method: 'DELETE', token: adminToken });
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.message).toBe(ADMIN_ERASURE_MESSAGES.grievanceOpen(ticket));
    // Nothing was erased: the grievance and the account are still there.
    const [kept] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.grievanceTicket, ticket));
    expect(kept?.email).toBe(asha.email);

    // Redressed (the Inbox's resolution sets handled_at), the erasure goes through.
    await t.database.db
      .update(contactMessages)
      .set({ handledAt: new Date() })
      .where(eq(contactMessages.grievanceTicket, ticket));
    const after = await t.request('/api/account/delete', {
      method: 'POST',
      token: asha.token,
      json: { password: 'secret12' },
    });
    expect(after.status, after.text).toBe(200);
  });
});

describe('the retention purge', () => {
  it('keeps a one-year copy and the invoice data, purges each only past its retain_until, audited, once', async () => {
    const ravi = await createCustomer(t, { name: 'Ravi Kulkarni', emailPrefix: 'purge' });
    const product = await createProduct(t, { mrpPaise: 90_000, stock: 5, skuPrefix: 'PRG' });
    const { order } = await placeDeliveredOrder(t, { token: ravi.token, adminToken, product: product.id });
    const erasedAt = Date.now();
    const res = await t.request('/api/account/delete', {
      method: 'POST',
      token: ravi.token,
      json: { password: 'secret12' },
    });
    expect(res.status, res.text).toBe(200);

    // The r.8(3) copy: the account's data as "Download my data" gives it, kept one year from the erasure.
    const [copy] = await t.database.db
      .select()
      .from(retainedPersonalData)
      .where(eq(retainedPersonalData.subjectId, ravi.id));
    expect(copy).toBeDefined();
    expect(JSON.stringify(copy!.data)).toContain(ravi.email);
    const yearLater = copy!.retainUntil.getTime() - erasedAt;
    expect(yearLater).toBeGreaterThan(364 * DAY);
    expect(yearLater).toBeLessThan(367 * DAY);
    // The invoiced order keeps the invoice's name and address until the GST retention end.
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept!.invoiceDate).not.toBeNull();
    expect(kept!.retainUntil?.toISOString()).toBe(gstRetentionEnd(kept!.invoiceDate!).toISOString());
    expect(kept!.customerName).toBe('Ravi Kulkarni');
    const [eraseEntry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.entityId, ravi.id)));
    expect(eraseEntry?.details).toMatchObject({ copyKeptUntil: copy!.retainUntil.toISOString() });

    // Today nothing is due: nothing purged, nothing audited.
    const auditsBefore = (await purgeAudits()).length;
    expect(await purge()(new Date())).toEqual({
      retainedCopiesDeleted: 0,
      invoicedOrdersPurged: 0,
      stockAlertsDeleted: 0,
    });
    expect(await purgeAudits()).toHaveLength(auditsBefore);

    // A year and a day later: the copy goes, the invoice data stays (GST keeps it six more years).
    const nextYear = new Date(copy!.retainUntil.getTime() + DAY);
    const first = await purge()(nextYear);
    expect(first.retainedCopiesDeleted).toBeGreaterThanOrEqual(1);
    expect(first.invoicedOrdersPurged).toBe(0);
    expect(
      await t.database.db.select().from(retainedPersonalData).where(eq(retainedPersonalData.subjectId, ravi.id)),
    ).toEqual([]);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.customerName).toBe(
      'Ravi Kulkarni',
    );
    const audits = await purgeAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      actorId: null,
      actorEmail: 'system: retention purge',
      details: {
        retainedCopiesDeleted: first.retainedCopiesDeleted,
        invoicedOrdersPurged: 0,
        stockAlertsDeleted: 0,
        asOf: nextYear.toISOString(),
      },
    });
    // Idempotent: the same run again finds nothing and writes no entry.
    expect(await purge()(nextYear)).toEqual({
      retainedCopiesDeleted: 0,
      invoicedOrdersPurged: 0,
      stockAlertsDeleted: 0,
    });
    expect(await purgeAudits()).toHaveLength(auditsBefore + 1);

    // Past the GST retention end: the invoice's name and address go, the state stays; the audit log stays whole.
    const afterGst = new Date(kept!.retainUntil!.getTime() + 1000);
    expect(await purge()(afterGst)).toMatchObject({ invoicedOrdersPurged: 1 });
    const [purged] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(purged).toMatchObject({ customerName: 'Deleted customer', customerEmail: '', buyerGstin: null });
    expect(purged!.shippingAddress).toMatchObject({
      name: 'Deleted customer',
      street: '',
      pincode: '',
      state: kept!.shippingAddress.state,
    });
    expect(purged!.personalDataPurgedAt?.toISOString()).toBe(afterGst.toISOString());
    expect(await purge()(afterGst)).toEqual({
      retainedCopiesDeleted: 0,
      invoicedOrdersPurged: 0,
      stockAlertsDeleted: 0,
    });
    const stillThere = await t.database.db.select().from(auditLog).where(eq(auditLog.id, eraseEntry!.id));
    expect(stillThere).toHaveLength(1);
    expect(await purgeAudits()).toHaveLength(auditsBefore + 2);
  });

  it("old back-in-stock requests go, guests' included: answered after 90 days, waiting after a year", async () => {
    const product = await createProduct(t, { mrpPaise: 40_000, stock: 0, skuPrefix: 'ALERT' });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    await t.database.db.insert(stockAlerts).values([
      {
        productId: product.id,
        email: 'answered-long-ago@example.com',
        createdAt: daysAgo(120),
        notifiedAt: daysAgo(91),
      },
      { productId: product.id, email: 'answered-lately@example.com', createdAt: daysAgo(40), notifiedAt: daysAgo(10) },
      { productId: product.id, email: 'waiting-a-year@example.com', createdAt: daysAgo(366) },
      { productId: product.id, email: 'waiting-a-month@example.com', createdAt: daysAgo(30) },
    ]);
    const result = await purge()(now);
    expect(result.stockAlertsDeleted).toBe(2);
    const left = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(left.map((a) => a.email).sort()).toEqual(['answered-lately@example.com', 'waiting-a-month@example.com']);
    const [entry] = (await purgeAudits()).slice(-1);
    expect(entry?.details).toMatchObject({ stockAlertsDeleted: 2, asOf: now.toISOString() });
    expect((await purge()(now)).stockAlertsDeleted).toBe(0);
  });
});
