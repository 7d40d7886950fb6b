import type { Page } from '@playwright/test';
import { apiLogin, expect, isMobile, test } from '../fixtures';

/**
 * The returns policy is drawn from the shop's rules and settings (docs/decisions/179-policy-from-settings.md), at
 * 1280 and 375 px: the reasons, the window and the refund deadline from the shared rules, and who pays return
 * shipping from the admin Settings. Changing the setting changes the page. (Both projects may run at once against
 * one shop, so each step sets the value it checks and retries until it reads it.)
 */
async function setReturnShippingPayer(page: Page, token: string, payer: 'shop' | 'customer') {
  const headers = { authorization: `Bearer ${token}` };
  const current = await page.request.get('/api/admin/settings', { headers });
  expect(current.status()).toBe(200);
  const { settings } = (await current.json()) as { settings: Record<string, unknown> };
  const saved = await page.request.put('/api/admin/settings', { headers, data: { ...settings, returnShippingPaidBy: payer } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('returns policy: shows the shop rules and follows the return shipping setting', async ({ page }, testInfo) => {
  const width = isMobile(page) ? 375 : 1280;
  const token = await apiLogin(page, 'admin@example.com', 'admin123');
  const policy = page.getByTestId('returns-policy');
  const payer = page.getByTestId('return-shipping-payer');

  await expect(async () => {
    await setReturnShippingPayer(page, token, 'customer');
    await page.goto('/policypage/returns');
    await expect(payer).toHaveText('We book the return pickup; its shipping charge is paid by you.', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(policy).toContainText('Delivered later than promised');
  await expect(policy).toContainText('Defect found after the first 48 hours');
  await expect(policy).toContainText('within 48 hours of delivery');
  await expect(policy).toContainText('GST included');
  await expect(policy).toContainText('within 15 business days');
  await expect(policy).not.toContainText('by email');
  await expect(policy).not.toContainText('not refundable');
  await page.screenshot({ path: testInfo.outputPath(`returns-policy-customer-${width}.png`), fullPage: true });

  await expect(async () => {
    await setReturnShippingPayer(page, token, 'shop');
    await page.reload();
    await expect(payer).toHaveText('We book the return pickup and pay for it: returning an item costs you nothing.', {
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath(`returns-policy-shop-${width}.png`), fullPage: true });
});
