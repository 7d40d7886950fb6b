import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { consents, emailOutbox, orders as ordersTable } from '../src/db/schema';
import { createOutboxRepository } from '../src/modules/notifications/notifications.repository';
import { WHATSAPP_TEMPLATES } from '../src/modules/notifications/whatsapp-templates';
import { createWhatsAppClient } from '../src/providers/whatsapp/client';
import { startWhatsAppSimulator } from '../src/providers/whatsapp/simulator';
import { signWebhookBody } from '../src/providers/whatsapp/webhook';
import {
  createCustomer,
  createProduct,
  mumbaiAddress,
  payForOrder,
  placeOrder,
  saveShopSettings,
} from './helpers/factories';
import { payAtCheckoutPage } from './helpers/razorpay-checkout';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/*
 * Issue 37, the sending side (docs/decisions/230-whatsapp-sending.md): WhatsApp template messages to buyers who
 * ticked "Send me order updates on WhatsApp", through the outbox and its worker, against the WhatsApp simulator
 * (Meta's checks, its approved-template set, signed webhooks). The shop's templates minus `order_placed` are
 * "approved" in English, so an order-placed message meets Meta's template error (132001) as a forgotten submission
 * would; in Hindi only `cod_confirmation` and `back_in_stock` are, so a Hindi `refund_done` falls back to English.
 */
const APPROVED_IN_HINDI = new Set(['cod_confirmation', 'back_in_stock']);

const PHONE_NUMBER_ID = '106540352242922';
const ACCESS_TOKEN = 'EAAtest-whatsapp-system-user-token';
const BUYER = '919876543210'; // mumbaiAddress's +91 98765 43210 as a WhatsApp id

let t: TestApp | undefined;
let adminToken: string;
let sim: Awaited<ReturnType<typeof startWhatsAppSimulator>>;

beforeAll(async () => {
  sim = await startWhatsAppSimulator({
    accessToken: ACCESS_TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    displayPhoneNumber: '15550783881',
    businessAccountId: '102290129340398',
    appSecret: 'demo-whatsapp-app-secret',
    webhookUrl: () => (t ? `${t.url}/api/webhooks/whatsapp` : null),
    webhookDelivery: 'manual',
    templates: WHATSAPP_TEMPLATES.filter((x) => x.name !== 'order_placed').flatMap((x) =>
      ['en', ...(APPROVED_IN_HINDI.has(x.name) ? ['hi'] : [])].map((language) => ({
        name: x.name,
        language,
        category: 'UTILITY' as const,
        bodyParameters: x.bodyParameters,
        buttons: [...x.buttons],
      })),
    ),
  });
  t = await startTestApp({
    codConfirmation: 'shop',
    orderCaps: 'shop',
    env: {
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
      WHATSAPP_API_URL: sim.graphUrl,
    },
  });
  expect(t.config.whatsappWebhook?.appSecret).toBe('demo-whatsapp-app-secret');
  adminToken = await t.login('admin@example.com', 'admin123');
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const app = () => t!;

/** A customer whose account is in Hindi (the switcher saved it): their orders are in Hindi (decision 258). */
async function hindiCustomer(emailPrefix: string) {
  const customer = await createCustomer(app(), { name: 'Asha Verma', emailPrefix });
  const saved = await app().request('/api/auth/language', { method: 'PUT', token: customer.token, json: { language: 'hi' } });
  expect(saved.status, saved.text).toBeLessThan(300);
  return customer;
}

async function placeCod(whatsappUpdates: boolean | undefined, language: 'en' | 'hi' = 'en') {
  const customer =
    language === 'hi'
      ? await hindiCustomer('whatsapp-hi')
      : await createCustomer(app(), { name: 'Asha Verma', emailPrefix: 'whatsapp' });
  const product = await createProduct(app(), { stock: 10, mrpPaise: 499_00, skuPrefix: 'WAPP' });
  const res = await app().request('/api/orders', {
    method: 'POST',
    token: customer.token,
    json: {
      items: [{ product: product.id, quantity: 1 }],
      shippingAddress: mumbaiAddress,
      paymentMethod: 'cod',
      ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }),
    },
  });
  expect(res.status, res.text).toBe(201);
  return { customer, product, order: res.body.order as { _id: string } };
}

/** Messages the simulator took that name this order (its number in the body, or its id in a payload). */
const sentFor = (orderId: string) =>
  sim.simulator.sentMessages().filter((m) => {
    const request = JSON.stringify(m.request);
    return request.includes(orderId) || request.includes(formatOrderNumber(orderId));
  });

