import { english } from '../src/lib/shopper-words';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PERSONAL_DATA_ITEMS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  SHOPPER_ERASURE_REFUSALS,
  gstRetentionEnd,
} from '@shop/shared/privacy';
import { formatOrderNumber } from '@shop/shared/order-number';
import { queryRows } from '../src/db/client';
import { postForm } from './helpers/open-forms';
import {
  auditLog,
  consents,
  contactMessages,
  emailOutbox,
  orders,
  returnEvidence,
  returnItems,
  returnRequests,
  reviews,
  reviewVotes,
  users,
  wishlistItems,
} from '../src/db/schema';
import {
  createCustomer,
  createProduct,
  mumbaiAddress,
  verifyEmailOf,
  placeDeliveredOrder,
  sendReturnRequest,
  stockOf,
} from './helpers/factories';
import { createEvidenceStore } from '../src/modules/returns/returns-evidence';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Personal data (issue 23, docs/decisions/110-personal-data.md): consents with the notice version, "Download
 * my data" with nothing of other customers, and "Delete my account" (erased, anonymised, kept for tax law).
 */

let t: TestApp;
let adminToken: string;
const workDir = mkdtempSync(join(tmpdir(), 'privacy-test-'));

// The MSG91 simulator's control route lets a test read the one-time code a phone "received".
useSignedInShop((shop) => ({ t, adminToken } = shop), { env: { MSG91_SIM_CONTROL: 'on' } });

interface Shopper {
  id: string;
  email: string;
  name: string;
  token: string;
  password: string;
}

/** A new customer who accepted the notice and opened the verification link, unless `verified: false`. */
async function register(name: string, { verified = true, email = '' } = {}): Promise<Shopper> {
  const address = email || `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret12';
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: { name, email: address, password, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(res.status, res.text).toBe(201);
  if (verified) await verifyEmailOf(t, address);
  return { id: res.body.user._id as string, email: address, name, token: res.body.token as string, password };
}

async function order(
  shopper: Shopper,
  productId: string,
  address: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const res = await t.request('/api/orders', {
    method: 'POST',
    token: shopper.token,
    json: { items: [{ product: productId, quantity: 1 }], shippingAddress: address, paymentMethod: 'cod', ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order._id as string;
}

async function setStatus(id: string, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json: { status } });
    expect(res.status, res.text).toBe(200);
  }
}

async function contact(name: string, email: string, message: string) {
  const res = await postForm(t, '/api/contact', {
    name,
    email,
    phone: '9876543210',
    subject: 'About my order',
    message,
  });
  expect(res.status, res.text).toBeLessThan(300);
}

function addressOf(name: string, phone: string): Record<string, string> {
  const { email: _email, ...address } = mumbaiAddress;
  return { ...address, name, phone };
}

describe('the privacy notice list', () => {
  it('names only columns the database really has', async () => {
    const rows = await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = current_schema()`,
    );
    const columns = new Set(rows.map((r) => r.name));
    const fields = PERSONAL_DATA_ITEMS.flatMap((item) => item.fields);
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((f) => !columns.has(f))).toEqual([]);
  });

  it('keeps invoices 72 months from the due date of the annual return of their financial year', () => {
    // FY 2026-27 (April 2026 - March 2027): annual return due 31 Dec 2027, kept until 31 Dec 2033.
    expect(gstRetentionEnd(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2033-12-31T18:29:59.000Z');
    expect(gstRetentionEnd(new Date('2027-03-31T18:00:00Z')).toISOString()).toBe('2033-12-31T18:29:59.000Z');
    // 1 April 2027 00:30 IST is already FY 2027-28.
    expect(gstRetentionEnd(new Date('2027-03-31T19:00:00Z')).toISOString()).toBe('2034-12-31T18:29:59.000Z');
  });
});

