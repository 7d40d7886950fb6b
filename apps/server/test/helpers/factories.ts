import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { categories, orders, products } from '../../src/db/schema';
import type { TestApp } from './test-app';

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

let productCounter = 0;
const firstCategoryIds = new WeakMap<TestApp, string>();

async function firstCategoryId(t: TestApp): Promise<string> {
  const known = firstCategoryIds.get(t);
  if (known) return known;
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('createProduct needs a category: start the test app with its seed');
  firstCategoryIds.set(t, category.id);
  return category.id;
}

/** A product of the test's own: ₹500 and 10 in stock unless given, in the seed's first category. */
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
  const res = await t.request('/api/auth/register', { method: 'POST', json: { name, email, password } });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.user._id as string, email, name, token: res.body.token as string };
}

export interface PlaceOrderOptions {
  token: string;
  /** The order's lines; or `product` (one unit unless `quantity`) for a one-line order. */
  items?: OrderLine[];
  product?: string;
  quantity?: number;
  paymentMethod?: 'cod' | 'razorpay';
  shippingAddress?: Record<string, string>;
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
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order;
}

/** What pays a provider order at the checkout, e.g. the Razorpay simulator's `pay`. */
export type PayAtCheckout = (
  providerOrderId: string,
) => { ok: true; response: Record<string, string> } | { ok: false; [key: string]: unknown };

/**
 * An online order, paid: placed, its Razorpay order created, paid at the checkout (`pay`) and verified, as the
 * shopper's browser does it.
 */
export async function placePaidOrder(t: TestApp, options: PlaceOrderOptions & { pay: PayAtCheckout }) {
  const order = await placeOrder(t, { ...options, paymentMethod: 'razorpay' });
  const created = await t.request('/api/orders/create-payment', {
    method: 'POST',
    token: options.token,
    json: { receipt: order._id },
  });
  expect(created.status, created.text).toBe(200);
  const providerOrderId = created.body.order.id as string;
  const paid = options.pay(providerOrderId);
  if (!paid.ok) throw new Error('the simulated payment failed');
  const verified = await t.request('/api/orders/verify-payment', {
    method: 'POST',
    token: options.token,
    json: { ...paid.response, order_id: order._id },
  });
  expect(verified.status, verified.text).toBe(200);
  return { order, providerOrderId, paymentId: paid.response.razorpay_payment_id! };
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
  const packed = await t.request(`/api/orders/${order._id}/status`, {
    method: 'PUT',
    token: options.adminToken,
    json: { status: 'packed' },
  });
  expect(packed.status, packed.text).toBe(200);
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

/** An order taken through packed, shipped and delivered by the admin's status changes (reviews need one). */
export async function placeDeliveredOrder(t: TestApp, options: PlaceOrderOptions & { adminToken: string }) {
  const order = await placePackedOrder(t, options);
  for (const status of ['shipped', 'delivered']) {
    const res = await t.request(`/api/orders/${order._id}/status`, {
      method: 'PUT',
      token: options.adminToken,
      json: { status },
    });
    expect(res.status, res.text).toBe(200);
  }
  return order;
}
