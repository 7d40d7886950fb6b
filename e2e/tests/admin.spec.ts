import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Download, Locator, Page } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, isMobile, newShopper, test } from '../fixtures';
import { apiPlaceOrder, orderNumberOf, parcelKg } from './checkout-helpers';

// ---- helpers

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (the server decodes every upload), one solid colour, `size` pixels square. */
function makePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

async function adminToken(page: Page): Promise<string> {
  return apiLogin(page, DEMO.admin.email, DEMO.admin.password);
}

/**
 * Signs in as the demo admin and opens `path`. The token is put in place by an init script, before the
 * app's own code runs on every page load: writing it from one page and navigating away can lose the write
 * when Chromium moves the next page to a new renderer process (seen as a rare bounce to /login).
 */
async function signInAs(page: Page, _who: 'admin', path: string): Promise<string> {
  const token = await adminToken(page);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  await page.goto(path);
  return token;
}

/** A product that can be bought: enough stock for a test order. */
async function pickProductInStock(page: Page): Promise<{ _id: string; name: string; weightGrams?: number }> {
  const res = await page.request.get('/api/products?limit=50');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as {
    products: { _id: string; name: string; stock: number; weightGrams?: number }[];
  };
  // A product with sizes or colours needs a variant on the order (decision 217): these tests order plain ones.
  for (const product of products.filter((p) => p.stock >= 5)) {
    const detail = (await (await page.request.get(`/api/products/${product._id}`)).json()) as { options?: unknown[] };
    if ((detail.options ?? []).length === 0) return product;
  }
  throw new Error('no product without options with stock to order');
}

// ---- tests

test('products: create with two images, find it in the shop, edit its price, delete it', async ({ page }) => {
  const name = `E2E Steel Bottle ${uniqueId()}`;
  await signInAs(page, 'admin', '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
  await expect(page.getByText(/Total Products: \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();

  // Validation before anything is sent (docs/product.md#validation).
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog.getByText('Product name is required')).toBeVisible();
  await expect(dialog.getByText('MRP is required')).toBeVisible();

  await dialog.getByLabel('Product name').fill(name);
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Keeps water cold for 24 hours. Made for e2e tests.');
  await dialog.getByLabel('MRP (₹)').fill('1499');
  await dialog.getByLabel('Selling price (₹)').fill('1499');
  await dialog.getByLabel('Stock quantity').fill('25');
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Electronics');
  await dialog.getByLabel('Tags').fill('bottle, steel, e2e');
  await dialog.getByLabel('Special features').fill('Leak proof, BPA free');
  await dialog.getByLabel('Specifications').fill('Capacity: 1 L, Material: Steel');
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: makePng(32, [220, 38, 38]) },
    { name: 'blue.png', mimeType: 'image/png', buffer: makePng(32, [37, 99, 235]) },
  ]);
  const previews = dialog.getByRole('list', { name: 'Selected images' }).getByRole('listitem');
  await expect(previews).toHaveCount(2);
  await expect(previews.first().getByRole('img')).toHaveAttribute('alt', /red\.png/);
  // Reorder: the blue picture becomes the main one.
  await dialog.getByRole('button', { name: 'Move image 2 left' }).click();
  await expect(previews.first().getByRole('img')).toHaveAttribute('alt', /blue\.png/);

  const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  const createdRes = await created;
  expect(createdRes.status()).toBe(201);
  const { product } = (await createdRes.json()) as {
    product: { _id: string; images: string[]; sellingPrice: number | null; specifications: Record<string, string> };
  };
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(product.images).toHaveLength(2);
  // A selling price equal to the MRP is dropped; specifications parsed from 'key:value' pairs.
  expect(product.sellingPrice).toBeNull();
  expect(product.specifications).toEqual({ Capacity: '1 L', Material: 'Steel' });

  // The storefront finds it by its unique name.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('product-card').getByRole('heading', { name })).toBeVisible();

  // Edit its price from the admin list.
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByText('Total Products: 1')).toBeVisible();
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product name')).toHaveValue(name);
  await expect(edit.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
  await edit.getByLabel('Selling price (₹)').fill('999');
  // A third picture, moved in front of the two kept ones: the saved order is the order on screen.
  await edit.locator('input[type="file"]').setInputFiles({
    name: 'green.png',
    mimeType: 'image/png',
    buffer: makePng(32, [22, 163, 74]),
  });
  await edit.getByRole('button', { name: 'Move image 3 left' }).click();
  await edit.getByRole('button', { name: 'Move image 2 left' }).click();
  await expect(
    edit.getByRole('list', { name: 'Selected images' }).getByRole('listitem').first().getByRole('img'),
  ).toHaveAttribute('alt', /green\.png/);
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(card.getByText('₹999.00')).toBeVisible();
  await expect(card.getByText('₹1,499.00')).toBeVisible();

  const detail = await page.request.get(`/api/products/${product._id}`);
  const saved = ((await detail.json()) as { product: { sellingPrice: number; images: string[] } }).product;
  expect(saved.sellingPrice).toBe(999);
  expect(saved.images).toHaveLength(3);
  expect(product.images).not.toContain(saved.images[0]);
  expect(saved.images.slice(1)).toEqual(product.images);

  // Delete, after the confirmation of docs/product.md#admin-area.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await expect(confirm.getByText('Are you sure you want to delete this product?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No products match your filters.')).toBeVisible();
  expect((await page.request.get(`/api/products/${product._id}`)).status()).toBe(404);
});

