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
  for (const label of ['All Orders', 'Pending', 'Packed', 'Shipped', 'Delivered', 'Cancelled']) {
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
