import { words } from '@shop/shared/shopper-words';
import { english } from '../src/lib/shopper-words';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { STOCK_ALERT_MESSAGES } from '@shop/shared/schemas/stock-alerts';
import { emailOutbox, stockAlerts } from '../src/db/schema';
import { createStockAlertsRepository } from '../src/modules/wishlist/stock-alerts.repository';
import { createCustomer, createProduct, placeOrder, saveShopSettings } from './helpers/factories';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/**
 * Issue 35: the product page's PIN check (docs/decisions/211-pin-check-on-the-product-page.md) and "Notify me
 * when back in stock" (212), against the real server, the Shiprocket simulator and a real SMTP server.
 */
let t: TestApp;
let sink: SmtpSink;
let adminToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The shop's own caps, so its Settings save as read.
  t = await startTestApp({ env: { SMTP_URL: sink.url }, orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const estimate = (query: string) => t.request(`/api/shiprocket/delivery-estimate?${query}`);

describe('PIN check on the product page (GET /api/shiprocket/delivery-estimate)', () => {
  it("answers a serviceable PIN without an account, with checkout's own delivery date", async () => {
    const product = await createProduct(t, { skuPrefix: 'PIN' });
    const res = await estimate(`pincode=560001&productId=${product.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ pincode: '560001', serviceable: true, codAvailable: true });
    expect(res.body.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.message).toMatch(/^Delivers by /);

    // The same computation as checkout: the signed-in serviceability check gives the same day.
    const customer = await createCustomer(t);
    const checkout = await t.request('/api/shiprocket/serviceability', {
      method: 'POST',
      token: customer.token,
      json: { pincode: '560001' },
    });
    expect(checkout.status, checkout.text).toBe(200);
    const plain = await estimate('pincode=560001');
    expect(plain.body.deliveryDate).toBe(checkout.body.deliveryDate);
    expect(plain.body.courierName).toBe(checkout.body.courierName);
  });

  it('says when no courier collects cash there, and when we do not deliver at all', async () => {
    // 79xxxx (north-east) is reached only by prepaid couriers in the simulator, as in Shiprocket's answers.
    const remote = await estimate('pincode=791001');
    expect(remote.status, remote.text).toBe(200);
    expect(remote.body).toMatchObject({ serviceable: true, codAvailable: false });

    const nowhere = await estimate('pincode=900001');
    expect(nowhere.status, nowhere.text).toBe(200);
    expect(nowhere.body).toMatchObject({ serviceable: false, codAvailable: false, deliveryDate: null });
    expect(nowhere.body.message).toBe('Sorry, we do not deliver to PIN code 900001 yet');
  });

  it("turns cash on delivery off where the shop's Settings have it off", async () => {
    await saveShopSettings(t, adminToken, { codEnabled: false });
    try {
      const res = await estimate('pincode=560002');
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ serviceable: true, codAvailable: false });
    } finally {
      await saveShopSettings(t, adminToken, { codEnabled: true });
    }
  });

  it.each([['56001'], ['056001'], ['abcdef'], [''], ['5600011']])('refuses PIN %j with a clear 400', async (pin) => {
    const res = await estimate(`pincode=${encodeURIComponent(pin)}`);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toContain(MESSAGES.invalidPincode);
  });

  it('refuses a missing PIN and a malformed product id with a message, never a 5xx', async () => {
    const missing = await estimate('');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(MESSAGES.invalidPincode);
    const badProduct = await estimate('pincode=560001&productId=nope');
    expect(badProduct.status).toBe(400);
    expect(badProduct.body.message).toContain('Invalid product id');
  });
});

/** Sets a product's stock through the admin's product edit, as the merchant does. */
async function setStock(product: { id: string; name: string }, stock: number) {
  const form = new FormData();
  const fields = {
    name: product.name,
    description: 'A test product.',
    mrp: '500',
    category: 'Electronics',
    stock: String(stock),
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await t.request(`/api/products/${product.id}`, { method: 'PUT', token: adminToken, body: form });
  expect(res.status, res.text).toBe(200);
}

const mailsTo = (email: string) =>
  sink.messages.filter((m) => m.envelopeTo.includes(email) && m.subject.startsWith('Back in stock'));
const requestAlert = (productId: string, email: string, token?: string) =>
  t.request('/api/wishlist/stock-alerts', { method: 'POST', json: { productId, email }, ...(token ? { token } : {}) });
const alertRows = (productId: string) =>
  t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));

describe('Notify me when back in stock (POST /api/wishlist/stock-alerts)', () => {
  it('stores one request per address, mails it once when stock returns, and never again', async () => {
    const product = await createProduct(t, { skuPrefix: 'ALERT', stock: 0 });
    const guest = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const first = await requestAlert(product.id, `  ${guest.toUpperCase()} `);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ email: guest, message: english(words(STOCK_ALERT_MESSAGES.saved, { email: guest })) });
    // Asking again, in any case, is the same request.
    expect((await requestAlert(product.id, guest)).status).toBe(200);
    expect(await alertRows(product.id)).toHaveLength(1);

    await setStock(product, 5);
    const mail = await waitFor(() => mailsTo(guest)[0], 'the back-in-stock mail');
    expect(mail.subject).toBe(`Back in stock: ${product.name}`);
    expect(mail.text).toContain(`/products/${product.id}`);
    const [row] = await alertRows(product.id);
    expect(row!.notifiedAt).not.toBeNull();

    // More stock, then sold out and back again: the answered request mails nobody.
    await setStock(product, 9);
    await setStock(product, 0);
    await setStock(product, 3);
    // A canary request on another product, mailed after these changes, shows the mail queue has caught up.
    const canary = await createProduct(t, { skuPrefix: 'CANARY', stock: 0 });
    const canaryEmail = `canary-${randomUUID().slice(0, 8)}@example.com`;
    await requestAlert(canary.id, canaryEmail);
    await setStock(canary, 1);
    await waitFor(() => mailsTo(canaryEmail)[0], 'the canary mail');
    expect(mailsTo(guest)).toHaveLength(1);
  });

  it('mails when a cancelled order gives the last unit back, and a wisher who also asked gets one mail', async () => {
    const product = await createProduct(t, { skuPrefix: 'ALERT-ORDER', stock: 1 });
    const buyer = await createCustomer(t);
    const order = await placeOrder(t, { token: buyer.token, product: product.id }); // 1 -> 0
    const shopper = await createCustomer(t, { name: 'Asha Rao' });
    await t.request(`/api/wishlist/${product.id}`, { method: 'PUT', token: shopper.token });
    const asked = await requestAlert(product.id, shopper.email, shopper.token);
    expect(asked.status, asked.text).toBe(200);
    const [row] = await alertRows(product.id);
    expect(row!.userId).toBe(shopper.id);

    const cancel = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: buyer.token });
    expect(cancel.status, cancel.text).toBeLessThan(300);
    await waitFor(async () => (await alertRows(product.id))[0]?.notifiedAt, 'the request answered');
    await waitFor(() => mailsTo(shopper.email)[0], 'the back-in-stock mail');
    // The wish and the request were both waiting: one mail, the wishlist's (both claims were queued together,
    // in the transaction that marked the request answered).
    const queued = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, shopper.email), eq(emailOutbox.kind, 'back-in-stock')));
    expect(queued).toHaveLength(1);
    expect(mailsTo(shopper.email)).toHaveLength(1);
    expect(mailsTo(shopper.email)[0]!.text).toContain('which you saved to your wishlist');
  });

  it('claims a waiting request once however many restock checks race for it', async () => {
    const product = await createProduct(t, { skuPrefix: 'ALERT-RACE', stock: 0 });
    await requestAlert(product.id, `race-${randomUUID().slice(0, 8)}@example.com`);
    const claims = await Promise.all(
      [1, 2, 3].map(() => t.database.db.transaction((tx) => createStockAlertsRepository(tx).claim([product.id]))),
    );
    expect(claims.flat()).toHaveLength(1);
  });

  it('refuses an in-stock product (409), an unknown one (404) and a bad address (400)', async () => {
    const inStock = await createProduct(t, { skuPrefix: 'ALERT-IN', stock: 4 });
    const res = await requestAlert(inStock.id, 'someone@example.com');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STOCK_ALERT_MESSAGES.inStock);
    const unknown = await requestAlert('00000000-0000-4000-8000-000000000000', 'someone@example.com');
    expect(unknown.status).toBe(404);
    const soldOut = await createProduct(t, { skuPrefix: 'ALERT-BAD', stock: 0 });
    const bad = await requestAlert(soldOut.id, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidEmail);
    expect(await alertRows(soldOut.id)).toHaveLength(0);
  });

  it("is in the signed-in shopper's data export and goes with the account", async () => {
    const product = await createProduct(t, { skuPrefix: 'ALERT-DPDP', stock: 0 });
    const shopper = await createCustomer(t, { password: 'secret12' });
    await requestAlert(product.id, shopper.email, shopper.token);
    const exported = await t.request('/api/account/my-data', { token: shopper.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.stockAlerts).toEqual([
      expect.objectContaining({ productId: product.id, email: shopper.email, notifiedAt: null }),
    ]);
    const erased = await t.request('/api/account/delete', {
      method: 'POST',
      token: shopper.token,
      json: { password: 'secret12' },
    });
    expect(erased.status, erased.text).toBe(200);
    expect(await alertRows(product.id)).toHaveLength(0);
  });
});
