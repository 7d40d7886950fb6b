import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO, expect, isMobile, signInAs, test } from '../fixtures';

/**
 * The admin Settings screen (docs/decisions/033-shop-settings-in-the-database.md) at 1280 and 375 px: a saved
 * shop name and support phone show in the storefront footer; an invalid GSTIN gets a field message in the
 * merchant's words and nothing is saved. The shop's settings are one document shared by both projects' runs,
 * so each run holds a lock while it changes them, and puts back what it found.
 */
const LOCK = join(tmpdir(), 'shop-e2e-settings.lock');

async function withSettingsLock<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() - started > 50_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

async function readSettings(page: Page, token: string): Promise<Record<string, unknown>> {
  const res = await page.request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { settings: Record<string, unknown> }).settings;
}

test('settings: a saved shop name and support phone show in the storefront footer; a bad GSTIN saves nothing', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await withSettingsLock(async () => {
    const original = await readSettings(page, token);
    const width = isMobile(page) ? 375 : 1280;
    const shopName = `Kala Crafts ${width}`;
    const phone = width === 375 ? '+91 22 5555 0375' : '+91 22 5555 1280';
    try {
      await signInAs(page, 'admin', '/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: /Settings/ })).toBeVisible();

      // An invalid GSTIN (wrong check character): a message next to the field, no request, nothing saved.
      const gstin = page.getByLabel('GSTIN');
      await gstin.fill('29ABCDE1234F1Z5');
      await page.getByLabel('Shop name').fill('Not saved');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('This GSTIN is not valid: its last character does not match (check for a typo)')).toBeVisible();
      await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
      await expect(gstin).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`settings-invalid-gstin-${width}.png`), fullPage: false });
      expect(await readSettings(page, token)).toEqual(original);

      await gstin.fill(typeof original.gstin === 'string' ? original.gstin : '');
      await page.getByLabel('Shop name').fill(shopName);
      await page.getByLabel('Support phone').fill(phone);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Settings saved')).toBeVisible();
      // The page's own header takes the saved name at once (no reload); the admin area has no store footer.
      await expect(page.getByRole('banner').getByText(shopName).first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`settings-saved-${width}.png`), fullPage: false });
      const saved = await readSettings(page, token);
      expect(saved).toMatchObject({ shopName, supportPhone: phone });

      // The storefront, a fresh page load (server-rendered, then the app): the footer has the new values.
      await page.goto('/about');
      const footer = page.locator('footer');
      // No scrolling to it first: the footer is a lazy part the app may draw again while the page settles, and a
      // scrolled element can be swapped out from under the call; toBeVisible waits for the one on screen.
      await expect(footer.getByRole('link', { name: phone })).toBeVisible();
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      await expect(footer.getByText(shopName).first()).toBeVisible();
      await footer.screenshot({ path: testInfo.outputPath(`footer-${width}.png`) });
    } finally {
      const res = await page.request.put('/api/admin/settings', {
        headers: { authorization: `Bearer ${token}` },
        data: original,
      });
      expect(res.status()).toBe(200);
    }
  });
});
