import type { Page } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import { apiPlaceOrder, bearer, type ApiProduct } from './checkout-helpers';

// Issue 19: reviews from verified buyers (decision 130), the wishlist (132) and share (134).

// An 8 x 8 red PNG (drawn with sharp): a real picture the server decodes and stores as WebP.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);

/** A demo product with stock to spare, from the end of the list (the specs that count stock use the first ones). */
async function roomyProduct(page: Page): Promise<ApiProduct> {
  const res = await page.request.get('/api/products?limit=100&sort=price-high');
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const product = [...products].reverse().find((p) => p.stock >= 20);
  if (!product) throw new Error('no product with stock to spare');
  return product;
}

async function deliver(page: Page, orderId: string) {
  const admin = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  for (const status of ['packed', 'shipped', 'delivered']) {
    const res = await page.request.put(`/api/orders/${orderId}/status`, { headers: bearer(admin), data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function openSignedIn(page: Page, token: string, path: string) {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  await page.goto(path);
}

test('a buyer reviews a delivered product with a photo; it shows with "Verified buyer", also when rendered on the server', async ({
  page,
  browser,
}) => {
  const product = await roomyProduct(page);
  const shopper = newShopper('reviewer');
  const token = await apiRegister(page, shopper);
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  await deliver(page, order._id);

  await openSignedIn(page, token, `/products/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: `Review of ${product.name}` });
  await form.getByRole('radio', { name: '5 stars' }).click();
  const title = `Lovely ${shopper.email.slice(9, 17)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Arrived in two days and works perfectly.');
  await form.getByLabel(/Photos/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();

  const item = reviews.getByTestId('review').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('Verified buyer')).toBeVisible();
  await expect(item.getByRole('img', { name: /Photo 1 from/ })).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/reviews-${page.viewportSize()?.width}.png`, fullPage: false });

  // The server-rendered page carries the review and the JSON-LD review (its caches were dropped by the write).
  const html = await (await page.request.get(`/products/${product._id}`)).text();
  expect(html).toContain(title);
  expect(html).toContain('Verified buyer');
  expect(html).toMatch(/"@type":"Review"/);
  expect(html).toMatch(/"aggregateRating"/);

  // An admin hides it on the Reviews screen: gone from the product page; restored, it is back.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  const adminToken = await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
  await openSignedIn(admin, adminToken, '/admin/reviews');
  const row = admin.getByTestId('admin-review').filter({ hasText: title });
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await admin.screenshot({ path: `test-results/admin-reviews-${page.viewportSize()?.width}.png` });
  await expect
    .poll(async () => (await (await page.request.get(`/products/${product._id}`)).text()).includes(title))
    .toBe(false);
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row.getByText('Hidden', { exact: true })).toHaveCount(0);
  await adminContext.close();
});

test('a stranger cannot write a review', async ({ page }) => {
  const product = await roomyProduct(page);
  const token = await apiRegister(page, newShopper('stranger'));
  await openSignedIn(page, token, `/products/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText('Only customers who received this product can review it.')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
});

test("the wishlist survives a reload, and a guest's hearts join the account at sign-in", async ({ page }) => {
  const product = await roomyProduct(page);
  await page.goto(`/products/${product._id}`);
  const heart = page.getByRole('button', { name: 'Wishlist', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: product.name })).toBeVisible();

  // Signing in merges the browser's hearts into the account, which then keeps them across reloads.
  const token = await apiRegister(page, newShopper('wisher'));
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
  await expect(page.getByTestId('product-card').filter({ hasText: product.name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
  const stored = await page.request.get('/api/wishlist', { headers: bearer(token) });
  expect(((await stored.json()) as { productIds: string[] }).productIds).toContain(product._id);
  await page.reload();
  const card = page.getByTestId('product-card').filter({ hasText: product.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Wishlist: ${product.name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/wishlist-${page.viewportSize()?.width}.png` });

  // Un-hearting on the page removes it from the account.
  await card.getByRole('button', { name: `Wishlist: ${product.name}` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('share falls back to "Copy link" and a WhatsApp link without the Web Share API', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const product = await roomyProduct(page);
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Share this product' }).click();
  const menu = page.getByRole('menu', { name: 'Share' });
  const whatsapp = menu.getByRole('menuitem', { name: 'Share on WhatsApp' });
  const url = new URL(`/products/${product._id}`, page.url()).href;
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${product.name} ${url}`)}`);
  await page.screenshot({ path: `test-results/share-${page.viewportSize()?.width}.png` });
  await menu.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  await expect(menu).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('share opens the system share sheet where the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  const product = await roomyProduct(page);
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Share this product' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe(new URL(`/products/${product._id}`, page.url()).href);
  await expect(page.getByRole('menu', { name: 'Share' })).toHaveCount(0);
});

test('a product nobody has reviewed says "No reviews yet", not a dash out of 5', async ({ page }) => {
  const res = await page.request.get('/api/products?limit=100&sort=price-high');
  const { products } = (await res.json()) as { products: (ApiProduct & { reviews: number })[] };
  const unreviewed = products.find((p) => p.reviews === 0);
  if (!unreviewed) throw new Error('every demo product has a review');
  await page.goto(`/products/${unreviewed._id}`);
  // Beside the name, and in the reviews, in words; no "– out of 5" and no "Rated 0.0 out of 5" stars.
  const besideName = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');
  await expect(besideName).toHaveText('No reviews yet');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText(/^No reviews yet\./)).toBeVisible();
  await expect(reviews.getByText(/out of 5/)).toHaveCount(0);
  await expect(reviews.getByRole('img', { name: /out of 5/ })).toHaveCount(0);
});
