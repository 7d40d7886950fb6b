import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO, apiLogin, apiRegister, expect, newShopper, signInAs, test } from '../fixtures';
import { apiPlaceOrder, apiProducts, bearer, orderNumberOf } from './checkout-helpers';

// The back office as a merchant meets it (issue 35), at 1280 and 375 px (admin-desktop / admin-mobile).

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: false });
}

/** Today as the shop counts days (India), YYYY-MM-DD. */
const shopDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));

test('signing in as the admin lands on the admin overview, whose layout has no store footer', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Back on the storefront the footer is there again.
  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('orders: search by number and customer name, days placed, and the Cancelled filter', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('ordersearch');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock to order');
  const kept = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const cancelled = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const cancel = await page.request.post(`/api/orders/${cancelled._id}/admin-cancel`, {
    headers: bearer(adminToken),
    data: { reason: 'Duplicate order placed by mistake' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const card = (id: string) => page.getByRole('article', { name: `Order #${orderNumberOf(id)}` });

  await signInAs(page, 'admin', '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search orders' });

  // By order number, written as customers quote it.
  await search.fill(`#${orderNumberOf(kept._id).toLowerCase()}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(kept._id)).toBeVisible();

  // By the customer's name: both orders; the Cancelled filter keeps the cancelled one.
  await search.fill(shopper.name);
  await expect(card(kept._id)).toBeVisible();
  await expect(card(cancelled._id)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  const statuses = page.getByRole('group', { name: 'Filter orders by status' });
  for (const label of ['All Orders', ...Object.values(ORDER_STATUS_LABELS)]) {
    await expect(statuses.getByRole('button', { name: label, exact: true })).toBeAttached();
  }
  await statuses.getByRole('button', { name: 'Cancelled', exact: true }).click();
  await expect(card(cancelled._id)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await shot(page, testInfo, 'orders-search-cancelled');
  await statuses.getByRole('button', { name: 'All Orders', exact: true }).click();

  // Days placed: today holds both; a range that ended yesterday holds neither.
  await page.getByLabel('Placed from').fill(shopDay());
  await page.getByLabel('Placed to').fill(shopDay());
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Placed from').fill(shopDay(-3));
  await page.getByLabel('Placed to').fill(shopDay(-1));
  await expect(page.getByText('No orders match this search.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('bulk labels print what can be printed and name the order that failed, with the reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = newShopper('labelfail');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock to order');
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const setStatus = async (id: string, data: Record<string, string>) => {
    const res = await page.request.put(`/api/orders/${id}/status`, { headers: bearer(adminToken), data });
    expect(res.status(), await res.text()).toBe(200);
  };
  // One shipped through Shiprocket (it has an AWB), one marked shipped by hand (no Shiprocket shipment).
  const viaCourier = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  await setStatus(viaCourier._id, { status: 'packed' });
  const booked = await page.request.post('/api/shiprocket/create-order', {
    headers: bearer(adminToken),
    data: { order_id: viaCourier._id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const byHand = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  await setStatus(byHand._id, { status: 'packed' });
  await setStatus(byHand._id, { status: 'shipped', trackingNumber: `HAND${Date.now()}` });

  await signInAs(page, 'admin', '/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(shopper.name);
  for (const order of [viaCourier, byHand]) {
    const number = orderNumberOf(order._id);
    await page
      .getByRole('article', { name: `Order #${number}` })
      .getByRole('checkbox', { name: `Select order #${number} for printing labels` })
      .check();
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print labels (2)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('labels-1.pdf');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Labels for 1 order downloaded'),
  ).toBeVisible();
  const failures = page.getByRole('alert').filter({ hasText: '1 label could not be printed' });
  await expect(failures.getByTestId('label-failures')).toHaveText(
    `Order #${orderNumberOf(byHand._id)}: This order has no Shiprocket shipment`,
  );
  // The failed order stays chosen; the printed one does not.
  await expect(page.getByRole('button', { name: 'Print labels (1)' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: `Select order #${orderNumberOf(byHand._id)} for printing labels` }),
  ).toBeChecked();
  await shot(page, testInfo, 'labels-one-failed');
});

test('the audit log says who cancelled which order and why, in words', async ({ page }, testInfo) => {
  const shopper = newShopper('auditwords');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock to order');
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const reason = `Out of stock ${testInfo.project.name}`;
  const cancel = await page.request.post(`/api/orders/${order._id}/admin-cancel`, {
    headers: bearer(adminToken),
    data: { reason },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await signInAs(page, 'admin', '/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const sentence = `${DEMO.admin.name} (admin) cancelled order #${orderNumberOf(order._id)}: ${reason}`;
  await expect(page.getByTestId('audit-entry').filter({ visible: true }).filter({ hasText: sentence })).toHaveCount(1);
  // No raw keys or ids on the page.
  await expect(page.getByText('paymentStatus')).toHaveCount(0);
  await expect(page.getByText(order._id)).toHaveCount(0);
  await shot(page, testInfo, 'audit-in-words');
});

test('product totals read as two sentences, never as one run-together number', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/products');
  const totals = page.getByTestId('product-totals');
  await expect(totals).toHaveText(/^Total Products: \d+\./);
  // The figures are separated by a full stop and a space, as a screen reader reads the text.
  const text = (await totals.textContent()) ?? '';
  expect(text).toMatch(
    /^Total Products: \d+\.( (1 product on this page misses|\d+ products on this page miss) legal information\.)?\s*$/,
  );
});
