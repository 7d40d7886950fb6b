import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/shared/order-number';
import { emailOutbox, failedDeliveries, orders, rtoOutcomes } from '../src/db/schema';
import { createFailedDeliveries } from '../src/modules/shipping/failed-deliveries';
import { createFailedDeliveriesRepository } from '../src/modules/shipping/failed-deliveries.repository';
import { deliveryIssuesPersonalData } from '../src/modules/shipping/failed-deliveries-privacy';
import { createDeliveryIssueLinks } from '../src/modules/shipping/delivery-issue-link';
import { createRtoOutcomes } from '../src/modules/shipping/rto-outcomes';
import { createRtoOutcomesRepository } from '../src/modules/shipping/rto-outcomes.repository';
import { createNotificationsService } from '../src/modules/notifications/notifications.service';
import { RETURN_RATE_FACTOR } from '../src/providers/shiprocket/simulator-serviceability';
import { createProduct, placeShippedOrder, stockOf } from './helpers/factories';
import { useSignedInShop, type SignedInShop } from './helpers/test-shop';

/*
 * Failed deliveries (NDR) and returns to origin (issue 37, docs/decisions/231-failed-deliveries.md, 232): driven
 * through the embedded Shiprocket simulator, whose tracking webhooks report the courier's attempts and whose NDR
 * API takes the answers.
 */

let shop: SignedInShop;
useSignedInShop((s) => (shop = s), { env: { SHIPROCKET_SIM_CONTROL: 'on' } });

const HOUR = 3_600_000;

async function courierSays(awb: string, srStatus: number, ndrReason?: string) {
  const res = await shop.t.request('/sim/shiprocket/__sim/advance', {
    method: 'POST',
    json: { awb, sr_status: srStatus, ...(ndrReason ? { ndr_reason: ndrReason } : {}) },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.webhook_status).toBe(200);
}
const resendWebhook = (awb: string) =>
  shop.t.request('/sim/shiprocket/__sim/webhook', { method: 'POST', json: { awb } });

/** The NDR actions the simulated Shiprocket received for an AWB (from its state file). */
function ndrActionsAt(awb: string): { action: string; deferredDate: string | null }[] {
  const saved = JSON.parse(readFileSync(join(shop.t.config.dataDir, 'shiprocket-simulator.json'), 'utf8'));
  const s = saved.shipments.find((x: { awb: string }) => x.awb === awb);
  return s?.ndr?.actions ?? [];
}

const failedOf = async (orderId: string) =>
  (await shop.t.database.db.select().from(failedDeliveries).where(eq(failedDeliveries.orderId, orderId)))[0];
const mailsOf = (kind: string, orderId: string) =>
  shop.t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), like(emailOutbox.subject, `%${formatOrderNumber(orderId)}%`)));
