import type { Page, TestInfo } from '@playwright/test';
import { apiRegister, expect, newShopper, test } from '../fixtures';
import {
  apiMyOrders,
  apiSaveAddress,
  bearer,
  cartLine,
  openWithCart,
  orderNumberOf,
  priceOf,
  productBySku,
  rupees,
} from './checkout-helpers';

// Online payment against the in-process Razorpay simulator: its checkout.js draws a role=dialog with
// 'UPI' / 'Card' / 'Netbanking', then 'Pay Now' / 'Fail' / 'Back', 'Retry' after a failure, 'Cancel' or Escape.

interface ApiOrderPayment {
  paymentStatus: string;
  payment: { providerOrderId: string; providerPaymentId: string | null; refundStatus: string | null } | null;
}

const payNow = (page: Page, total: number) => page.getByRole('button', { name: `Pay now ${rupees(total)}` });
const simulator = (page: Page) => page.locator('[data-razorpay-simulator="true"]');

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

/**
 * A fresh shopper with a saved address and a cart under ₹999, at checkout with Pay Online chosen and placed:
 * the one press on Place Order creates the order and opens the provider's window (decision 207).
 */
async function placeOnlineOrder(page: Page) {
  const shopper = newShopper('pay');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const kajal = await productBySku(page, 'BEAU-KAJ-002');
  const total = priceOf(kajal) * 2;
  expect(total).toBeLessThan(999);

  await openWithCart(page, token, [cartLine(kajal, 2)]);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /Pay Online/ }).check();
  // Online payment ships free whatever the subtotal (docs/decisions/016-shipping-fee.md).
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(total));

  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'UPI' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  // The order exists and waits for payment; the cart is kept until it is paid.
  const [order] = await apiMyOrders(page, token);
  expect(order).toMatchObject({ paymentMethod: 'razorpay', shippingFee: 0, total });
  await expect(dialog).toContainText(`Order #${orderNumberOf(order!._id)}`);
  await expect(page.getByTestId('pay-step')).toContainText(`Order #${orderNumberOf(order!._id)} is created.`);
  await expect(page.getByRole('button', { name: 'Complete the payment...' })).toBeDisabled();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toHaveLength(1);
  return { token, total, orderId: order!._id };
}

