import { COUPON_FORM_MESSAGES } from '@shop/shared/schemas/coupon';
import { expect, isMobile, signInAs, test } from '../fixtures';

/**
 * The admin coupon form at 1280 and 375 px (issue 35): each message sits beside its own box, goes the moment
 * the box is fixed, and the chosen dates are said in Indian order beside the browser's date inputs.
 */
test('coupon form: messages beside their fields that clear when fixed, dates in words', async ({ page }, testInfo) => {
  const width = isMobile(page) ? 375 : 1280;
  await signInAs(page, 'admin', '/admin/coupons');
  const form = page.getByRole('form', { name: 'New coupon' });
  const code = form.getByLabel(/^Code/);
  const percent = form.getByLabel(/^Percent off/);
  await code.fill('x');
  await percent.fill('150');
  await form.getByLabel('Valid from').fill('2026-12-04');
  await expect(form.getByText('4 December 2026')).toBeVisible();
  await form.getByRole('button', { name: 'Create coupon' }).click();

  await expect(code).toHaveAccessibleDescription(COUPON_FORM_MESSAGES.code);
  await expect(code).toBeFocused();
  await expect(percent).toHaveAccessibleDescription(COUPON_FORM_MESSAGES.percent);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`coupon-form-errors-${width}.png`), fullPage: false });

  const suffix = String(Date.now()).slice(-6);
  await code.fill(`FIX${suffix}`);
  await expect(form.getByText(COUPON_FORM_MESSAGES.code)).toHaveCount(0);
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toHaveAccessibleDescription(COUPON_FORM_MESSAGES.percent);
  await percent.fill('10');
  await expect(form.getByText(COUPON_FORM_MESSAGES.percent)).toHaveCount(0);

  await form.getByLabel('Valid until').fill('2026-12-31');
  await expect(form.getByText('31 December 2026')).toBeVisible();
  await form.getByRole('button', { name: 'Create coupon' }).click();
  const row = page.getByTestId('coupon-row').filter({ hasText: `FIX${suffix}` });
  await expect(row).toContainText('valid 4 December 2026 to 31 December 2026');
});
