import { computeGst } from '@shop/shared/gst';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import { returnRefundPaise } from '@shop/shared/returns';
import { auditLog, creditNotes, emailOutbox, payments, returnEvidence, returnRequests } from '../src/db/schema';
import { returnOrderAnswerSchema } from '../src/providers/shiprocket/answer-schemas';
import { startShiprocketSimulator } from '../src/providers/shiprocket/simulator';
import { startRazorpaySimulator, type StandaloneSimulator } from '../src/providers/razorpay/simulator';
import {
  createCustomer,
  createProduct,
  placeDeliveredOrder,
  returnPhoto,
  sendReturnRequest,
  stockOf,
  type Customer,
  type ProductRow,
} from './helpers/factories';
import * as shiprocket from './fixtures/shiprocket-samples';
import { simulatorPoster } from './helpers/shiprocket-sim';
import { startTestApp, type TestApp } from './helpers/test-app';
import { razorpayEnv } from './helpers/razorpay-load';

/*
 * Returns and refunds (issue 18): the 48-hour window, the policy's reasons, evidence limits, partial returns,
 * who may ask and who may decide, and approval -> reverse pickup (Shiprocket's return-order API, the app's own
 * simulator) -> received -> refund exactly once, for an online payment (Razorpay simulator) and a COD payout.
 */

const KEY_ID = 'rzp_test_ReturnsFlow0001';
const KEY_SECRET = 'returns-flow-key-secret';
const HOUR = 3_600_000;

let razorpay: StandaloneSimulator;
let t: TestApp;
let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  razorpay = await startRazorpaySimulator({ keyId: KEY_ID, keySecret: KEY_SECRET });
  t = await startTestApp({
    env: {
      ...razorpayEnv({ keyId: KEY_ID, keySecret: KEY_SECRET }, razorpay),
      // The embedded Shiprocket simulator with its control routes: the test walks the return to the shop.
      SHIPROCKET_SIM_CONTROL: 'on',
    },
  });
  adminToken = await t.login('admin@example.com', 'admin123');
  customer = await createCustomer(t, { name: 'Kavya Menon', emailPrefix: 'returns' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

/**
 * A delivered order of the customer's, one product of our own a line (₹500 unless priced), delivered `deliveredAt`
 * (2 hours ago unless said); cash on delivery, or paid through the Razorpay simulator when `paidOnline`.
 */
async function deliveredOrder(
  lines: { price?: number; quantity: number }[],
  { deliveredAt = hoursAgo(2), paidOnline = false } = {},
) {
  const products = [];
  for (const line of lines)
    products.push(await createProduct(t, { mrpPaise: (line.price ?? 500) * 100, stock: 10, skuPrefix: 'RET' }));
  const { order, paymentId } = await placeDeliveredOrder(t, {
    token: customer.token,
    adminToken,
    items: products.map((p, i) => ({ product: p.id, quantity: lines[i]!.quantity })),
    deliveredAt,
    ...(paidOnline ? { pay: (id: string) => razorpay.simulator.pay(id) } : {}),
  });
  return { order, paymentId, products, itemIds: await itemIdsOf(order._id, products) };
}

/** The order's line ids (the return form's choices), in the order of `products` (by name) when given. */
async function itemIdsOf(orderId: string, products?: { name: string }[]): Promise<string[]> {
  const res = await t.request(`/api/orders/${orderId}/returns`, { token: customer.token });
  expect(res.status, res.text).toBe(200);
  const items = res.body.items as { orderItemId: string; name: string }[];
  if (!products) return items.map((i) => i.orderItemId);
  return products.map((p) => items.find((i) => i.name === p.name)!.orderItemId);
}

const bank = { method: 'bank', accountName: 'Kavya Menon', accountNumber: '123456789012', ifsc: 'HDFC0001234' };
/** The customer's request to return one unit of the order's first line, paid out to their bank account. */
const oneUnitReturn = ({ order, itemIds }: { order: { _id: string }; itemIds: string[] }) => ({
  token: customer.token,
  orderId: order._id,
  items: [{ orderItemId: itemIds[0]!, quantity: 1 }],
  payout: bank,
});
const admin = (path: string, json: unknown = {}) => t.request(path, { method: 'POST', token: adminToken, json });
const returnsOf = async (orderId: string) =>
  (await t.database.db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.orderId, orderId)))[0]!.n;