const orderRow = async (id: string) => (await shop.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A COD order (2 units of a product of its own) out for delivery. */
async function outForDelivery() {
  const product = await createProduct(shop.t, { stock: 10, skuPrefix: 'NDR' });
  const { order, awb } = await placeShippedOrder(shop.t, {
    token: shop.userToken,
    adminToken: shop.adminToken,
    product: product.id,
    quantity: 2,
  });
  for (const code of [42, 6, 18, 17]) await courierSays(awb, code);
  return { order, awb, product };
}

/** The buyer's link from their mail. */
async function buyerLink(orderId: string): Promise<string> {
  const [mail] = await mailsOf('delivery-issue', orderId);
  const match = mail?.text.match(/\/orders\/[0-9a-f-]+\/delivery-issue\?token=[A-Za-z0-9_-]+/);
  expect(match, mail?.text).toBeTruthy();
  return match![0];
}
const apiOf = (link: string) => link.replace('/orders/', '/api/delivery-issues/').replace('/delivery-issue?', '?');
const answerOf = (link: string) =>
  link.replace('/orders/', '/api/delivery-issues/').replace('/delivery-issue?', '/answer?');

describe('a failed delivery from the tracking webhook', () => {
  it('is recorded once, asks the buyer once; the re-attempt goes to Shiprocket once; delivered closes it', async () => {
    const { order, awb } = await outForDelivery();
    await courierSays(awb, 21, 'Customer not available');
    // Shiprocket repeats webhooks; a repeat records nothing new and mails nobody twice.
    expect((await resendWebhook(awb)).status).toBe(200);
    expect((await resendWebhook(awb)).status).toBe(200);

    const row = await failedOf(order._id);
    expect(row).toMatchObject({ state: 'open', attempts: 1, reason: 'Customer not available', awbCode: awb });
    expect(await mailsOf('delivery-issue', order._id)).toHaveLength(1);

    const link = await buyerLink(order._id);
    const bad = await shop.t.request(apiOf(link).replace(/token=.*/, 'token=forged-token-forged-token-12345'));
    expect(bad.status).toBe(403);
    expect(bad.body.message).toMatch(/link is not valid/);
    const page = await shop.t.request(apiOf(link));
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({ state: 'open', attempts: 1, reason: 'Customer not available', canCancel: true });
    const days = page.body.reattemptDates as string[];
    expect(days).toHaveLength(3);

    const notOffered = await shop.t.request(answerOf(link), {
      method: 'POST',
      json: { action: 'reattempt', date: '2020-01-01' },
    });
    expect(notOffered.status).toBe(400);
    expect(ndrActionsAt(awb)).toHaveLength(0);

    // A double tap: one answer goes to Shiprocket, the other is told it was answered.
    const [first, second] = await Promise.all([
      shop.t.request(answerOf(link), { method: 'POST', json: { action: 'reattempt', date: days[1] } }),
      shop.t.request(answerOf(link), { method: 'POST', json: { action: 'reattempt', date: days[1] } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const answered = first.status === 200 ? first : second;
    expect(answered.body).toMatchObject({
      state: 're-attempting',
      answer: { action: 'reattempt', date: days[1], by: 'buyer' },
    });
    expect(ndrActionsAt(awb)).toMatchObject([{ action: 're-attempt', deferredDate: days[1] }]);
    const again = await shop.t.request(answerOf(link), { method: 'POST', json: { action: 'cancel' } });
    expect(again.status).toBe(409);
    expect(ndrActionsAt(awb)).toHaveLength(1);

    // The courier goes again and delivers.
    await courierSays(awb, 17);
    await courierSays(awb, 7);
    expect((await failedOf(order._id))!.state).toBe('delivered');
    expect((await orderRow(order._id)).status).toBe('delivered');
    const shown = await shop.t.request(apiOf(link));
    expect(shown.body).toMatchObject({ state: 'delivered', answer: { action: 'reattempt', date: days[1] } });
  });

  it('a second failed attempt asks the buyer again; the merchant answers from the queue with a new phone', async () => {
    const { order, awb } = await outForDelivery();
    await courierSays(awb, 21, 'Customer not reachable on phone');
    const queue = await shop.t.request('/api/admin/deliveries', { token: shop.adminToken });
    expect(queue.status, queue.text).toBe(200);
    const entry = queue.body.issues.find((i: { orderId: string }) => i.orderId === order._id);
    expect(entry).toMatchObject({
      state: 'open',
      attempts: 1,
      reason: 'Customer not reachable on phone',
      awbCode: awb,
    });
    const customer = await shop.t.request('/api/admin/deliveries', { token: shop.userToken });
    expect(customer.status).toBe(403);

    const answered = await shop.t.request(`/api/admin/deliveries/${entry.id}/answer`, {
      method: 'POST',
      token: shop.adminToken,
      json: { action: 'change-phone', date: entry.reattemptDates[0], phone: '+91 91234 56789' },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({
      state: 're-attempting',
      answer: { action: 'change-phone', phone: '9123456789', by: 'merchant' },
    });
    expect(ndrActionsAt(awb)).toMatchObject([{ action: 're-attempt', phone: '9123456789' }]);

    await courierSays(awb, 17);
    await courierSays(awb, 21, 'Address incomplete');
    const row = await failedOf(order._id);
    expect(row).toMatchObject({ state: 'open', attempts: 2, reason: 'Address incomplete' });
    expect(await mailsOf('delivery-issue', order._id)).toHaveLength(2);

    // The corrected phone is the buyer's data: in "Download my data", and taken out on account deletion.
    const db = shop.t.database.db;
    const exported = await deliveryIssuesPersonalData.forExport(db, [order._id]);
    expect(exported.find((e) => e.orderId === order._id)?.answer).toMatchObject({ phone: '9123456789' });
    expect(await deliveryIssuesPersonalData.eraseFor(db, [order._id])).toBe(1);
    const erased = (await deliveryIssuesPersonalData.forExport(db, [order._id])).find((e) => e.orderId === order._id);
    expect(erased?.answer).toMatchObject({ action: 'change-phone', by: 'merchant' });
    expect(erased?.answer).not.toHaveProperty('phone');
  });

  it('cancelling a COD order returns the parcel: RTO recorded with its cost, stock back once when received', async () => {
    const { order, awb, product } = await outForDelivery();
    const stockBefore = await stockOf(shop.t, product.id);
    await courierSays(awb, 21, 'Customer refused to accept');
    const link = await buyerLink(order._id);
    const cancelled = await shop.t.request(answerOf(link), { method: 'POST', json: { action: 'cancel' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'rto', answer: { action: 'cancel' } });
    expect(ndrActionsAt(awb)).toMatchObject([{ action: 'return' }]);
    // Shiprocket moved the shipment to RTO INITIATED; its webhook reaches the shop.
    await resendWebhook(awb);
    const [outcome] = await shop.t.database.db.select().from(rtoOutcomes).where(eq(rtoOutcomes.orderId, order._id));
    expect(outcome).toMatchObject({
      reason: 'Customer refused to accept',
      returnFreightBasis: 'return-quote',
      receivedAt: null,
    });
    expect(outcome!.forwardFreightPaise).toBeGreaterThan(0);
    // The return leg is the courier's own return quote (is_return=1), not the forward figure again (decision 251).
    expect(outcome!.returnFreightPaise).toBeGreaterThan(outcome!.forwardFreightPaise!);
    expect(
      Math.abs(outcome!.returnFreightPaise! - outcome!.forwardFreightPaise! * RETURN_RATE_FACTOR),
    ).toBeLessThanOrEqual(1);
    expect(await stockOf(shop.t, product.id)).toBe(stockBefore);

    await courierSays(awb, 46);
    await courierSays(awb, 10);
    await resendWebhook(awb);
    expect(await stockOf(shop.t, product.id)).toBe(stockBefore + 2);
    const [received] = await shop.t.database.db.select().from(rtoOutcomes).where(eq(rtoOutcomes.orderId, order._id));
    expect(received!.receivedAt).not.toBeNull();
    expect((await orderRow(order._id)).status).toBe('cancelled');
    // What a "no cash on delivery after N returns" rule reads: this buyer's returned orders.
    const outcomes = createRtoOutcomes({
      repo: createRtoOutcomesRepository(shop.t.database.db),
      failed: createFailedDeliveriesRepository(shop.t.database.db),
      provider: { checkServiceability: () => Promise.reject(new Error('unused')) },
      pickup: async () => ({ pincode: '560001' }),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const buyer = (await orderRow(order._id)).userId;
    const returnedOrders = await shop.t.database.db.select().from(rtoOutcomes);
    expect(await outcomes.countBuyerRtoOrders({ userId: buyer })).toBe(
      new Set(returnedOrders.map((r) => r.orderId)).size,
    );
    expect(await outcomes.countBuyerRtoOrders({ userId: '00000000-0000-4000-8000-000000000000' })).toBe(0);

    const report = await shop.t.request('/api/admin/rto-report?weeks=4', { token: shop.adminToken });
    expect(report.status, report.text).toBe(200);
    expect(report.body.rto).toBeGreaterThanOrEqual(1);
    expect(report.body.costPaise).toBeGreaterThanOrEqual(outcome!.forwardFreightPaise! + outcome!.returnFreightPaise!);
    expect(report.body.returnFreightAssumed).toBe(
      returnedOrders.filter((r) => r.returnFreightBasis === 'same-as-forward').length,
    );
    expect(report.body.groups.pincode.find((g: { key: string }) => g.key === '400050')).toMatchObject({
      rto: expect.any(Number),
    });
    expect(report.body.groups.paymentMethod.find((g: { key: string }) => g.key === 'cod').rto).toBeGreaterThanOrEqual(
      1,
    );
    expect(report.body.weeks.length).toBeGreaterThanOrEqual(1);
  });
});

describe('an unanswered failed delivery', () => {
  it('escalates to the merchant once after a day (moved clock)', async () => {
    const { order, awb } = await outForDelivery();
    await courierSays(awb, 21, 'Customer asked for future delivery');
    const mails = createNotificationsService({
      db: shop.t.database.db,
      mail: { shopName: 'ShopKart', publicUrl: 'http://localhost' },
      log: { warn: () => undefined },
      settings: (within) => shop.t.settings.get(within),
    }).deliveryIssueMails;
    const noProvider = {
      listNdr: () => Promise.reject(new Error('unused')),
      actOnNdr: () => Promise.reject(new Error('unused')),
    };
    const job = createFailedDeliveries({
      db: shop.t.database.db,
      repo: createFailedDeliveriesRepository(shop.t.database.db),
      shipments: { findByTrackingRef: async () => null },
      provider: noProvider,
      mails,
      links: createDeliveryIssueLinks('unused-secret'),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      now: Date.now,
    });
    const raisedAt = (await failedOf(order._id))!.lastAttemptAt.getTime();
    await job.escalateUnanswered(new Date(raisedAt + 23 * HOUR));
    expect(await mailsOf('shop-delivery-unanswered', order._id)).toHaveLength(0);
    await job.escalateUnanswered(new Date(raisedAt + 25 * HOUR));
    await job.escalateUnanswered(new Date(raisedAt + 50 * HOUR));
    const alerts = await mailsOf('shop-delivery-unanswered', order._id);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(alerts.map((a) => a.to)).size).toBe(alerts.length);
    expect(alerts[0]!.text).toContain('Customer asked for future delivery');
    expect((await failedOf(order._id))!.escalatedAt).not.toBeNull();
  });
});