const rowsOf = (orderId: string) =>
  app()
    .database.db.select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `%${orderId}%`));

async function settled(orderId: string, kind: string) {
  return waitFor(async () => {
    const rows = (await rowsOf(orderId)).filter((r) => r.kind === kind);
    return rows.length > 0 && rows.every((r) => r.status !== 'pending') ? rows : null;
  }, `${kind} settled`);
}

describe('WhatsApp order messages', () => {
  it('sends an opted-in COD order the confirmation with Confirm and Cancel once; tapping Confirm confirms it', async () => {
    await saveShopSettings(app(), adminToken, { codConfirmationEnabled: true, codConfirmationHours: 24 });
    const { customer, order } = await placeCod(true);
    const [row] = await settled(order._id, 'whatsapp-cod-confirmation');
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp', attempts: 1, to: '9876543210' });

    const messages = sentFor(order._id);
    expect(messages).toHaveLength(1);
    const template = messages[0]!.request.type === 'template' ? messages[0]!.request.template : null;
    expect(template?.name).toBe('cod_confirmation');
    expect(messages[0]!.to).toBe(BUYER);
    const payloads = template!.components!.flatMap((c) =>
      c.type === 'button' && c.sub_type === 'quick_reply' ? c.parameters.map((p) => p.payload) : [],
    );
    expect(payloads).toEqual([`cod-confirm:${order._id}`, `cod-cancel:${order._id}`]);
    // The mail is sent as before: WhatsApp is in addition.
    const mails = await settled(order._id, 'order-placed');
    expect(mails[0]!.status).toBe('sent');

    const [stored] = await app().database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id));
    expect(stored!.whatsappOptIn).toBe(true);
    const consent = await app()
      .database.db.select()
      .from(consents)
      .where(and(eq(consents.orderId, order._id), eq(consents.purpose, 'whatsapp')));
    expect(consent).toHaveLength(1);

    // The buyer taps Confirm: Meta posts the button reply to the shop's webhook.
    sim.simulator.customerReplies({
      from: BUYER,
      payload: `cod-confirm:${order._id}`,
      text: 'Confirm',
      inReplyTo: messages[0]!.id,
    });
    await sim.simulator.flushWebhooks();
    const mine = await app().request(`/api/orders/${order._id}`, { token: customer.token });
    expect(mine.body.order.confirmedAt).not.toBeNull();
    expect(sentFor(order._id)).toHaveLength(1);
  });

  it('reminds an opted-in buyer on WhatsApp too, once, with the Confirm / Cancel buttons (decision 243)', async () => {
    await saveShopSettings(app(), adminToken, { codConfirmationEnabled: true, codConfirmationHours: 24 });
    const { order } = await placeCod(true);
    await settled(order._id, 'whatsapp-cod-confirmation');
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    // Halfway, twice (a second process, or the next run): one reminder row per channel, one message.
    await app().runConfirmationJob(at(13));
    await app().runConfirmationJob(at(14));
    const reminders = (await settled(order._id, 'whatsapp-cod-confirmation')).filter((r) =>
      r.dedupeKey?.startsWith('whatsapp:cod-confirmation-reminder:'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ status: 'sent', channel: 'whatsapp', to: '9876543210' });
    expect((await rowsOf(order._id)).filter((r) => r.kind === 'cod-confirmation-reminder')).toHaveLength(1);
    const messages = sentFor(order._id);
    expect(messages).toHaveLength(2);
    const payloads =
      messages[1]!.request.type === 'template'
        ? messages[1]!.request.template.components!.flatMap((c) =>
            c.type === 'button' && c.sub_type === 'quick_reply' ? c.parameters.map((p) => p.payload) : [],
          )
        : [];
    expect(payloads).toEqual([`cod-confirm:${order._id}`, `cod-cancel:${order._id}`]);
  });

  it("erases the account's WhatsApp messages (the phone number with them) on account deletion (decision 243)", async () => {
    const whatsappRows = async (orderId: string) => (await rowsOf(orderId)).filter((r) => r.channel === 'whatsapp');
    const { customer, order } = await placeCod(true);
    const other = await placeCod(true);
    for (const id of [order._id, other.order._id]) {
      await waitFor(async () => ((await whatsappRows(id)).some((r) => r.status !== 'pending') ? true : null), 'sent');
    }
    // Cancelled, so the account has nothing in progress and may be deleted.
    expect(
      (await app().request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: customer.token, json: {} }))
        .status,
    ).toBe(200);
    const erased = await app().request('/api/account/delete', {
      method: 'POST',
      token: customer.token,
      json: { password: 'secret12' },
    });
    expect(erased.status, erased.text).toBe(200);
    expect(await whatsappRows(order._id)).toEqual([]);
    // Another buyer's messages stay.
    expect(await whatsappRows(other.order._id)).toHaveLength(1);
  });

  it('sends nothing on WhatsApp to a buyer who did not opt in', async () => {
    const { order } = await placeCod(undefined);
    await settled(order._id, 'order-placed');
    expect((await rowsOf(order._id)).filter((r) => r.channel === 'whatsapp')).toEqual([]);
    expect(sentFor(order._id)).toEqual([]);
    const [stored] = await app().database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id));
    expect(stored!.whatsappOptIn).toBe(false);
  });

  it('records a template error, keeps the mail and does not retry', async () => {
    await saveShopSettings(app(), adminToken, { codConfirmationEnabled: false });
    const { order } = await placeCod(true);
    const [row] = await settled(order._id, 'whatsapp-order-placed');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('132001');
    const [mail] = await settled(order._id, 'order-placed');
    expect(mail!.status).toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [later] = (await rowsOf(order._id)).filter((r) => r.kind === 'whatsapp-order-placed');
    expect(later).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sentFor(order._id)).toEqual([]);
  });

  it("records Meta's later 'failed' status (131026) on the row, shows it to the merchant, and the mail still goes (decision 250)", async () => {
    await saveShopSettings(app(), adminToken, { codConfirmationEnabled: true, codConfirmationHours: 24 });
    const phone = '9123456780';
    sim.simulator.numberIsNotOnWhatsApp(`91${phone}`);
    const customer = await createCustomer(app(), { name: 'Ravi Nair', emailPrefix: 'whatsapp-undeliverable' });
    const product = await createProduct(app(), { stock: 10, mrpPaise: 299_00, skuPrefix: 'WAPP' });
    const res = await app().request('/api/orders', {
      method: 'POST',
      token: customer.token,
      json: {
        items: [{ product: product.id, quantity: 1 }],
        shippingAddress: { ...mumbaiAddress, phone },
        paymentMethod: 'cod',
        whatsappUpdates: true,
      },
    });
    expect(res.status, res.text).toBe(201);
    const orderId = (res.body.order as { _id: string })._id;
    // Meta took it (200): the row is sent, with the wamid its statuses will name.
    const [row] = await settled(orderId, 'whatsapp-cod-confirmation');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, deliveryStatus: null });
    const [message] = sentFor(orderId);
    expect(row!.providerMessageId).toBe(message!.id);

    await sim.simulator.flushWebhooks();
    const [failed] = (await rowsOf(orderId)).filter((r) => r.kind === 'whatsapp-cod-confirmation');
    expect(failed).toMatchObject({ status: 'sent', deliveryStatus: 'failed', attempts: 1 });
    expect(failed!.deliveryError).toBe('131026 Message undeliverable: Message Undeliverable.');
    expect(failed!.deliveryStatusAt).toBeInstanceOf(Date);
    // Sent once, never retried; the confirmation mail is its own row and is sent (mail stays the fallback).
    expect(sentFor(orderId)).toHaveLength(1);
    const [mail] = await settled(orderId, 'order-placed');
    expect(mail!.status).toBe('sent');

    // The merchant's Emails list says so.
    const list = await app().request(`/api/admin/outbox?to=${phone}`, { token: adminToken });
    expect(list.status, list.text).toBe(200);
    const shown = (list.body.emails as { kind: string; whatsappDelivery: unknown }[]).find(
      (e) => e.kind === 'whatsapp-cod-confirmation',
    );
    expect(shown?.whatsappDelivery).toEqual({
      status: 'failed',
      at: failed!.deliveryStatusAt!.toISOString(),
      error: '131026 Message undeliverable: Message Undeliverable.',
    });

    // Meta delivers statuses at least once: the same failure again, or a late `sent`, changes nothing.
    const replay = sim.simulator.deliveredWebhooks().find((body) => JSON.stringify(body).includes(message!.id))!;
    const raw = JSON.stringify(replay);
    const again = await app().request('/api/webhooks/whatsapp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(raw, 'demo-whatsapp-app-secret'),
      },
      body: raw,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ statuses: 1, recorded: 0 });
    await saveShopSettings(app(), adminToken, { codConfirmationEnabled: false });
  });

  it('sends the shipped message with the tracking link to an opted-in buyer', async () => {
    const { order } = await placeCod(true);
    const setStatus = (json: unknown) =>
      app().request(`/api/orders/${order._id}/status`, { method: 'PUT', token: adminToken, json });
    expect((await setStatus({ status: 'packed' })).status).toBe(200);
    expect((await setStatus({ status: 'shipped', trackingNumber: 'AWB55501234' })).status).toBe(200);
    const [row] = await settled(order._id, 'whatsapp-order-shipped');
    expect(row!.status).toBe('sent');
    const shipped = sentFor(order._id).filter(
      (m) => m.request.type === 'template' && m.request.template.name === 'order_shipped',
    );
    expect(shipped).toHaveLength(1);
    expect(JSON.stringify(shipped[0]!.request)).toContain('AWB55501234');
  });
});

