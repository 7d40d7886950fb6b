import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { createOrderSchema } from '@shop/shared/schemas/order';
import type { Db } from '../src/db/client';
import { emailOutbox, orders, products } from '../src/db/schema';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { createOutboxRepository } from '../src/modules/notifications/notifications.repository';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { useSecondServer } from './helpers/second-server';
import { createCustomer, createCustomers, createProduct, placeOrder, type Customer } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

let sink: SmtpSink;
let t: TestApp;
let adminToken: string;
let shopper: Customer;

const address = {
  name: 'Meera Iyer',
  email: 'meera.contact@example.com',
  phone: '9876543210',
  street: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

/** A product of the test's own with an HSN (for the invoice attached to the delivered mail). */
const mailProduct = (mrpPaise: number, stock = 20) =>
  createProduct(t, { mrpPaise, stock, hsn: '8516', skuPrefix: 'MAIL' });

/** The shopper's cash-on-delivery order of `quantity` units of a fresh product at this price. */
async function shopperOrder(mrpPaise: number, quantity = 1) {
  const product = await mailProduct(mrpPaise);
  return placeOrder(t, { token: shopper.token, product: product.id, quantity, shippingAddress: address });
}

const setStatus = (id: string, json: unknown) =>
  t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json });

async function outboxRows(dedupePrefix: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${dedupePrefix}%`));
}

async function outboxRowsByKey(dedupeKeys: string[]) {
  return t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.dedupeKey, dedupeKeys));
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example.in' } });
  adminToken = await t.login('admin@example.com', 'admin123');
  shopper = await createCustomer(t, { emailPrefix: 'mailer' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('mail through a real SMTP server', () => {
  it('welcomes a new account', async () => {
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(shopper.email) && /Welcome/.test(m.subject));
    expect(mail.subject).toBe('Welcome to ShopKart!');
    expect(mail.text).toContain('Hello Meera Iyer,');
    expect(mail.html).toContain('https://shop.example.in/products');
    expect(mail.envelopeFrom).toBe('no-reply@shopkart.local');
  });

  it('sends the order-placed mail with order number, items, INR totals, address and payment method', async () => {
    const kettle = await mailProduct(1_234_50); // Rs 1,234.50: above 999, so shipping is free
    const mug = await mailProduct(249_00);
    const order = await placeOrder(t, {
      token: shopper.token,
      items: [
        { product: kettle.id, quantity: 2 },
        { product: mug.id, quantity: 1 },
      ],
      shippingAddress: address,
    });
    const number = formatOrderNumber(order._id);
    const mail = await sink.waitFor((m) => m.subject.includes(number) && /placed/.test(m.subject));

    expect(mail.envelopeTo).toEqual([shopper.email]);
    expect(mail.subject).toBe(`Your ShopKart order ${number} has been placed`);
    // HTML with a plain-text part.
    expect(mail.contentTypes).toEqual(expect.arrayContaining(['multipart/alternative', 'text/plain', 'text/html']));
    const total = formatPaise(2 * 1_234_50 + 249_00);
    expect(total).toBe('₹2,718.00');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(number);
      expect(body).toContain(total);
      expect(body).toContain(kettle.name);
      expect(body).toContain('₹2,469.00'); // kettle line: 2 x Rs 1,234.50
      expect(body).toContain('14 Residency Road');
      expect(body).toContain('560025');
      expect(body).toContain('Cash on Delivery');
    }
    expect(mail.text).toContain('Shipping: Free');
    expect(order.total).toBe(2718);

    // The outbox row is marked sent, once, and the Message-ID is the row's own.
    const [row] = await waitFor(async () => {
      const rows = await outboxRows(`order-placed:${order._id}`);
      return rows[0]?.status === 'sent' ? rows : null;
    }, 'the order-placed mail marked sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'order-placed', to: shopper.email });
    expect(mail.messageId).toBe(`<${row!.id}@shopkart.local>`);
  });

  it('mails packed, shipped (tracking number and link) and delivered (invoice attached) once each', async () => {
    const order = await shopperOrder(1_999_00);
    const number = formatOrderNumber(order._id);

    expect((await setStatus(order._id, { status: 'packed' })).status).toBe(200);
    const packed = await sink.waitFor((m) => m.subject === `Your order ${number} has been packed`);
    expect(packed.text).toContain('has been packed');

    expect((await setStatus(order._id, { status: 'shipped', trackingNumber: 'AWB778899001' })).status).toBe(200);
    const shipped = await sink.waitFor((m) => m.subject === `Your order ${number} has been shipped`);
    expect(shipped.text).toContain('Tracking number: AWB778899001');
    expect(shipped.text).toContain('https://shop.example.in/orders');
    expect(shipped.html).toContain('AWB778899001');
    expect(shipped.html).toContain('href="https://shop.example.in/orders"');

    // A tracking-number edit on a shipped order is no new event.
    expect((await setStatus(order._id, { status: 'shipped', trackingNumber: 'AWB778899002' })).status).toBe(200);

    expect((await setStatus(order._id, { status: 'delivered' })).status).toBe(200);
    const delivered = await sink.waitFor((m) => m.subject === `Your order ${number} has been delivered`);
    expect(delivered.attachments).toHaveLength(1);
    const [invoice] = delivered.attachments;
    expect(invoice!.contentType).toBe('application/pdf');
    expect(invoice!.filename).toBe(`invoice-${number.toLowerCase()}.pdf`);
    expect(invoice!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await sink.waitFor((m) => m.subject === `Your ShopKart order ${number} has been placed`);
    // Cash on delivery is paid at the door: a receipt follows.
    const paid = await sink.waitFor((m) => m.subject === `Payment received for order ${number}`);
    expect(paid.text).toContain(formatPaise(1_999_00));

    await waitFor(
      async () => (await outboxRows(`order-status:${order._id}`)).every((r) => r.status === 'sent'),
      'every status mail marked sent',
    );
    const statusRows = await outboxRows(`order-status:${order._id}`);
    expect(statusRows.map((r) => r.kind).sort()).toEqual(['order-delivered', 'order-packed', 'order-shipped']);
    const forOrder = sink.messages.filter((m) => m.subject.includes(number));
    // The shop's notification address gets its own new-order alert (docs/decisions/040-merchant-operations.md).
    const { notificationEmails } = await t.settings.get();
    const toShop = forOrder.filter((m) => m.envelopeTo.some((to) => notificationEmails.includes(to)));
    expect(toShop).toHaveLength(1);
    const toCustomer = forOrder.filter((m) => !toShop.includes(m));
    expect(toCustomer.map((m) => m.subject)).toHaveLength(5); // placed, packed, shipped, delivered, paid
  });

  it('mails a cancellation', async () => {
    const order = await shopperOrder(500_00);
    const cancel = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token });
    expect(cancel.status).toBe(200);
    const number = formatOrderNumber(order._id);
    const mail = await sink.waitFor((m) => m.subject === `Your order ${number} has been cancelled`);
    expect(mail.text).toContain('cancelled at your request');
  });

  it('queues one mail per event however often the event is recorded', async () => {
    const repo = createOutboxRepository(t.database.db);
    const key = `test-event:${randomUUID()}`;
    const mail = {
      to: shopper.email,
      subject: `Dedupe ${key}`,
      text: 'once',
      html: '<p>once</p>',
      kind: 'test',
      dedupeKey: key,
    };
    expect(await repo.enqueue([mail])).toBe(1);
    expect(await repo.enqueue([mail])).toBe(0);
    await Promise.all([repo.enqueue([mail]), repo.enqueue([mail])]);
    // One row, and once it is marked sent no worker claims it again: the count of mails received is final.
    const [row] = await waitFor(async () => {
      const rows = await outboxRows(key);
      return rows.length === 1 && rows[0]!.status === 'sent' ? rows : null;
    }, 'the one mail marked sent');
    expect(row!.attempts).toBe(1);
    expect(sink.messages.filter((m) => m.subject === `Dedupe ${key}`)).toHaveLength(1);
  });

  it('marks a mail failed at once when the server refuses it for good (550)', async () => {
    const bounced = `bounce-${randomUUID().slice(0, 8)}@example.com`;
    sink.bounce.add(bounced);
    const key = `test-bounce:${randomUUID()}`;
    await createOutboxRepository(t.database.db).enqueue([
      { to: bounced, subject: 'Will bounce', text: 'x', html: '<p>x</p>', kind: 'test', dedupeKey: key },
    ]);
    const row = await waitFor(async () => {
      const [r] = await outboxRows(key);
      return r?.status === 'failed' ? r : null;
    }, 'the bounced mail marked failed');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550/);
  });
});

describe('admin mail endpoints', () => {
  it('emails one user; subject and message are both required', async () => {
    const path = `/api/users/${shopper.id}/send-email`;
    const missing = await t.request(path, {
      method: 'POST',
      token: adminToken,
      json: { subject: 'Hi', message: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all email fields');
    const none = await t.request(path, { method: 'POST', token: adminToken, json: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please fill in all email fields');
    const noBody = await t.request(path, { method: 'POST', token: adminToken });
    expect(noBody.status).toBe(400);

    expect((await t.request(path, { method: 'POST', json: { subject: 'a', message: 'b' } })).status).toBe(401);
    expect(
      (await t.request(path, { method: 'POST', token: shopper.token, json: { subject: 'a', message: 'b' } })).status,
    ).toBe(403);
    const unknown = await t.request(`/api/users/${randomUUID()}/send-email`, {
      method: 'POST',
      token: adminToken,
      json: { subject: 'a', message: 'b' },
    });
    expect(unknown.status).toBe(404);

    const subject = `Your Diwali coupon ${randomUUID().slice(0, 6)}`;
    const json = { subject, message: 'Use code <DIWALI10> at checkout.\nValid till Sunday.' };
    const headers = { 'idempotency-key': `admin-mail-${randomUUID()}` };
    const ok = await t.request(path, { method: 'POST', token: adminToken, json, headers });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Email sent successfully', queued: 1 });
    // The same request again (a double click, a retry) queues nothing.
    const again = await t.request(path, { method: 'POST', token: adminToken, json, headers });
    expect(again.body.queued).toBe(0);

    const mail = await sink.waitFor((m) => m.subject === subject);
    expect(mail.envelopeTo).toEqual([shopper.email]);
    expect(mail.text).toContain('Use code <DIWALI10> at checkout.');
    expect(mail.html).toContain('Use code &lt;DIWALI10&gt; at checkout.<br>Valid till Sunday.');
  });

  it('bulk-emails every user of a role', async () => {
    const subject = `Admin notice ${randomUUID().slice(0, 6)}`;
    const res = await t.request('/api/users/bulk-email', {
      method: 'POST',
      token: adminToken,
      json: { subject, message: 'Stock count on Friday.', role: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(res.body.queued).toBe(1); // the seeded admin
    const mail = await sink.waitFor((m) => m.subject === subject);
    expect(mail.envelopeTo).toEqual(['admin@example.com']);

    const invalid = await t.request('/api/users/bulk-email', { method: 'POST', token: adminToken, json: { subject } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please fill in all email fields');
    const customer = await t.request('/api/users/bulk-email', {
      method: 'POST',
      token: shopper.token,
      json: { subject, message: 'x' },
    });
    expect(customer.status).toBe(403);
  });

  it("'Send Update' emails the customer the order's status", async () => {
    const order = await shopperOrder(300_00, 3);
    await setStatus(order._id, { status: 'packed' });
    const res = await t.request(`/api/orders/${order._id}/send-update`, { method: 'POST', token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order update email sent');
    const number = formatOrderNumber(order._id);
    const mail = await sink.waitFor((m) => m.subject === `Update on your order ${number}: Packed`);
    expect(mail.text).toContain(formatPaise(900_00 + 100_00)); // Rs 900 + Rs 100 cod shipping
    expect(
      (await t.request(`/api/orders/${randomUUID()}/send-update`, { method: 'POST', token: adminToken })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/orders/${order._id}/send-update`, { method: 'POST', token: shopper.token })).status,
    ).toBe(403);
  });

  it('lists the outbox for admins only, newest first, with recipient, subject, status, attempts and body', async () => {
    expect((await t.request('/api/admin/outbox')).status).toBe(401);
    expect((await t.request('/api/admin/outbox', { token: shopper.token })).status).toBe(403);
    const res = await t.request(`/api/admin/outbox?to=${encodeURIComponent(shopper.email)}&limit=50`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const { emails, total } = res.body;
    expect(total).toBe(emails.length);
    expect(emails.length).toBeGreaterThanOrEqual(8);
    for (const e of emails) {
      expect(e.to).toBe(shopper.email);
      expect(Object.keys(e)).toEqual(
        expect.arrayContaining(['to', 'subject', 'status', 'attempts', 'text', 'html', 'createdAt', 'kind']),
      );
    }
    const times = emails.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Sign-up queues the welcome and the verification mail in one transaction, so they share a timestamp.
    expect(
      emails
        .slice(-2)
        .map((e: { kind: string }) => e.kind)
        .sort(),
    ).toEqual(['email-verification', 'welcome']);
    const delivered = emails.find((e: { kind: string }) => e.kind === 'order-delivered');
    expect(delivered.attachments[0]).toMatch(/^invoice-[0-9a-f]{8}\.pdf$/);

    const failed = await t.request('/api/admin/outbox?status=failed', { token: adminToken });
    expect(failed.body.emails.every((e: { status: string }) => e.status === 'failed')).toBe(true);
    expect((await t.request('/api/admin/outbox?status=nope', { token: adminToken })).status).toBe(400);
  });
});

