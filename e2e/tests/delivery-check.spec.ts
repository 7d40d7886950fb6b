import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 35: "Check delivery" on the product page (docs/decisions/211-pin-check-on-the-product-page.md), answered
 * from the Shiprocket simulator: 560001 is served with cash on delivery, 79xxxx by prepaid couriers only, 9xxxxx
 * not at all.
 */

async function productInStock(page: Page): Promise<{ _id: string; name: string }> {
  const res = await page.request.get('/api/products?limit=50');
  const { products } = (await res.json()) as { products: { _id: string; name: string; stock: number }[] };
  const product = products.find((p) => p.stock > 0);
  if (!product) throw new Error('no product in stock');
  return product;
}

test('a shopper checks a PIN code on the product page, sees the day and COD, and the PIN is remembered', async ({
  page,
}, testInfo) => {
  const product = await productInStock(page);
  await page.goto(`/products/${product._id}`);
  const field = page.getByLabel('Check delivery');
  const answer = page.getByTestId('pin-check-message');

  // Typed and sent with Enter the moment the field is there (decision 080): nothing is lost.
  await field.fill('560001');
  await field.press('Enter');
  await expect(answer).toHaveText(/^Delivery by \w{3}, \d{1,2} \w{3} to 560001 · COD available$/);
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`pin-check-${width}.png`), fullPage: false });

  await field.fill('791001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(answer).toHaveText(/to 791001 · COD not available$/);

  await field.fill('900001');
  await field.press('Enter');
  await expect(answer).toHaveText('We do not deliver to 900001 yet');

  // A bad PIN gets its message beside the field, and is not sent.
  await field.fill('05600');
  await field.press('Enter');
  await expect(answer).toHaveText('PIN code must be 6 digits and cannot start with 0');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Check delivery')).toHaveAccessibleDescription(
    'PIN code must be 6 digits and cannot start with 0',
  );

  // The last good PIN is remembered: the next product page starts with it and its answer.
  await page.reload();
  await expect(field).toHaveValue('900001');
  await expect(answer).toHaveText('We do not deliver to 900001 yet');
});

test("the PIN check's code is not part of the page's first JavaScript", async ({ page }) => {
  const product = await productInStock(page);
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByLabel('Check delivery').focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
});
