import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reattemptDates } from '@shop/shared/failed-delivery';
import {
  auditLog,
  categories,
  contactMessages,
  failedDeliveries,
  coupons,
  productVariants,
  products,
  reviews,
  shipments,
} from '../src/db/schema';
import { listApiRoutes } from './helpers/api-routes';
import { placeDeliveredOrder, placeShippedOrder, returnPhoto, sendReturnRequest } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/**
 * Every admin write leaves an audit row. The admin write routes are found from the app's own route table
 * (every non-GET /api route a customer is refused with 403), so a new one without an entry below fails the
 * first test; each entry makes one successful call, and the second test checks it added an audit row.
 */
interface Call {
  path: string;
  method?: string;
  json?: unknown;
  body?: FormData;
}

let t: TestApp;
let adminToken: string;
let customerToken: string;
const ids = {
  product: '',
  cod: '',
  whatsapp: '',
  cancel: '',
  ship: '',
  lost: '',
  ndr: '',
  user: '',
  message: '',
  grievance: '',
  return: '',
  lateOrder: '',
  lateItem: '',
  coupon: '',
  review: '',
  breach: '',
  variantProduct: '',
  variant: '',
  category: '',
};
let savedSettings: Record<string, unknown> = {};
/** A small PNG for the logo upload (decision 215). */
let logoPng: Buffer;

/** Non-GET admin routes that change nothing: they take a list in a body, so they are POSTs. */
const READS_SENT_AS_POST = new Set(['POST /api/shiprocket/labels']);

