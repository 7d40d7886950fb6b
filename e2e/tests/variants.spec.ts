import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { DEMO, apiLogin, apiRegister, expect, isMobile, newShopper, test } from '../fixtures';
import { apiSaveAddress, bearer, openWithCart, orderNumberOf, rupees } from './checkout-helpers';

/*
 * Issue 36, the storefront: a shopper picks colour and size of the demo kurta (the pictures and the stock follow
 * the choice, a sold-out size cannot be picked), puts two sizes in the cart, pays cash on delivery, and finds
 * both sizes in My Orders and on the GST invoice.
 */

interface Variant {
  _id: string;
  title: string;
  optionValues: string[];
  stock: number;
  mrp: number;
  sellingPrice: number | null;
  images: string[];
}

test('choose colour and size, two sizes in the cart, cash on delivery, sizes in My Orders and on the invoice', async ({
  page,
}, testInfo) => {
  const list = await page.request.get('/api/products?q=kurta&limit=1');
  const [kurta] = ((await list.json()) as { products: { _id: string; name: string }[] }).products;
  if (!kurta) throw new Error('the demo catalogue has its kurta');
  const detail = (await (await page.request.get(`/api/products/${kurta._id}`)).json()) as { variants: Variant[] };
  const byTitle = (title: string) => detail.variants.find((v) => v.title === title)!;
  const [mMaroon, sMaroon, lMaroon, indigo] = [
    byTitle('Size M / Maroon'),
    byTitle('Size S / Maroon'),
    byTitle('Size L / Maroon'),
    byTitle('Size M / Indigo'),
  ];
  expect(lMaroon.stock).toBe(0);

  const shopper = newShopper('variants');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  await openWithCart(page, token, [], `/products/${kurta._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kurta.name);

  // Nothing chosen yet: Add to Cart asks for the choice instead of adding.
  const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await addToCart.click();
  await expect(page.getByTestId('variant-missing')).toHaveText('Please choose a size and colour.');

  // A colour switches the pictures to that colour's.
  const colours = page.getByRole('group', { name: /^Colour/ });
  const sizes = page.getByRole('group', { name: /^Size/ });
  const mainPicture = page.getByRole('button', { name: `Enlarge picture of ${kurta.name}` }).locator('img');
  await colours.getByRole('button', { name: 'Indigo', exact: true }).click();
  await expect(mainPicture).toHaveAttribute('src', new RegExp(indigo.images[0]!.replace(/\.webp$/, '')));
  await colours.getByRole('button', { name: 'Maroon', exact: true }).click();
  await expect(mainPicture).toHaveAttribute('src', new RegExp(mMaroon.images[0]!.replace(/\.webp$/, '')));

  // L is sold out in maroon: struck through, announced as such, and a press chooses nothing.
  const soldOut = sizes.getByRole('button', { name: 'L, out of stock' });
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await soldOut.click({ force: true });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');

  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await expect(page.getByTestId('variant-title')).toHaveText('Size M / Maroon');
  // Other specs buy the demo kurta on the same shop meanwhile: the count may have moved, the variant named may not.
  await expect(page.getByTestId('stock-status')).toHaveText(/^Only \d+ left in M \/ Maroon$/);
  await expect(page.getByTestId('product-price').first()).toHaveText(rupees(mMaroon.sellingPrice ?? mMaroon.mrp));
  await expect(page).toHaveURL(new RegExp(`\\?variant=${mMaroon._id}$`));
  await page.screenshot({ path: testInfo.outputPath(`variant-picked-${testInfo.project.name}.png`) });
  await addToCart.click();
  await expect(page.getByText(`${kurta.name} (Size M / Maroon) added to cart!`)).toBeVisible();

  await sizes.getByRole('button', { name: 'S', exact: true }).click();
  // The desktop run bought some of it first on the same demo shop: "In Stock" while more than the threshold.
  await expect(page.getByTestId('stock-status')).toHaveText(
    sMaroon.stock > LOW_STOCK_THRESHOLD + 2 ? 'In Stock' : /^(In Stock|Only \d+ left in S \/ Maroon)$/,
  );
  await addToCart.click();
  await expect(page.getByText(`${kurta.name} (Size S / Maroon) added to cart!`)).toBeVisible();

  // A shared link opens the same choice.
  await page.goto(`/products/${kurta._id}?variant=${indigo._id}`);
  await expect(page.getByTestId('variant-title')).toHaveText('Size M / Indigo');

  // Two sizes, two lines.
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-line-variant')).toHaveText(['Size M / Maroon', 'Size S / Maroon']);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Items in your order' });
  await expect(summary).toContainText('Size M / Maroon');
  await expect(summary).toContainText('Size S / Maroon');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const items = page.getByTestId('success-items');
  await expect(items).toContainText(`${kurta.name} (Size M / Maroon) × 1`);
  await expect(items).toContainText(`${kurta.name} (Size S / Maroon) × 1`);

  await page.getByRole('link', { name: 'My Orders' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: `#${orderNumberOf(orderId)}` });
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${orderNumberOf(orderId)}` });
  for (const title of ['Size M / Maroon', 'Size S / Maroon']) {
    await expect(dialog.getByText(`${kurta.name} (${title})`).filter({ visible: true })).toBeVisible();
  }

  // Packed, the order has its invoice: each line names its size and colour.
  const admin = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const packed = await page.request.put(`/api/orders/${orderId}/status`, {
    headers: bearer(admin),
    data: { status: 'packed' },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  const pdf = await page.request.get(`/api/orders/${orderId}/invoice`, { headers: bearer(token) });
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath(`variant-invoice-${isMobile(page) ? 'mobile' : 'desktop'}.pdf`);
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('(Size M / Maroon)');
  expect(text).toContain('(Size S / Maroon)');
  expect(sMaroon.stock).toBeGreaterThan(0);
});
