import { apiLogin, DEMO, expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiProducts } from './checkout-helpers';

// axe-core on the merchant's busiest pages at 1280 and 375 px: no serious or critical violation
// (docs/decisions/210-accessibility-checks.md).

test.beforeEach(async ({ page }) => {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
});

test('admin orders', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('admin product form: add dialog and edit page', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [product] = await apiProducts(page);
  await page.goto(`/admin/products/edit/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Product name')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});
