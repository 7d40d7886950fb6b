import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundDueAt } from '@shop/shared/returns';
import { emailOutbox, returnRequests } from '../src/db/schema';
import { alertOverdueRefunds } from '../src/modules/returns/returns-refund-due';
import { createCustomer, createProduct, placeDeliveredOrder, sendReturnRequest } from './helpers/factories';
import { shopAlerts } from './helpers/shop-alerts';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issue 33 (docs/decisions/178-refund-due-dates.md): a return received and verified gets its refund due date,
 * 15 business days by the India calendar; the admin's Returns screen flags it once past, and the shop is alerted
 * once, however often the job runs (the clock moved rather than waited for).
 */

let t: TestApp;
let adminToken: string;
useSignedInShop((shop) => ({ t, adminToken } = shop));

const MINUTE = 60_000;

/** A COD order's return, requested and walked to "on its way back" (the courier leg is returns.test.ts's). */
async function returnOnItsWayBack() {
  const customer = await createCustomer(t, { name: 'Nisha Rao', emailPrefix: 'refund-due' });
  const product = await createProduct(t, { mrpPaise: 120_000, stock: 5, skuPrefix: 'DUE' });
  const { order } = await placeDeliveredOrder(t, { token: customer.token, adminToken, product: product.id });
  const eligibility = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
  const items = eligibility.body.items as { orderItemId: string }[];
  const res = await sendReturnRequest(t, {
    token: customer.token,
    orderId: order._id,
    items: [{ orderItemId: items[0]!.orderItemId, quantity: 1 }],
    payout: { method: 'upi', upiId: 'nisha.rao@okaxis' },
  });
  expect(res.status, res.text).toBe(201);
  const id = res.body.return._id as string;
  await t.database.db.update(returnRequests).set({ status: 'in_transit' }).where(eq(returnRequests.id, id));
  return id;
}

const overdueAlerts = () =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'shop-refund-overdue'), like(emailOutbox.subject, '%overdue%')));

describe('refund due dates', () => {
  it('"received" sets the due date, the Returns screen flags it once past, and the shop is alerted once', async () => {
    const id = await returnOnItsWayBack();
    const received = await t.request(`/api/admin/returns/${id}/received`, {
      method: 'POST',
      token: adminToken,
      json: { damagedItemIds: [] },
    });
    expect(received.status, received.text).toBe(200);
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const due = refundDueAt(row!.receivedAt!);
    expect(row!.refundDueAt?.toISOString()).toBe(due.toISOString());
    expect(received.body.return).toMatchObject({ refundDueAt: due.toISOString(), refundOverdue: false });
    // 15 business days are at least 17 calendar days (two Sundays in between at least).
    expect(due.getTime() - row!.receivedAt!.getTime()).toBeGreaterThan(17 * 24 * 60 * MINUTE);

    const alerts = shopAlerts(t.database.db, (within) => t.settings.get(within));
    const before = (await overdueAlerts()).length;
    // A minute before the due date nothing is overdue.
    expect(await alertOverdueRefunds({ db: t.database.db, alerts, now: new Date(due.getTime() - MINUTE) })).toBe(0);
    // A minute after: one alert to each of the shop's notification addresses, naming the order and the due date.
    const late = new Date(due.getTime() + MINUTE);
    expect(await alertOverdueRefunds({ db: t.database.db, alerts, now: late })).toBe(1);
    const { notificationEmails } = await t.settings.get();
    const mails = (await overdueAlerts()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([...new Set(notificationEmails.map((a) => a.toLowerCase()))].sort());
    expect(mails[0]!.text).toContain('was due by');
    // Once: later runs, even days later, alert nothing more.
    expect(await alertOverdueRefunds({ db: t.database.db, alerts, now: late })).toBe(0);
    expect(
      await alertOverdueRefunds({ db: t.database.db, alerts, now: new Date(due.getTime() + 10 * 24 * 60 * MINUTE) }),
    ).toBe(0);
    expect(await overdueAlerts()).toHaveLength(before + mails.length);

    // The Returns screen flags it once the due date has passed (the due date moved into the past here).
    await t.database.db
      .update(returnRequests)
      .set({ refundDueAt: new Date(Date.now() - MINUTE) })
      .where(eq(returnRequests.id, id));
    const list = await t.request('/api/admin/returns', { token: adminToken });
    expect(list.status).toBe(200);
    const listed = (list.body.returns as { _id: string; refundOverdue: boolean }[]).find((r) => r._id === id);
    expect(listed?.refundOverdue).toBe(true);
    // Paid: no longer overdue.
    const claimed = await t.request(`/api/admin/returns/${id}/refund`, { method: 'POST', token: adminToken });
    expect(claimed.status, claimed.text).toBe(200);
    const paid = await t.request(`/api/admin/returns/${id}/payout-paid`, {
      method: 'POST',
      token: adminToken,
      json: { reference: 'UPI-REF-4471' },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.return).toMatchObject({ status: 'refunded', refundOverdue: false });
  });
});
