import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO, apiLogin, apiRegister, expect, newShopper, test } from '../fixtures';
import { ADDRESS, apiProducts, apiSaveAddress, bearer, cartLine, openWithCart, priceOf } from './checkout-helpers';

/*
 * Issue 32, B2B (docs/decisions/185): a business buyer gives its GSTIN, legal name and registered address at
 * checkout; a registered state other than the GSTIN's gets a field message and places nothing; the invoice
 * bills the registered address ("Bill to") and ships to the delivery address ("Ship to").
 */

const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

async function snap(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 1280}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a business buyer: the registered state must be the GSTIN’s; the invoice bills it and ships apart', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('b2b');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const product = (await apiProducts(page)).filter((p) => p.stock > 5).sort((a, b) => priceOf(a) - priceOf(b))[0]!;
  await openWithCart(page, token, [cartLine(product, 1)]);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: /I need a GST invoice for my business/ }).check();
  await page.getByLabel('GSTIN').fill(KARNATAKA_GSTIN);
  await page.getByLabel('Legal name of the business').fill('Bharat Traders Private Limited');
  await page.getByRole('textbox', { name: 'Registered address', exact: true }).fill('14 MG Road, Shivajinagar');
  await page.getByLabel('Registered city').fill('Bengaluru');
  await page.getByLabel('Registered state').selectOption('Maharashtra');
  await page.getByLabel('Registered PIN code').fill('560001');

  // A Karnataka GSTIN (29…) with a Maharashtra address: a message at the field, no order.
  await page.getByRole('button', { name: 'Place Order' }).click();
  const mismatch = 'This GSTIN is registered in Karnataka (29): the registered address must be in Karnataka';
  await expect(page.locator('#main-content').getByText(mismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await snap(page, testInfo, 'b2b-checkout-mismatch');

  await page.getByLabel('Registered state').selectOption('Karnataka');
  await expect(page.locator('#main-content').getByText(mismatch)).toHaveCount(0);
  await snap(page, testInfo, 'b2b-checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const packed = await page.request.put(`/api/orders/${orderId}/status`, {
    headers: bearer(adminToken),
    data: { status: 'packed' },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  const res = await page.request.get(`/api/orders/${orderId}/invoice`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const file = testInfo.outputPath('b2b-invoice.pdf');
  writeFileSync(file, await res.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const billTo = text.slice(text.indexOf('Bill to'), text.indexOf('Ship to'));
  expect(billTo).toContain('Bharat Traders Private Limited');
  expect(billTo).toContain('14 MG Road, Shivajinagar');
  expect(billTo).toContain('Bengaluru, Karnataka - 560001');
  expect(billTo).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
  const shipTo = text.slice(text.indexOf('Ship to'), text.indexOf('HSN'));
  expect(shipTo).toContain(ADDRESS.street);
  expect(shipTo).toContain(`${ADDRESS.city}, ${ADDRESS.state} - ${ADDRESS.pincode}`);
  expect(text).toContain('Karnataka (29)');
});
