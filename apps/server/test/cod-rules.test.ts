import { words } from '@shop/shared/shopper-words';
import { english } from '../src/lib/shopper-words';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_RULE_MESSAGES } from '@shop/shared/cod-rules';
import { auditLog, orders, rtoOutcomes, shipments } from '../src/db/schema';
import { COD_EXPIRED_REASON } from '../src/modules/orders/order-operations';
import { startTestApp, type TestApp } from './helpers/test-app';
import { bengaluruAddress, createCustomer, createProduct, mumbaiAddress, saveShopSettings } from './helpers/factories';

/*
 * Issue 37: the shop's COD rules (docs/decisions/228-cod-rules.md). Each refuses a COD order at checkout with
 * a 400 naming the rule, is shown by GET /api/orders/cod-availability before the shopper picks a method, and
 * lets the same order through once lifted.
 */

let t: TestApp;
let adminToken: string;
let productId: string;

beforeAll(async () => {
  t = await startTestApp({ orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
  productId = (await createProduct(t, { stock: 200, mrpPaise: 1_500_00, skuPrefix: 'CODR' })).id;
});
afterAll(async () => {
  await t?.close();
});

const placeCod = (token: string, shippingAddress: Record<string, string> = mumbaiAddress, quantity = 1) =>
  t.request('/api/orders', {
    method: 'POST',
    token,
    json: { items: [{ product: productId, quantity }], shippingAddress, paymentMethod: 'cod' },
  });

const availability = (token: string, pincode: string, state: string, totalRupees?: number) =>
  t.request(
    `/api/orders/cod-availability?pincode=${pincode}&state=${encodeURIComponent(state)}${totalRupees ? `&totalRupees=${totalRupees}` : ''}`,
    { token },
  );

/** Runs `check` with the rule on, then lifts it again whatever happened. */
async function withRule(changes: Record<string, unknown>, lifted: Record<string, unknown>, check: () => Promise<void>) {
  await saveShopSettings(t, adminToken, changes);
  try {
    await check();
  } finally {
    await saveShopSettings(t, adminToken, lifted);
  }
}

describe('COD rules', () => {
  it('a blocked PIN code refuses COD there (and only there), and allows it once lifted', async () => {
    const { token } = await createCustomer(t, { emailPrefix: 'codr-pin' });
    await withRule({ codBlockedPincodes: ['400050'] }, { codBlockedPincodes: [] }, async () => {
      const refused = await placeCod(token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(english(words(COD_RULE_MESSAGES.pincode, { pincode: '400050' })));
      expect(refused.body.rule).toBe('pincode');
      const shown = await availability(token, '400050', 'Maharashtra');
      expect(shown.body).toEqual({ available: false, rule: 'pincode', message: english(words(COD_RULE_MESSAGES.pincode, { pincode: '400050' })) });
      expect((await placeCod(token, bengaluruAddress)).status).toBe(201);
    });
    expect((await availability(token, '400050', 'Maharashtra')).body.available).toBe(true);
    expect((await placeCod(token)).status).toBe(201);
  });

  it('a blocked state refuses COD with its name', async () => {
    const { token } = await createCustomer(t, { emailPrefix: 'codr-state' });
    await withRule({ codBlockedStates: ['Karnataka'] }, { codBlockedStates: [] }, async () => {
      const refused = await placeCod(token, bengaluruAddress);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(english(words(COD_RULE_MESSAGES.state, { state: 'Karnataka' })));
      expect((await placeCod(token)).status).toBe(201);
    });
    expect((await placeCod(token, bengaluruAddress)).status).toBe(201);
  });

  it('the largest COD order refuses a bigger total, online payment still allowed', async () => {
    const { token } = await createCustomer(t, { emailPrefix: 'codr-max' });
    await withRule({ codMaxOrderValueRupees: 2000 }, { codMaxOrderValueRupees: 0 }, async () => {
      const refused = await placeCod(token, mumbaiAddress, 2);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(english(words(COD_RULE_MESSAGES.maxValue, { amount: { paise: 2000_00 } })));
      expect((await availability(token, '400050', 'Maharashtra', 3000)).body.rule).toBe('max-value');
      expect((await availability(token, '400050', 'Maharashtra', 1600)).body.available).toBe(true);
      expect((await placeCod(token, mumbaiAddress, 1)).status).toBe(201);
      const online = await t.request('/api/orders', {
        method: 'POST',
        token,
        json: { items: [{ product: productId, quantity: 2 }], shippingAddress: mumbaiAddress, paymentMethod: 'razorpay' },
      });
      expect(online.status, online.text).toBe(201);
    });
    expect((await placeCod(token, mumbaiAddress, 2)).status).toBe(201);
  });

  it('a buyer with returned or unconfirmed-and-expired COD orders is refused COD, others are not', async () => {
    const buyer = await createCustomer(t, { emailPrefix: 'codr-rto' });
    const first = (await placeCod(buyer.token)).body.order._id as string;
    const second = (await placeCod(buyer.token)).body.order._id as string;
    // One came back from the courier (RTO), one was never confirmed and expired (decision 227).
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', returnedAt: new Date(), stockReleasedAt: new Date() })
      .where(eq(orders.id, first));
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelReason: COD_EXPIRED_REASON, stockReleasedAt: new Date() })
      .where(eq(orders.id, second));
    const other = await createCustomer(t, { emailPrefix: 'codr-good' });
    await withRule({ codMaxFailedOrders: 2 }, { codMaxFailedOrders: 0 }, async () => {
      const refused = await placeCod(buyer.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(english(words(COD_RULE_MESSAGES.history, { count: 2 })));
      expect((await availability(buyer.token, '400050', 'Maharashtra')).body.rule).toBe('history');
      expect((await placeCod(other.token)).status).toBe(201);
    });
    expect((await placeCod(buyer.token)).status).toBe(201);
  });

  it('counts the returns to origin the shipping module recorded, once per order (decision 242)', async () => {
    const buyer = await createCustomer(t, { emailPrefix: 'codr-rto-recorded' });
    const orderIds: string[] = [];
    for (let i = 0; i < 2; i += 1) orderIds.push((await placeCod(buyer.token)).body.order._id as string);
    // Both on their way back: the courier started the return (RTO INITIATED), the parcels are not in yet.
    for (const [i, orderId] of orderIds.entries()) {
      const [shipment] = await t.database.db
        .insert(shipments)
        .values({ orderId, shipmentId: `RTO${Date.now()}${i}`, lengthCm: 10, breadthCm: 10, heightCm: 10, weightKg: 0.5 })
        .returning({ id: shipments.id });
      await t.database.db.insert(rtoOutcomes).values({ shipmentId: shipment!.id, orderId, initiatedAt: new Date() });
    }
    // One of them is also back at the seller: still one failed order, not two.
    await t.database.db.update(orders).set({ returnedAt: new Date() }).where(eq(orders.id, orderIds[0]!));
    await withRule({ codMaxFailedOrders: 2 }, { codMaxFailedOrders: 0 }, async () => {
      const refused = await placeCod(buyer.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(english(words(COD_RULE_MESSAGES.history, { count: 2 })));
      expect((await availability(buyer.token, '400050', 'Maharashtra')).body.rule).toBe('history');
    });
    await withRule({ codMaxFailedOrders: 3 }, { codMaxFailedOrders: 0 }, async () => {
      expect((await placeCod(buyer.token)).status).toBe(201);
    });
  });

  it('"Turn off COD for this PIN code" adds it to the rules in one click, audited, once', async () => {
    const { token } = await createCustomer(t, { emailPrefix: 'codr-oneclick' });
    const off = (pincode: string) =>
      t.request('/api/admin/settings/cod-blocked-pincodes', { method: 'POST', token: adminToken, json: { pincode } });
    try {
      const res = await off('400050');
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ pincode: '400050', message: 'Cash on delivery is now off for PIN code 400050.' });
      expect(res.body.codBlockedPincodes).toContain('400050');
      const refused = await placeCod(token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(english(words(COD_RULE_MESSAGES.pincode, { pincode: '400050' })));

      const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
      expect(entry).toMatchObject({ action: 'settings.update', entityType: 'settings' });
      expect(entry!.details).toMatchObject({ codBlockedPincodes: { to: expect.arrayContaining(['400050']) } });

      // Again: nothing changes (the list stays unique); two at once: neither is lost.
      expect((await off('400050')).body.codBlockedPincodes.filter((p: string) => p === '400050')).toHaveLength(1);
      await Promise.all([off('560001'), off('110001')]);
      const saved = (await t.request('/api/admin/settings', { token: adminToken })).body.settings.codBlockedPincodes;
      expect(saved).toEqual(expect.arrayContaining(['110001', '400050', '560001']));

      const bad = await off('12345');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Enter a 6-digit PIN code');
      const customerTry = await t.request('/api/admin/settings/cod-blocked-pincodes', {
        method: 'POST',
        token,
        json: { pincode: '400051' },
      });
      expect(customerTry.status).toBe(403);
    } finally {
      await saveShopSettings(t, adminToken, { codBlockedPincodes: [] });
    }
    expect((await placeCod(token)).status).toBe(201);
  });

  it('refuses a badly formed rule in Settings with a field message', async () => {
    const current = await t.request('/api/admin/settings', { token: adminToken });
    const res = await t.request('/api/admin/settings', {
      method: 'PUT',
      token: adminToken,
      json: { ...current.body.settings, codBlockedPincodes: ['12345'] },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(/6-digit PIN code/);
  });
});
