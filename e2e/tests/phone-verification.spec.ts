import { test, expect, apiRegister, newShopper } from '../fixtures';
import { newestCode, uniquePhone } from './phone-code-helpers';

/*
 * Issue 37, verified phone numbers (docs/decisions/240-verified-phone-numbers.md): the shopper verifies the
 * profile phone with a code sent by SMS (the shop's in-process MSG91 simulator, whose control route shows what
 * the phone received), then signs out and signs in with a code instead of the password.
 */

test('verify the phone on the profile, then sign in with a code sent to it', async ({ page }, testInfo) => {
  const shopper = newShopper('phone');
  const token = await apiRegister(page, shopper);
  const phone = uniquePhone(testInfo.project.name, '9', '7');
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  await page.goto('/profile');

  const panel = page.getByRole('form', { name: 'Verify phone' });
  await panel.getByLabel('Phone').fill(phone);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByRole('status')).toContainText('We have sent a 6-digit code by SMS');
  const code = await newestCode(page.request, phone);
  await panel.getByLabel('6-digit code').fill(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Thank you: your phone number is verified.')).toBeVisible();

  // Signed out (a new tab with no token), the same shopper signs in with a code.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use a one-time code instead' }).click();
  const form = page.getByRole('form', { name: 'Sign in with a code' });
  await form.getByLabel('Verified phone number').fill(phone);
  await form.getByRole('button', { name: 'Send me a code' }).click();
  await expect(form.getByRole('status')).toContainText('6-digit code by SMS');
  const signInCode = await newestCode(page.request, phone);
  expect(signInCode).not.toBe('');

  await form.getByLabel('6-digit code').fill('000000' === signInCode ? '111111' : '000000');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toContainText('This code is wrong or has expired');

  await form.getByLabel('6-digit code').fill(signInCode);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page.getByRole('definition').filter({ hasText: shopper.email })).toBeVisible();
  await expect(page.getByText(`Your phone number ${phone} is verified.`)).toBeVisible();
});
