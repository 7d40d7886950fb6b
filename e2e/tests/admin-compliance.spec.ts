import type { Page } from '@playwright/test';
import { apiLogin, DEMO, expect, test } from '../fixtures';
import { postOpenForm } from '../fixtures/open-forms';

/*
 * Issue 23 (docs/decisions/100-legal-declarations-and-grievances.md), the merchant's side: products missing
 * a legal declaration are badged, the product form edits the declarations, a grievance shows its ticket and
 * deadlines in the Inbox.
 */

async function signInAsAdmin(page: Page, path: string): Promise<string> {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  await page.goto(path);
  return token;
}

test('a product without declarations is badged, and the form fills them in', async ({ page }, testInfo) => {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const name = `Undeclared Honey ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/products', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name, description: 'Raw forest honey.', mrp: '450', category: 'Food', stock: '5' },
  });
  expect(created.status()).toBe(201);

  await signInAsAdmin(page, '/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Legal info missing (6)')).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`admin-products-missing-${width}.png`), fullPage: false });

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Country of origin').fill('India');
  await page.getByLabel('Generic name').fill('Honey');
  await page.getByLabel('Name', { exact: true }).fill('Van Madhu Collective');
  await page.getByLabel('Address', { exact: true }).fill('Gudalur, Nilgiris, Tamil Nadu 643212');
  await page.getByLabel('Net quantity').fill('500');
  await page.getByLabel('Unit', { exact: true }).selectOption('g');
  await page.getByLabel('Food item').selectOption('yes');
  await page.getByLabel('Best before').fill('18 months from packing');
  await page.getByLabel('Best before').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`admin-product-form-legal-${width}.png`), fullPage: false });
  await page
    .getByRole('button', { name: /Save|Update/ })
    .first()
    .click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(card.getByText(/Legal info missing/)).toHaveCount(0);

  const res = await page.request.get(`/api/products?q=${encodeURIComponent(name)}`);
  const { products } = (await res.json()) as { products: { name: string; unitSalePrice: unknown }[] };
  expect(products.find((p) => p.name === name)?.unitSalePrice).toEqual({
    paise: 90,
    per: '1 g',
    per100: { paise: 9000, per: '100 g' },
  });
});

test('a grievance appears in the Inbox with its ticket and deadlines', async ({ page }, testInfo) => {
  const filed = await postOpenForm(page, '/api/grievances', {
    name: 'Meena Iyer',
    email: 'meena.admin-e2e@example.com',
    orderNumber: 'SK-2026-0099',
    subject: `Damaged parcel ${Date.now().toString(36)}`,
    message: 'The parcel arrived crushed and the jar inside was broken.',
  });
  expect(filed.status()).toBe(201);
  const { ticket } = (await filed.json()) as { ticket: string };

  await signInAsAdmin(page, '/admin/inbox');
  const line = page.getByTestId('grievance-line').filter({ hasText: ticket });
  await expect(line).toBeVisible();
  await expect(line).toContainText('Order SK-2026-0099');
  await expect(line).toContainText('Acknowledged');
  await expect(line).toContainText('Resolve by');
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`admin-inbox-grievance-${width}.png`), fullPage: false });
});
