import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import { execFileSync } from 'node:child_process';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import {
  ADDRESS,
  bearer,
  cartLine,
  openWithCart,
  orderNumberOf,
  PHONE,
  priceOf,
  productBySku,
} from './checkout-helpers';

/*
 * Issue 31: a cash-on-delivery order with a coupon, sale prices and two lines (one of two units) is shipped
 * through the admin screens with the built-in Shiprocket simulator, and its label says "COD" and the amount the
 * courier collects: the order total the shopper saw, to the paisa (docs/decisions/165-shiprocket-money.md).
 * Three screens and the label are compared: the shopper's checkout, success page and order details, the admin's
 * order card and order details, and the label PDF's text.
 */

/** "₹683.11" as the shop's screens print money, from rupees. */
const shown = (amount: number) => formatRupees(amount);

/** The amount an element shows, in paise ("₹1,234.50" -> 123450). */
async function paiseShown(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const digits = text.replace(/[^\d.]/g, '');
  expect(digits, `an amount in "${text}"`).toMatch(/^\d+\.\d{2}$/);
  return rupeesToPaise(Number(digits));
}

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfToText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** A screenshot kept in the test's output folder and attached to its report. */
async function snapshot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function fillAddress(page: Page) {
  await page.getByLabel('Phone').fill(PHONE);
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').selectOption(ADDRESS.state);
  await page.getByLabel('PIN code').fill(ADDRESS.pincode);
}

