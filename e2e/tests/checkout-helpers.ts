import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { untilNotBusy } from '../fixtures/busy';

/** The catalogue product fields the tests need (rupees). */
export interface ApiProduct {
  _id: string;
  name: string;
  sku: string;
  mrp: number;
  sellingPrice: number | null;
  images: string[];
  stock: number;
  category: string;
  /** Packed weight of one unit in grams (docs/decisions/064-parcel-weight.md). */
  weightGrams?: number;
}

export interface ApiOrder {
  _id: string;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  subtotal: number;
  shippingFee: number;
  total: number;
  invoiceNumber: string | null;
  trackingNumber: string | null;
  items: { name: string; product: { _id: string | null } }[];
}

export const ADDRESS = {
  street: '7 Marine Drive, Fort Kochi',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682001',
} as const;
export const PHONE = '9812345678';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** As the app shows money: "₹1,23,456.00". */
export const rupees = (amount: number) => inr.format(amount);

const plain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts as the invoice PDF prints them (its bundled font has the rupee sign). */
export const pdfRupees = (amount: number) => `₹${plain.format(amount)}`;

export const priceOf = (product: Pick<ApiProduct, 'mrp' | 'sellingPrice'>) => product.sellingPrice ?? product.mrp;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The catalogue's products sold as one SKU: a product with sizes or colours needs a variant in every cart line
 * (decision 217), so tests that build carts by hand leave those out (tests/variants.spec.ts covers them).
 */
export async function apiProducts(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.get('/api/products?limit=100');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: (ApiProduct & { choices?: unknown })[] };
  return products.filter((product) => !product.choices);
}

export async function productBySku(page: Page, sku: string): Promise<ApiProduct> {
  const product = (await apiProducts(page)).find((p) => p.sku === sku);
  if (!product) throw new Error(`no product ${sku} in the catalogue`);
  return product;
}

/** A cart line in the cart store's stored format (localStorage 'cart'). */
export function cartLine(product: ApiProduct, quantity: number) {
  const { _id, name, mrp, sellingPrice, images, stock, category } = product;
  return { product: { _id, name, mrp, sellingPrice, images, stock, category }, quantity };
}

/**
 * Signs in with `token`, puts `cart` where the cart store keeps it, and opens `path`.
 * The warm-up page must have finished rendering (its session settled as "signed out") before the token is
 * written: a session probe started after that moment would be cut off by the next navigation, and the app
 * drops the token when its probe fails.
 */
export async function openWithCart(page: Page, token: string, cart: unknown[], path = '/checkout') {
  await page.goto('/404-warmup');
  await page.locator('#main-content').waitFor();
  await page.evaluate(
    ([t, c]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('cart', c);
    },
    [token, JSON.stringify(cart)] as const,
  );
  await page.goto(path);
}

export async function apiSaveAddress(page: Page, token: string, name: string) {
  const res = await untilNotBusy(() =>
    page.request.put('/api/auth/profile', { headers: bearer(token), data: { name, phone: PHONE, address: ADDRESS } }),
  );
  expect(res.status(), await res.text()).toBe(200);
}

export async function apiPlaceOrder(
  page: Page,
  token: string,
  lines: { product: string; quantity: number }[],
  paymentMethod: 'cod' | 'whatsapp' = 'cod',
): Promise<ApiOrder> {
  // One Idempotency-Key for every try, as checkout sends: a try the shop did place is not placed twice.
  const headers = { ...bearer(token), 'idempotency-key': randomUUID() };
  const data = { items: lines, shippingAddress: { name: 'Test Shopper', phone: PHONE, ...ADDRESS }, paymentMethod };
  const res = await untilNotBusy(() => page.request.post('/api/orders', { headers, data }));
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: ApiOrder }).order;
}

export async function apiMyOrders(page: Page, token: string, status?: string): Promise<ApiOrder[]> {
  const res = await page.request.get(`/api/orders/my-orders${status ? `?status=${status}` : ''}`, {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: ApiOrder[] }).orders;
}

/** The number customers see: last 8 characters of the id, upper-case. */
export const orderNumberOf = (id: string) => id.slice(-8).toUpperCase();

/**
 * The weight (kg) the ship dialog starts at and couriers are quoted for: the lines' catalogue weights (500 g when
 * a product has none), rounded up to 10 g, at least 0.1 kg (docs/decisions/064-parcel-weight.md).
 */
export function parcelKg(lines: { product: { weightGrams?: number }; quantity: number }[]): number {
  const grams = lines.reduce((sum, line) => sum + (line.product.weightGrams ?? 500) * line.quantity, 0);
  return Math.max(0.1, Math.ceil(grams / 10) / 100);
}

/**
 * GST inside GST-inclusive amounts, per rate (docs/gst.md), worked out here apart from the app's code:
 * half = round(A x r/2 / (100 + r)) paise, tax = 2 x half. Rates without tax (0%) are left out.
 */
export function gstByRate(linesByRate: Map<number, number>): { rate: number; tax: number }[] {
  return [...linesByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, paise]) => ({ rate, tax: 2 * Math.round((paise * rate) / 2 / (100 + rate)) }))
    .filter((r) => r.tax > 0);
}

/** "incl. GST ₹x: 5% ₹a, 18% ₹b", as the cart, the checkout, the order and the mails print it. */
export function includedGst(linesByRate: Map<number, number>): string {
  const parts = gstByRate(linesByRate);
  const total = parts.reduce((s, r) => s + r.tax, 0);
  return `incl. GST ${rupees(total / 100)}: ${parts.map((r) => `${r.rate}% ${rupees(r.tax / 100)}`).join(', ')}`;
}

/**
 * The checkout's consent to delivery (docs/decisions/189-consent-at-checkout.md). An account that accepted the
 * current privacy notice at registration (every shopper these tests register, and the seeded demo customer) is not
 * asked; an account without consent under the current notice (older accounts, or everyone after the notice
 * changes) gets this tick box and must tick it before Place Order goes through.
 */
export const deliveryConsentBox = (page: Page) =>
  page.getByRole('checkbox', { name: /consent to my name, phone and address being used to deliver my orders/ });

/** Ticks the delivery consent when the checkout asks for it; does nothing when the consent is on record. */
export async function tickDeliveryConsentIfAsked(page: Page): Promise<void> {
  const box = deliveryConsentBox(page);
  if (await box.isVisible()) await box.check();
}

/**
 * Makes the checkout believe the signed-in account has no consent under the current notice, as an account made
 * before consent was required, or any account after the notice changed, has (the server's own answer otherwise).
 */
export async function simulateAccountWithoutConsent(page: Page): Promise<void> {
  await page.route('**/api/account/consents', (route) =>
    route.fulfill({ json: { consents: [], checkoutNeedsConsent: true } }),
  );
}
