import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  categories,
  consents,
  emailOutbox,
  orders,
  productOptions,
  productVariants,
  products,
  users,
} from '../../src/db/schema';
import type { TestApp } from './test-app';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/*
 * Test data made the way the shop makes it: products straight into the catalogue table (a test's own, so its
 * stock and prices are known exactly), customers and orders through the API, as a shopper and an admin would.
 * Each factory takes the running test app first; what a test does not care about has a default.
 */

export type ProductRow = typeof products.$inferSelect;
export type NewProductValues = Partial<typeof products.$inferInsert> & {
  /** Start of the generated SKU (e.g. 'PAY'), so a product's test is visible in the database. */
  skuPrefix?: string;
};

export interface OrderLine {
  product: string;
  quantity: number;
  /** The size/colour bought, for a product with options (decision 217). */
  variantId?: string;
}

/** A delivery address in Mumbai (Maharashtra), for orders whose address does not matter. */
export const mumbaiAddress = {
  name: 'Rahul Sharma',
  email: 'rahul@example.com',
  phone: '+91 98765 43210',
  street: '221 Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};

/** The same address as a signed-in customer types it: no email (the account's is used), a bare 10-digit phone. */
export const mumbaiAddressNoEmail = {
  name: 'Rahul Sharma',
  phone: '9876543210',
  street: '221 Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};

/** A delivery address in Bengaluru, in the test shop's own state (Karnataka, 29ABCDE1234F1ZW): GST is CGST + SGST. */
export const bengaluruAddress = {
  name: 'Asha Rao',
  phone: '9876543210',
  street: '45 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

let productCounter = 0;
const firstCategoryIds = new WeakMap<TestApp, string>();

/** The id of the seed's first category (the one products made here go into unless given). */
export async function firstCategoryId(t: TestApp): Promise<string> {
  const known = firstCategoryIds.get(t);
  if (known) return known;
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('createProduct needs a category: start the test app with its seed');
  firstCategoryIds.set(t, category.id);
  return category.id;
}

/** A product of the test's own: ₹500 and 10 in stock unless given, in the seed's first category. */
/** A live demo product sold as one SKU: one with sizes or colours is refused without a variant (decision 217). */
export async function productSoldAsOneSku(t: TestApp) {
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`not exists (select 1 from ${productOptions} o where o.product_id = ${products.id})`,
      ),
    )
    .limit(1);
  if (!product) throw new Error('the demo catalogue has a product without options');
  return product;
}

export async function createProduct(t: TestApp, values: NewProductValues = {}): Promise<ProductRow> {
  productCounter += 1;
  const { skuPrefix = 'TEST', ...columns } = values;
  const [row] = await t.database.db
    .insert(products)
    .values({
      name: `Test product ${productCounter}`,
      sku: `${skuPrefix}-${productCounter}-${randomUUID().slice(0, 8)}`,
      mrpPaise: 500_00,
      stock: 10,
      ...columns,
      categoryId: columns.categoryId ?? (await firstCategoryId(t)),
    })
    .returning();
  return row!;
}

/**
 * A product with options and its generated variant grid, set up through the admin API as a merchant would;
 * `stock` maps a variant title ("Size M") to its stock, `prices` to its selling price in rupees.
 */
export async function createProductWithOptions(
  t: TestApp,
  adminToken: string,
  {
    options,
    stock = {},
    prices = {},
    product = {},
  }: {
    options: { name: string; values: string[] }[];
    stock?: Record<string, number>;
    prices?: Record<string, number>;
    product?: NewProductValues;
  },
) {
  const row = await createProduct(t, product);
  const set = await t.request(`/api/admin/products/${row.id}/options`, {
    method: 'PUT',
    token: adminToken,
    json: { options },
  });
  expect(set.status, set.text).toBe(200);
  const grid = set.body.variants as { _id: string; title: string }[];
  const edits = grid.map((v) => ({
    id: v._id,
    stock: stock[v.title] ?? 0,
    ...(prices[v.title] === undefined ? {} : { sellingPrice: prices[v.title] }),
  }));
  const edited = await t.request(`/api/admin/products/${row.id}/variants`, {
    method: 'PATCH',
    token: adminToken,
    json: { variants: edits },
  });
  expect(edited.status, edited.text).toBe(200);
  const variants = edited.body.variants as { _id: string; title: string; stock: number; sku: string; gstRate: number }[];
  const byTitle = (title: string) => {
    const found = variants.find((v) => v.title === title);
    if (!found) throw new Error(`no variant ${title}`);
    return found;
  };
  return { product: row, variants, byTitle };
}

/** A variant's stock as stored now. */
export async function variantStockOf(t: TestApp, variantId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** A product's stock as stored now. */
export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export interface Customer {
  id: string;
  email: string;
  name: string;
  token: string;
}

/** A newly registered customer, signed in; the e-mail address is unique (`<emailPrefix>-<random>@example.com`). */
export async function createCustomer(
  t: TestApp,
  { name = 'Meera Iyer', emailPrefix = 'customer', password = 'secret12' } = {},
): Promise<Customer> {
  const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name, email, password },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.user._id as string, email, name, token: res.body.token as string };
}

