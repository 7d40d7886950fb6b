import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, isMobile, signInAs, test } from '../fixtures';

interface ApiProduct {
  _id: string;
  name: string;
  mrp: number;
  sellingPrice: number | null;
  images: string[];
  stock: number;
  category: string;
}

/** An in-stock product with a discount, so the page shows a selling price and an MRP. */
async function productsInStock(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.get('/api/products?sort=rating&limit=20');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: (ApiProduct & { choices?: unknown })[] };
  // Products sold in sizes or colours need a choice first (tests/variants.spec.ts covers them).
  return products.filter((product) => product.stock >= 5 && !product.choices);
}

function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);
}

/** The header's cart count: the badge on the cart link, in sight at every width. */
function cartBadge(page: Page) {
  return page.getByTestId('cart-count');
}

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and stock', async ({ page }, testInfo) => {
    const [product] = await productsInStock(page);
    const response = await page.goto(`/products/${product!._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    const price = product!.sellingPrice ?? product!.mrp;
    await expect(page.getByText(rupees(price)).first()).toBeVisible();
    await expect(page.getByTestId('stock-status')).toHaveText(/In Stock|Only \d+ left/);
    await expect(page).toHaveTitle(`${product!.name} | ShopKart`);
    // For a look at what a shopper (or a crawler) gets before any script runs.
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: testInfo.outputPath(`ssr-product-${width}.png`), fullPage: false });
  });

  test('the products list and an unknown product are rendered too', async ({ page }) => {
    const [product] = await productsInStock(page);
    await page.goto('/products?sort=rating');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: product!.name }).first()).toBeVisible();
    const missing = await page.goto('/products/00000000-0000-0000-0000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });
});

test.describe('hydration', () => {
  function collectConsole(page: Page): ConsoleMessage[] {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message);
    });
    page.on('pageerror', (error) => {
      throw error;
    });
    return messages;
  }

  test('a signed-out visitor with a stored cart: no hydration warnings, and Add to Cart works', async ({ page }) => {
    const messages = collectConsole(page);
    const [product, inCart] = await productsInStock(page);
    const stored = [{ product: { ...inCart!, images: inCart!.images.slice(0, 1) }, quantity: 1 }];
    await page.addInitScript((cart) => localStorage.setItem('cart', cart), JSON.stringify(stored));

    await page.goto(`/products/${product!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    // The server rendered an empty cart; the stored one shows once the page has hydrated.
    await expect(cartBadge(page)).toHaveText('1');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText(`${product!.name} added to cart!`)).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');

    expect(messages.map((m) => `${m.type()}: ${m.text()}`)).toEqual([]);
  });

  test('the cart page: its frame from the server, then the stored lines, checked again, without warnings', async ({
    page,
  }) => {
    const messages = collectConsole(page);
    const [, inCart] = await productsInStock(page);
    // An older price in the stored line: the cart page reads the product again once the stored cart is read.
    const stored = [{ product: { ...inCart!, mrp: inCart!.mrp + 500, sellingPrice: null }, quantity: 1 }];
    await page.addInitScript((cart) => localStorage.setItem('cart', cart), JSON.stringify(stored));

    const html = await (await page.request.get('/cart')).text();
    expect(html).toContain('Loading your cart...');
    expect(html).not.toContain('Your cart is empty');

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(inCart!.name);
    await expect(page.getByTestId('cart-line')).toContainText('Price changed from');
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);

    expect(messages.map((m) => `${m.type()}: ${m.text()}`)).toEqual([]);
  });

  test('a signed-in shopper: the page keeps its content and the header shows the account', async ({ page }) => {
    const messages = collectConsole(page);
    const [product] = await productsInStock(page);
    await signInAs(page, 'user', `/products/${product!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByText('Signed in as')).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
    } else {
      await expect(page.getByRole('button', { name: /Rahul Sharma/ })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(cartBadge(page)).toHaveText('1');
    // A client-side navigation afterwards still works, and the first page's canonical link goes with it.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

    expect(messages.map((m) => `${m.type()}: ${m.text()}`)).toEqual([]);
  });
});
