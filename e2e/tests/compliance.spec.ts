import type { Page } from '@playwright/test';
import { apiRegister, expect, newShopper, test, tick } from '../fixtures';
import { cartLine, openWithCart, priceOf, productBySku as productWithSku, rupees } from './checkout-helpers';

/*
 * Issue 23 (docs/decisions/100-legal-declarations-and-grievances.md): the Legal Metrology declarations on a
 * product page, the seller and grievance officer on /grievance and in the footer, and the grievance form.
 */

interface ApiProduct {
  _id: string;
  name: string;
  sku: string;
}

async function productBySku(page: Page, search: string, sku: string): Promise<ApiProduct> {
  const res = await page.request.get(`/api/products?q=${encodeURIComponent(search)}&limit=20`);
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const product = products.find((p) => p.sku === sku);
  expect(product, `demo product ${sku}`).toBeTruthy();
  return product!;
}

test.describe('server-rendered legal pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a packaged product shows its legal information and unit sale price', async ({ page }, testInfo) => {
    // Chai Bagh Assam Masala Chai, 500 g at ₹450 MRP (demo catalogue).
    const product = await productBySku(page, 'masala chai', 'FOOD-TEA-001');
    const response = await page.goto(`/products/${product._id}`);
    expect(response?.status()).toBe(200);
    const legal = page.getByRole('region', { name: 'Legal information' });
    await expect(legal).toBeVisible();
    await expect(legal.getByText('Country of origin')).toBeVisible();
    await expect(legal.getByText('India', { exact: true })).toBeVisible();
    await expect(legal.getByText('Chai Bagh Tea Company, Jalan Nagar, Dibrugarh, Assam 786005')).toBeVisible();
    await expect(legal.getByText('500 g', { exact: true })).toBeVisible();
    await expect(legal.getByText('12 months from packing')).toBeVisible();
    await expect(legal.getByText('September 2026')).toBeVisible();
    // Consumer care falls back to the shop's own customer care.
    await expect(legal.getByText(/support@shopkart\.local/)).toBeVisible();
    const unitPrice = legal.getByRole('definition').filter({ hasText: 'per 100 grams' });
    await expect(unitPrice).toHaveText(/₹\d+\.\d{2} per gram \(₹\d+\.\d{2} per 100 grams\)/);
    await expect(page.getByTestId('unit-sale-price')).toContainText('Net quantity 500 g');
    const width = page.viewportSize()?.width ?? 0;
    await legal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`legal-information-${width}.png`), fullPage: false });
  });

  test('the grievance page shows the seller and the grievance officer, and the footer links to it', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/grievance');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
    const officer = page.getByRole('region', { name: 'Grievance officer' });
    await expect(officer.getByText('Kavita Menon')).toBeVisible();
    await expect(officer.getByText('Grievance Officer', { exact: true })).toBeVisible();
    await expect(officer.getByRole('link', { name: 'grievance@shopkart.local' })).toBeVisible();
    const seller = page.getByRole('region', { name: 'Seller details' });
    await expect(seller.getByText('GSTIN')).toBeVisible();
    await expect(seller.getByText('29ABCDE1234F1ZW')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Grievance form' })).toBeVisible();
    const footer = page.getByTestId('footer-seller');
    await expect(footer).toContainText('Sold by');
    await expect(footer).toContainText('Grievance officer: Kavita Menon');
    await expect(footer.getByRole('link', { name: 'File a grievance' })).toHaveAttribute('href', '/grievance');
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: testInfo.outputPath(`grievance-${width}.png`), fullPage: true });
  });
});

test('a shopper files a grievance and gets a ticket', async ({ page }, testInfo) => {
  await page.goto('/grievance');
  const form = page.getByRole('form', { name: 'Grievance form' });
  await expect(form).toBeVisible();
  // Checked in the browser first, with the server's own messages.
  await form.getByRole('button', { name: 'File grievance' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  await form.getByLabel('Name').fill('Meena Iyer');
  await form.getByLabel('Email').fill('meena.e2e@example.com');
  await form.getByLabel('Order number').fill('SK-2026-0042');
  await form.getByLabel('Subject').fill('Refund not received');
  await form
    .getByLabel('Your grievance')
    .fill('I returned the kettle two weeks ago and the refund has not arrived yet.');
  // The privacy notice must be accepted (issue 33): without it the form says so and sends nothing.
  await form.getByRole('button', { name: 'File grievance' }).click();
  await expect(form.getByText('Please accept the privacy notice to continue')).toBeVisible();
  await tick(form.getByRole('checkbox', { name: /privacy notice/ }));
  await form.getByRole('button', { name: 'File grievance' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Grievance registered' });
  await expect(status).toBeVisible();
  await expect(page.getByTestId('grievance-ticket')).toHaveText(/^GRV-\d{4}-\d{6}$/);
  await expect(status).toContainText('emailed you an acknowledgement');
  await expect(status).toContainText('Resolution due by');
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`grievance-filed-${width}.png`), fullPage: false });
});

test('checkout shows the price breakup before the order is placed', async ({ page }, testInfo) => {
  const token = await apiRegister(page, newShopper('breakup'));
  // Under ₹999 together and paid in cash: the cash-on-delivery fee applies (₹100).
  const kajal = await productWithSku(page, 'BEAU-KAJ-002');
  const pens = await productWithSku(page, 'OFF-PEN-002');
  const subtotal = priceOf(kajal) * 2 + priceOf(pens);
  await openWithCart(page, token, [cartLine(kajal, 2), cartLine(pens, 1)]);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(`Qty 2 × ${rupees(priceOf(kajal))}`)).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(rupees(subtotal));
  await expect(summary.getByText('Shipping (cash on delivery fee)')).toBeVisible();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('₹100.00');
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(subtotal + 100));
  await expect(page.getByTestId('checkout-gst-included')).toHaveText(/^₹\d+\.\d{2}$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`checkout-breakup-${width}.png`), fullPage: false });
});
