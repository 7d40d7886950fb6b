import { apiRegister, expect, newShopper, test } from '../fixtures';
import {
  apiMyOrders,
  apiSaveAddress,
  cartLine,
  openWithCart,
  orderNumberOf,
  priceOf,
  productBySku,
  rupees,
} from './checkout-helpers';

// Back at checkout with an online order still unpaid, the shopper is offered to pay that order instead of
// placing a second one (checkout's ResumeUnpaidOrder: the My Orders query and the pay-now rule of
// src/lib/orders/, the payment flow of src/hooks/payment/). Runs at 1280 and 375 px (desktop / mobile).

test('back at checkout, an unpaid online order is offered for payment and paid: one order', async ({ page }) => {
  const shopper = newShopper('resume');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const kajal = await productBySku(page, 'BEAU-KAJ-002');
  const total = priceOf(kajal);

  // ---- Place an online order; its payment window opens; close it without paying.
  await openWithCart(page, token, [cartLine(kajal, 1)]);
  await page.getByRole('radio', { name: /Pay Online/ }).check();
  // Nothing unpaid yet: no offer.
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(page.getByTestId('resume-unpaid-order')).toHaveCount(0);
  // One press creates the order and opens the payment window (decision 207).
  await page.getByRole('button', { name: 'Place Order' }).click();
  const provider = page.getByRole('dialog');
  await provider.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-razorpay-simulator="true"]')).toHaveCount(0);
  const [order] = await apiMyOrders(page, token);
  const number = orderNumberOf(order!._id);

  // ---- A new visit to checkout: the unpaid order is offered; paying it makes no second order.
  await openWithCart(page, token, [cartLine(kajal, 1)]);
  const offer = page.getByTestId('resume-unpaid-order');
  await expect(offer).toContainText(`Order #${number} (${rupees(total)}) is still waiting for its payment.`);
  await offer.getByRole('button', { name: `Pay for order #${number}` }).click();
  await expect(provider).toContainText(`Order #${number}`);
  await provider.getByRole('button', { name: 'UPI' }).click();
  await provider.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${order!._id}$`));

  const orders = await apiMyOrders(page, token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ _id: order!._id, paymentStatus: 'paid' });
});
