import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithHandles } from '../src/app';
import { failedDeliveries } from '../src/db/schema';
import { createShiprocketClient } from '../src/providers/shiprocket/client';
import { createDeliveryIssueLinks } from '../src/modules/shipping/delivery-issue-link';
import { createFailedDeliveries } from '../src/modules/shipping/failed-deliveries';
import { createFailedDeliveriesRepository } from '../src/modules/shipping/failed-deliveries.repository';
import { createShippingRepository } from '../src/modules/shipping/shipping.repository';
import { createProduct, placeShippedOrder } from './helpers/factories';
import { signInDemoAccounts } from './helpers/test-shop';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Failed deliveries outlive the process (issue 37): the NDR list job finds one whose webhook never came, and a
 * server restart between the courier's failed attempt and the buyer's answer keeps the question, the link and the
 * simulator's NDR.
 */

let t: TestApp;
let restarted: Awaited<ReturnType<typeof buildAppWithHandles>>['app'] | null = null;
beforeAll(async () => {
  t = await startTestApp({ env: { SHIPROCKET_SIM_CONTROL: 'on' } });
});
afterAll(async () => {
  if (restarted) await restarted.close();
  else await t.app.close();
  await t.database.close();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function courierSays(base: string, awb: string, srStatus: number, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${base}/sim/shiprocket/__sim/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ awb, sr_status: srStatus, ...extra }),
  });
  expect(res.status).toBe(200);
}

describe('failed deliveries across a restart', () => {
  it('the NDR list finds a failed attempt without its webhook; after a restart the buyer still answers once', async () => {
    const { adminToken, userToken } = await signInDemoAccounts(t);
    const product = await createProduct(t, { stock: 5, skuPrefix: 'NDRR' });
    const { order, awb } = await placeShippedOrder(t, { token: userToken, adminToken, product: product.id });
    for (const code of [42, 6, 18, 17]) await courierSays(t.url, awb, code);
    // The courier's failed attempt, its webhook lost.
    await courierSays(t.url, awb, 21, { ndr_reason: 'Consignee unavailable', webhook: false });
    const db = t.database.db;
    expect(await db.select().from(failedDeliveries).where(eq(failedDeliveries.orderId, order._id))).toHaveLength(0);

    const job = createFailedDeliveries({
      db,
      repo: createFailedDeliveriesRepository(db),
      shipments: createShippingRepository(db),
      provider: createShiprocketClient({
        baseUrl: `${t.url}/sim/shiprocket`,
        email: t.config.shiprocket.email,
        password: t.config.shiprocket.password,
        timeoutMs: 5000,
      }),
      mails: undefined,
      links: createDeliveryIssueLinks(t.config.jwtSecret),
      log: silent,
      now: Date.now,
    });
    expect((await job.syncFromNdrList()).recorded).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(failedDeliveries).where(eq(failedDeliveries.orderId, order._id));
    expect(row).toMatchObject({ state: 'open', attempts: 1, reason: 'Consignee unavailable' });
    await job.syncFromNdrList();
    expect(await db.select().from(failedDeliveries).where(eq(failedDeliveries.orderId, order._id))).toHaveLength(1);

    // The server restarts: a new process on the same database and data directory.
    await t.app.close();
    const { app } = await buildAppWithHandles({ config: t.config, database: t.database });
    restarted = app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const link = createDeliveryIssueLinks(t.config.jwtSecret).tokenFor(order._id);
    const page = await fetch(`${base}/api/delivery-issues/${order._id}?token=${link}`);
    const issue = (await page.json()) as { state: string; reason: string; reattemptDates: string[] };
    expect(page.status).toBe(200);
    expect(issue).toMatchObject({ state: 'open', reason: 'Consignee unavailable' });
    const answer = await fetch(`${base}/api/delivery-issues/${order._id}/answer?token=${link}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'change-address', date: issue.reattemptDates[2], addressLine: '14 Hill Road, Bandra West', landmark: 'Opposite the post office' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      state: 're-attempting',
      answer: { action: 'change-address', addressLine: '14 Hill Road, Bandra West', landmark: 'Opposite the post office' },
    });
    // The restarted simulator (its state file) has the NDR and took the one action.
    const again = await fetch(`${base}/api/delivery-issues/${order._id}/answer?token=${link}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'reattempt', date: issue.reattemptDates[0] }),
    });
    expect(again.status).toBe(409);
    const saved = JSON.parse(readFileSync(join(t.config.dataDir, 'shiprocket-simulator.json'), 'utf8'));
    const simShipment = saved.shipments.find((s: { awb: string }) => s.awb === awb);
    expect(simShipment.ndr.actions).toMatchObject([{ action: 're-attempt', address1: '14 Hill Road, Bandra West' }]);
  });
});
