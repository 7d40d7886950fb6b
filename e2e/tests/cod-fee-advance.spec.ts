import type { Page } from '@playwright/test';
import { test, expect, DEMO, apiLogin, apiRegister, newShopper } from '../fixtures';
import {
  apiMyOrders,
  apiProducts,
  apiSaveAddress,
  bearer,
  cartLine,
  openWithCart,
  priceOf,
  rupees,
} from './checkout-helpers';
import { oneShopWideSettingTestAtATime } from './shop-settings-lock';

/*
 * Issue 37, "pay the COD fee now by UPI" (docs/decisions/252-cod-fee-paid-in-advance.md): with the setting on,
 * checkout says "Pay ₹X COD fee now by UPI; pay ₹Y on delivery", Place Order opens the Razorpay simulator's
 * window for the fee alone, and the success page says "₹Y to pay on delivery". The test server starts with the
 * setting off; this spec turns it on only while it places its order (the order keeps its own fee).
 */

async function setFeeInAdvance(page: Page, adminToken: string, isOn: boolean) {
  const auth = { headers: bearer(adminToken) };
  const { settings } = (await (await page.request.get('/api/admin/settings', auth)).json()) as {
    settings: Record<string, unknown>;
  };
  const res = await page.request.put('/api/admin/settings', {
    ...auth,
    data: { ...settings, codFeeAdvanceByUpi: isOn },
  });
  expect(res.status(), await res.text()).toBe(200);
  return settings;
}

// A shop-wide setting changes during each test: one such test at a time (shop-settings-lock.ts).
oneShopWideSettingTestAtATime();

test('a COD order pays its fee in the Razorpay window and the rest is due on delivery', async ({ page }, testInfo) => {
  const shopper = newShopper('codfee');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  // One unit of an item under the free-shipping line, so the order pays the COD fee.
  const product = (await apiProducts(page)).find((p) => p.stock > 5 && priceOf(p) < 600)!;
  const settings = await setFeeInAdvance(page, adminToken, true);
  const fee = Number(settings.codFeeRupees);
  const shipping = Number(settings.shippingFeeRupees);
  const total = priceOf(product) + shipping + fee;
  try {
    await openWithCart(page, token, [cartLine(product, 1)]);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    const note = page.getByTestId('cod-fee-advance');
    await expect(note).toContainText(`Pay ${rupees(fee)} COD fee now by UPI; pay ${rupees(total - fee)} on delivery.`);
    await expect(note).toContainText('not refunded if the parcel is refused');
    await page.screenshot({ path: testInfo.outputPath(`cod-fee-checkout-${testInfo.project.name}.png`) });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'UPI' })).toBeVisible();
  } finally {
    await setFeeInAdvance(page, adminToken, false);
  }

  // The window asks for the fee alone.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'UPI' }).click();
  await expect(dialog).toContainText(`Paying ${rupees(fee)} with UPI`);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText(rupees(total));
  await expect(page.getByTestId('cod-due-on-delivery')).toContainText(`${rupees(total - fee)} to pay on delivery`);
  await expect(page.getByTestId('cod-due-on-delivery')).toContainText(`${rupees(fee)} COD fee paid by UPI`);
  await page.screenshot({ path: testInfo.outputPath(`cod-fee-success-${testInfo.project.name}.png`) });

  const [order] = await apiMyOrders(page, token);
  expect(order).toMatchObject({ paymentMethod: 'cod', total, dueOnDelivery: total - fee });
});