describe('delivery when the mail server is down', () => {
  it('keeps the mail pending while SMTP fails and sends it once the server is back', async () => {
    // Find a free port, then leave nothing listening on it.
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();

    const app = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let revived: SmtpSink | undefined;
    try {
      const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
      const res = await app.request('/api/auth/register', {
        method: 'POST',
        json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name: 'Outage Test', email, password: 'secret12' },
      });
      expect(res.status).toBe(201);

      const failedOnce = await waitFor(async () => {
        const [row] = await app.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'welcome')));
        return row && row.attempts >= 1 && row.lastError ? row : null;
      }, 'a failed first attempt');
      expect(failedOnce.status).toBe('pending');
      expect(failedOnce.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      // Backed off, not retried in a tight loop.
      expect(failedOnce.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      revived = await startSmtpSink({ port });
      // Registering queues the address confirmation and the welcome mail (decision 150); follow the welcome one.
      const mail = await revived.waitFor(
        (m) => m.envelopeTo.includes(email) && m.subject === 'Welcome to ShopKart!',
        25_000,
      );
      expect(mail.subject).toBe('Welcome to ShopKart!');
      const sent = await waitFor(async () => {
        const [row] = await app.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'welcome')));
        return row?.status === 'sent' ? row : null;
      }, 'the mail sent after the SMTP server came back');
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      expect(sent.lastError).toBeNull();
      // Each queued mail is delivered once: the confirmation and the welcome mail, no duplicates.
      const delivered = revived.messages.filter((m) => m.envelopeTo.includes(email)).map((m) => m.subject);
      expect(delivered.filter((subject) => subject === 'Welcome to ShopKart!')).toHaveLength(1);
      expect(delivered.length).toBe(new Set(delivered).size);
    } finally {
      await app.close();
      await revived?.close();
    }
  });
});

