import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_CONFIRMATION_MESSAGES } from '@shop/shared/cod-confirmation';
import { auditLog, emailOutbox, orders as ordersTable } from '../src/db/schema';
import { signWebhookBody } from '../src/providers/whatsapp/webhook';
import { COD_REPLY_PAYLOAD } from '../src/modules/orders/whatsapp-replies';
import { startTestApp, type TestApp } from './helpers/test-app';
import {
  bengaluruAddress,
  createCustomer,
  createProduct,
  mumbaiAddress,
  saveShopSettings,
  stockOf,
} from './helpers/factories';

/*
 * Issue 37: a shop that asks buyers to confirm cash-on-delivery orders (docs/decisions/227-cod-confirmation.md).
 * The buyer confirms, cancels or changes the address from the signed link in the order mail; the shop can
 * confirm by phone; one reminder halfway; the order is cancelled at the window's end with its stock back once.
 */

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ codConfirmation: 'shop', orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
  await saveShopSettings(t, adminToken, { codConfirmationEnabled: true, codConfirmationHours: 24 });
});
afterAll(async () => {
  await t?.close();
});

async function placeCod(stock = 10, quantity = 2) {
  const customer = await createCustomer(t, { name: 'Asha Verma', emailPrefix: 'cod-confirm' });
  const product = await createProduct(t, { stock, mrpPaise: 499_00, skuPrefix: 'CODC' });
  const res = await t.request('/api/orders', {
    method: 'POST',
    token: customer.token,
    json: { items: [{ product: product.id, quantity }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
  });
  expect(res.status, res.text).toBe(201);
  return { customer, product, order: res.body.order as { _id: string; codConfirmBy: string | null; total: number } };
}

/** The confirmation link in a mail to the customer about this order, as the buyer would click it. */
async function linkInMail(email: string, kind: string) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, kind)));
  const match = rows.map((row) => /\/orders\/([^/\s]+)\/confirm\?token=([^\s"&<]+)/.exec(row.text)).find(Boolean);
  expect(match, `a confirmation link in the ${kind} mail`).toBeTruthy();
  return { id: decodeURIComponent(match![1]!), token: decodeURIComponent(match![2]!), mails: rows.length };
}

const call = (path: string, json: unknown, method: 'POST' | 'PUT' = 'POST') => t.request(path, { method, json });
const pack = (id: string) =>
  t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json: { status: 'packed' } });

describe('COD confirmation by the buyer', () => {
  it('waits for the buyer: packing is refused until they confirm from the mailed link', async () => {
    const { customer, order } = await placeCod();
    expect(order.codConfirmBy).not.toBeNull();
    const link = await linkInMail(customer.email, 'order-placed');
    expect(link.id).toBe(order._id);

    const refused = await pack(order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COD_CONFIRMATION_MESSAGES.confirmFirst);

    const view = await call(`/api/cod-confirmations/${order._id}`, { token: link.token });
    expect(view.status, view.text).toBe(200);
    expect(view.body.confirmation).toMatchObject({ state: 'awaiting', total: order.total });

    const confirmed = await call(`/api/cod-confirmations/${order._id}/confirm`, { token: link.token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.confirmation.state).toBe('confirmed');
    const mine = await t.request(`/api/orders/${order._id}`, { token: customer.token });
    expect(mine.body.order.confirmedAt).not.toBeNull();
    expect((await pack(order._id)).status).toBe(200);
  });

  it('refuses a wrong or another order’s token with the same 404', async () => {
    const first = await placeCod();
    const second = await placeCod();
    const firstLink = await linkInMail(first.customer.email, 'order-placed');
    const other = await call(`/api/cod-confirmations/${second.order._id}/confirm`, { token: firstLink.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(COD_CONFIRMATION_MESSAGES.badLink);
    const forged = await call(`/api/cod-confirmations/${first.order._id}/confirm`, { token: 'x'.repeat(43) });
    expect(forged.status).toBe(404);
  });

  it('cancels from the link with the stock back', async () => {
    const { customer, product, order } = await placeCod(10, 3);
    expect(await stockOf(t, product.id)).toBe(7);
    const link = await linkInMail(customer.email, 'order-placed');
    const cancelled = await call(`/api/cod-confirmations/${order._id}/cancel`, { token: link.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.confirmation.state).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(10);
    const again = await call(`/api/cod-confirmations/${order._id}/confirm`, { token: link.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COD_CONFIRMATION_MESSAGES.cancelled);
  });

  it('changes the delivery address before packing; a PIN code outside its state is refused', async () => {
    const { customer, order } = await placeCod();
    const link = await linkInMail(customer.email, 'order-placed');
    const path = `/api/cod-confirmations/${order._id}/address`;
    const wrong = await call(
      path,
      { token: link.token, shippingAddress: { ...bengaluruAddress, pincode: '400050' } },
      'PUT',
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/PIN code/);
    const moved = await call(path, { token: link.token, shippingAddress: bengaluruAddress }, 'PUT');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.confirmation.shippingAddress).toMatchObject({ city: 'Bengaluru', pincode: '560025' });
    const mine = await t.request(`/api/orders/${order._id}`, { token: customer.token });
    expect(mine.body.order.shippingAddress).toMatchObject({ street: bengaluruAddress.street, state: 'Karnataka' });
  });
});

describe('COD confirmation by the shop and by the clock', () => {
  it('the admin confirms by phone, audited', async () => {
    const { order } = await placeCod();
    const res = await t.request(`/api/orders/${order._id}/confirm`, { method: 'POST', token: adminToken });
    expect(res.status, res.text).toBe(200);
    expect(res.body.order.confirmedAt).not.toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audits.map((a) => a.action)).toContain('order.confirm');
    expect((await pack(order._id)).status).toBe(200);
  });

  it('reminds once halfway, then cancels at the window’s end with the stock back exactly once', async () => {
    const { customer, product, order } = await placeCod(10, 4);
    expect(await stockOf(t, product.id)).toBe(6);
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const reminders = async () =>
      (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, customer.email), eq(emailOutbox.kind, 'cod-confirmation-reminder')))
      ).length;

    await t.runConfirmationJob(at(11));
    expect(await reminders()).toBe(0);
    await t.runConfirmationJob(at(13));
    await t.runConfirmationJob(at(14));
    expect(await reminders()).toBe(1);
    const reminderLink = await linkInMail(customer.email, 'cod-confirmation-reminder');
    expect(reminderLink.id).toBe(order._id);

    const mine = () => t.request(`/api/orders/${order._id}`, { token: customer.token });
    expect((await mine()).body.order.status).toBe('pending');
    await t.runConfirmationJob(at(25));
    await t.runConfirmationJob(at(26));
    const expired = (await mine()).body.order;
    expect(expired.status).toBe('cancelled');
    expect(expired.cancelReason).toMatch(/not confirmed in time/);
    expect(await stockOf(t, product.id)).toBe(10);

    const late = await call(`/api/cod-confirmations/${order._id}/confirm`, { token: reminderLink.token });
    expect(late.status).toBe(409);
    const view = await call(`/api/cod-confirmations/${order._id}`, { token: reminderLink.token });
    expect(view.body.confirmation.state).toBe('expired');
  });

  it('leaves COD orders alone when the shop does not ask for confirmation', async () => {
    await saveShopSettings(t, adminToken, { codConfirmationEnabled: false });
    try {
      const { order } = await placeCod();
      expect(order.codConfirmBy).toBeNull();
      expect((await pack(order._id)).status).toBe(200);
    } finally {
      await saveShopSettings(t, adminToken, { codConfirmationEnabled: true });
    }
  });
});

