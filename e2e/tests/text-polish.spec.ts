import type { Page, TestInfo } from '@playwright/test';
import { expect, isMobile, test } from '../fixtures';

// Text and validation polish (issue 14) at 1280 and 375 px: numbers on screen come from data
// (docs/decisions/140-texts-from-data.md), forms speak human, toasts stay below the header.

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: false });
}

interface ApiCategory {
  name: string;
  lowestPrice: number | null;
}
interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
  warrantyMonths?: number | null;
}

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(n) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n);

test("featured categories start from each category's own lowest price", async ({ page }, testInfo) => {
  const res = await page.request.get('/api/products/categories/list');
  const { categories } = (await res.json()) as { categories: ApiCategory[] };
  await page.goto('/categories');
  const featured = page.getByRole('region', { name: 'Featured Collections' });
  const lines = featured.getByTestId('starting-from');
  await expect(lines).toHaveCount(3);
  for (const [index, category] of categories.slice(0, 3).entries()) {
    await expect(lines.nth(index)).toHaveText(`Starting from ${rupees(category.lowestPrice!)}`);
  }
  expect(new Set(categories.slice(0, 3).map((c) => c.lowestPrice)).size).toBeGreaterThan(1);
  await featured.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'starting-from');
});

test('the warranty badge is the product’s own, and absent when it has none', async ({ page }, testInfo) => {
  const list = (await (await page.request.get('/api/products?limit=100')).json()) as { products: ApiProduct[] };
  const withWarranty = list.products.find((p) => p.warrantyMonths === 36);
  const without = list.products.find((p) => p.warrantyMonths == null);
  if (!withWarranty || !without) throw new Error('the demo catalogue should have both');

  await page.goto(`/products/${withWarranty._id}`);
  const perks = page.getByTestId('product-perks');
  await expect(perks).toContainText('3 Year Warranty');
  await expect(perks).toContainText('Free Shipping');
  await perks.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'warranty-badge');

  await page.goto(`/products/${without._id}`);
  await expect(page.getByTestId('product-perks')).toContainText('Easy Returns');
  await expect(page.getByTestId('product-perks')).not.toContainText('Warranty');
});

test('sign-up fields stop at the limits the server checks, and a toast never covers the header', async ({
  page,
}, testInfo) => {
  await page.goto('/register');
  await expect(page.getByLabel('Full name')).toHaveAttribute('maxlength', '100');
  await expect(page.getByLabel('Email address')).toHaveAttribute('maxlength', '254');
  await page.getByLabel('Full name').fill('x'.repeat(150));
  await expect(page.getByLabel('Full name')).toHaveValue('x'.repeat(100));

  // An add-to-cart toast at the top of the page sits under the header, not over it.
  const list = (await (await page.request.get('/api/products?limit=20')).json()) as { products: ApiProduct[] };
  const product = list.products.find((p) => p.stock > 10)!;
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const toastBox = await page.getByRole('region', { name: 'Notifications' }).getByRole('status').first().boundingBox();
  const headerBox = await page.locator('header').first().boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  if (isMobile(page)) await shot(page, testInfo, 'toast-below-header');
});