describe('crash safety', () => {
  it('sends a mail whose worker died after claiming it, once its lease runs out', async () => {
    const key = `test-crash:${randomUUID()}`;
    const repo = createOutboxRepository(t.database.db);
    await repo.enqueue([
      { to: shopper.email, subject: `Crash ${key}`, text: 'x', html: '<p>x</p>', kind: 'test', dedupeKey: key },
    ]);
    // A worker claims it with a 1 s lease, then "crashes": it never reports back.
    const claimed = await repo.claimDue(50, 1_000);
    expect(claimed.map((m) => m.dedupeKey)).toContain(key);
    const [held] = await outboxRows(key);
    expect(held).toMatchObject({ status: 'pending', attempts: 1 });

    const mail = await sink.waitFor((m) => m.subject === `Crash ${key}`, 10_000);
    expect(mail.text).toContain('x');
    const [row] = await waitFor(async () => {
      const rows = await outboxRows(key);
      return rows[0]?.status === 'sent' ? rows : null;
    }, 'the reclaimed mail sent');
    expect(row!.attempts).toBe(2);
    // The dead worker's late report changes nothing: its claim is no longer the row's.
    const stale = claimed.find((m) => m.dedupeKey === key)!;
    expect(await repo.markFailed(stale, 'late')).toBe(false);
    expect(sink.messages.filter((m) => m.subject === `Crash ${key}`)).toHaveLength(1);
  });

  it('queues the order mail in the order transaction: no order, no mail; a failing mail never fails an order', async () => {
    const product = await mailProduct(100_00, 1);
    const tooMany = await t.request('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: { items: [{ product: product.id, quantity: 2 }], shippingAddress: address, paymentMethod: 'cod' },
    });
    expect(tooMany.status).toBe(409);
    const placedRows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'order-placed:%'));
    const orderIds = new Set((await t.database.db.select({ id: orders.id }).from(orders)).map((o) => o.id));
    expect(placedRows.every((r) => orderIds.has(r.dedupeKey!.slice('order-placed:'.length)))).toBe(true);

    const { order, errors, stockLeft } = await placeWithFailingMail(product.id, 'broken', () => {
      throw new Error('template blew up');
    });
    expect(order.status).toBe('pending');
    expect(errors).toHaveLength(1);
    // The sink's own write was rolled back with its savepoint; the order's writes were not.
    expect(await outboxRows(`broken:${order.id}`)).toHaveLength(0);
    expect(stockLeft).toBe(0);
  });

  it('a mail whose statement fails in the database (the transaction aborted) never fails the order either', async () => {
    const product = await mailProduct(120_00, 1);
    // An error in the database itself: the transaction is aborted until its savepoint is rolled back to.
    const { order, errors, stockLeft } = await placeWithFailingMail(product.id, 'aborted', async (tx) => {
      await tx.execute(sql`select 1 / 0`);
    });
    expect(errors).toHaveLength(1);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.status).toBe('pending');
    expect(await outboxRows(`aborted:${order.id}`)).toHaveLength(0);
    expect(stockLeft).toBe(0);
  });
});

