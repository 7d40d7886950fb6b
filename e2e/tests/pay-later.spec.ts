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

// Pay now (issue 14): a shopper who closes the online payment window can pay the same order later from
// My Orders; it shows paid, and no second order is made. Runs at 1280 and 375 px (desktop / mobile).

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

test('a shopper dismisses the online payment, then pays the order from My Orders: paid, one order', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('paylater');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const kajal = await productBySku(page, 'BEAU-KAJ-002');
  const total = priceOf(kajal) * 2;

  // ---- Checkout: Place Order opens the payment window at once; the shopper closes it.
  await openWithCart(page, token, [cartLine(kajal, 2)]);
  await page.getByRole('radio', { name: /Pay Online/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const provider = page.getByRole('dialog');
  await expect(provider.getByRole('button', { name: 'UPI' })).toBeVisible();
  await provider.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-razorpay-simulator="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Pay now ${rupees(total)}` })).toBeEnabled();
  const [order] = await apiMyOrders(page, token);
  expect(order).toMatchObject({ paymentMethod: 'razorpay', total });
  const number = orderNumberOf(order!._id);

  // ---- Later, My Orders: the unpaid order offers "Pay now".
  await page.goto('/orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order!._id}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting payment');
  const payNow = card.getByRole('button', { name: 'Pay now' });
  await expect(payNow).toBeEnabled();
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'my-orders-pay-now');
  await payNow.click();
  await expect(provider).toContainText(rupees(total));
  await expect(provider).toContainText(`Order #${number}`);
  await provider.getByRole('button', { name: 'UPI' }).click();
  await provider.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Payment received. Thank you!'),
  ).toBeVisible();

  // Paid, shown as paid, and still one order.
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  await card.getByRole('button', { name: 'View Details' }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(detail.getByTestId('detail-payment-status')).toHaveText('Paid');
  await expect(detail.getByTestId('payment-details').getByTestId('payment-provider-payment-id')).toHaveText(
    /^pay_\w+$/,
  );
  await shot(page, testInfo, 'my-orders-paid');
  const orders = await apiMyOrders(page, token);
  expect(orders).toHaveLength(1);
  const res = await page.request.get(`/api/orders/${order!._id}`, { headers: bearer(token) });
  expect(((await res.json()) as { order: { paymentStatus: string } }).order.paymentStatus).toBe('paid');
});
