import { expect, test } from '../fixtures';
import { apiProducts } from './checkout-helpers';

// The shop's cap on units of one product per order (admin Settings; 10 in the demo shop) is visible before
// checkout (docs/decisions/048-caps-shown-before-checkout.md): the product page picker and the cart stop at it
// and say so. Runs at 1280 and 375 px (desktop / mobile).

test('the product page and the cart stop at the units cap, with a message', async ({ page }, testInfo) => {
  const shop = await (await page.request.get('/api/shop')).json();
  const cap = (shop as { maxUnitsPerProduct: number }).maxUnitsPerProduct;
  const product = (await apiProducts(page)).find((p) => p.stock > cap + 2);
  if (!product) throw new Error(`no product with more than ${cap + 2} in stock`);

  await page.goto(`/products/${product._id}`);
  const quantity = page.getByLabel('Quantity', { exact: true });
  const more = page.getByRole('button', { name: 'Increase quantity', exact: true });
  await expect(quantity).toHaveValue('1');
  await quantity.fill(String(cap + 5));
  await expect(quantity).toHaveValue(String(cap));
  await expect(more).toBeDisabled();
  await expect(page.getByTestId('order-cap')).toHaveText(`Limit ${cap} per order`);
  await page.getByTestId('order-cap').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`product-cap-${testInfo.project.name}.png`) });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`You can order at most ${cap} of ${product.name} in one order, and your cart already holds ${cap}.`),
  ).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveValue(String(cap));
  await expect(line.getByRole('button', { name: `Increase quantity of ${product.name.toLowerCase()}` })).toBeDisabled();
  await expect(line.getByTestId('order-cap')).toHaveText(`Limit ${cap} per order`);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`cart-cap-${testInfo.project.name}.png`) });
});