/**
 * One unit of `productId` placed through an orders service whose mail sink queues a mail keyed
 * `<keyPrefix>:<order id>` and then fails with `fail`: the order, the errors the sink reported, the stock left.
 */
async function placeWithFailingMail(productId: string, keyPrefix: string, fail: (tx: Db) => Promise<void> | void) {
  const errors: unknown[] = [];
  const service = createOrdersService({
    db: t.database.db,
    events: {
      async record(tx, event) {
        await createOutboxRepository(tx).enqueue([
          {
            to: 'x@example.com',
            subject: 'never',
            text: 'x',
            html: 'x',
            kind: 'test',
            dedupeKey: `${keyPrefix}:${event.order.id}`,
          },
        ]);
        await fail(tx);
      },
      onError: (error) => errors.push(error),
    },
  });
  const { order } = await service.placeOrder(
    { id: shopper.id, name: shopper.name, email: shopper.email },
    createOrderSchema.parse({
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
    }),
  );
  const [stock] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return { order, errors, stockLeft: stock!.stock };
}

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('two server processes on one PostgreSQL', () => {
  const second = useSecondServer({
    app: () => t,
    env: () => ({ SMTP_URL: sink.url }),
    // SIGTERM stops the worker before the database closes: a clean exit, not a crash.
    stopped: (exitCode) => expect(exitCode).toBe(0),
  });

  const itOnPostgres = hasPostgres ? it : it.skip;
  itOnPostgres(
    hasPostgres
      ? 'send every mail exactly once while both outbox workers compete for it'
      : 'send every mail exactly once (skipped: needs TEST_DATABASE_URL; PGlite is one process)',
    async () => {
      const batch = `multi-${randomUUID().slice(0, 8)}`;
      const mails = Array.from({ length: 60 }, (_, i) => ({
        to: `${batch}-${i}@example.com`,
        subject: `${batch} #${i}`,
        text: `mail ${i}`,
        html: `<p>mail ${i}</p>`,
        kind: 'test',
        dedupeKey: `${batch}:${i}`,
      }));
      const repo = createOutboxRepository(t.database.db);
      await Promise.all([repo.enqueue(mails.slice(0, 30)), repo.enqueue(mails.slice(30)), repo.enqueue(mails)]);

      // Orders placed on both servers: each order-placed mail goes out once.
      const product = await mailProduct(150_00, 100);
      // One buyer each: a single account would reach the open cash-on-delivery cap (decision 153) first.
      const buyers = await createCustomers(t, 10);
      const placed = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${i % 2 === 0 ? t.url : second.server!.url}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${buyers[i]!.token}` },
            body: JSON.stringify({
              items: [{ product: product.id, quantity: 1 }],
              shippingAddress: address,
              paymentMethod: 'cod',
            }),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { order: { _id: string } } })),
        ),
      );
      expect(placed.map((p) => p.status)).toEqual(Array(10).fill(201));
      const numbers = placed.map((p) => formatOrderNumber(p.body.order._id));

      const isOurs = (subject: string) =>
        subject.startsWith(batch) || numbers.some((n) => subject.includes(`order ${n} has`));
      // Every row marked sent (a worker marks a row only after the SMTP server took the mail, and never
      // claims a sent row again): from then on nothing more can arrive, so the count is final, no sleep needed.
      const orderMailKeys = placed.map((p) => `order-placed:${p.body.order._id}`);
      await waitFor(
        async () => {
          const rows = [...(await outboxRows(`${batch}:`)), ...(await outboxRowsByKey(orderMailKeys))];
          return rows.length === 70 && rows.every((r) => r.status === 'sent');
        },
        'all 70 mails marked sent',
        30_000,
      );
      const received = sink.messages.filter((m) => isOurs(m.subject));
      expect(received).toHaveLength(70);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(70);
      const rows = await outboxRows(`${batch}:`);
      expect(rows).toHaveLength(60);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    },
  );
});