/** The template the simulator took for an order, with its language and body values. */
function templateSent(orderId: string, name: string) {
  const found = sentFor(orderId).flatMap((m) =>
    m.request.type === 'template' && m.request.template.name === name ? [m.request.template] : [],
  );
  return found.map((t) => ({
    language: t.language.code,
    values: (t.components ?? []).flatMap((c) => (c.type === 'body' ? c.parameters.map((p) => p.text) : [])),
  }));
}

describe("WhatsApp in the buyer's language (decision 264)", () => {
  it('sends a Hindi buyer the Hindi COD confirmation, with the same order number and amount as the English one', async () => {
    await saveShopSettings(app(), adminToken, { codConfirmationEnabled: true, codConfirmationHours: 24 });
    const { order } = await placeCod(true, 'hi');
    const [row] = await settled(order._id, 'whatsapp-cod-confirmation');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const [sent] = templateSent(order._id, 'cod_confirmation');
    expect(sent?.language).toBe('hi');
    const [stored] = await app().database.db.select().from(ordersTable).where(eq(ordersTable.id, order._id));
    expect(stored!.language).toBe('hi');
    // The figures the order holds, written as every mail and screen writes them (one figure, decision 230).
    expect(sent?.values.slice(0, 3)).toEqual(['Asha Verma', formatOrderNumber(order._id), formatPaise(stored!.totalPaise)]);
    expect(row!.text).toContain('(hi)');
  });

  it('falls back to the English template when Hindi is not approved, and the buyer still hears once', async () => {
    const customer = await hindiCustomer('whatsapp-refund-hi');
    const product = await createProduct(app(), { stock: 5, mrpPaise: 799_00, skuPrefix: 'WAREFHI' });
    const orderId = await paidWhatsAppOrder(customer.token, product.id);
    const cancel = await app().request(`/api/orders/${orderId}/cancel`, { method: 'POST', token: customer.token });
    expect(cancel.status, cancel.text).toBeLessThan(300);
    const [row] = await settled(orderId, 'whatsapp-refund-done');
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp', attempts: 1 });
    const sent = templateSent(orderId, 'refund_done');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ language: 'en', values: ['Asha Verma', '₹799.00', formatOrderNumber(orderId)] });
  });
});