const address = {
  name: 'Audit Customer',
  phone: '+91 98765 43210',
  street: '221 Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};

async function placeOrder(paymentMethod: 'cod' | 'whatsapp'): Promise<string> {
  const res = await t.request('/api/orders', {
    method: 'POST',
    token: customerToken,
    json: { items: [{ product: ids.product, quantity: 1 }], shippingAddress: address, paymentMethod },
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return res.body.order._id;
}

function productForm(): FormData {
  const form = new FormData();
  const fields = {
    name: `Audit Kettle ${randomUUID().slice(0, 6)}`,
    description: 'A 1.5 litre electric kettle with auto shut-off.',
    mrp: '1999',
    category: 'Home',
    stock: '5',
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** One successful admin call per admin write route, run in this order. */
const CALLS: Record<string, () => Call> = {
  'PUT /api/orders/:id/status': () => ({ path: `/api/orders/${ids.ship}/status`, json: { status: 'packed' } }),
  'POST /api/shiprocket/create-order': () => ({
    path: '/api/shiprocket/create-order',
    json: { order_id: ids.ship, length: 20, breadth: 15, height: 10, weight: 0.5 },
  }),
  'POST /api/shiprocket/cancel/:id': () => ({ path: `/api/shiprocket/cancel/${ids.ship}` }),
  'POST /api/shiprocket/lost-parcel/:id': () => ({ path: `/api/shiprocket/lost-parcel/${ids.lost}` }),
  // Issue 37: the merchant answers a failed delivery (a re-attempt on the first day offered).
  'POST /api/admin/deliveries/:id/answer': () => ({
    path: `/api/admin/deliveries/${ids.ndr}/answer`,
    json: { action: 'reattempt', date: reattemptDates(new Date())[0] },
  }),
  'POST /api/orders/:id/send-update': () => ({ path: `/api/orders/${ids.cod}/send-update` }),
  'POST /api/orders/:id/confirm': () => ({ path: `/api/orders/${ids.whatsapp}/confirm` }),
  'POST /api/orders/:id/admin-cancel': () => ({
    path: `/api/orders/${ids.cancel}/admin-cancel`,
    json: { reason: 'Out of stock at the warehouse' },
  }),
  'POST /api/products': () => ({ path: '/api/products', body: productForm() }),
  'PUT /api/products/:id': () => ({ path: `/api/products/${ids.product}`, body: productForm() }),
  'DELETE /api/products/:id': () => ({ path: `/api/products/${ids.product}`, method: 'DELETE' }),
  'PATCH /api/admin/products/:id/variants': () => ({
    path: `/api/admin/products/${ids.variantProduct}/variants`,
    method: 'PATCH',
    json: { variants: [{ id: ids.variant, stock: 12 }] },
  }),
  'PUT /api/admin/products/:id/gst-rule': () => ({
    path: `/api/admin/products/${ids.variantProduct}/gst-rule`,
    method: 'PUT',
    json: { threshold: 2500, rateAbove: 18 },
  }),
  'PUT /api/admin/products/:id/size-chart': () => ({
    path: `/api/admin/products/${ids.variantProduct}/size-chart`,
    method: 'PUT',
    json: { chart: { columns: ['Size', 'Chest (in)'], rows: [['M', '38']] } },
  }),
  'PUT /api/admin/categories/:id/size-chart': () => ({
    path: `/api/admin/categories/${ids.category}/size-chart`,
    method: 'PUT',
    json: { chart: { columns: ['Size', 'Chest (in)'], rows: [['M', '38']] } },
  }),
  'POST /api/admin/products/import': () => ({
    path: '/api/admin/products/import',
    method: 'POST',
    json: {
      csv: 'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price\r\naudit-cap,Audit Cap,Caps,Title,Default Title,AUDIT-CAP-1,299\r\n',
    },
  }),
  'PUT /api/admin/products/:id/options': () => ({
    path: `/api/admin/products/${ids.variantProduct}/options`,
    method: 'PUT',
    json: { options: [{ name: 'Size', values: ['S', 'M'] }] },
  }),
  'PUT /api/users/:id': () => ({ path: `/api/users/${ids.user}`, json: { role: 'admin' } }),
  'POST /api/users/:id/send-email': () => ({
    path: `/api/users/${ids.user}/send-email`,
    json: { subject: 'Hello', message: 'Your order is on its way.' },
  }),
  'POST /api/users/bulk-email': () => ({
    path: '/api/users/bulk-email',
    json: { subject: 'Diwali sale', message: 'Everything 10% off this week.', role: 'admin' },
  }),
  'DELETE /api/users/:id': () => ({ path: `/api/users/${ids.user}`, method: 'DELETE' }),
  'PUT /api/admin/inbox/:id/handled': () => ({
    path: `/api/admin/inbox/${ids.message}/handled`,
    json: { handled: true },
  }),
  'POST /api/admin/settings/logo': () => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(logoPng)], { type: 'image/png' }), 'logo.png');
    return { path: '/api/admin/settings/logo', body: form };
  },
  'PUT /api/admin/settings': () => ({
    path: '/api/admin/settings',
    method: 'PUT',
    // The test app lifts the order caps above what a save accepts; a shop's own values go back in.
    json: {
      ...savedSettings,
      gstin: '',
      shopName: 'Audit Crafts',
      maxUnitsPerProduct: 10,
      maxOpenUnpaidOrders: 5,
      maxOpenCodOrders: 3,
    },
  }),
  // The RTO report's "Turn off COD for this PIN code" (decision 241): a settings change, audited as one.
  'POST /api/admin/settings/cod-blocked-pincodes': () => ({
    path: '/api/admin/settings/cod-blocked-pincodes',
    json: { pincode: '110001' },
  }),
  'POST /api/admin/coupons': () => ({
    path: '/api/admin/coupons',
    json: { code: 'AUDIT10', kind: 'percent', percentOff: 10 },
  }),
  'PUT /api/admin/coupons/:id': () => ({
    path: `/api/admin/coupons/${ids.coupon}`,
    method: 'PUT',
    json: { code: 'AUDITOFF', kind: 'fixed', amountOff: 50, active: false },
  }),
  'PUT /api/admin/reviews/:id/hide': () => ({
    path: `/api/admin/reviews/${ids.review}/hide`,
    json: { reason: 'Spam' },
  }),
  'PUT /api/admin/reviews/:id/restore': () => ({ path: `/api/admin/reviews/${ids.review}/restore`, json: {} }),
  'POST /api/admin/inbox/:id/resolve': () => ({
    path: `/api/admin/inbox/${ids.grievance}/resolve`,
    json: { resolution: 'Refunded in full.' },
  }),
  'POST /api/admin/inbox/:id/reopen': () => ({ path: `/api/admin/inbox/${ids.grievance}/reopen`, json: {} }),
  'POST /api/admin/inbox/:id/reply': () => ({
    path: `/api/admin/inbox/${ids.message}/reply`,
    json: { message: 'Thank you, we will call you.' },
  }),
  // A COD return through every admin step (issue 18).
  'POST /api/admin/returns/:id/decision': () => ({
    path: `/api/admin/returns/${ids.return}/decision`,
    json: { decision: 'approve' },
  }),
  'POST /api/admin/returns/:id/track': () => ({ path: `/api/admin/returns/${ids.return}/track` }),
  'POST /api/admin/returns/:id/received': () => ({ path: `/api/admin/returns/${ids.return}/received`, json: {} }),
  'POST /api/admin/returns/:id/refund': () => ({ path: `/api/admin/returns/${ids.return}/refund` }),
  'POST /api/admin/returns/:id/payout-paid': () => ({
    path: `/api/admin/returns/${ids.return}/payout-paid`,
    json: { reference: 'UTR-AUDIT-0001' },
  }),
  // The shop opens a return for the customer after the window (docs/decisions/191-admin-opens-return.md).
  'POST /api/admin/orders/:id/returns': () => ({
    path: `/api/admin/orders/${ids.lateOrder}/returns`,
    json: {
      items: [{ orderItemId: ids.lateItem, quantity: 1 }],
      reason: 'defect_after_48h',
      note: 'The kettle stopped heating on day five; agreed by phone.',
      payout: { method: 'upi', upiId: 'audit@okaxis' },
    },
  }),
  'POST /api/admin/breaches': () => ({ path: '/api/admin/breaches', json: breachInput() }),
  'POST /api/admin/breaches/:id/notify': () => ({ path: `/api/admin/breaches/${ids.breach}/notify`, json: {} }),
  'POST /api/admin/breaches/:id/board-reported': () => ({
    path: `/api/admin/breaches/${ids.breach}/board-reported`,
    json: {},
  }),
};

/** A breach that touched one account (docs/decisions/177-breach-register.md). */
const breachInput = () => ({
  title: 'Courier portal leak',
  description: 'A courier partner portal exposed shipping labels for a few hours.',
  dataAffected: 'Name, phone and address',
  consequences: 'Unwanted calls or mail',
  measures: 'Portal access revoked and labels rotated',
  shopperSteps: 'Ignore calls asking for an OTP',
  discoveredAt: new Date(Date.now() - 3_600_000).toISOString(),
  affectedEmails: ['user@example.com'],
});

const adminWriteRoutes: string[] = [];

/** A shipped order whose parcel Shiprocket reports LOST (status 12), as its tracking would record it. */
async function placeLostParcel(): Promise<string> {
  // A product without variants: an order of a product with variants must name one.
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`not exists (select 1 from product_options o where o.product_id = "products"."id")`,
      ),
    )
    .limit(1);
  const { order } = await placeShippedOrder(t, {
    token: customerToken,
    adminToken,
    items: [{ product: product!.id, quantity: 1 }],
  });
  const lost = { srStatus: 12, statusLabel: 'LOST', etd: null, trackUrl: null, deliveredAt: null, courierName: null };
  await t.database.db
    .update(shipments)
    .set({
      tracking: {
        ...lost,
        activities: [
          { at: new Date().toISOString(), srStatus: 12, label: 'LOST', activity: 'Shipment lost', location: '' },
        ],
      },
    })
    .where(eq(shipments.orderId, order._id));
  return order._id as string;
}