test('products: the edit page opens from the low-stock list and saves', async ({ page }) => {
  await signInAs(page, 'admin', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  for (const label of ['Revenue', 'Orders', 'Average order value']) {
    await expect(page.locator('p', { hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/orders');
  await expect(page.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/admin/products');

  const restock = page.getByRole('link', { name: /^Restock / }).first();
  await expect(restock).toBeVisible();
  await restock.click();
  await expect(page).toHaveURL(/\/admin\/products\/edit\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const stock = page.getByLabel('Stock quantity');
  await expect(stock).not.toHaveValue('');
  const before = Number(await stock.inputValue());
  await stock.fill(String(before + 50));
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('orders: a new order goes pending -> packed -> shipped', async ({ page }) => {
  const shopper = newShopper('orderflow');
  const token = await apiRegister(page, shopper);
  const product = await pickProductInStock(page);
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const number = orderNumberOf(order._id);

  await signInAs(page, 'admin', '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await page.getByRole('button', { name: ORDER_STATUS_LABELS.pending, exact: true }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(shopper.name)).toBeVisible();
  await expect(card.getByText('Cash on Delivery')).toBeVisible();

  // Only the valid next statuses are offered.
  const status = card.getByLabel(`Status of order #${number}`);
  await expect(status.locator('option:not([disabled])')).toHaveText(['Mark as Packed']);
  await status.selectOption('packed');
  await expect(toast(page, 'Order status updated')).toBeVisible();

  await page.getByRole('button', { name: 'All Orders' }).click();
  const packed = page.getByRole('article', { name: `Order #${number}` });
  await expect(packed.getByText('Packed', { exact: true })).toBeVisible();

  // The detail dialog shows the customer, the address and the items, and sends an update email.
  await packed.getByRole('button', { name: `View order #${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(detail.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(detail.getByText(product.name)).toBeVisible();
  await expect(detail.getByRole('group', { name: 'Package Dimensions' })).toBeVisible();
  await detail.getByRole('button', { name: 'Send Update' }).click();
  await expect(toast(page, 'Order update email sent')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();

  // Ship: package dimensions with their defaults (the weight is the order's, from the catalogue), then 'Ship Order'.
  await packed.getByRole('button', { name: `Ship order #${number}` }).click();
  const ship = page.getByRole('dialog', { name: `Ship Order #${number}` });
  await expect(ship.getByLabel('Length (cm)')).toHaveValue('10');
  await expect(ship.getByLabel('Breadth (cm)')).toHaveValue('10');
  await expect(ship.getByLabel('Height (cm)')).toHaveValue('10');
  await expect(ship.getByLabel('Weight (kg)')).toHaveValue(String(parcelKg([{ product, quantity: 1 }])));
  await ship.getByLabel('Weight (kg)').fill('0');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(ship.getByText('Weight must be at least 0.1')).toBeVisible();
  await ship.getByLabel('Weight (kg)').fill('1.2');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(toast(page, 'Order shipped')).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(packed.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(packed.getByLabel(`Status of order #${number}`).locator('option:not([disabled])')).toHaveText([
    'Mark as Delivered',
  ]);

  const res = await page.request.get(`/api/orders/${order._id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await res.json()) as { order: { status: string } }).order.status).toBe('shipped');
});

test('orders: Export downloads the CSV of the chosen status', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/orders');
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  const requested = page.waitForRequest((r) => r.url().includes('/api/admin/export/orders'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await requested).url()).toContain('status=delivered');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('orders_export.csv');
  const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toContain('"Order Number"');
  await expect(toast(page, 'Orders exported')).toBeVisible();
});

test('users: pages of 8, role change, email, CSV export', async ({ page }) => {
  const tag = `pager${uniqueId()}`;
  const shoppers = Array.from({ length: 9 }, () => newShopper(tag));
  for (const shopper of shoppers) await apiRegister(page, shopper);

  await signInAs(page, 'admin', '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  const pages = page.getByRole('navigation', { name: 'User pages' });
  await expect(pages.getByText('Showing 1–8 of 9')).toBeVisible();
  const emails = page.getByText(new RegExp(`^${tag}-.*@example\\.com$`)).filter({ visible: true });
  await expect(emails).toHaveCount(8);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByText('Showing 9–9 of 9')).toBeVisible();
  await expect(emails).toHaveCount(1);
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(emails).toHaveCount(8);

  // Sorting by name (A to Z on the server).
  if (isMobile(page)) await page.getByLabel('Sort by').selectOption('name:asc');
  else await page.getByRole('button', { name: 'Name', exact: true }).click();
  const sorted = [...shoppers].sort((a, b) => a.name.localeCompare(b.name));
  await expect(page.getByText(sorted[0]!.email, { exact: true }).filter({ visible: true })).toBeVisible();

  // Role change user -> admin for one of them.
  const target = shoppers[0]!;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
  await expect(pages).toBeHidden();
  await expect(page.getByText(target.email, { exact: true }).filter({ visible: true })).toBeVisible();
  if (isMobile(page)) await page.getByRole('button', { name: new RegExp(target.name), expanded: false }).click();
  await page.getByLabel(`Role of ${target.name}`).filter({ visible: true }).selectOption('admin');
  // A role change is confirmed first.
  await page.getByRole('dialog', { name: 'Change role' }).getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page, 'User role updated')).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('admin');
  await expect(page.getByText(target.email, { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('user');
  await expect(page.getByText('No users match your search.')).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('');

  // Email one user: every field required.
  if (isMobile(page)) {
    const row = page.getByRole('button', { name: new RegExp(target.name), expanded: false });
    if (await row.count()) await row.click();
  }
  await page
    .getByRole('button', { name: `Email ${target.name}` })
    .filter({ visible: true })
    .click();
  const compose = page.getByRole('dialog', { name: 'Send Email' });
  await expect(compose.getByLabel('To')).toHaveValue(`${target.name} <${target.email}>`);
  await compose.getByRole('button', { name: 'Send Email' }).click();
  await expect(toast(page, 'Please fill in all email fields')).toBeVisible();
  await compose.getByLabel('Subject').fill('Your order');
  await compose.getByLabel('Message').fill('Hello from the shop.');
  await compose.getByRole('button', { name: 'Send Email' }).click();
  await expect(toast(page, 'Email sent')).toBeVisible();
  await expect(compose).toBeHidden();

  // Export: users_export.csv with the columns of docs/product.md#constants.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Users' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users_export.csv');
  const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]?.replaceAll('"', '')).toBe('Name,Email,Role,Registration Date');
  expect(csv).toContain(target.email);
  await expect(toast(page, 'Users exported')).toBeVisible();
});

test('users: deleting asks first and removes the user', async ({ page }) => {
  const shopper = newShopper('leaver');
  await apiRegister(page, shopper);
  await signInAs(page, 'admin', '/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(shopper.email);
  await expect(page.getByText(shopper.email, { exact: true }).filter({ visible: true })).toBeVisible();
  if (isMobile(page)) await page.getByRole('button', { name: new RegExp(shopper.name), expanded: false }).click();
  await page
    .getByRole('button', { name: `Delete ${shopper.name}` })
    .filter({ visible: true })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(
    confirm.getByText('Are you sure you want to delete this user? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByText('No users match your search.')).toBeVisible();
});

test('analytics: periods switch and the report downloads as PDF', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics & Reports' })).toBeVisible();
  const period = page.getByLabel('Period', { exact: true });
  await expect(period).toHaveValue('month');
  // Trends only: the period's headline figures are on the Overview (decision 213).
  await expect(page.getByText('Total Products', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sales Overview' })).toBeVisible();
  // The seeded shop sold something this month: bars and the lazily loaded chart both show.
  await expect(page.getByRole('list', { name: 'Sales by date' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue over time/ })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  for (const next of ['week', 'year'] as const) {
    const answered = page.waitForResponse((r) => r.url().includes(`/api/admin/analytics/sales?period=${next}`));
    await period.selectOption(next);
    expect((await answered).status()).toBe(200);
  }
  // A year is summed per month: the bars are labelled 'Nov 2026'.
  await expect(
    page
      .getByRole('list', { name: 'Sales by date' })
      .getByText(/^[A-Z][a-z]{2} \d{4}$/)
      .first(),
  ).toBeVisible();
  await period.selectOption('month');
  await expect(period).toHaveValue('month');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(toast(page, 'Sales report downloaded')).toBeVisible();
});

test('analytics sales report: a date range, its figures and its PDF; the old dashboard goes to the Overview', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Sales report' })).toBeVisible();
  await expect(page.getByText('Average Order Value', { exact: true })).toBeVisible();

  const start = page.getByLabel('Start date');
  const end = page.getByLabel('End date');
  const endValue = await end.inputValue();
  await start.fill('2099-01-01');
  await expect(page.getByRole('alert').getByText('Start date must be on or before the end date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Sales Report' })).toBeDisabled();

  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/reports/sales?'));
  await start.fill(endValue);
  expect((await answered).status()).toBe(200);
  await expect(page.getByLabel('Report period')).toHaveValue('custom');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Sales Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-report-${endValue}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(toast(page, 'Sales report downloaded')).toBeVisible();
});

test('audit log says in words who changed what', async ({ page }) => {
  // Make a change to see: a fresh user's role.
  const shopper = newShopper('audited');
  await apiRegister(page, shopper);
  const token = await adminToken(page);
  const list = await page.request.get(`/api/users?search=${encodeURIComponent(shopper.email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const user = ((await list.json()) as { users: { _id: string }[] }).users[0]!;
  const changed = await page.request.put(`/api/users/${user._id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'admin' },
  });
  expect(changed.status()).toBe(200);

  await signInAs(page, 'admin', '/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  // In words: who (name and role) did what to whom.
  await expect(
    page.getByText(`${DEMO.admin.name} (admin) made ${shopper.name} an admin`).filter({ visible: true }).first(),
  ).toBeVisible();
});

test('admin menu: a drawer on phones that closes on navigation', async ({ page }) => {
  await signInAs(page, 'admin', '/admin');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin Panel' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Audit Log' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
});
