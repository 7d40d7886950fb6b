import { test, expect, DEMO, apiLogin, apiRegister, newShopper, signInAs } from '../fixtures';
import type { APIRequestContext } from '@playwright/test';

interface OutboxEmail {
  to: string;
  subject: string;
  kind: string;
  status: string;
  text: string;
}

/** Without SMTP_URL the server keeps every mail in the outbox; an admin reads it there. */
async function readResetLink(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const { emails } = (await res.json()) as { emails: OutboxEmail[] };
        const mail = emails.find((e) => e.kind === 'password-reset' && e.status === 'sent');
        link = mail && /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // PUBLIC_URL is unset in the test server, so the link names localhost; keep its path and query only.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('forgot password -> read the mail in the outbox -> reset -> log in with the new password', async ({
  page,
  browser,
}) => {
  const shopper = newShopper('reset');
  await apiRegister(page, shopper);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/If an account exists for that email, we have sent a link/)).toBeVisible();

  // The admin sees the mail on the Emails page of the admin area.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, 'admin', '/admin/outbox');
  await expect(adminPage.getByRole('heading', { name: 'Emails' })).toBeVisible();
  await adminPage.getByLabel('Search by recipient').fill(shopper.email);
  const resetMail = adminPage
    .getByRole('listitem')
    .filter({ hasText: shopper.email })
    .getByRole('button', { name: /Reset your ShopKart password/ });
  await expect(resetMail).toBeVisible();
  await resetMail.click();
  await expect(adminPage.getByText(/reset-password\?token=/).first()).toBeVisible();
  await adminContext.close();

  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const resetPath = await readResetLink(page.request, adminToken, shopper.email);

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('123');
  await page.getByLabel('Confirm new password').fill('123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-9');
  await page.getByLabel('Confirm new password').fill('brand-new-8');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-9');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please log in with your new password.')).toBeVisible();

  // The old password is gone; the new one signs in.
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill('brand-new-9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The link worked once.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-pass1');
  await page.getByLabel('Confirm new password').fill('another-pass1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('change password in the profile keeps this session and needs the current password', async ({ page }) => {
  const shopper = newShopper('changer');
  await apiRegister(page, shopper);
  await signInAs(page, shopper, '/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill('wrong-one');
  await page.getByLabel('New password', { exact: true }).fill('changed-pass1');
  await page.getByLabel('Confirm new password').fill('changed-pass1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  // Still signed in: a wrong current password is no reason to end the session.
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Current password').fill(shopper.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const login = await page.request.post('/api/auth/login', {
    data: { email: shopper.email, password: 'changed-pass1' },
  });
  expect(login.status()).toBe(200);
});