/** A shipped order whose courier failed to deliver (the simulator's UNDELIVERED webhook): its failed delivery's id. */
async function placeFailedDelivery(): Promise<string> {
  // A product without variants: an order of a product with variants must name one.
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`not exists (select 1 from product_options o where o.product_id = "products"."id")`,
      ),
    )
    .limit(1);
  const { order, awb } = await placeShippedOrder(t, {
    token: customerToken,
    adminToken,
    items: [{ product: product!.id, quantity: 1 }],
  });
  for (const sr_status of [42, 21]) {
    const res = await t.request('/sim/shiprocket/__sim/advance', { method: 'POST', json: { awb, sr_status } });
    expect(res.body.webhook_status, res.text).toBe(200);
  }
  const [row] = await t.database.db.select().from(failedDeliveries).where(eq(failedDeliveries.orderId, order._id));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SHIPROCKET_SIM_CONTROL: 'on' } });
  logoPng = await returnPhoto('#1d4ed8');
  adminToken = await t.login('admin@example.com', 'admin123');
  customerToken = await t.login('user@example.com', 'user123');
  // A product without variants: an order of a product with variants must name one.
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`not exists (select 1 from product_options o where o.product_id = "products"."id")`,
      ),
    )
    .limit(1);
  await t.database.db.update(products).set({ stock: 100 }).where(eq(products.id, product!.id));
  ids.product = product!.id;
  // A second product for the variant routes (decision 217): the product above is deleted by its own entry.
  const [other] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), ne(products.id, ids.product)))
    .limit(1);
  ids.variantProduct = other!.id;
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  ids.category = category!.id;
  const [variant] = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, ids.variantProduct));
  ids.variant = variant!.id;
  ids.cod = await placeOrder('cod');
  ids.whatsapp = await placeOrder('whatsapp');
  ids.cancel = await placeOrder('cod');
  ids.ship = await placeOrder('cod');
  ids.lost = await placeLostParcel();
  ids.ndr = await placeFailedDelivery();
  const user = await t.request('/api/auth/register', {
    method: 'POST',
    json: {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      name: 'Audit Throwaway',
      email: 'audit-throwaway@example.com',
      password: 'secret1',
    },
  });
  ids.user = user.body.user._id;
  const breach = await t.request('/api/admin/breaches', { method: 'POST', token: adminToken, json: breachInput() });
  if (breach.status !== 201) throw new Error(`breach record failed: ${breach.status} ${breach.text}`);
  ids.breach = breach.body.incident._id;
  const [message] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Meera', email: 'meera@example.com', subject: 'Hi', message: 'Is the kettle in stock?' })
    .returning({ id: contactMessages.id });
  ids.message = message!.id;
  const [grievance] = await t.database.db
    .insert(contactMessages)
    .values({
      name: 'Meera',
      email: 'meera@example.com',
      subject: 'Late',
      message: 'Still not here.',
      grievanceTicket: 'GRV-2026-999999',
    })
    .returning({ id: contactMessages.id });
  ids.grievance = grievance!.id;
  const [coupon] = await t.database.db
    .insert(coupons)
    .values({ code: 'AUDITOFF', kind: 'fixed', amountOffPaise: 50_00 })
    .returning({ id: coupons.id });
  ids.coupon = coupon!.id;
  const [review] = await t.database.db
    .insert(reviews)
    .values({ productId: ids.product, authorName: 'Meera I.', rating: 2, title: 'Meh', body: 'Not as pictured.' })
    .returning({ id: reviews.id });
  ids.review = review!.id;
  savedSettings = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
  const { order: returned } = await placeDeliveredOrder(t, { token: customerToken, adminToken, product: ids.product });
  const lines = await t.request(`/api/orders/${returned._id}/returns`, { token: customerToken });
  const asked = await sendReturnRequest(t, {
    token: customerToken,
    orderId: returned._id,
    items: [{ orderItemId: lines.body.items[0].orderItemId, quantity: 1 }],
    payout: { method: 'upi', upiId: 'audit@okaxis' },
  });
  if (asked.status !== 201) throw new Error(`return request failed: ${asked.status} ${asked.text}`);
  ids.return = asked.body.return._id;
  const { order: late } = await placeDeliveredOrder(t, {
    token: customerToken,
    adminToken,
    product: ids.product,
    deliveredAt: new Date(Date.now() - 5 * 86_400_000),
  });
  ids.lateOrder = late._id;
  ids.lateItem = (
    await t.request(`/api/orders/${late._id}/returns`, { token: customerToken })
  ).body.items[0].orderItemId;

  // Admin write routes: every non-GET /api route that refuses a signed-in customer with 403.
  const writes = listApiRoutes(t.app).filter((route) => !route.startsWith('GET '));
  for (const route of writes) {
    const [method, pattern] = route.split(' ') as [string, string];
    const path = pattern.replace(/:[a-zA-Z]+/g, randomUUID());
    const res = await t.request(path, { method, token: customerToken, json: {} });
    if (res.status === 403 && !READS_SENT_AS_POST.has(route)) adminWriteRoutes.push(route);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('admin audit coverage', () => {
  it('knows how to call every admin write route the app registers', () => {
    expect(adminWriteRoutes.length).toBeGreaterThan(10);
    const missing = adminWriteRoutes.filter((route) => !(route in CALLS));
    expect(missing, 'admin write routes without an audit check in admin-audit-coverage.test.ts').toEqual([]);
  });

  it('records an audit row for each successful admin write', async () => {
    const unaudited: string[] = [];
    for (const [route, make] of Object.entries(CALLS)) {
      if (!adminWriteRoutes.includes(route)) continue; // a route this app no longer has
      const call = make();
      const before = await auditCount();
      const res = await t.request(call.path, {
        method: call.method ?? route.split(' ')[0],
        token: adminToken,
        ...(call.body ? { body: call.body } : call.json !== undefined ? { json: call.json } : {}),
      });
      expect(res.status, `${route}: ${res.text}`).toBeLessThan(300);
      // The hook-audited routes write after the answer is sent: give it a moment.
      let after = await auditCount();
      for (let i = 0; i < 40 && after <= before; i++) {
        await new Promise((r) => setTimeout(r, 25));
        after = await auditCount();
      }
      if (after <= before) unaudited.push(route);
    }
    expect(unaudited, 'admin write routes that wrote no audit row').toEqual([]);
  });
});