/** A paid online order whose buyer asked for WhatsApp updates. */
async function paidWhatsAppOrder(token: string, productId: string): Promise<string> {
  const placed = await app().request('/api/orders', {
    method: 'POST',
    token,
    json: {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: mumbaiAddress,
      paymentMethod: 'razorpay',
      whatsappUpdates: true,
    },
  });
  expect(placed.status, placed.text).toBe(201);
  const orderId = placed.body.order._id as string;
  await payForOrder(app(), { token, orderId, pay: payAtCheckoutPage(`${app().url}/sim/razorpay`, app().config.razorpay.keyId) });
  return orderId;
}

describe('WhatsApp refund done', () => {
  it('tells an opted-in buyer once when the refund of a cancelled paid order is processed', async () => {
    const customer = await createCustomer(app(), { name: 'Asha Verma', emailPrefix: 'whatsapp-refund' });
    const product = await createProduct(app(), { stock: 5, mrpPaise: 799_00, skuPrefix: 'WAREF' });
    const placed = await app().request('/api/orders', {
      method: 'POST',
      token: customer.token,
      json: {
        items: [{ product: product.id, quantity: 1 }],
        shippingAddress: mumbaiAddress,
        paymentMethod: 'razorpay',
        whatsappUpdates: true,
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.body.order._id as string;
    await payForOrder(app(), {
      token: customer.token,
      orderId,
      pay: payAtCheckoutPage(`${app().url}/sim/razorpay`, app().config.razorpay.keyId),
    });
    const cancel = await app().request(`/api/orders/${orderId}/cancel`, { method: 'POST', token: customer.token });
    expect(cancel.status, cancel.text).toBeLessThan(300);
    const [row] = await settled(orderId, 'whatsapp-refund-done');
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp' });
    const refunds = sentFor(orderId).filter(
      (m) => m.request.type === 'template' && m.request.template.name === 'refund_done',
    );
    expect(refunds).toHaveLength(1);
    expect(JSON.stringify(refunds[0]!.request)).toContain('Asha Verma');
  });
});

describe('WhatsApp back-in-stock alerts', () => {
  it('reaches a signed-in wisher whose latest order asked for WhatsApp updates, with the product link', async () => {
    const { customer: wisher } = await placeCod(true);
    const product = await createProduct(app(), { skuPrefix: 'WARESTOCK', stock: 1 });
    expect(
      (await app().request(`/api/wishlist/${product.id}`, { method: 'PUT', token: wisher.token })).status,
    ).toBeLessThan(300);
    const buyer = await createCustomer(app());
    const order = await placeOrder(app(), { token: buyer.token, product: product.id }); // stock 1 -> 0
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cancel = await app().request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: buyer.token });
    expect(cancel.status, cancel.text).toBeLessThan(300); // stock 0 -> 1
    const message = await waitFor(
      async () =>
        sim.simulator
          .sentMessages()
          .find(
            (m) =>
              m.request.type === 'template' &&
              m.request.template.name === 'back_in_stock' &&
              JSON.stringify(m.request).includes(product.id),
          ) ?? null,
      'the back-in-stock message',
    );
    expect(message.to).toBe(BUYER);
    expect(JSON.stringify(message.request)).toContain('Asha Verma');
    const rows = await app()
      .database.db.select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `%back-in-stock:${wisher.id}:${product.id}:%`));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
  });
});

