import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { NOMINATION_MESSAGES } from '@shop/shared/schemas/nomination';
import { apiRegister, expect, newShopper, test } from '../fixtures';
import {
  apiProducts,
  apiSaveAddress,
  cartLine,
  deliveryConsentBox,
  openWithCart,
  simulateAccountWithoutConsent,
  tickDeliveryConsentIfAsked,
} from './checkout-helpers';

/*
 * Issue 33 at 1280 px (desktop) and 375 px (mobile): the nominee form the privacy notice links to
 * (docs/decisions/190-nomination.md), and the checkout's consent tick for an account without consent under the
 * current notice (docs/decisions/189-consent-at-checkout.md).
 */

test('a shopper follows the notice to the Nominee form, names a nominee, then withdraws it', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('nominator');
  const token = await apiRegister(page, shopper);
  await openWithCart(page, token, [], '/privacy');
  await page.getByRole('link', { name: 'Nominee in your profile' }).click();
  await expect(page).toHaveURL(/\/profile#nominee$/);
  const section = page.getByRole('region', { name: 'Nominee' });
  await expect(section).toBeVisible();

  const form = section.getByRole('form', { name: 'Nominee' });
  await form.getByLabel("Nominee's full name").fill('Priya Nair');
  await form.getByLabel('Relationship to you').fill('Sister');
  await form.getByRole('button', { name: 'Save nominee' }).click();
  await expect(form.getByText(NOMINATION_MESSAGES.contactRequired)).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath('nominee-form-error.png') });

  await form.getByLabel("Nominee's email").fill('priya.nair@example.org');
  await form.getByRole('button', { name: 'Save nominee' }).click();
  const details = section.getByTestId('nominee-details');
  await expect(details).toContainText('Priya Nair');
  await expect(details).toContainText('Sister');
  await expect(details).toContainText('priya.nair@example.org');
  await section.screenshot({ path: testInfo.outputPath('nominee-saved.png') });

  await section.getByRole('button', { name: 'Withdraw nomination' }).click();
  await expect(page.getByText(NOMINATION_MESSAGES.withdrawn)).toBeVisible();
  await expect(section.getByRole('form', { name: 'Nominee' })).toBeVisible();
});

test('an account without consent under this notice ticks the delivery consent before the order goes through', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('consent');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const product = (await apiProducts(page)).find((p) => p.stock > 20)!;
  await simulateAccountWithoutConsent(page);
  await openWithCart(page, token, [cartLine(product, 1)]);

  const box = deliveryConsentBox(page);
  await expect(box).toBeVisible();
  await expect(
    page.getByTestId('checkout-privacy-notice').getByRole('link', { name: 'privacy notice' }),
  ).toHaveAttribute('href', '/privacy');
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  await expect(page.getByTestId('checkout-privacy-notice').getByText(PRIVACY_MESSAGES.consentRequired)).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('checkout-consent-needed.png') });

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/orders') && r.method() === 'POST');
  await tickDeliveryConsentIfAsked(page);
  await placeOrder.click();
  expect((await sent).postDataJSON()).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});
