import type { Page } from '@playwright/test';
import { apiRegister, expect, newShopper, test } from '../fixtures';
import { cartLine, openWithCart, productBySku } from './checkout-helpers';

/*
 * Issue 39, decision 203: the messages the server and the shared schemas write reach a Hindi page in Hindi and an
 * English page in English. The web client tells the server the page's language on every call (Accept-Language);
 * a message the browser writes itself (a shared schema's field message) is worded from the same catalogue.
 */

async function productInStock(page: Page): Promise<{ _id: string }> {
  const res = await page.request.get('/api/products?limit=50');
  const { products } = (await res.json()) as { products: { _id: string; stock: number }[] };
  const product = products.find((p) => p.stock > 0);
  if (!product) throw new Error('no product in stock');
  return product;
}

const WORDS = {
  hi: {
    path: '/hi/login',
    form: 'लॉग इन',
    submit: 'लॉग इन करें',
    emailRequired: 'ईमेल ज़रूरी है',
    wrongPassword: 'ईमेल या पासवर्ड गलत है',
  },
  en: {
    path: '/login',
    form: 'Login',
    submit: 'Sign In',
    emailRequired: 'Email is required',
    wrongPassword: 'Invalid email or password',
  },
} as const;

for (const lang of ['hi', 'en'] as const) {
  const words = WORDS[lang];

  test(`sign-in refusals are in the page's language (${lang})`, async ({ page }) => {
    const shopper = newShopper(`signin-${lang}`);
    await apiRegister(page, shopper);
    await page.goto(words.path);
    const form = page.getByRole('form', { name: words.form });
    const submit = form.getByRole('button', { name: words.submit, exact: true });

    // The shared schema's field message, written in the browser.
    await submit.click();
    await expect(form.getByText(words.emailRequired, { exact: true })).toBeVisible();

    // The server's refusal of a wrong password.
    await form.locator('input[type="email"]').fill(shopper.email);
    await form.locator('input[type="password"]').fill('not-the-password');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(words.wrongPassword);
  });
}

test("a refused PIN code on the product page and at checkout is in the page's language", async ({ page }) => {
  const product = await productInStock(page);

  // The product page's PIN check: a malformed PIN code (the shared schema's message, worded on the page).
  await page.goto(`/hi/products/${product._id}`);
  const field = page.getByLabel('डिलीवरी जाँचें');
  const answer = page.getByTestId('pin-check-message');
  await field.fill('05600');
  await field.press('Enter');
  await expect(answer).toHaveText('पिन कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता');
  await page.goto(`/products/${product._id}`);
  await page.getByLabel('Check delivery').fill('05600');
  await page.getByLabel('Check delivery').press('Enter');
  await expect(answer).toHaveText('PIN code must be 6 digits and cannot start with 0');

  // Checkout: a PIN code no courier serves, in the server's words.
  const shopper = newShopper('pin-refused');
  const token = await apiRegister(page, shopper);
  const kajal = await productBySku(page, 'BEAU-KAJ-002');
  for (const [path, label, refusal] of [
    ['/hi/checkout', 'पिन कोड', 'माफ़ कीजिए, हम अभी पिन कोड 900001 पर डिलीवरी नहीं करते'],
    ['/checkout', 'PIN code', 'Sorry, we do not deliver to PIN code 900001 yet'],
  ] as const) {
    await openWithCart(page, token, [cartLine(kajal, 1)], path);
    const pincode = page.getByRole('textbox', { name: label, exact: true });
    await pincode.fill('900001');
    await expect(page.getByTestId('delivery-estimate')).toHaveText(refusal);
  }
});
