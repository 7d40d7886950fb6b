import { test, expect, DEMO, newShopper, signInAs, isMobile } from '../fixtures';
import type { Page } from '@playwright/test';

async function openAccountMenu(page: Page, name: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  } else {
    await page.getByRole('button', { name: new RegExp(name) }).click();
  }
}

async function logout(page: Page, name: string) {
  await openAccountMenu(page, name);
  if (isMobile(page)) await page.getByRole('button', { name: 'Logout' }).click();
  else await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('register -> logout -> login -> edit profile', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // Validation messages from docs/product.md#validation, before anything is sent.
  await page.getByLabel('Full name').fill(shopper.name);
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('456');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill('different1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(shopper.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await logout(page, shopper.name);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A signed-in-only page sends the visitor to /login and back again afterwards.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Email address' })).not.toBeEditable();
  // The profile also holds the nominee form ("Nominee's full name", "Nominee's phone") and "Verify phone".
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Priya Nair');
  await page
    .getByRole('form', { name: 'Edit profile' })
    .getByRole('textbox', { name: 'Phone', exact: true })
    .fill('9812345678');
  await page.getByLabel('Street address').fill('7 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByLabel('PIN code').fill('682001');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('main').getByText('Priya Nair').first()).toBeVisible();
  await expect(page.getByText('682001')).toBeVisible();

  // Saved on the server, not just on screen.
  await page.reload();
  await expect(page.getByText('7 Marine Drive')).toBeVisible();

  // Cancel throws edits away.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('City').fill('Somewhere Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Kochi')).toBeVisible();
  await expect(page.getByText('Somewhere Else')).toHaveCount(0);
});

test('profile shows a field message for an invalid PIN code', async ({ page }) => {
  await signInAs(page, 'user', '/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('PIN code').fill('012345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('PIN code must be 6 digits and cannot start with 0')).toBeVisible();
});

test.describe('access rules', () => {
  for (const path of ['/checkout', '/orders', '/profile']) {
    test(`anonymous visitor on ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });
  }

  test('anonymous visitor on /admin goes to /login', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a customer on /admin goes to /', async ({ page }) => {
    await signInAs(page, 'user', '/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toHaveCount(0);
  });

  test('an admin reaches /admin and sees the Admin Dashboard entry', async ({ page }) => {
    await signInAs(page, 'admin', '/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await page.goto('/');
    await openAccountMenu(page, DEMO.admin.name);
    await expect(page.getByRole(isMobile(page) ? 'link' : 'menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('signed-in users are bounced from /login and /register', async ({ page }) => {
    await signInAs(page, 'user', '/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a stored token that no longer works is dropped and the visitor is signed out', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the login page shows the demo accounts and signs in with one', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('admin@example.com')).toBeVisible();
    await expect(page.getByText('user@example.com')).toBeVisible();
    await page.getByRole('button', { name: 'Use customer demo account' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page, DEMO.user.name);
    await expect(page.getByText(DEMO.user.email).first()).toBeVisible();
  });

  test('unknown pages show the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('header', () => {
  test('a phone keeps search and the cart in the header, the menu for the rest', async ({ page }, testInfo) => {
    test.skip(!isMobile(page), 'mobile layout only');
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Cart (0 items)' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Products' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('header-375.png') });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Categories' })).toBeVisible();
    await menu.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('shows Products, Categories, Cart, Login and Sign Up on desktop', async ({ page }) => {
    test.skip(isMobile(page), 'desktop layout only');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Categories' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('the search box goes to /products?q=', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await box.fill('chai');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=chai/);
  });
});
