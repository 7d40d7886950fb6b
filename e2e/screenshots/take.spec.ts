import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, apiLogin, expect, test } from '../fixtures';
import { apiProducts, cartLine, openWithCart } from '../tests/checkout-helpers';

const folder = new URL('../../docs/screenshots/', import.meta.url).pathname;
mkdirSync(folder, { recursive: true });

/**
 * One picture once the page has settled (no "Loading…" left): the screen at 1280 px, the first 1,500 px of the
 * page at 375 px (a phone user scrolls); `name-1280.jpg` or `name-375.jpg`.
 */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  const path = `${folder}${name}-${width}.jpg`;
  if (width >= 768) {
    await page.screenshot({ path, type: 'jpeg', quality: 70 });
    return;
  }
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const clip = { x: 0, y: 0, width, height: Math.max(height, Math.min(pageHeight, 1500)) };
  await page.screenshot({ path, type: 'jpeg', quality: 70, fullPage: true, clip });
}

test('storefront', async ({ page }) => {
  const products = await apiProducts(page);
  const product = products.find((p) => p.stock > 5 && p.images.length > 0) ?? products[0]!;

  await page.goto('/');
  await shoot(page, 'home');
  await page.goto('/products');
  await shoot(page, 'products');
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await shoot(page, 'product');

  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  await openWithCart(page, token, [cartLine(product, 2)], '/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await shoot(page, 'cart');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: /checkout/i }).first()).toBeVisible();
  await shoot(page, 'checkout');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: /my orders/i }).first()).toBeVisible();
  await shoot(page, 'my-orders');
});

test('storefront in Hindi', async ({ page }) => {
  const products = await apiProducts(page);
  const kurta = products.find((p) => /kurta/i.test(p.name)) ?? products[0]!;

  await page.goto('/hi/');
  await shoot(page, 'home-hi');
  await page.goto(`/hi/products/${kurta._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await shoot(page, 'product-hi');
  const plain = products.find((p) => p.stock > 5 && p.images.length > 0 && p !== kurta) ?? products[1]!;
  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  await openWithCart(page, token, [cartLine(plain, 2)], '/hi/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'शॉपिंग कार्ट' })).toBeVisible();
  await shoot(page, 'cart-hi');
});

test('admin', async ({ page }) => {
  const products = await apiProducts(page);
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await openWithCart(page, token, [], '/admin');
  await shoot(page, 'admin-overview');
  for (const [path, name] of [
    ['/admin/orders', 'admin-orders'],
    [`/admin/products/edit/${products[0]!._id}`, 'admin-product-form'],
    ['/admin/analytics', 'admin-analytics'],
    ['/admin/settings', 'admin-settings'],
  ] as const) {
    await page.goto(path);
    await shoot(page, name);
  }
});