/** A buyer's quick-reply tap as Meta posts it (the shape of the fixture in fixtures/whatsapp-samples.ts). */
function buttonReply(from: string, payload: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Asha' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.${Math.random().toString(36).slice(2)}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'button',
                  button: { payload, text: payload.startsWith('cod-confirm') ? 'Confirm' : 'Cancel' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const postWebhook = (body: string, signature?: string) =>
  t.request('/api/webhooks/whatsapp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-hub-signature-256': signWebhookBody(body, t.config.whatsappWebhook!.appSecret) }
        : { 'x-hub-signature-256': signature }),
    },
    body,
  });

describe('COD confirmation by WhatsApp reply', () => {
  const buyerPhone = '919876543210'; // mumbaiAddress's +91 98765 43210 as a WhatsApp id

  it('answers the subscription handshake only for our verify token', async () => {
    const { verifyToken } = t.config.whatsappWebhook!;
    const ok = await t.request(
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const wrong = await t.request(
      '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess-guess&hub.challenge=1',
    );
    expect(wrong.status).toBe(403);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const { order } = await placeCod();
    const body = buttonReply(buyerPhone, COD_REPLY_PAYLOAD.confirm(order._id));
    const forged = await postWebhook(body, signWebhookBody(body, 'not-the-app-secret'));
    expect(forged.status).toBe(401);
    expect((await postWebhook(body, '')).status).toBe(401);
    const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id));
    expect(row!.confirmedAt).toBeNull();
  });

  it('Confirm from the order’s phone confirms it once; a repeat or another phone does nothing', async () => {
    const { order } = await placeCod();
    const fromStranger = await postWebhook(buttonReply('919800000000', COD_REPLY_PAYLOAD.confirm(order._id)));
    expect(fromStranger.body).toEqual({ replies: 1, acted: 0, statuses: 0, recorded: 0 });
    const body = buttonReply(buyerPhone, COD_REPLY_PAYLOAD.confirm(order._id));
    expect((await postWebhook(body)).body).toEqual({ replies: 1, acted: 1, statuses: 0, recorded: 0 });
    expect((await postWebhook(body)).body).toEqual({ replies: 1, acted: 0, statuses: 0, recorded: 0 });
    expect((await pack(order._id)).status).toBe(200);
  });

  it('Cancel cancels the order with its stock back', async () => {
    const { product, order } = await placeCod(10, 3);
    const res = await postWebhook(buttonReply(buyerPhone, COD_REPLY_PAYLOAD.cancel(order._id)));
    expect(res.body).toEqual({ replies: 1, acted: 1, statuses: 0, recorded: 0 });
    const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id));
    expect(row!.status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(10);
  });
});
