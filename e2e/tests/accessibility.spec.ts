import { apiRegister, expect, newShopper, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiPlaceOrder, apiProducts, apiSaveAddress, cartLine, openWithCart } from './checkout-helpers';

// axe-core on the shopper's pages at 1280 and 375 px: no serious or critical violation
// (docs/decisions/210-accessibility-checks.md). The admin pages are in admin-accessibility.spec.ts.

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('product page', async ({ page }) => {
  const product = (await apiProducts(page)).find((p) => p.stock > 0);
  if (!product) throw new Error('no product in stock');
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('product page with size and colour pickers, a sold-out size among them', async ({ page }) => {
  const res = await page.request.get('/api/products?q=kurta&limit=1');
  const [kurta] = ((await res.json()) as { products: { _id: string; name: string }[] }).products;
  if (!kurta) throw new Error('the demo catalogue has its kurta');
  await page.goto(`/products/${kurta._id}`);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Maroon', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'L, out of stock' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('cart, checkout and My Orders', async ({ page }) => {
  const shopper = newShopper('a11y');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const product = (await apiProducts(page)).find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock');

  await openWithCart(page, token, [cartLine(product, 1)], '/cart');
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  await page.goto('/orders');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