const evidenceRows = async () => (await t.database.db.select({ n: count() }).from(returnEvidence))[0]!.n;

describe('asking for a return', () => {
  it('is open for 48 hours after delivery: 47 hours is accepted, 49 hours refused', async () => {
    const late = await deliveredOrder([{ quantity: 1 }], { deliveredAt: hoursAgo(49) });
    const refused = await sendReturnRequest(t, oneUnitReturn(late));
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(RETURN_MESSAGES.windowClosed);
    expect(await returnsOf(late.order._id)).toBe(0);
    const eligibility = await t.request(`/api/orders/${late.order._id}/returns`, { token: customer.token });
    expect(eligibility.body).toMatchObject({ eligible: false, reason: RETURN_MESSAGES.windowClosed });

    const inTime = await deliveredOrder([{ quantity: 1 }], { deliveredAt: hoursAgo(47) });
    const accepted = await sendReturnRequest(t, oneUnitReturn(inTime));
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body.return).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      refundAmount: 500,
      refundMethod: 'manual',
    });
    expect(accepted.body.return.payout.destination).toBe('Kavya Menon, A/c XXXX9012, IFSC HDFC0001234');
  });

  it("takes only the policy's reasons and a real description, and a COD order needs a valid UPI ID or bank account", async () => {
    const delivered = await deliveredOrder([{ quantity: 1 }]);
    const { order } = delivered;
    const base = oneUnitReturn(delivered);
    const cases: [Partial<Parameters<typeof sendReturnRequest>[1]>, string][] = [
      [{ reason: 'changed_my_mind' }, RETURN_MESSAGES.reason],
      [{ description: 'bad' }, RETURN_MESSAGES.description],
      [
        { payout: { method: 'bank', accountName: 'Kavya', accountNumber: '1234', ifsc: 'HDFC0001234' } },
        RETURN_MESSAGES.account,
      ],
      [
        { payout: { method: 'bank', accountName: 'Kavya', accountNumber: '123456789012', ifsc: 'HDFC1234' } },
        RETURN_MESSAGES.ifsc,
      ],
      [{ payout: { method: 'upi', upiId: 'not-an-upi-id' } }, RETURN_MESSAGES.upi],
      [{ payout: undefined }, RETURN_MESSAGES.payoutNeeded],
    ];
    for (const [change, message] of cases) {
      const res = await sendReturnRequest(t, { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await returnsOf(order._id)).toBe(0);
    for (const reason of ['wrong_item', 'damaged', 'not_as_described']) {
      const other = await deliveredOrder([{ quantity: 1 }]);
      const res = await sendReturnRequest(t, {
        ...oneUnitReturn(other),
        reason,
        payout: { method: 'upi', upiId: 'kavya.menon@okhdfcbank' },
      });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('checks the evidence before storing anything: wrong type, a video, too large, too many', async () => {
    const delivered = await deliveredOrder([{ quantity: 1 }]);
    const { order } = delivered;
    const base = oneUnitReturn(delivered);
    const photo = { data: await returnPhoto(), name: 'p.png', type: 'image/png' };
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const mp4 = (bytes: number) => {
      const data = Buffer.alloc(bytes);
      data.write('ftypisom', 4, 'latin1');
      return { data, name: 'clip.mp4', type: 'video/mp4' };
    };
    const before = await evidenceRows();
    const cases: [{ data: Buffer; name: string; type: string }[], number, string][] = [
      [[], 400, RETURN_MESSAGES.evidenceMissing],
      [
        [{ data: Buffer.from('just some text'), name: 'photo.jpg', type: 'image/jpeg' }],
        415,
        RETURN_MESSAGES.wrongType,
      ],
      [
        [{ data: Buffer.concat([jpegHeader, Buffer.alloc(5 * 1_048_576)]), name: 'big.jpg', type: 'image/jpeg' }],
        413,
        RETURN_MESSAGES.photoTooLarge,
      ],
      // Photos only (decision 155): a video is refused by its first bytes, whatever its size or name.
      [[mp4(2048)], 415, RETURN_MESSAGES.noVideos],
      [[{ ...mp4(12 * 1_048_576), name: 'photo.jpg', type: 'image/jpeg' }], 415, RETURN_MESSAGES.noVideos],
      [[photo, mp4(2048)], 415, RETURN_MESSAGES.noVideos],
      [Array.from({ length: 6 }, () => photo), 400, RETURN_MESSAGES.tooManyPhotos],
    ];
    for (const [files, status, message] of cases) {
      const res = await sendReturnRequest(t, { ...base, files });
      expect(res.status, `${files.length} file(s): ${res.text}`).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await returnsOf(order._id)).toBe(0);
    expect(await evidenceRows()).toBe(before);
  });

  it("serves evidence photos re-encoded, without metadata, to the order's customer and the admins only", async () => {
    const delivered = await deliveredOrder([{ quantity: 1 }]);
    const { default: sharp } = await import('sharp');
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
      .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const asked = await sendReturnRequest(t, {
      ...oneUnitReturn(delivered),
      files: [{ data: withExif, name: 'photo.jpg', type: 'image/jpeg' }],
    });
    expect(asked.status, asked.text).toBe(201);
    const [photo] = asked.body.return.evidence as { url: string; kind: string }[];
    expect(photo).toEqual({ url: expect.stringMatching(/^\/api\/returns\/[0-9a-f-]{36}\/evidence\/[0-9a-f-]{36}$/), kind: 'photo' });

    const own = await fetch(t.url + photo!.url, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await own.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 64, undefined]);
    expect((await fetch(t.url + photo!.url, { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);

    const stranger = await createCustomer(t, { name: 'Other Shopper', emailPrefix: 'returns-stranger' });
    const refused = await t.request(photo!.url, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect((await t.request(photo!.url)).status).toBe(401);
    // Nor is the stored file reachable through the public uploads route.
    const [row] = await t.database.db.select().from(returnEvidence).where(eq(returnEvidence.id, photo!.url.split('/').pop()!));
    expect(row!.url).toMatch(/^\/uploads\/returns\/.+\.webp$/);
    expect((await t.request(row!.url)).status).toBe(404);
  });

  it('returns part of an order: some units of some lines, never more than bought, one open request at a time', async () => {
    const { order, itemIds } = await deliveredOrder([
      { price: 300, quantity: 3 },
      { price: 800, quantity: 1 },
    ]);
    const [a, b] = itemIds as [string, string];
    const ask = (items: { orderItemId: string; quantity: number }[]) =>
      sendReturnRequest(t, { token: customer.token, orderId: order._id, items, payout: bank });

    const tooMany = await ask([{ orderItemId: a, quantity: 4 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/at most 3/);

    const first = await ask([{ orderItemId: a, quantity: 1 }]);
    expect(first.status, first.text).toBe(201);
    expect(first.body.return.refundAmount).toBe(300);
    expect((await ask([{ orderItemId: b, quantity: 1 }])).status).toBe(409);

    const rejected = await admin(`/api/admin/returns/${first.body.return._id}/decision`, {
      decision: 'reject',
      note: 'The photo shows a different product',
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.return.status).toBe('rejected');

    const second = await ask([
      { orderItemId: a, quantity: 2 },
      { orderItemId: b, quantity: 1 },
    ]);
    expect(second.status, second.text).toBe(201);
    expect(second.body.return.refundAmount).toBe(2 * 300 + 800);
    const eligibility = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
    const returnable = (orderItemId: string) =>
      eligibility.body.items.find((i: any) => i.orderItemId === orderItemId).returnable;
    expect([returnable(a), returnable(b)]).toEqual([1, 0]);
    expect(eligibility.body.returns.map((r: any) => r.status)).toEqual(['rejected', 'requested']);
  });

  it("only the order's customer may ask; only an admin may decide", async () => {
    const { order, itemIds } = await deliveredOrder([{ quantity: 1 }]);
    const items = [{ orderItemId: itemIds[0]!, quantity: 1 }];
    const stranger = await createCustomer(t, { emailPrefix: 'stranger' });
    expect(
      (await sendReturnRequest(t, { token: stranger.token, orderId: order._id, items, payout: bank })).status,
    ).toBe(404);
    expect((await sendReturnRequest(t, { token: adminToken, orderId: order._id, items, payout: bank })).status).toBe(
      404,
    );
    expect((await t.request(`/api/orders/${order._id}/returns`, { token: stranger.token })).status).toBe(404);
    const anonymous = await t.request(`/api/orders/${order._id}/returns`, { method: 'POST' });
    expect(anonymous.status).toBe(401);

    const mine = await sendReturnRequest(t, { token: customer.token, orderId: order._id, items, payout: bank });
    expect(mine.status).toBe(201);
    const id = mine.body.return._id;
    for (const path of ['decision', 'received', 'refund', 'payout-paid', 'track']) {
      const res = await t.request(`/api/admin/returns/${id}/${path}`, {
        method: 'POST',
        token: customer.token,
        json: { decision: 'approve', reference: 'UTR123456' },
      });
      expect(res.status, path).toBe(403);
    }
    expect((await t.request('/api/admin/returns', { token: customer.token })).status).toBe(403);
    expect((await t.request(`/api/admin/returns/${id}`, { token: adminToken })).body.return.status).toBe('requested');
  });
});

describe('approval, reverse pickup, receipt and refund', () => {
  it('an online payment: pickup booked at Shiprocket, tracked back, restocked once, refunded once through Razorpay under races', async () => {
    const { order, paymentId, products, itemIds } = await deliveredOrder([{ price: 1200, quantity: 2 }], {
      paidOnline: true,
    });
    const [product] = products as [ProductRow];
    const [itemId] = itemIds;
    const stockAfterSale = await stockOf(t, product.id);

    const asked = await sendReturnRequest(t, {
      token: customer.token,
      orderId: order._id,
      items: [{ orderItemId: itemId!, quantity: 1 }],
      reason: 'wrong_item',
    });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.return._id as string;
    // Item price less its discount share (none yet), no shipping or COD fee.
    expect(asked.body.return).toMatchObject({ refundMethod: 'razorpay', refundAmount: 1200, payout: null });
    expect(returnRefundPaise({ unitPricePaise: 1200_00, quantity: 1, discountSharePaise: 0 })).toBe(1200_00);

    // Not before it is back.
    expect((await admin(`/api/admin/returns/${id}/received`)).status).toBe(409);
    expect((await admin(`/api/admin/returns/${id}/refund`)).status).toBe(409);

    const approved = await admin(`/api/admin/returns/${id}/decision`, {
      decision: 'approve',
      note: 'Sorry about that',
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.return.status).toBe('pickup_scheduled');
    const pickup = approved.body.return.pickup;
    expect(pickup.shipmentId).toMatch(/^\d+$/);
    expect(pickup.awb).toMatch(/^\d+$/);
    expect((await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' })).status).toBe(409);

    // The simulator walks the return shipment to the shop; the admin reads its tracking.
    for (let step = 0; step < 8; step += 1) {
      const moved = await t.request('/sim/shiprocket/__sim/advance', {
        method: 'POST',
        json: { shipment_id: pickup.shipmentId },
      });
      if (moved.status === 409) break;
      expect(moved.status, moved.text).toBe(200);
    }
    const tracked = await admin(`/api/admin/returns/${id}/track`);
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.body.return).toMatchObject({ status: 'in_transit', pickup: { status: 'DELIVERED' } });

    const gstr1 = async () => {
      const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
      const res = await t.request(`/api/admin/gst/gstr1?month=${month}`, { token: adminToken });
      expect(res.status, res.text).toBe(200);
      return res.body as { totals: { creditNotes: number; creditNoteValue: number; taxableValue: number } };
    };
    const before = await gstr1();
    const received = await Promise.all(
      Array.from({ length: 4 }, () => admin(`/api/admin/returns/${id}/received`, { damagedItemIds: [] })),
    );
    expect(received.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(t, product.id)).toBe(stockAfterSale + 1);
    const winner = received.find((r) => r.status === 200)!.body.return;
    expect(winner.status).toBe('received');
    expect(winner.creditNoteNumber).toMatch(/^CN/);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.returnId, id));
    expect(note).toMatchObject({ orderId: order._id, amountPaise: 1200_00, reason: 'returned' });
    // GSTR-1 reports the note at what it credits: one unit of ₹1,200, its GST worked out as on an invoice.
    const after = await gstr1();
    expect(after.totals.creditNotes - before.totals.creditNotes).toBe(1);
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(paise(after.totals.creditNoteValue) - paise(before.totals.creditNoteValue)).toBe(1200_00);
    expect(paise(before.totals.taxableValue) - paise(after.totals.taxableValue)).toBe(
      computeGst({
        items: [{ amountPaise: 1200_00, ratePercent: Number(product.gstRatePercent) }],
        supplyType: 'inter',
      }).totals.taxablePaise,
    );

    const refunds = await Promise.all(Array.from({ length: 5 }, () => admin(`/api/admin/returns/${id}/refund`)));
    for (const res of refunds) expect(res.status, res.text).toBe(200);
    await admin(`/api/admin/returns/${id}/refund`);
    const final = (await t.request(`/api/admin/returns/${id}`, { token: adminToken })).body.return;
    expect(final.status).toBe('refunded');
    const simRefunds = [...razorpay.simulator.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(simRefunds.map((r) => r.amount)).toEqual([1200_00]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment!.refundedPaise).toBe(1200_00);
    expect(final.events.filter((e: any) => e.status === 'refunded')).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(stockAfterSale + 1);

    // The customer's timeline shows every step and the refund; each step mailed once.
    const mine = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
    expect(mine.body.returns[0].events.map((e: any) => e.label)).toEqual([
      'Return requested',
      'Return approved',
      'Return pickup booked',
      'Return on its way back',
      'Return on its way back',
      'Received and verified',
      'Refund being processed',
      'Refunded',
    ]);
    const mails = await t.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, customer.email)));
    const kinds = mails.map((m) => m.kind).filter((k) => k.startsWith('return-'));
    for (const kind of [
      'return-requested',
      'return-approved',
      'return-pickup',
      'return-in-transit',
      'return-received',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    // One refund mail per refunded return of this customer.
    const refundedReturns = await t.database.db
      .select({ n: count() })
      .from(returnRequests)
      .where(and(eq(returnRequests.customerEmail, customer.email), eq(returnRequests.status, 'refunded')));
    expect(kinds.filter((k) => k === 'return-refunded')).toHaveLength(refundedReturns[0]!.n);
  });

  it('a refund Razorpay cannot take now stays owed and is sent again with the same key, once', async () => {
    const { order, paymentId, itemIds } = await deliveredOrder([{ price: 650, quantity: 1 }], { paidOnline: true });
    const [itemId] = itemIds;
    const asked = await sendReturnRequest(t, {
      token: customer.token,
      orderId: order._id,
      items: [{ orderItemId: itemId!, quantity: 1 }],
    });
    const id = asked.body.return._id as string;
    await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' });
    await admin(`/api/admin/returns/${id}/received`, {});

    razorpay.simulator.state.outage = 'error';
    try {
      const owed = await admin(`/api/admin/returns/${id}/refund`);
      expect(owed.status, owed.text).toBe(200);
      expect(owed.body.return.status).toBe('refund_pending');
    } finally {
      razorpay.simulator.state.outage = 'none';
    }
    const sent = await admin(`/api/admin/returns/${id}/refund`);
    expect(sent.body.return.status).toBe('refunded');
    const simRefunds = [...razorpay.simulator.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(simRefunds.map((r) => r.amount)).toEqual([650_00]);
  });

  it('a COD order: the payout is recorded by the merchant with a reference; damaged units stay out of stock', async () => {
    const { order, products, itemIds } = await deliveredOrder([
      { price: 400, quantity: 2 },
      { price: 250, quantity: 1 },
    ]);
    const [a, b] = itemIds as [string, string];
    const stockBefore = [await stockOf(t, products[0]!.id), await stockOf(t, products[1]!.id)];
    const asked = await sendReturnRequest(t, {
      token: customer.token,
      orderId: order._id,
      items: [
        { orderItemId: a, quantity: 2 },
        { orderItemId: b, quantity: 1 },
      ],
      payout: { method: 'upi', upiId: 'kavya@okicici' },
    });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.return._id;
    expect(asked.body.return.refundAmount).toBe(1050);
    expect((await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' })).body.return.status).toBe(
      'pickup_scheduled',
    );
    // Shipping paid by the shop on a COD order is not refunded: the amount stays the items' price.
    const received = await admin(`/api/admin/returns/${id}/received`, {
      damagedItemIds: [b],
      note: 'Second item crushed',
    });
    expect(received.status, received.text).toBe(200);
    expect(await stockOf(t, products[0]!.id)).toBe(stockBefore[0]! + 2);
    expect(await stockOf(t, products[1]!.id)).toBe(stockBefore[1]!);
    const damagedOf = (orderItemId: string) =>
      received.body.return.items.find((i: any) => i.orderItemId === orderItemId).damaged;
    expect([damagedOf(a), damagedOf(b)]).toEqual([false, true]);

    expect((await admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'UTR00001' })).status).toBe(409);
    const pending = await admin(`/api/admin/returns/${id}/refund`);
    expect(pending.body.return).toMatchObject({
      status: 'refund_pending',
      refundMethod: 'manual',
      payout: { destination: 'UPI kavya@okicici', reference: null },
    });
    expect((await admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'x' })).status).toBe(400);
    const overviewRevenue = async () =>
      (await t.request('/api/admin/stats', { token: adminToken })).body.totalRevenue as number;
    const revenueBeforeRefund = await overviewRevenue();
    const paid = await Promise.all([
      admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'UPI-REF-778812' }),
      admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'UPI-REF-778812' }),
    ]);
    expect(paid.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = paid.find((r) => r.status === 200)!.body.return;
    expect(done).toMatchObject({
      status: 'refunded',
      payout: { reference: 'UPI-REF-778812', paidAt: expect.any(String) },
    });
    // The Overview's revenue is net of the refund, as Analytics and the sales report are (decision 045, 213).
    expect(await overviewRevenue()).toBeCloseTo(revenueBeforeRefund - done.refundAmount, 2);
    // Analytics and the sales report count the units received back and the money refunded.
    const analytics = await t.request('/api/admin/analytics/sales?period=week', { token: adminToken });
    expect(analytics.status, analytics.text).toBe(200);
    expect(analytics.body.returns.units).toBeGreaterThanOrEqual(3);
    expect(analytics.body.returns.refunded).toBeGreaterThanOrEqual(1050);
    const today = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10);
    const report = await t.request(`/api/admin/reports/sales?startDate=${today}&endDate=${today}`, {
      token: adminToken,
    });
    expect(report.status, report.text).toBe(200);
    expect(report.body.returns).toMatchObject({
      units: analytics.body.returns.units,
      refunded: analytics.body.returns.refunded,
    });
    const pdf = await t.request(`/api/admin/reports/sales-pdf?startDate=${today}&endDate=${today}`, {
      token: adminToken,
    });
    expect(pdf.status).toBe(200);

    const list = await t.request('/api/admin/returns?status=refunded', { token: adminToken });
    expect(list.body.returns.map((r: any) => r._id)).toContain(id);
    expect(list.body.returns.every((r: any) => r.status === 'refunded')).toBe(true);
    // The return's credit note and the sales report's refund meet in the GST reconciliation (decisions 181, 213).
    const recon = await t.request(`/api/admin/gst/reconciliation?month=${today.slice(0, 7)}`, { token: adminToken });
    expect(recon.status, recon.text).toBe(200);
    expect(recon.body.lines.map((l: { key: string }) => l.key)).toEqual(
      expect.arrayContaining(['creditNotesReturned', 'returnRefunds']),
    );
    expect(recon.body.unexplained).toBe(0);
  });
});

describe('the shop opens a return for the customer after the window', () => {
  it('the customer is refused after 48 hours; the admin opens it with a note; it proceeds as any return', async () => {
    const late = await deliveredOrder([{ price: 600, quantity: 1 }], { deliveredAt: hoursAgo(24 * 6) });
    const refused = await sendReturnRequest(t, oneUnitReturn(late));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RETURN_MESSAGES.windowClosed);

    const path = `/api/admin/orders/${late.order._id}/returns`;
    const input = {
      items: [{ orderItemId: late.itemIds[0]!, quantity: 1 }],
      reason: 'defect_after_48h',
      note: 'The lid cracked on day four; the customer sent photos by mail.',
      payout: { method: 'upi', upiId: 'kavya@okicici' },
    };
    // Only an admin; a note is required; a COD order needs where to pay the refund.
    expect((await t.request(path, { method: 'POST', token: customer.token, json: input })).status).toBe(403);
    const noNote = await admin(path, { ...input, note: 'ok' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(RETURN_MESSAGES.openNote);
    const noPayout = await admin(path, { ...input, payout: undefined });
    expect(noPayout.status).toBe(400);
    expect(noPayout.body.message).toBe(RETURN_MESSAGES.payoutNeeded);
    expect(await returnsOf(late.order._id)).toBe(0);

    const opened = await admin(path, input);
    expect(opened.status, opened.text).toBe(201);
    const id = opened.body.return._id as string;
    expect(opened.body.return).toMatchObject({
      status: 'requested',
      reason: 'defect_after_48h',
      openedByAdmin: true,
      refundAmount: 600,
      refundMethod: 'manual',
      evidence: [],
      events: [expect.objectContaining({ status: 'requested', note: `Opened by the shop: ${input.note}` })],
    });
    expect((await admin(path, input)).status).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.open_for_customer'), eq(auditLog.entityId, id)));
    expect(entry?.details).toMatchObject({ orderId: late.order._id, afterWindow: true, note: input.note });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, customer.email));
    expect(mails.map((m) => m.subject)).toContain(
      `We have opened a return for order ${late.order._id.slice(-8).toUpperCase()}`,
    );
    // The customer sees it on the order.
    const own = await t.request(`/api/orders/${late.order._id}/returns`, { token: customer.token });
    expect(own.body.returns.map((r: { _id: string }) => r._id)).toEqual([id]);

    // From here it is a return like any other: approve (pickup), received, refund, payout paid.
    expect((await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' })).body.return.status).toBe(
      'pickup_scheduled',
    );
    const received = await admin(`/api/admin/returns/${id}/received`, { damagedItemIds: [] });
    expect(received.status, received.text).toBe(200);
    expect((await admin(`/api/admin/returns/${id}/refund`)).body.return.status).toBe('refund_pending');
    const paid = await admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'UPI-REF-LATE01' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.return).toMatchObject({ status: 'refunded', openedByAdmin: true, creditNoteNumber: expect.any(String) });
  });

  it('refuses an order that is not delivered yet', async () => {
    const product = await createProduct(t, { mrpPaise: 500_00, stock: 5, skuPrefix: 'RET' });
    const placed = await t.request('/api/orders', {
      method: 'POST',
      token: customer.token,
      json: {
        items: [{ product: product.id, quantity: 1 }],
        shippingAddress: { name: 'Kavya Menon', phone: '9876543210', street: '1 MG Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
        paymentMethod: 'cod',
      },
    });
    expect(placed.status, placed.text).toBe(201);
    // The order is checked first: any line id gets the same answer.
    const res = await admin(`/api/admin/orders/${placed.body.order._id}/returns`, {
      items: [{ orderItemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      reason: 'damaged',
      note: 'Customer called about a broken seal.',
      payout: { method: 'upi', upiId: 'kavya@okicici' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(RETURN_MESSAGES.openNotDelivered);
  });
});

describe("Shiprocket's return-order API, as its published samples show it", () => {
  it('the simulator takes the documented request, answers the documented shape and refuses what Shiprocket refuses', async () => {
    expect(returnOrderAnswerSchema.parse(shiprocket.returnOrderCreated)).toMatchObject({
      status: 'RETURN PENDING',
      status_code: 21,
    });
    const sim = await startShiprocketSimulator({ stepMs: 0 });
    try {
      const post = await simulatorPoster(sim.url, 'orders/create/return');
      const created = await post(shiprocket.returnOrderRequest);
      expect(created.status).toBe(200);
      expect(Object.keys(created.body).sort()).toEqual(Object.keys(shiprocket.returnOrderCreated).sort());
      expect(returnOrderAnswerSchema.parse(created.body)).toMatchObject({ status: 'RETURN PENDING', status_code: 21 });
      expect(await post(shiprocket.returnOrderRequest)).toEqual({ status: 422, body: shiprocket.returnOrderIdTaken });
      const empty = await post({});
      expect(empty.status).toBe(422);
      expect(empty.body).toMatchObject(shiprocket.returnOrderMissingFields);
      const cod = await post({ ...shiprocket.returnOrderRequest, order_id: 'r-cod-1', payment_method: 'COD' });
      expect(cod.body.errors).toEqual({ payment_method: ['The selected payment method is invalid.'] });
    } finally {
      await sim.close();
    }
  });
});
