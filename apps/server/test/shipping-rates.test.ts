import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, shopSettings } from '../src/db/schema';
import { createSettingsService } from '../src/modules/settings/settings.service';
import { startTestApp, type TestApp } from './helpers/test-app';
import {
  createCoupon,
  createCustomer,
  createProduct,
  mumbaiAddress,
  placeOrder,
  saveShopSettings,
  stockOf,
  type Customer,
} from './helpers/factories';

/**
 * The delivery charges come from the shop Settings (docs/decisions/039-shipping-fee-from-settings.md): at or below
 * the threshold the shipping fee, plus the COD fee for cash on delivery; above it nothing; COD can be switched off.
 */
let t: TestApp;
let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  // The shop's own caps: the settings are saved as read, and the lifted caps are beyond the form's limits.
  t = await startTestApp({ orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
});
beforeEach(async () => {
  // Fresh per test: unpaid online orders count against the cap on open orders.
  customer = await createCustomer(t, { emailPrefix: 'rates' });
});
afterAll(async () => {
  await t?.close();
});

async function ordersOf(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

describe('shipping rates from the shop settings', () => {
  it("keeps the demo shop's charges on first start: ₹100 for COD at or below ₹999, 0 for prepaid", async () => {
    const settings = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    expect(settings).toMatchObject({
      shippingFeeRupees: 0,
      codFeeRupees: 100,
      freeShippingAboveRupees: 999,
      codEnabled: true,
    });
    const product = await createProduct(t, { mrpPaise: 999_00 });
    const cod = await placeOrder(t, { token: customer.token, product: product.id });
    expect(cod).toMatchObject({ shippingFee: 100, total: 1099 });
    const prepaid = await placeOrder(t, { token: customer.token, product: product.id, paymentMethod: 'razorpay' });
    expect(prepaid).toMatchObject({ shippingFee: 0, total: 999 });
  });

  it('charges the saved fee, plus the COD fee, at or below the saved threshold, and nothing above it', async () => {
    await saveShopSettings(t, adminToken, { shippingFeeRupees: 40, codFeeRupees: 25, freeShippingAboveRupees: 600 });
    const product = await createProduct(t, { mrpPaise: 300_00 });
    const at = { token: customer.token, product: product.id, quantity: 2 }; // ₹600: not above ₹600
    const cod = await placeOrder(t, at);
    expect(cod).toMatchObject({ subtotal: 600, shippingFee: 65, total: 665 });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, cod._id));
    expect(stored).toMatchObject({ subtotalPaise: 600_00, shippingFeePaise: 65_00, totalPaise: 665_00 });
    expect(await placeOrder(t, { ...at, paymentMethod: 'razorpay' })).toMatchObject({ shippingFee: 40, total: 640 });
    const above = { ...at, quantity: 3 };
    expect(await placeOrder(t, above)).toMatchObject({ shippingFee: 0, total: 900 });
    expect(await placeOrder(t, { ...above, paymentMethod: 'razorpay' })).toMatchObject({ shippingFee: 0, total: 900 });

    // The checkout's shipping line answers with the same rates.
    const calc = await t.request('/api/shiprocket/calculate-shipping', {
      method: 'POST',
      token: customer.token,
      json: { items: [{ product: product.id, quantity: 2 }], paymentMethod: 'cod' },
    });
    expect(calc.body).toMatchObject({ shippingFee: 65, total: 665, isFreeShipping: false, freeShippingAbove: 600 });
    // And the public shop answer the web app prices with.
    expect((await t.request('/api/shop')).body).toMatchObject({ shippingFeeRupees: 40, codFeeRupees: 25 });
  });

  it('prices the fee on the goods after the coupon', async () => {
    const coupon = await createCoupon(t, adminToken, { percentOff: 50 });
    const product = await createProduct(t, { mrpPaise: 800_00 });
    // ₹800 - 50% = ₹400: at or below ₹600, so the fee applies although the goods cost ₹800.
    const order = await placeOrder(t, { token: customer.token, product: product.id, couponCode: coupon.code });
    expect(order).toMatchObject({ subtotal: 800, shippingFee: 65, total: 465 });
  });

  it('refuses cash on delivery with a 422 when the shop switched it off: no order, stock unchanged', async () => {
    await saveShopSettings(t, adminToken, { codEnabled: false });
    const product = await createProduct(t, { mrpPaise: 200_00, stock: 5 });
    const before = await ordersOf(customer.id);
    const res = await t.request('/api/orders', {
      method: 'POST',
      token: customer.token,
      json: { items: [{ product: product.id, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toMatch(/Cash on delivery is not available/);
    expect(await ordersOf(customer.id)).toBe(before);
    expect(await stockOf(t, product.id)).toBe(5);
    // Prepaid still works, at the shipping fee alone.
    const prepaid = await placeOrder(t, { token: customer.token, product: product.id, paymentMethod: 'razorpay' });
    expect(prepaid).toMatchObject({ shippingFee: 40, total: 240 });
    await saveShopSettings(t, adminToken, { codEnabled: true });
  });

  it('reads a document saved before the fee applied with no shipping fee, so that shop keeps its charges', async () => {
    const [row] = await t.database.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    const { shippingFeesApply: _marker, ...legacy } = row!.settings as Record<string, unknown>;
    await t.database.db
      .update(shopSettings)
      .set({ settings: { ...legacy, shippingFeeRupees: 100 } })
      .where(eq(shopSettings.id, 1));
    // A fresh reader (the app's own keeps what it saved): as after a restart on that database.
    const reader = createSettingsService({ config: t.config, db: t.database.db });
    expect(await reader.get()).toMatchObject({ shippingFeeRupees: 0, codFeeRupees: 25 });
    await reader.close();
  });
});
