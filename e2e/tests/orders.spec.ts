import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { OrderStatus } from '@shop/shared/order-status';
import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import {
  apiMyOrders,
  apiPlaceOrder,
  bearer,
  openWithCart,
  orderNumberOf,
  pdfRupees,
  productBySku,
  rupees,
} from './checkout-helpers';

const SELLER_GSTIN = '29ABCDE1234F1ZW';
/** The status filters, named in the shared vocabulary (decision 208). */
const STATUSES = Object.entries(ORDER_STATUS_LABELS) as [OrderStatus, string][];
/** What a not-yet-packed order's badge says: never "Pending", and "Confirmed" once paid or cash on delivery. */
const NOT_PACKED_STATES = ['Confirmed', 'Awaiting payment', 'Awaiting confirmation'];

/** The shared demo customer, signed in through the warm-up of `openWithCart`. */
async function openAsDemoCustomer(page: Page, path: string) {
  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  await openWithCart(page, token, [], path);
  return token;
}

const card = (page: Page, orderId: string) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
const filter = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test("the demo customer's delivered order: invoice PDF with number, GSTIN and total", async ({ page }, testInfo) => {
  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  const delivered = (await apiMyOrders(page, token, 'delivered'))[0];
  if (!delivered?.invoiceNumber) throw new Error('the demo customer has no delivered order with an invoice');
  const number = orderNumberOf(delivered._id);

  await openAsDemoCustomer(page, '/orders');
  await filter(page, 'Delivered').click();
  const deliveredCard = card(page, delivered._id);
  await expect(deliveredCard.getByTestId('order-status')).toHaveText('Delivered');
  await expect(deliveredCard.getByTestId('order-total')).toHaveText(rupees(delivered.total));

  // The dialog shows the invoice number and lets the invoice be downloaded from there too.
  await deliveredCard.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(dialog.getByTestId('detail-invoice-number')).toHaveText(delivered.invoiceNumber);
  const steps = dialog.getByTestId('timeline-step');
  for (const index of [0, 1, 2, 3, 4]) await expect(steps.nth(index)).toHaveAttribute('data-active', 'true');
  await expect(dialog.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const downloadPromise = page.waitForEvent('download');
  await deliveredCard.getByRole('button', { name: 'Invoice' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`invoice-${number.toLowerCase()}.pdf`);
  await expect(page.getByText(`Invoice for order #${number} downloaded`)).toBeVisible();

  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(delivered.invoiceNumber);
  expect(text).toContain(SELLER_GSTIN);
  expect(text).toContain(pdfRupees(delivered.total));
});

test('a delivered order offers "Write a review", which opens the product\'s review form', async ({
  page,
}, testInfo) => {
  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  const delivered = (await apiMyOrders(page, token, 'delivered')).find((order) => order.items[0]?.product._id);
  if (!delivered) throw new Error('the demo customer has no delivered order of a catalogue product');
  const item = delivered.items[0]!;

  await openAsDemoCustomer(page, '/orders?status=delivered');
  const reviews = card(page, delivered._id).getByRole('list', { name: 'Review your items' });
  await expect(reviews.getByRole('link', { name: /^Write a review of / })).toHaveCount(
    new Set(delivered.items.map((line) => line.product._id).filter(Boolean)).size,
  );
  await card(page, delivered._id).screenshot({
    path: testInfo.outputPath(`delivered-card-${testInfo.project.name}.png`),
  });
  await reviews.getByRole('link', { name: `Write a review of ${item.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${item.product._id}#write-review$`));
  const form = page.getByRole('form', { name: `Review of ${item.name}` });
  await expect(form).toBeVisible();
  await expect(form).toBeInViewport();
});

test('status filters and the order count follow the server', async ({ page }) => {
  const token = await openAsDemoCustomer(page, '/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('Track and manage your order history')).toBeVisible();
  await expect(filter(page, 'All Orders')).toHaveAttribute('aria-pressed', 'true');

  const all = await apiMyOrders(page, token);
  await expect(page.getByTestId('orders-count')).toHaveText(`Showing ${all.length} orders`);
  await expect(page.getByTestId('order-card')).toHaveCount(all.length);

  for (const [status, label] of STATUSES) {
    await filter(page, label).click();
    await expect(filter(page, label)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
    const expected = (await apiMyOrders(page, token, status)).length;
    const noun = expected === 1 ? 'order' : 'orders';
    await expect(page.getByTestId('orders-count')).toHaveText(`Showing ${expected} ${noun}`);
    await expect(page.getByTestId('order-card')).toHaveCount(expected);
    for (const badge of await page.getByTestId('order-card').getByTestId('order-status').all()) {
      if (status === 'pending') expect(NOT_PACKED_STATES).toContain(await badge.textContent());
      else if (status === 'cancelled') await expect(badge).toHaveText(/^(Cancelled|Returned to seller)$/);
      else await expect(badge).toHaveText(label);
    }
  }

  // Dispatched orders offer their invoice (issued at packing); only pending and packed ones can be cancelled.
  await filter(page, 'Shipped').click();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invoice' })).toHaveCount(await page.getByTestId('order-card').count());
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await filter(page, ORDER_STATUS_LABELS.pending).click();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
  // The greyed invoice is explained in words on every card, not only on hover.
  const notes = page.getByTestId('order-card').getByTestId('invoice-note');
  await expect(notes).toHaveCount(await page.getByTestId('order-card').count());
  await expect(notes.first()).toHaveText('Invoice available once the order is packed.');

  // The pending order with six lines shows five pictures, then '+1'.
  const busy = page.getByTestId('order-card').filter({ has: page.getByTestId('more-items') });
  await expect(busy.getByTestId('more-items')).toHaveText('+1');
  await expect(busy.getByRole('list', { name: 'Items' }).getByRole('img')).toHaveCount(5);

  await filter(page, 'All Orders').click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a shipped order shows its shipment tracking, newest event first', async ({ page }) => {
  const token = await apiLogin(page, DEMO.user.email, DEMO.user.password);
  const shipped = (await apiMyOrders(page, token, 'shipped'))[0];
  if (!shipped?.trackingNumber) throw new Error('the demo customer has no shipped order with a tracking number');

  await openAsDemoCustomer(page, '/orders?status=shipped');
  await card(page, shipped._id).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${orderNumberOf(shipped._id)}` });
  const tracking = dialog.getByRole('region', { name: 'Shipment Tracking' });
  await expect(tracking).toBeVisible();
  await expect(tracking.getByText(shipped.trackingNumber)).toBeVisible();
  await expect(tracking.getByTestId('tracking-status')).toHaveText('Shipped');
  const history = tracking.getByRole('list', { name: 'Tracking history' }).getByRole('listitem');
  await expect(history.first()).toContainText('Shipped');
  await expect(history.last()).toContainText('Order placed');

  const refreshed = page.waitForResponse((res) =>
    res.url().includes(`/api/shiprocket/track/${shipped.trackingNumber}`),
  );
  await tracking.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(tracking.getByTestId('tracking-status')).toHaveText('Shipped');
});

test('cancelling a pending order, and a cancel the server refuses', async ({ page }) => {
  const shopper = newShopper('cancel');
  const token = await apiRegister(page, shopper);
  const pens = await productBySku(page, 'OFF-PEN-002');
  const keep = await apiPlaceOrder(page, token, [{ product: pens._id, quantity: 1 }]);
  const stale = await apiPlaceOrder(page, token, [{ product: pens._id, quantity: 2 }]);

  await openWithCart(page, token, [], '/orders');
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 2 orders');

  // Confirm, then the server cancels it and the list is fetched again.
  const keepCard = card(page, keep._id);
  await keepCard.getByRole('button', { name: 'Cancel Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText(`#${orderNumberOf(keep._id)}`);
  await confirm.getByRole('button', { name: 'Keep Order' }).click();
  await expect(confirm).toBeHidden();
  // Cash on delivery, not packed yet: confirmed (never "Pending"); the missing invoice says why.
  await expect(keepCard.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(keepCard.getByTestId('order-payment-state')).toHaveText('Pay on delivery');
  await expect(keepCard.getByTestId('invoice-note')).toBeVisible();

  await keepCard.getByRole('button', { name: 'Cancel Order' }).click();
  await confirm.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText(`Order #${orderNumberOf(keep._id)} has been cancelled`)).toBeVisible();
  await expect(keepCard.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(keepCard.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // Cancelled elsewhere meanwhile: the server says why (409) and the list catches up.
  const res = await page.request.post(`/api/orders/${stale._id}/cancel`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const staleCard = card(page, stale._id);
  await staleCard.getByRole('button', { name: 'Cancel Order' }).click();
  await confirm.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /cancelled/i })
      .first(),
  ).toBeVisible();
  await expect(staleCard.getByTestId('order-status')).toHaveText('Cancelled');

  await filter(page, 'Cancelled').click();
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 2 orders');
});

test('empty states for a new shopper', async ({ page }) => {
  const shopper = newShopper('none');
  const token = await apiRegister(page, shopper);
  await openWithCart(page, token, [], '/orders');
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 0 orders');
  await filter(page, 'Delivered').click();
  await expect(page.getByText('No orders with status "Delivered"')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