async function apiOrderPayment(page: Page, token: string, orderId: string): Promise<ApiOrderPayment> {
  const res = await page.request.get(`/api/orders/${orderId}/payment`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiOrderPayment;
}

async function expectPaidSuccess(page: Page, token: string, orderId: string, total: number) {
  // The toast comes first, as the shopper sees it: it is shown when the payment is verified and lives a few seconds,
  // while the success page may still be arriving (read after the heading, it was gone on a loaded machine).
  await expect(page.getByText('Payment successful! Order placed.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`));
  await expect(page.getByTestId('success-payment-method')).toHaveText('Online Payment');
  await expect(page.getByTestId('success-payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('success-delivery-date')).toContainText('Expected delivery:');
  await expect(page.getByTestId('success-items')).toContainText('× 2');
  await expect(page.getByTestId('success-total')).toHaveText(rupees(total));
  const paymentId = (await page.getByTestId('success-payment-id').textContent()) ?? '';
  expect(paymentId).toMatch(/^pay_\w+$/);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  // Paid on the server, with the payment the page shows.
  const res = await page.request.get(`/api/orders/${orderId}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { order: { paymentStatus: string } }).order.paymentStatus).toBe('paid');
  const payment = await apiOrderPayment(page, token, orderId);
  expect(payment.paymentStatus).toBe('paid');
  expect(payment.payment?.providerPaymentId).toBe(paymentId);
  return { paymentId, providerOrderId: payment.payment?.providerOrderId ?? '' };
}

test('one press on Place Order opens the payment window; UPI pays and ends on the success page', async ({
  page,
}, testInfo) => {
  const { token, total, orderId } = await placeOnlineOrder(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(rupees(total));
  await expect(dialog).toContainText(`Order #${orderNumberOf(orderId)}`);
  await expect(dialog.getByRole('button', { name: 'UPI' })).toBeVisible();
  // The window is drawn in the shop's payment colour (purple).
  await expect(simulator(page).locator('div').first()).toHaveCSS('background-color', 'rgb(124, 58, 237)');
  await screenshot(page, testInfo, 'simulator-modal');

  await dialog.getByRole('button', { name: 'UPI' }).click();
  await expect(dialog).toContainText(`Paying ${rupees(total)} with UPI`);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const { paymentId, providerOrderId } = await expectPaidSuccess(page, token, orderId, total);
  expect(providerOrderId).toMatch(/^order_\w+$/);

  // My Orders shows the payment with the provider's ids.
  await page.getByRole('link', { name: 'My Orders' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: `#${orderNumberOf(orderId)}` });
  // Paid and not packed yet: "Confirmed", never "Pending".
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(card.getByTestId('order-payment-state')).toHaveText('Paid');
  await card.getByRole('button', { name: 'View Details' }).click();
  const detail = page.getByRole('dialog', { name: `Order #${orderNumberOf(orderId)}` });
  await expect(detail.getByTestId('detail-payment-status')).toHaveText('Paid');
  const payment = detail.getByTestId('payment-details');
  await expect(payment.getByTestId('payment-status')).toHaveText('Paid');
  await expect(payment.getByTestId('payment-provider-order-id')).toHaveText(providerOrderId);
  await expect(payment.getByTestId('payment-provider-payment-id')).toHaveText(paymentId);
  await expect(payment.getByTestId('payment-refund')).toHaveCount(0);
  await screenshot(page, testInfo, 'order-detail-payment');
});

test('a failed payment says so, and a retry in the same window pays the order', async ({ page }) => {
  const { token, total, orderId } = await placeOnlineOrder(page);

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Card' }).click();
  await dialog.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('Payment failed. Please try again.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Payment failed');
  expect((await apiOrderPayment(page, token, orderId)).paymentStatus).toBe('pending');

  await dialog.getByRole('button', { name: 'Retry' }).click();
  await dialog.getByRole('button', { name: 'UPI' }).click();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expectPaidSuccess(page, token, orderId, total);
  // The success replaced the failure: no stale "Payment failed" on the success page.
  await expect(page.getByText('Payment failed. Please try again.', { exact: true })).toHaveCount(0);
  // One order, paid once: the retry reused it.
  expect(await apiMyOrders(page, token)).toHaveLength(1);
});

test('closing the provider window leaves "Pay now" on the order, with the same provider order', async ({
  page,
}, testInfo) => {
  const providerOrderIds: string[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/orders/create-payment') || response.status() !== 200) return;
    void response.json().then((body: { order: { id: string } }) => providerOrderIds.push(body.order.id));
  });
  const { token, total, orderId } = await placeOnlineOrder(page);

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(simulator(page)).toHaveCount(0);
  await expect(payNow(page, total)).toBeEnabled();
  const step = page.getByTestId('pay-step');
  await expect(step).toContainText(`Order #${orderNumberOf(orderId)} is created but not paid yet.`);
  await expect(step).toContainText('Pay now to confirm it');
  await screenshot(page, testInfo, 'pay-now-after-close');

  // Again, closed with Escape this time.
  await payNow(page, total).click();
  await expect(dialog.getByRole('button', { name: 'UPI' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(simulator(page)).toHaveCount(0);
  await expect(payNow(page, total)).toBeEnabled();

  await expect.poll(() => providerOrderIds.length).toBe(2);
  expect(providerOrderIds[1]).toBe(providerOrderIds[0]);
  const payment = await apiOrderPayment(page, token, orderId);
  expect(payment.paymentStatus).toBe('pending');
  expect(payment.payment).toMatchObject({ providerOrderId: providerOrderIds[0], providerPaymentId: null });
  // Nothing was paid, so the cart is still there.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toHaveLength(1);

  // And it still pays after all that.
  await payNow(page, total).click();
  await dialog.getByRole('button', { name: 'Netbanking' }).click();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expectPaidSuccess(page, token, orderId, total);
});
