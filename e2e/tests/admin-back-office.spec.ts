import { DEMO, expect, test } from '../fixtures';

// The back office as a merchant meets it (issue 35), at 1280 and 375 px (admin-desktop / admin-mobile).

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