describe('consents', () => {
  it('records the notice version at registration and at checkout', async () => {
    const shopper = await register('Kavya Menon');
    const product = await createProduct(t, { skuPrefix: 'PRIV' });
    const orderId = await order(shopper, product.id, addressOf('Kavya Menon', '9812345678'), {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });

    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, shopper.id));
    expect(rows.map((r) => [r.purpose, r.noticeVersion, r.orderId])).toEqual([
      ['account', PRIVACY_NOTICE_VERSION, null],
      ['order', PRIVACY_NOTICE_VERSION, orderId],
    ]);
    const exported = await t.request('/api/account/my-data', { token: shopper.token });
    expect(exported.status).toBe(200);
    expect(exported.body.consents).toEqual([
      expect.objectContaining({ purpose: 'account', noticeVersion: PRIVACY_NOTICE_VERSION, orderId: null }),
      expect.objectContaining({ purpose: 'order', noticeVersion: PRIVACY_NOTICE_VERSION, orderId }),
    ]);
  });

  it('refuses a form that showed an older notice, before anything is stored', async () => {
    const stale = await t.request('/api/auth/register', {
      method: 'POST',
      json: {
        name: 'Old Tab',
        email: `old-${randomUUID().slice(0, 8)}@example.com`,
        password: 'secret12',
        privacyNoticeVersion: '2020-01-01',
      },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(PRIVACY_MESSAGES.staleNotice);

    const shopper = await register('Arjun Das');
    const product = await createProduct(t, { skuPrefix: 'PRIV' });
    const res = await t.request('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: {
        items: [{ product: product.id, quantity: 1 }],
        shippingAddress: addressOf('Arjun Das', '9812345670'),
        paymentMethod: 'cod',
        privacyNoticeVersion: 'old',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.staleNotice);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('refuses to register without consent to the notice, with a clear message, storing nothing', async () => {
    const email = `nisha-${randomUUID().slice(0, 8)}@example.com`;
    const res = await t.request('/api/auth/register', {
      method: 'POST',
      json: { name: 'Nisha Pillai', email, password: 'secret12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.consentRequired);
    expect(res.body.message).toBe('Please accept the privacy notice to continue');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
  });
});

describe('Download my data', () => {
  it("holds the customer's profile, addresses, orders with items, consents and messages, and nothing of anyone else", async () => {
    const alice = await register('Alice Fernandes');
    const bob = await register('Bobby Kurian');
    const profile = await t.request('/api/auth/profile', {
      method: 'PUT',
      token: alice.token,
      json: {
        name: 'Alice Fernandes',
        phone: '9811111111',
        address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      },
    });
    expect(profile.status, profile.text).toBe(200);
    const product = await createProduct(t, { skuPrefix: 'PRIV', name: 'Brass diya' });
    const aliceOrder = await order(alice, product.id, addressOf('Alice Fernandes', '9811111111'));
    const bobOrder = await order(bob, product.id, addressOf('Bobby Kurian', '9822222222'));
    await contact('Alice Fernandes', alice.email.toUpperCase(), 'Where is my brass diya order?');
    await contact('Bobby Kurian', bob.email, 'Bob asks something private here.');

    const res = await t.request('/api/account/my-data', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body.profile).toMatchObject({
      _id: alice.id,
      email: alice.email,
      name: 'Alice Fernandes',
      phone: '9811111111',
    });
    expect(res.body.addresses).toEqual([
      { source: 'profile', street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      expect.objectContaining({
        source: `order ${formatOrderNumber(aliceOrder)}`,
        name: 'Alice Fernandes',
        phone: '9811111111',
      }),
    ]);
    expect(res.body.orders.map((o: { _id: string }) => o._id)).toEqual([aliceOrder]);
    expect(res.body.orders[0].items).toEqual([expect.objectContaining({ name: 'Brass diya', quantity: 1 })]);
    expect(res.body.contactMessages).toEqual([expect.objectContaining({ message: 'Where is my brass diya order?' })]);
    expect(res.body.whatWeHold.map((i: { key: string }) => i.key)).toEqual(PERSONAL_DATA_ITEMS.map((i) => i.key));

    for (const foreign of [bob.id, bob.email, 'Bobby Kurian', '9822222222', bobOrder, 'Bob asks']) {
      expect(res.text).not.toContain(foreign);
    }
  });

  it('holds the verified phone number and when it was verified (decision 240)', async () => {
    const shopper = await register('Meera Iyer');
    const before = await t.request('/api/account/my-data', { token: shopper.token });
    expect(before.body.profile).toMatchObject({ verifiedPhone: null, phoneVerifiedAt: null });

    const phone = `98${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const sent = await t.request('/api/auth/phone/code', {
      method: 'POST',
      token: shopper.token,
      json: { phone, channel: 'sms' },
    });
    expect(sent.status, sent.text).toBe(200);
    const inbox = await t.request(`/sim/msg91/__sim/messages?mobile=91${phone}`);
    const code = (inbox.body.messages as { variables: { OTP: string } }[])[0]!.variables.OTP;
    const verified = await t.request('/api/auth/phone/verify', {
      method: 'POST',
      token: shopper.token,
      json: { phone, code },
    });
    expect(verified.status, verified.text).toBe(200);

    const res = await t.request('/api/account/my-data', { token: shopper.token });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(res.body.profile).toMatchObject({
      phone,
      verifiedPhone: phone,
      phoneVerifiedAt: row!.phoneVerifiedAt!.toISOString(),
    });
    // The code is never part of the export, not even as its hash.
    expect(res.text).not.toContain(code);
    expect(res.body.whatWeHold).toContainEqual(expect.objectContaining({ key: 'verifiedPhone' }));
  });

  it("shows contact messages found by the address only once the account has verified it (someone else's address)", async () => {
    // Kiran wrote to the shop; later someone else signs up with Kiran's address.
    const kiran = `kiran-${randomUUID().slice(0, 8)}@example.com`;
    await contact('Kiran Rao', kiran, 'Kiran asks about a private matter.');
    const impostor = await register('Not Kiran', { verified: false, email: kiran });
    const me = await t.request('/api/auth/me', { token: impostor.token });
    expect(me.body.emailVerified).toBe(false);

    const before = await t.request('/api/account/my-data', { token: impostor.token });
    expect(before.status).toBe(200);
    expect(before.body.contactMessages).toEqual([]);
    expect(before.text).not.toContain('Kiran asks');

    // Deleting the unverified account erases the account's own mails, not Kiran's message.
    const throwaway = await register('Also Not Kiran', { verified: false });
    await contact('Someone', throwaway.email, 'A message from the real owner of this address.');
    const erased = await t.request('/api/account/delete', {
      method: 'POST',
      token: throwaway.token,
      json: { password: throwaway.password },
    });
    expect(erased.status, erased.text).toBe(200);
    const kept = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, throwaway.email));
    expect(kept).toHaveLength(1);

    // Only whoever reads Kiran's inbox can open the link; once opened, the messages are the account's.
    await verifyEmailOf(t, kiran);
    expect((await t.request('/api/auth/me', { token: impostor.token })).body.emailVerified).toBe(true);
    const after = await t.request('/api/account/my-data', { token: impostor.token });
    expect(after.body.contactMessages).toEqual([
      expect.objectContaining({ message: 'Kiran asks about a private matter.' }),
    ]);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.request('/api/account/my-data');
    expect(res.status).toBe(401);
  });
});

describe('Delete my account', () => {
  it('erases the account, keeps invoiced orders for tax law, anonymises the rest, cancels open unpaid orders', async () => {
    const meera = await register('Meera Iyer');
    const other = await register('Ravi Menon');
    const product = await createProduct(t, { skuPrefix: 'PRIV', stock: 10 });
    const invoiced = await order(meera, product.id, addressOf('Meera Iyer', '9833333333'), {
      notes: 'Leave with the watchman',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    await setStatus(invoiced, 'packed', 'shipped', 'delivered');
    const cancelledEarlier = await order(meera, product.id, addressOf('Meera Iyer', '9833333333'));
    const cancelRes = await t.request(`/api/orders/${cancelledEarlier}/cancel`, { method: 'POST', token: meera.token });
    expect(cancelRes.status, cancelRes.text).toBeLessThan(300);
    const open = await order(meera, product.id, addressOf('Meera Iyer', '9833333333'));
    const othersOrder = await order(other, product.id, addressOf('Ravi Menon', '9844444444'));
    await contact('Meera Iyer', meera.email, 'Please call me back about returns.');
    expect(await stockOf(t, product.id)).toBe(7); // invoiced + open + other's

    const wrong = await t.request('/api/account/delete', {
      method: 'POST',
      token: meera.token,
      json: { password: 'nope123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PRIVACY_MESSAGES.passwordWrong);

    const res = await t.request('/api/account/delete', {
      method: 'POST',
      token: meera.token,
      json: { password: meera.password },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: PRIVACY_MESSAGES.erased,
      cancelledOrders: 1,
      keptInvoicedOrders: 1,
      anonymisedOrders: 2,
    });

    // The token stops working, and the account can no longer sign in.
    expect((await t.request('/api/auth/me', { token: meera.token })).status).toBe(401);
    expect((await t.request('/api/account/my-data', { token: meera.token })).status).toBe(401);
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: meera.email, password: meera.password },
    });
    expect(login.status).toBe(401);

    // The open unpaid order was cancelled and its stock returned.
    expect(await stockOf(t, product.id)).toBe(8);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, meera.id))).toEqual([]);
    expect(await db.select().from(consents).where(eq(consents.userId, meera.id))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, meera.email))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, meera.email))).toEqual([]);

    // Invoiced: what the tax invoice shows is kept, until the GST retention period ends; contact data goes.
    const [kept] = await db.select().from(orders).where(eq(orders.id, invoiced));
    expect(kept!.invoiceNumber).toBeTruthy();
    expect(kept).toMatchObject({ userId: null, customerName: 'Meera Iyer', customerEmail: '', notes: null });
    expect(kept!.shippingAddress).toEqual({
      name: 'Meera Iyer',
      phone: '',
      street: mumbaiAddress.street,
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
    });
    expect(kept!.retainUntil?.toISOString()).toBe(gstRetentionEnd(kept!.invoiceDate!).toISOString());
    expect(kept!.personalDataErasedAt).not.toBeNull();

    // Never invoiced: nothing personal left but the state.
    for (const id of [cancelledEarlier, open]) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({
        userId: null,
        customerName: 'Deleted customer',
        customerEmail: '',
        status: 'cancelled',
      });
      expect(row!.shippingAddress).toEqual({
        name: 'Deleted customer',
        phone: '',
        street: '',
        city: '',
        state: 'Maharashtra',
        pincode: '',
      });
      expect(row!.invoiceNumber).toBeNull();
    }

    // The invoice can still be produced for the tax authority, with the buyer's name and address.
    const pdf = await fetch(`${t.url}/api/orders/${invoiced}/invoice`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.status).toBe(200);
    const file = join(workDir, `${randomUUID()}.pdf`);
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Meera Iyer');
    expect(text).toContain(kept!.invoiceNumber!);
    expect(text).not.toContain('9833333333');

    // The admin sees the erasure in the audit log, without the address it erased.
    const audit = await t.request('/api/admin/audit-log?entityType=user', { token: adminToken });
    expect(audit.status).toBe(200);
    const entry = audit.body.entries.find(
      (e: { action: string; entityId: string }) => e.action === 'user.erase' && e.entityId === meera.id,
    );
    expect(entry).toBeTruthy();
    expect(entry.details).toMatchObject({
      requestedBy: 'customer',
      cancelledOrders: 1,
      anonymisedOrders: 2,
      keptInvoices: [kept!.invoiceNumber],
      contactMessagesErased: 1,
    });
    expect(JSON.stringify(entry)).not.toContain(meera.email);
    const [stored] = await db.select().from(auditLog).where(eq(auditLog.entityId, meera.id));
    expect(stored!.actorEmail).toBe(`m***@example.com`);

    // Another customer's data is untouched.
    const [theirs] = await db.select().from(orders).where(eq(orders.id, othersOrder));
    expect(theirs).toMatchObject({ userId: other.id, customerName: 'Ravi Menon', status: 'pending' });
    expect((await t.request('/api/auth/me', { token: other.token })).status).toBe(200);
  });

  it('is refused while an order is on its way, and the account keeps working', async () => {
    const shopper = await register('Tara Singh');
    const product = await createProduct(t, { skuPrefix: 'PRIV' });
    const id = await order(shopper, product.id, addressOf('Tara Singh', '9855555555'));
    await setStatus(id, 'packed', 'shipped');
    const res = await t.request('/api/account/delete', {
      method: 'POST',
      token: shopper.token,
      json: { password: shopper.password },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(english(SHOPPER_ERASURE_REFUSALS.orderInTransit(formatOrderNumber(id))));
    expect((await t.request('/api/auth/me', { token: shopper.token })).status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ userId: shopper.id, customerName: 'Tara Singh', status: 'shipped' });
  });

  it('is refused while a paid order awaits dispatch', async () => {
    const shopper = await register('Imran Khan');
    const product = await createProduct(t, { skuPrefix: 'PRIV' });
    const id = await order(shopper, product.id, addressOf('Imran Khan', '9866666666'));
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, id));
    const res = await t.request('/api/account/delete', {
      method: 'POST',
      token: shopper.token,
      json: { password: shopper.password },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(english(SHOPPER_ERASURE_REFUSALS.paidOrderOpen(formatOrderNumber(id))));
    expect(await stockOf(t, product.id)).toBe(9);
  });

  it('is not offered to admins, and needs a password and a signed-in customer', async () => {
    const admin = await t.request('/api/account/delete', {
      method: 'POST',
      token: adminToken,
      json: { password: 'admin123' },
    });
    expect(admin.status).toBe(409);
    expect(admin.body.message).toBe(PRIVACY_MESSAGES.adminCannotErase);
    const shopper = await register('Zoya Ali');
    const empty = await t.request('/api/account/delete', { method: 'POST', token: shopper.token, json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PRIVACY_MESSAGES.passwordRequired);
    const anonymous = await t.request('/api/account/delete', { method: 'POST', json: { password: 'x' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('returns, reviews and the wishlist (docs/decisions/111-personal-data-returns-reviews.md)', () => {
  it('are in "Download my data"; an open return blocks the deletion; then returns are erased, reviews de-identified, votes and wishlist removed', async () => {
    const db = t.database.db;
    const product = await createProduct(t, { skuPrefix: 'PRV', stock: 20 });
    const anita = await createCustomer(t, { name: 'Anita Desai', emailPrefix: 'anita' });
    const ravi = await createCustomer(t, { name: 'Ravi Kumar', emailPrefix: 'ravi' });
    const { order: anitasOrder } = await placeDeliveredOrder(t, {
      token: anita.token,
      adminToken,
      product: product.id,
    });
    await placeDeliveredOrder(t, { token: ravi.token, adminToken, product: product.id });

    const review = async (who: { token: string }, title: string) => {
      const res = await t.request(`/api/products/${product.id}/reviews`, {
        method: 'POST',
        token: who.token,
        json: { rating: 4, title, body: 'Keeps tea hot for hours.' },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.review._id as string;
    };
    const anitasReview = await review(anita, 'Good flask');
    const ravisReview = await review(ravi, 'Sturdy');
    const vote = (id: string, token: string) => t.request(`/api/reviews/${id}/helpful`, { method: 'POST', token });
    expect((await vote(ravisReview, anita.token)).status).toBe(200);
    expect((await vote(anitasReview, ravi.token)).status).toBe(200);
    expect((await t.request(`/api/wishlist/${product.id}`, { method: 'PUT', token: anita.token })).status).toBe(200);

    const eligibility = await t.request(`/api/orders/${anitasOrder._id}/returns`, { token: anita.token });
    const orderItemId = eligibility.body.items[0].orderItemId as string;
    const asked = await sendReturnRequest(t, {
      token: anita.token,
      orderId: anitasOrder._id,
      items: [{ orderItemId, quantity: 1 }],
      description: 'The lid leaks; call me on 9811111111.',
      payout: { method: 'upi', upiId: 'anita.desai@okicici' },
    });
    expect(asked.status, asked.text).toBe(201);
    const returnId = asked.body.return._id as string;
    const [evidence] = await db.select().from(returnEvidence).where(eq(returnEvidence.returnId, returnId));
    // Evidence is served behind sign-in (decision 155): the admin sees it now, and gets 404 after the erasure.
    const evidenceUrl = `/api/returns/${returnId}/evidence/${evidence!.id}`;
    expect((await t.request(evidenceUrl, { token: adminToken })).status).toBe(200);

    // Download my data: each new category, payout details masked except the last 4.
    const mine = await t.request('/api/account/my-data', { token: anita.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.returns).toHaveLength(1);
    expect(mine.body.returns[0]).toMatchObject({
      _id: returnId,
      orderNumber: formatOrderNumber(anitasOrder._id),
      status: 'requested',
      reason: 'damaged',
      description: 'The lid leaks; call me on 9811111111.',
      refundMethod: 'manual',
      payoutDetails: { method: 'upi', upiId: 'XXXXXXXesai@okicici' },
      items: [expect.objectContaining({ quantity: 1 })],
      evidence: [expect.objectContaining({ kind: 'photo', url: evidenceUrl })],
      timeline: [expect.objectContaining({ status: 'requested' })],
    });
    expect(mine.body.returns[0].refund).toBeGreaterThan(0);
    expect(mine.text).not.toContain('anita.desai@');
    expect(mine.body.reviews).toEqual([
      expect.objectContaining({ _id: anitasReview, title: 'Good flask', rating: 4, helpfulCount: 1 }),
    ]);
    expect(mine.body.helpfulVotes).toBe(1);
    expect(mine.body.wishlist).toEqual([expect.objectContaining({ productId: product.id })]);
    expect(mine.body.whatWeHold.map((i: { key: string }) => i.key)).toEqual(
      expect.arrayContaining(['returns', 'payout', 'reviews', 'wishlist']),
    );
    expect(mine.text).not.toContain('Sturdy'); // Ravi's review is not Anita's data

    // An open return stops the deletion, and nothing changes.
    const refused = await t.request('/api/account/delete', {
      method: 'POST',
      token: anita.token,
      json: { password: 'secret12' },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(english(SHOPPER_ERASURE_REFUSALS.returnOpen(formatOrderNumber(anitasOrder._id))));
    expect((await t.request('/api/auth/me', { token: anita.token })).status).toBe(200);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, anita.id))).toHaveLength(1);

    // Closed: rejected by the admin, then (as the refund step would leave it) refunded with a credit note.
    const rejected = await t.request(`/api/admin/returns/${returnId}/decision`, {
      method: 'POST',
      token: adminToken,
      json: { decision: 'reject', note: 'Shortcut for the test' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    await db
      .update(returnRequests)
      .set({ status: 'refunded', creditNoteNumber: 'CN-PRV-0001' })
      .where(eq(returnRequests.id, returnId));
    const [before] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));

    const done = await t.request('/api/account/delete', {
      method: 'POST',
      token: anita.token,
      json: { password: 'secret12' },
    });
    expect(done.status, done.text).toBe(200);

    // Returns: personal fields erased; amounts, items and the credit note kept; the evidence file gone.
    const [after] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
    expect(after).toMatchObject({
      userId: null,
      customerName: 'Deleted customer',
      customerEmail: '',
      description: '',
      payoutDetails: null,
      refundPaise: before!.refundPaise,
      creditNoteNumber: 'CN-PRV-0001',
      status: 'refunded',
    });
    expect(await db.select().from(returnItems).where(eq(returnItems.returnId, returnId))).toHaveLength(1);
    expect(await db.select().from(returnEvidence).where(eq(returnEvidence.returnId, returnId))).toHaveLength(0);
    expect((await t.request(evidenceUrl, { token: adminToken })).status).toBe(404);
    expect(await createEvidenceStore(t.config).open(evidence!.url)).toBeNull();

    // Reviews: still shown, as "Former customer", unlinked; Anita's vote is gone and Ravi's count drops.
    const [deidentified] = await db.select().from(reviews).where(eq(reviews.id, anitasReview));
    expect(deidentified).toMatchObject({ userId: null, authorName: 'Former customer', rating: 4, title: 'Good flask' });
    const listed = await t.request(`/api/products/${product.id}/reviews?sort=newest`);
    expect(listed.body.reviews.map((r: { authorName: string }) => r.authorName)).toEqual(
      expect.arrayContaining(['Former customer', 'Ravi K.']),
    );
    const [ravis] = await db.select().from(reviews).where(eq(reviews.id, ravisReview));
    expect(ravis!.helpfulCount).toBe(0);
    expect(await db.select().from(reviewVotes).where(eq(reviewVotes.userId, anita.id))).toHaveLength(0);
    expect(await db.select().from(reviewVotes).where(eq(reviewVotes.userId, ravi.id))).toHaveLength(1);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, anita.id))).toHaveLength(0);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, anita.id));
    expect(entry!.action).toBe('user.erase');
    expect(entry!.details).toMatchObject({
      returnsErased: 1,
      returnCreditNotesKept: ['CN-PRV-0001'],
      returnEvidenceFilesDeleted: 1,
      reviewsDeidentified: 1,
      helpfulVotesRemoved: 1,
      wishlistItemsRemoved: 1,
    });
    expect(JSON.stringify(entry)).not.toContain(anita.email);
  });
});