/** A customer signed up with exactly these details (createCustomer makes the e-mail unique); answers the token. */
export async function registerCustomer(t: TestApp, details: { name: string; email: string; password: string }) {
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: { ...details, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.token as string;
}

/** The token of the newest verification link mailed to `email` (read from the outbox, as the mail holds it). */
export async function verificationTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email.toLowerCase()), eq(emailOutbox.kind, 'email-verification')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/verify-email\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link in the outbox for ${email}`);
  return decodeURIComponent(token);
}

/** Opens the emailed verification link, as the shopper does (docs/decisions/150-email-verification.md). */
export async function verifyEmailOf(t: TestApp, email: string): Promise<void> {
  const res = await t.request('/api/auth/verify-email', {
    method: 'POST',
    json: { token: await verificationTokenFor(t, email) },
  });
  expect(res.status, res.text).toBe(200);
}

/**
 * Many signed-in customers at once for race tests: one registered through the API, the others written with its
 * password hash and given tokens the way sign-in makes them (hashing a password per customer is slow).
 */
export async function createCustomers(t: TestApp, n: number): Promise<Customer[]> {
  const first = await createCustomer(t, { emailPrefix: 'race' });
  const [row] = await t.database.db.select().from(users).where(eq(users.id, first.id));
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n - 1 }, (_, i) => ({
        name: `Race Customer ${i + 2}`,
        email: `race-${i + 2}-${randomUUID().slice(0, 8)}@example.com`,
        passwordHash: row!.passwordHash,
      })),
    )
    .returning();
  // As registration records it: consent to the current notice, which the checkout counts (decision 189).
  await t.database.db
    .insert(consents)
    .values(rows.map((u) => ({ userId: u.id, purpose: 'account' as const, noticeVersion: PRIVACY_NOTICE_VERSION })));
  const others = await Promise.all(
    rows.map(async (u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      token: await t.app.signToken({ id: u.id, role: 'user', tokenVersion: u.tokenVersion }),
    })),
  );
  return [first, ...others];
}

export interface PlaceOrderOptions {
  token: string;
  /** The order's lines; or `product` (one unit unless `quantity`) for a one-line order. */
  items?: OrderLine[];
  product?: string;
  quantity?: number;
  paymentMethod?: 'cod' | 'razorpay';
  shippingAddress?: Record<string, string>;
  couponCode?: string;
}

/** An order placed through the API (cash on delivery unless said), as the answer's `order` shows it. */
export async function placeOrder(t: TestApp, options: PlaceOrderOptions) {
  const items = options.items ?? [{ product: options.product!, quantity: options.quantity ?? 1 }];
  const res = await t.request('/api/orders', {
    method: 'POST',
    token: options.token,
    json: {
      items,
      shippingAddress: options.shippingAddress ?? mumbaiAddress,
      paymentMethod: options.paymentMethod ?? 'cod',
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order;
}

/** A coupon created by the admin through the API: 10% off, no limits, unless given (docs/decisions/135-coupons.md). */
export async function createCoupon(t: TestApp, adminToken: string, values: Record<string, unknown> = {}) {
  const res = await t.request('/api/admin/coupons', {
    method: 'POST',
    token: adminToken,
    json: { code: `SAVE${randomUUID().slice(0, 6)}`, kind: 'percent', percentOff: 10, ...values },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.coupon as { _id: string; code: string; usedCount: number };
}

type CheckoutResult = { ok: true; response: Record<string, string> } | { ok: false; [key: string]: unknown };

/**
 * What pays a provider order at the checkout: the Razorpay simulator's `pay` in the test's process, or
 * `payAtCheckoutPage` (razorpay-checkout.ts) over HTTP as checkout.js does it.
 */
export type PayAtCheckout = (providerOrderId: string) => CheckoutResult | Promise<CheckoutResult>;

/**
 * An online order already placed, paid: its Razorpay order created, paid at the checkout (`pay`) and verified,
 * as the shopper's browser does it.
 */
export async function payForOrder(t: TestApp, options: { token: string; orderId: string; pay: PayAtCheckout }) {
  const created = await t.request('/api/orders/create-payment', {
    method: 'POST',
    token: options.token,
    json: { receipt: options.orderId },
  });
  expect(created.status, created.text).toBe(200);
  const providerOrderId = created.body.order.id as string;
  const paid = await options.pay(providerOrderId);
  if (!paid.ok) throw new Error('the simulated payment failed');
  const verified = await t.request('/api/orders/verify-payment', {
    method: 'POST',
    token: options.token,
    json: { ...paid.response, order_id: options.orderId },
  });
  expect(verified.status, verified.text).toBe(200);
  return { providerOrderId, paymentId: paid.response.razorpay_payment_id!, verified };
}

/** An online order placed through the API and paid (`payForOrder`). */
export async function placePaidOrder(t: TestApp, options: PlaceOrderOptions & { pay: PayAtCheckout }) {
  const order = await placeOrder(t, { ...options, paymentMethod: 'razorpay' });
  return { order, ...(await payForOrder(t, { token: options.token, orderId: order._id, pay: options.pay })) };
}

/** The admin packs the order, which issues its invoice. */
export async function packOrder(t: TestApp, adminToken: string, orderId: string) {
  const packed = await t.request(`/api/orders/${orderId}/status`, {
    method: 'PUT',
    token: adminToken,
    json: { status: 'packed' },
  });
  expect(packed.status, packed.text).toBe(200);
}

/**
 * An order packed by the admin, ready to ship. An online order ships only once paid; unless `unpaid`, it is
 * marked paid in the database (the payment itself is payments.test.ts's business).
 */
export async function placePackedOrder(
  t: TestApp,
  options: PlaceOrderOptions & { adminToken: string; unpaid?: boolean },
) {
  const order = await placeOrder(t, options);
  if (options.paymentMethod === 'razorpay' && !options.unpaid) {
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order._id));
  }
  await packOrder(t, options.adminToken, order._id);
  return order;
}

/** An order packed and shipped through Shiprocket (the app's simulator unless configured otherwise). */
export async function placeShippedOrder(
  t: TestApp,
  options: PlaceOrderOptions & { adminToken: string; unpaid?: boolean },
) {
  const order = await placePackedOrder(t, options);
  const shipped = await t.request('/api/shiprocket/create-order', {
    method: 'POST',
    token: options.adminToken,
    json: { order_id: order._id },
  });
  expect(shipped.status, shipped.text).toBe(201);
  return { order, awb: shipped.body.awb_code as string };
}

/**
 * An order delivered at `deliveredAt` (default now): placed (and paid at the checkout when `pay` is given),
 * packed by the admin (which issues its invoice), then marked delivered in the database at that moment, so a
 * test sets where the 48-hour return window stands without waiting.
 */
export async function placeDeliveredOrder(
  t: TestApp,
  options: PlaceOrderOptions & { adminToken: string; pay?: PayAtCheckout; deliveredAt?: Date },
) {
  let order;
  let paymentId: string | null = null;
  if (options.pay) {
    ({ order, paymentId } = await placePaidOrder(t, { ...options, pay: options.pay }));
    await packOrder(t, options.adminToken, order._id);
  } else {
    order = await placePackedOrder(t, options);
  }
  const deliveredAt = options.deliveredAt ?? new Date();
  await t.database.db
    .update(orders)
    .set({ status: 'delivered', shippedAt: deliveredAt, deliveredAt })
    .where(eq(orders.id, order._id));
  return { order, paymentId };
}

/** A small real PNG picture (a return's photo evidence). */
export async function returnPhoto(color = '#c0392b'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 48, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface ReturnRequestOptions {
  token: string;
  orderId: string;
  items: { orderItemId: string; quantity: number }[];
  reason?: string;
  description?: string;
  payout?: Record<string, string>;
  /** Evidence files; one photo unless given. */
  files?: { data: Buffer; name: string; type: string }[];
}

/** Sends a return request as the order page does (multipart); answers the raw response. */
export async function sendReturnRequest(t: TestApp, options: ReturnRequestOptions) {
  const form = new FormData();
  form.set('items', JSON.stringify(options.items));
  form.set('reason', options.reason ?? 'damaged');
  form.set('description', options.description ?? 'The lid arrived cracked and the box was crushed.');
  if (options.payout) form.set('payout', JSON.stringify(options.payout));
  const files = options.files ?? [{ data: await returnPhoto(), name: 'photo.png', type: 'image/png' }];
  for (const file of files)
    form.append('evidence', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return t.request(`/api/orders/${options.orderId}/returns`, { method: 'POST', token: options.token, body: form });
}

/** Saves the shop Settings through the admin API: the current ones with `changes` over them; the stored settings. */
export async function saveShopSettings(t: TestApp, adminToken: string, changes: Record<string, unknown>) {
  const current = await t.request('/api/admin/settings', { token: adminToken });
  expect(current.status, current.text).toBe(200);
  const res = await t.request('/api/admin/settings', {
    method: 'PUT',
    token: adminToken,
    json: { ...current.body.settings, ...changes },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.settings;
}
