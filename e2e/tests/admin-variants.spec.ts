import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures';

// The admin's options and variants editor (issue 36, docs/decisions/217-product-variants.md).

/** A real 1 x 1 PNG (the server decodes every upload). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Blue', 'White', 'Black'];

async function createProduct(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product name').fill(name);
  // Exact: "Description (Hindi)" is a field of its own (decision 258).
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Breathable linen shirt in four sizes and three colours.');
  await dialog.getByLabel('MRP (₹)').fill('1999');
  await dialog.getByLabel('Selling price (₹)').fill('1499');
  await dialog.getByLabel('Stock quantity').fill('5');
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'blue.png', mimeType: 'image/png', buffer: PIXEL }]);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { _id: string } }).product._id;
}

/** The shop is shared by the later admin specs, which order plain products: the test's own products go. */
async function removeProduct(page: Page, token: string, id: string) {
  const res = await page.request.delete(`/api/products/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBeLessThan(300);
}

async function addValues(page: Page, option: string, values: string[]) {
  for (const value of values) {
    await page.getByLabel(`New value of ${option}`).fill(value);
    await page.getByLabel(`New value of ${option}`).press('Enter');
  }
  await expect(page.getByRole('list', { name: `Values of ${option}` }).getByRole('listitem')).toHaveCount(
    values.length,
  );
}

test('the admin makes a 4 x 3 variant grid, bulk edits its stock and sees it saved', async ({ page }, testInfo) => {
  const name = `E2E Linen Shirt ${Date.now().toString(36)}`;
  const token = await signInAs(page, 'admin', '/admin/products');
  const id = await createProduct(page, name);
  await page.goto(`/admin/products/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Options and variants' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Variants (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByLabel('Option 1 name')).toHaveValue('Size');
  await addValues(page, 'Size', ['S', 'L', 'M', 'XL']);
  // M was typed after L: moved one place earlier, the grid follows the order shown.
  await page.getByRole('button', { name: 'Move M earlier' }).click();
  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByLabel('Option 2 name')).toHaveValue('Colour');
  await addValues(page, 'Colour', COLOURS);
  await page.getByLabel('New value of Colour').fill('blue');
  await page.getByLabel('New value of Colour').press('Enter');
  await expect(page.getByText('blue is already a value of Colour')).toBeVisible();

  // The product's own stock (5) sits on its default variant: the admin confirms it is discarded.
  await page.getByRole('button', { name: 'Save options and make variants' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard stock of removed variants?' });
  await expect(confirm).toContainText('remove 1 variant holding 5 units of stock');
  await confirm.getByRole('button', { name: 'Change options' }).click();
  await expect(page.getByRole('heading', { name: 'Variants (12)' })).toBeVisible();
  const titles = SIZES.flatMap((s) => COLOURS.map((c) => `Size ${s} / ${c}`));
  for (const title of titles) await expect(page.getByLabel(`Stock of ${title}`)).toHaveValue('0');

  // Bulk: 7 of everything, then 2 of the two selected variants; a bad barcode is named on its cell first.
  await page.getByLabel('Value to set').fill('7');
  await page.getByRole('button', { name: 'Apply to all' }).click();
  await page.getByLabel('Select Size M / Blue').check();
  await page.getByLabel('Select Size XL / Black').check();
  await page.getByLabel('Value to set').fill('2');
  await page.getByRole('button', { name: 'Apply to selected (2)' }).click();
  await page.getByLabel('Barcode of Size S / White').fill('12345');
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByText('Barcode must be an EAN or GTIN of 8, 12, 13 or 14 digits')).toBeVisible();
  await page.getByLabel('Barcode of Size S / White').fill('');
  await page.getByLabel('Price (₹) of Size S / Blue').fill('2499');
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByText('The selling price cannot be above the MRP')).toBeVisible();
  await page.getByLabel('Price (₹) of Size S / Blue').fill('1299');

  await page.getByRole('button', { name: /^Pictures of Size M \/ Blue/ }).click();
  const pictures = page.getByRole('dialog', { name: 'Pictures of Size M / Blue' });
  await pictures.getByLabel('Picture 1').check();
  await pictures.getByRole('button', { name: 'Use these pictures' }).click();
  await expect(page.getByRole('button', { name: 'Pictures of Size M / Blue: 1 picture' })).toBeVisible();
  await page.getByLabel('Select Size S / Blue').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('variants-grid.png') });
  await page.getByLabel('Option 1 name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('variants-options.png') });

  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/products/${id}/variants`) && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save variants' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved 12 variants')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Variants (12)' })).toBeVisible();
  await expect(page.getByLabel('Stock of Size M / Blue')).toHaveValue('2');
  await expect(page.getByLabel('Stock of Size XL / Black')).toHaveValue('2');
  await expect(page.getByLabel('Stock of Size L / White')).toHaveValue('7');
  await expect(page.getByLabel('Price (₹) of Size S / Blue')).toHaveValue('1299');
  await expect(page.getByRole('button', { name: 'Pictures of Size M / Blue: 1 picture' })).toBeVisible();
  // The product row keeps the sum (10 x 7 + 2 x 2).
  const answer = await page.request.get(`/api/products/${id}`);
  expect(((await answer.json()) as { product: { stock: number } }).product.stock).toBe(74);
  await removeProduct(page, token, id);
});

test('the admin checks a Shopify product CSV, sees its report by line, and imports it', async ({ page }, testInfo) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const csv = [
    'Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Status',
    `e2e-kurta-${suffix},E2E Cotton Kurta ${suffix},<p>Soft cotton</p>,Clothing,Size,M,Colour,Maroon,KUR-${suffix}-M-MAR,300,4,999.00,1299.00,,active`,
    `e2e-kurta-${suffix},,,,,L,,Maroon,KUR-${suffix}-L-MAR,300,2,999.00,1299.00,12345,`,
  ].join('\r\n');
  const token = await signInAs(page, 'admin', '/admin/products');
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import / Export products' });
  await dialog.getByLabel('Shopify product CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const report = dialog.getByRole('list', { name: 'Import report' });
  await expect(report).toContainText(
    'Line 3, Variant Barcode: Barcode must be an EAN or GTIN of 8, 12, 13 or 14 digits',
  );
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('import-report.png') });

  await dialog.getByLabel('Shopify product CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.replace(',12345,', ',,')),
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Ready: 1 new, 0 to update.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 product', exact: true }).click();
  await expect(dialog.getByText('Imported 1 product.')).toBeVisible();
  const found = await page.request.get(`/api/products?q=${encodeURIComponent(`E2E Cotton Kurta ${suffix}`)}`);
  const { products } = (await found.json()) as { products: { _id: string; stock: number }[] };
  expect(products).toHaveLength(1);
  expect(products[0]!.stock).toBe(6);
  await removeProduct(page, token, products[0]!._id);
});