test('a COD order with a coupon is shipped from the admin and its label collects the order total to the paisa', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const size = testInfo.project.name;

  // ---- A 7% coupon: on these goods it takes off an amount with paise in it.
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const code = `COD${Date.now().toString(36)}${size.length}`.toUpperCase().slice(0, 20);
  const created = await page.request.post('/api/admin/coupons', {
    headers: bearer(adminToken),
    data: { code, kind: 'percent', percentOff: 7, minOrderValue: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);

  // ---- Two lines at sale prices: 2 × kajal and 1 × notebook, under ₹999 so cash on delivery adds its fee.
  const kajal = await productBySku(page, 'BEAU-KAJ-002');
  const notebook = await productBySku(page, 'OFF-NTB-001');
  for (const product of [kajal, notebook]) expect(priceOf(product)).toBeLessThan(product.mrp);
  const subtotalPaise = rupeesToPaise(priceOf(kajal)) * 2 + rupeesToPaise(priceOf(notebook));
  const couponPaise = Math.round((subtotalPaise * 7) / 100);
  expect(couponPaise % 100, 'a coupon share with paise').not.toBe(0);
  const codFeePaise = 100_00;
  expect(subtotalPaise - couponPaise).toBeLessThanOrEqual(999_00);
  const totalPaise = subtotalPaise - couponPaise + codFeePaise;
  const total = paiseToRupees(totalPaise);

  // ---- Shopper: checkout with the coupon, cash on delivery.
  const shopper = newShopper('codlabel');
  const token = await apiRegister(page, shopper);
  // Through the cart page, as a shopper goes: it reads each product again (price, stock, GST rate).
  await openWithCart(page, token, [cartLine(kajal, 2), cartLine(notebook, 1)], '/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await fillAddress(page);
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText(`${code} applied`);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByTestId('checkout-coupon-discount')).toHaveText(`−${shown(paiseToRupees(couponPaise))}`);
  await expect(page.getByTestId('checkout-shipping')).toHaveText(shown(paiseToRupees(codFeePaise)));
  await expect(page.getByTestId('checkout-total')).toHaveText(shown(total));
  const checkoutPaise = await paiseShown(page.getByTestId('checkout-total'));
  // The GST inside it, per rate: the order page and the admin show the same breakup once the order is placed.
  const gst = ((await page.getByTestId('checkout-gst').textContent()) ?? '').trim();
  expect(gst).toMatch(/^incl\. GST ₹/);
  await snapshot(page, testInfo, `checkout-${size}`, true);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('success-payment-method')).toHaveText('Cash on Delivery');
  await expect(page.getByTestId('success-total')).toHaveText(shown(total));
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const number = orderNumberOf(orderId);

  // The shopper's order page: the total, and the coupon that makes subtotal and shipping add up to it.
  await page.goto('/orders');
  const shopperCard = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(shopperCard.getByTestId('order-total')).toHaveText(shown(total));
  await shopperCard.getByRole('button', { name: 'View Details' }).click();
  const shopperDetails = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(shopperDetails.getByTestId('detail-coupon-discount')).toHaveText(
    `−${shown(paiseToRupees(couponPaise))}`,
  );
  await expect(shopperDetails.getByTestId('detail-items-total')).toHaveText(shown(total));
  await expect(shopperDetails.getByTestId('detail-gst')).toHaveText(gst);
  const shopperPaise = await paiseShown(shopperDetails.getByTestId('detail-items-total'));
  await shopperDetails.getByTestId('detail-items-total').scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, `shopper-order-${size}`);

  // ---- Admin: pack the order on the orders screen, read its total on the card and in its details.
  await page.evaluate(() => localStorage.clear());
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, adminToken);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await page.getByRole('button', { name: ORDER_STATUS_LABELS.pending, exact: true }).click();
  const pending = page.getByRole('article', { name: `Order #${number}` });
  await expect(pending.getByText('Cash on Delivery')).toBeVisible();
  await expect(pending.getByTestId('admin-order-total')).toHaveText(shown(total));
  const adminCardPaise = await paiseShown(pending.getByTestId('admin-order-total'));
  await pending.getByLabel(`Status of order #${number}`).selectOption('packed');
  // Saved before the filter changes: otherwise the Packed list can be read before the change commits.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Order status updated')).toBeVisible();
  await page.getByRole('button', { name: 'Packed', exact: true }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await expect(card.getByRole('button', { name: `Ship order #${number}` })).toBeVisible();

  await card.getByRole('button', { name: `View order #${number}` }).click();
  const adminDetails = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(adminDetails.getByTestId('admin-order-coupon')).toHaveText(`−${shown(paiseToRupees(couponPaise))}`);
  await expect(adminDetails.getByTestId('admin-order-detail-total')).toHaveText(shown(total));
  await expect(adminDetails.getByTestId('admin-order-gst')).toHaveText(gst);
  const adminDetailPaise = await paiseShown(adminDetails.getByTestId('admin-order-detail-total'));
  await adminDetails.getByTestId('admin-order-detail-total').scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, `admin-order-${size}`);
  await adminDetails.getByRole('button', { name: 'Close' }).first().click();
  await expect(adminDetails).toBeHidden();

  // ---- Admin: choose a courier and ship, through the Ship dialog.
  await card.getByRole('button', { name: `Ship order #${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ship Order #${number}` });
  const couriers = dialog.getByRole('list', { name: 'Couriers' }).getByRole('listitem');
  await expect(couriers.first()).toBeVisible();
  const cheapest = couriers.filter({ hasText: 'Cheapest' }).first();
  const courierName = (await cheapest.locator('span.font-medium').textContent())!.trim();
  await cheapest.getByRole('radio').check();
  await snapshot(page, testInfo, `courier-choice-${size}`);
  const shipping = page.waitForResponse(
    (res) => res.url().endsWith('/api/shiprocket/create-order') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Ship Order' }).click();
  const shipped = await shipping;
  expect(shipped.status(), await shipped.text()).toBe(201);
  const { awb_code: awb } = (await shipped.json()) as { awb_code: string };
  await expect(dialog).toBeHidden();

  // ---- Admin: the label, downloaded from the shipped order's card.
  await page.getByRole('button', { name: 'Shipped', exact: true }).click();
  const shippedCard = page.getByRole('article', { name: `Order #${number}` });
  const downloading = page.waitForEvent('download');
  await shippedCard.getByRole('button', { name: `Download label for order #${number}` }).click();
  const download = await downloading;
  const labelPath = testInfo.outputPath(`label-${size}.pdf`);
  await download.saveAs(labelPath);
  await snapshot(page, testInfo, `shipped-${size}`);
  const text = pdfToText(labelPath);
  await testInfo.attach(`label-${size}.txt`, { body: text, contentType: 'text/plain' });
  expect(text).toContain(awb);
  expect(text).toContain(courierName);
  const collect = /COD: collect Rs\. (\d+\.\d{2})/.exec(text);
  expect(collect, text).not.toBeNull();
  const labelPaise = rupeesToPaise(Number(collect![1]));

  // Every screen and the label say the same amount, to the paisa.
  expect({ checkoutPaise, shopperPaise, adminCardPaise, adminDetailPaise, labelPaise }).toEqual({
    checkoutPaise: totalPaise,
    shopperPaise: totalPaise,
    adminCardPaise: totalPaise,
    adminDetailPaise: totalPaise,
    labelPaise: totalPaise,
  });
});