describe('WhatsApp crash safety', () => {
  const repo = () => createOutboxRepository(app().database.db);
  const message = (key: string) => ({
    to: mumbaiAddress.phone,
    subject: 'WhatsApp: cod_confirmation',
    text: key,
    html: '',
    kind: 'whatsapp-test',
    dedupeKey: key,
    whatsapp: {
      name: 'cod_confirmation',
      language: 'en',
      components: [
        {
          type: 'body' as const,
          parameters: ['Asha', key, '₹499', 'Shop', 'tomorrow'].map((text) => ({ type: 'text' as const, text })),
        },
      ],
    },
  });
  const sentWith = (key: string) => sim.simulator.sentMessages().filter((m) => JSON.stringify(m.request).includes(key));

  it('delivers once a message whose worker died after claiming it, before calling Meta', async () => {
    const key = `wa-crash:${randomUUID()}`;
    await repo().enqueue([message(key)]);
    const claimed = await repo().claimDue(50, 1_000);
    expect(claimed.map((m) => m.dedupeKey)).toContain(key);
    const [row] = await waitFor(async () => {
      const rows = await app().database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key));
      return rows[0]?.status === 'sent' ? rows : null;
    }, 'the reclaimed message sent');
    expect(row!.attempts).toBe(2);
    expect(sentWith(key)).toHaveLength(1);
  });

  it('never resends a message whose worker died while Meta was answering', async () => {
    const key = `wa-crash:${randomUUID()}`;
    await repo().enqueue([message(key)]);
    const claimed = (await repo().claimDue(50, 1_000)).find((m) => m.dedupeKey === key)!;
    expect(await repo().markCallStarted(claimed)).toBe(true);
    // The call reaches Meta, then the worker "crashes" before recording it.
    const client = createWhatsAppClient({
      baseUrl: sim.graphUrl,
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: ACCESS_TOKEN,
      timeoutMs: 5_000,
    });
    await client.sendTemplate({ to: mumbaiAddress.phone, ...message(key).whatsapp });
    const [row] = await waitFor(async () => {
      const rows = await app().database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key));
      return rows[0]?.status === 'failed' ? rows : null;
    }, 'the cut-off message given up');
    expect(row!.lastError).toContain('not resent');
    expect(sentWith(key)).toHaveLength(1);
  });
});
