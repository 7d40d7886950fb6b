import { readFileSync } from 'node:fs';
import { PERSONAL_DATA_ITEMS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { apiLogin, DEMO, expect, newShopper, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { apiPlaceOrder, apiProducts, bearer, cartLine, openWithCart } from './checkout-helpers';

async function anyProductInStock(page: Page) {
  const product = (await apiProducts(page)).find((p) => p.stock > 20);
  if (!product) throw new Error('no product with stock in the catalogue');
  return product;
}

/*
 * Personal data (docs/decisions/110-personal-data.md): the privacy notice, and "Download my data" and "Delete
 * my account" from the profile, at 1280 px (desktop) and 375 px (mobile).
 */

test('the privacy notice lists what is collected and why, with its version, on the server-rendered page', async ({
  page,
}, testInfo) => {
  // Server-rendered: the list is in the HTML before any script runs.
  const html = await (await page.request.get('/privacy')).text();
  expect(html).toContain(`Notice version ${PRIVACY_NOTICE_VERSION}`);
  expect(html).toContain('Phone number and saved shipping address');
  expect(html).toContain('Your verified phone number and when you verified it');

  await page.goto('/privacy');
  await expect(page.getByTestId('privacy-notice-version')).toHaveText(`Notice version ${PRIVACY_NOTICE_VERSION}`);
  const items = page.getByRole('list', { name: 'Personal data we collect' }).getByRole('listitem');
  // One entry per kind of personal data the shop keeps, as the shared list names them.
  await expect(items).toHaveCount(PERSONAL_DATA_ITEMS.length);
  expect(PERSONAL_DATA_ITEMS.length).toBeGreaterThanOrEqual(12);
  await expect(items.first()).toContainText('To create your account');
  await expect(page.getByText('72 months from the due date of the annual GST return')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('privacy-notice.png'), fullPage: true });
});

test('a customer downloads their data, then deletes their account from the profile', async ({ page }, testInfo) => {
  const shopper = newShopper('privacy');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...shopper, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  const product = await anyProductInStock(page);
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);

  await openWithCart(page, token, [], '/profile');
  const panel = page.getByRole('region', { name: 'Your data' });
  await expect(panel).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('profile-your-data.png'), fullPage: true });

  // Download my data: a JSON file with this customer's profile, order and consent.
  const downloadPromise = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    profile: { email: string };
    orders: { _id: string }[];
    consents: { purpose: string; noticeVersion: string }[];
  };
  expect(data.profile.email).toBe(shopper.email);
  expect(data.orders.map((o) => o._id)).toEqual([order._id]);
  expect(data.consents).toEqual([
    expect.objectContaining({ purpose: 'account', noticeVersion: PRIVACY_NOTICE_VERSION }),
  ]);
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();

  // Delete my account: confirmed in a dialog with the password; a wrong one is refused there.
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(PRIVACY_MESSAGES.passwordWrong)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('delete-dialog.png') });
  await dialog.getByLabel('Your password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const erasedToast = page.getByRole('status').filter({ hasText: PRIVACY_MESSAGES.erased });
  await expect(erasedToast).toBeVisible();
  await expect(erasedToast).toHaveCSS('opacity', '1'); // past its fade-in, for the screenshot
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Home, not the login page: nothing on the way carried the dead token.
  expect(page.url()).toBe(new URL('/', page.url()).toString());
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('after-delete.png') });

  // The account is gone: its token and its password no longer work; the open order was cancelled, anonymised.
  expect((await page.request.get('/api/auth/me', { headers: bearer(token) })).status()).toBe(401);
  const login = await page.request.post('/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.status()).toBe(401);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const res = await page.request.get(`/api/orders/${order._id}`, { headers: bearer(adminToken) });
  const { order: after } = (await res.json()) as { order: { status: string; user: { name: string; email: string } } };
  expect(after.status).toBe('cancelled');
  expect(after.user).toMatchObject({ name: 'Deleted customer', email: '' });
});

test('the checkout shows the privacy notice beside Place Order', async ({ page }) => {
  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  await openWithCart(page, token, [cartLine(await anyProductInStock(page), 1)]);
  const notice = page.getByTestId('checkout-privacy-notice');
  await expect(notice).toContainText(`version ${PRIVACY_NOTICE_VERSION}`);
  await expect(notice.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
});
