import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures';

// Size charts (issue 36, docs/decisions/254-size-charts.md): the category's chart in a dialog beside the size
// picker, and a product's own chart, typed in the admin, winning over it. Nothing here is bought.

async function openSizeChart(page: Page) {
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes.getByRole('button', { name: 'Size chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Size chart' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the demo kurta's size chart opens in a dialog beside its sizes", async ({ page }) => {
  const list = await page.request.get('/api/products?q=kurta&limit=1');
  const [kurta] = ((await list.json()) as { products: { _id: string }[] }).products;
  if (!kurta) throw new Error('the demo catalogue has its kurta');
  await page.goto(`/products/${kurta._id}`);

  const dialog = await openSizeChart(page);
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^M 38 32 45$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the admin gives a product its own size chart, which the shop shows instead of its category's", async ({
  page,
}) => {
  const name = `E2E Chart Kurta ${Date.now().toString(36)}`;
  const token = await signInAs(page, 'admin', '/admin/products');
  const auth = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/products', {
    headers: auth,
    multipart: {
      name,
      description: 'A kurta of this test, in two sizes, with its own measurements.',
      mrp: '999',
      stock: '0',
      category: 'Fashion',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { product: { _id: string } }).product._id;
  try {
    const options = await page.request.put(`/api/admin/products/${id}/options`, {
      headers: auth,
      data: { options: [{ name: 'Size', values: ['S', 'M'] }] },
    });
    expect(options.status()).toBe(200);

    await page.goto(`/admin/products/edit/${id}`);
    const own = page.getByRole('region', { name: "This product's own size chart" });
    await own.getByRole('button', { name: 'Add a size chart' }).click();
    // It starts as a copy of the category's chart; the merchant changes M's chest.
    await expect(own.getByLabel('Product row 2, Size')).toHaveValue('M');
    await own.getByLabel('Product row 2, Chest (in)').fill('39.5');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/products/${id}/size-chart`));
    await own.getByRole('button', { name: 'Save size chart' }).click();
    expect((await saved).status()).toBe(200);
    await expect(own.getByRole('button', { name: 'Remove size chart' })).toBeVisible();

    await page.goto(`/products/${id}`);
    const dialog = await openSizeChart(page);
    await expect(dialog.getByRole('row', { name: /^M 39\.5 / })).toBeVisible();
  } finally {
    await page.request.delete(`/api/products/${id}`, { headers: auth });
  }
});
