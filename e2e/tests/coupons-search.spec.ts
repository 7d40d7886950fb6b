import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import {
  ADDRESS,
  bearer,
  cartLine,
  openWithCart,
  PHONE,
  pdfRupees,
  priceOf,
  productBySku,
  rupees,
} from './checkout-helpers';

/** Issue 19: a coupon at checkout (docs/decisions/135, 138) and search suggestions (docs/decisions/139). */

test('a coupon applied at checkout lowers the total, and the invoice shows the discount and GST after it', async ({
  page,
}, testInfo) => {
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const created = await page.request.post('/api/admin/coupons', {
    headers: bearer(adminToken),
    data: { code, kind: 'fixed', amountOff: 200, minOrderValue: 500 },
  });
  expect(created.status(), await created.text()).toBe(201);

  const shopper = newShopper('coupon');
  const token = await apiRegister(page, shopper);
  const headphones = await productBySku(page, 'ELEC-BT-HP-001');
  const subtotal = priceOf(headphones);
  await openWithCart(page, token, [cartLine(headphones, 1)]);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await page.getByLabel('Phone').fill(PHONE);
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').selectOption(ADDRESS.state);
  await page.getByLabel('PIN code').fill(ADDRESS.pincode);
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(subtotal));

  // A wrong code says why; the right one shows what it takes off and changes the total.
  await page.getByLabel('Coupon code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon code is not valid' })).toBeVisible();
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText(`${code} applied`);
  await expect(page.getByTestId('checkout-coupon-discount')).toHaveText(`−${rupees(200)}`);
  // ₹1,299 of goods after the discount: still free shipping.
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(subtotal - 200));
  await page.screenshot({ path: testInfo.outputPath('checkout-coupon.png'), fullPage: true });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText(rupees(subtotal - 200));
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  // The shop packs it (the invoice is issued at dispatch); the invoice carries the discount.
  const packed = await page.request.put(`/api/orders/${orderId}/status`, {
    headers: bearer(adminToken),
    data: { status: 'packed' },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  const invoice = await page.request.get(`/api/orders/${orderId}/invoice`, { headers: bearer(token) });
  expect(invoice.status()).toBe(200);
  const file = testInfo.outputPath('invoice.pdf');
  writeFileSync(file, await invoice.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Less discount ${pdfRupees(200)}`);
  expect(text).toMatch(new RegExp(`Coupon ${code}\\s+- ${pdfRupees(200).replace('.', '\\.')}`));
  const gst = await page.request.get(`/api/orders/${orderId}/gst`, { headers: bearer(token) });
  const figures = (await gst.json()) as { total: number; taxable: number; discount: number };
  expect(figures).toMatchObject({ total: subtotal - 200, discount: 200 });
  // 18% inside ₹1,299: the taxable value is the discounted price without its GST.
  expect(figures.taxable).toBeCloseTo((subtotal - 200) / 1.18, 1);
  expect(text).toContain(pdfRupees(figures.taxable));
});

test('search suggestions forgive typos as the shopper types, on a 375 px phone too', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  // On a phone the search has its own row under the header, always in sight.
  const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true }).first();
  await box.click();
  await box.pressSequentially('wireles earbu', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Product suggestions' }).filter({ visible: true });
  await expect(list.getByRole('option').first()).toContainText('Sonora AirDots 210 True Wireless Earbuds');
  const width = await list.evaluate((el) => el.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('suggestions-375.png') });

  await box.fill('');
  await box.pressSequentially('kurtha', { delay: 40 });
  await expect(list.getByRole('option').first()).toContainText('Kurta');
  await list.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}/);
});
