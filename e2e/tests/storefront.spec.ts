import type { Locator, Page } from '@playwright/test';
import { expect, test, tick } from '../fixtures';

interface ApiProduct {
  _id: string;
  name: string;
  mrp: number;
  sellingPrice: number | null;
  stock: number;
  category: string;
}

interface ApiList {
  products: ApiProduct[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
}

const HEADPHONES = 'Sonora Rockwave 450 Wireless Bluetooth Headphones';
const TRACKING_UNAVAILABLE = 'Tracking information is not available at the moment. Please check back later.';

async function apiList(page: Page, query: string): Promise<ApiList> {
  const res = await page.request.get(`/api/products?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiList;
}

function cards(page: Page): Locator {
  return page.getByTestId('product-card');
}

/** "₹1,23,456.50" -> 123456.5 */
function parseRupees(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('product-price').allTextContents();
  return texts.map(parseRupees);
}

async function shownNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

/** The header's cart count: the badge on the cart link, in sight at every width. */
async function expectCartCount(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

/** The header search box that is on screen (beside the links on desktop, its own row on a phone). */
async function headerSearch(page: Page): Promise<Locator> {
  const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
  await expect(box).toHaveCount(1);
  return box;
}

function lowStockProduct(list: ApiList, minStock: number): ApiProduct {
  const product = list.products.find((p) => p.stock >= minStock && p.stock < 10);
  if (!product) throw new Error(`no product with stock between ${minStock} and 9 in the seed`);
  return product;
}

test.describe('storefront', () => {
  test('category filter and sort change the order shown', async ({ page }) => {
    const lowToHigh = await apiList(page, 'category=Electronics&sort=price-low&limit=100');
    const highToLow = await apiList(page, 'category=Electronics&sort=price-high&limit=100');
    expect(lowToHigh.total).toBeGreaterThan(1);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');

    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await filters.getByRole('button', { name: 'Electronics' }).click();
    await expect(page).toHaveURL(/\/products\?category=Electronics$/);
    await expect(filters.getByRole('button', { name: 'Electronics', pressed: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(lowToHigh.total);
    for (const card of await cards(page).all()) {
      await expect(card.locator('p').first()).toHaveText('Electronics');
    }

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price-low/);
    await expect.poll(() => shownNames(page)).toEqual(lowToHigh.products.map((p) => p.name));
    const ascending = await shownPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByLabel('Sort by').selectOption('price-high');
    await expect(page).toHaveURL(/sort=price-high/);
    await expect.poll(() => shownNames(page)).toEqual(highToLow.products.map((p) => p.name));
    const descending = await shownPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending).not.toEqual(ascending);

    // The state lives in the URL: a reload keeps it, 'All' clears the category.
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
    await expect.poll(() => shownNames(page)).toEqual(highToLow.products.map((p) => p.name));
    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-high$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('Load More appends exactly one more page and disappears at the end', async ({ page }) => {
    const first = await apiList(page, 'sort=newest');
    const { limit, total } = first;
    expect(total).toBeGreaterThan(limit);

    await page.goto('/products');
    await expect(cards(page)).toHaveCount(limit);
    const firstPageNames = await shownNames(page);
    const loadMore = page.getByRole('button', { name: 'Load More Products' });

    let shown = limit;
    while (shown < total) {
      await expect(loadMore).toBeVisible();
      await loadMore.click();
      const expected = Math.min(shown + limit, total);
      await expect(cards(page)).toHaveCount(expected);
      shown = expected;
    }
    await expect(loadMore).toHaveCount(0);
    // Appended, not replaced: the first page is still the first page.
    expect((await shownNames(page)).slice(0, limit)).toEqual(firstPageNames);
    await expect(page.getByText(`${total} of ${total} products`)).toBeVisible();
  });

  test('a misspelt search finds the headphones, with suggestions while typing', async ({ page }) => {
    const expected = await apiList(page, 'q=hedphones');
    expect(expected.products.map((p) => p.name)).toContain(HEADPHONES);

    await page.goto('/');
    let box = await headerSearch(page);
    await box.fill('hedphones');
    const suggestions = page.getByRole('listbox', { name: 'Product suggestions' }).filter({ visible: true });
    await expect(suggestions.getByRole('option', { name: new RegExp(HEADPHONES) })).toBeVisible();
    await box.press('Enter');

    await expect(page).toHaveURL(/\/products\?q=hedphones$/);
    const noun = expected.total === 1 ? 'result' : 'results';
    await expect(page.getByTestId('search-summary')).toHaveText(`Showing ${expected.total} ${noun} for "hedphones"`);
    await expect(cards(page)).toHaveCount(expected.products.length);
    await expect(cards(page).getByRole('link', { name: HEADPHONES })).toBeVisible();

    // Keyboard: arrow down to the first suggestion and open it.
    box = await headerSearch(page);
    await box.fill('');
    await box.pressSequentially('hedphones', { delay: 20 });
    // The list for the whole word (on a loaded machine a pause mid-word may first show a shorter word's list).
    await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(new RegExp(HEADPHONES));
    await box.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${expected.products[0]?._id ?? 'missing'}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.products[0]?.name ?? '');
  });

  test('product detail: quantity cannot exceed stock, Add to Cart toasts and counts', async ({ page }) => {
    const all = await apiList(page, 'limit=100');
    const product = lowStockProduct(all, 2);

    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: product.category })).toHaveAttribute(
      'href',
      `/products?category=${encodeURIComponent(product.category)}`,
    );
    await expect(page.getByTestId('stock-status')).toHaveText(`Only ${product.stock} left`);

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    for (let i = 1; i < product.stock; i += 1) await increase.click();
    await expect(quantity).toHaveValue(String(product.stock));
    await expect(increase).toBeDisabled();
    await quantity.fill('999');
    await expect(quantity).toHaveValue(String(product.stock));
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await quantity.fill(String(product.stock));

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();
    await expectCartCount(page, product.stock);

    // All units are in the cart now: adding again is refused, not silently ignored.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText(/already in your cart/)).toBeVisible();
    await expectCartCount(page, product.stock);

    // Tabs.
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  });

  test('the header cart count adds quantities and the cart survives a reload', async ({ page }) => {
    const all = await apiList(page, 'limit=100');
    const first = all.products.find((p) => p.stock >= 10);
    if (!first) throw new Error('seed has no well-stocked product');

    await page.goto(`/products/${first._id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText(`${first.name} added to cart!`)).toBeVisible();
    await expectCartCount(page, 3);

    await page.goto('/products');
    const other = cards(page)
      .filter({ hasNot: page.getByRole('link', { name: first.name }) })
      .filter({ has: page.getByRole('button', { name: /Add to Cart/ }) })
      .first();
    const otherName = (await other.getByRole('heading').textContent()) ?? '';
    await other.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page.getByText(`${otherName} added to cart!`)).toBeVisible();
    await expectCartCount(page, 4);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('summary-gst-rates')).toHaveText(/^incl\. GST ₹[\d,]+\.\d\d: \d+% ₹/);
    const totalBefore = await page.getByTestId('summary-total').textContent();

    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('summary-total')).toHaveText(totalBefore ?? '');
    await expect(page.getByText('4 items in your cart')).toBeVisible();
    await expectCartCount(page, 4);

    // The stepper changes a line; removing the other leaves one.
    const firstLine = page.getByTestId('cart-line').filter({ hasText: first.name });
    await firstLine.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(page.getByText('5 items in your cart')).toBeVisible();
    await page.getByRole('button', { name: `Remove ${otherName}` }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.reload();
    await expect(page.getByText('4 items in your cart')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  });

  test('categories: search and the count of categories found', async ({ page }) => {
    const res = await page.request.get('/api/products/categories/list');
    const { categories } = (await res.json()) as { categories: { name: string }[] };
    expect(categories.length).toBeGreaterThan(3);

    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop by Categories' })).toBeVisible();
    await expect(page.getByText(`${categories.length} categories found`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('category-card')).toHaveCount(categories.length);
    await expect(page.getByRole('heading', { name: 'Featured Collections' })).toBeVisible();
    // Each featured tile names its category's lowest price (the exact figures: text-polish.spec.ts).
    await expect(page.getByText(/^Starting from ₹[\d,]+(\.\d{2})?$/)).toHaveCount(3);

    const search = page.getByPlaceholder('Search categories...');
    await search.fill('elec');
    await expect(page.getByText('1 category found', { exact: true })).toBeVisible();
    await expect(page.getByTestId('category-card')).toHaveCount(1);

    await search.fill('zzzz');
    await expect(page.getByText('0 categories found', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Categories Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(page.getByText(`${categories.length} categories found`, { exact: true })).toBeVisible();

    await search.fill('Electronics');
    await page.getByTestId('category-card').click();
    await expect(page).toHaveURL(/\/products\?category=Electronics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  });

  test('policy tabs and the Track button for an unknown number', async ({ page }) => {
    await page.goto('/policypage');
    await expect(page.getByRole('tab', { name: 'Help Center', selected: true })).toBeVisible();
    await expect(page.getByText('How do I track my order?')).toBeVisible();

    await page.getByRole('tab', { name: 'Shipping Info' }).click();
    await expect(page).toHaveURL(/\/policypage\/shipping$/);
    await expect(page.getByText(/processed within 1-2 business days/)).toBeVisible();
    await expect(page.getByText('Domestic delivery: 3-7 business days.')).toBeVisible();
    await page.getByPlaceholder('Enter tracking number').fill('UNKNOWN-000123');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText(TRACKING_UNAVAILABLE)).toBeVisible();

    await page.getByRole('tab', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/policypage\/returns$/);
    await expect(page.getByText(/within 48 hours of delivery/)).toBeVisible();
    await expect(page.getByText(/within 15 business days/)).toBeVisible();

    await page.getByRole('tab', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/policypage\/privacy$/);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();

    // A deep link opens its tab.
    await page.goto('/policypage/returns');
    await expect(page.getByRole('tab', { name: 'Returns', selected: true })).toBeVisible();
  });

  test('contact form: field messages, then a success toast and an empty form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email' }).fill('meera@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('meera@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('abc');
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98450 12345');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Bulk order');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you offer discounts on 50 notebooks?');
    await tick(page.getByRole('checkbox', { name: /privacy notice/ }));
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Thank you! We will get back to you within 24 hours.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('Product Not Found for an unknown id', async ({ page }) => {
    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText('Product not found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a refused product query shows the server message with Try Again', async ({ page }) => {
    const category = 'x'.repeat(101);
    const res = await page.request.get(`/api/products?category=${category}`);
    expect(res.status()).toBe(400);
    const { message } = (await res.json()) as { message: string };

    await page.goto(`/products?category=${category}`);
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});
