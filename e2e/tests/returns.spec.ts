import type { Page } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import { apiPlaceOrder, apiProducts, bearer, orderNumberOf, rupees } from './checkout-helpers';

// Returns and refunds in the browser (issue 18, docs/decisions/120-123): the customer asks to return a delivered
// COD order with a photo and a UPI ID; the admin approves (a Shiprocket reverse pickup is booked), the in-process
// simulator delivers the return, the admin confirms it received and pays the refund; the customer sees the
// refund on the order's return timeline.

// An 8 x 8 PNG: a real picture the server re-encodes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YKmNFTEMLQkAq6xJAVajaZIAAAAASUVORK5CYII=',
  'base64',
);

async function useToken(page: Page, token: string, path: string) {
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(path);
}

async function openOrderDialog(page: Page, orderId: string) {
  await page.goto('/orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await card.getByRole('button', { name: 'View Details' }).click();
  return page.getByRole('dialog', { name: `Order #${orderNumberOf(orderId)}` });
}

test('a customer returns a delivered item with a photo; the admin approves, receives and refunds; the refund shows on the timeline', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const view = testInfo.project.name;
  const shopper = newShopper('returns');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 3);
  if (!product) throw new Error('no product with stock to order');
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  for (const status of ['packed', 'shipped', 'delivered']) {
    const res = await page.request.put(`/api/orders/${order._id}/status`, {
      headers: bearer(adminToken),
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const price = order.subtotal;

  // ---- Customer: Request a return on the delivered order.
  await page.goto('/');
  await useToken(page, token, '/orders');
  let dialog = await openOrderDialog(page, order._id);
  await expect(dialog.getByTestId('return-window-note')).toContainText('You can ask until');
  await dialog.getByRole('button', { name: 'Request a return' }).click();
  const form = dialog.getByRole('form', { name: 'Request a return' });
  await form.getByLabel(product.name).selectOption('1');
  await form.getByLabel('Reason').selectOption('damaged');
  await form.getByLabel('What is wrong?').fill('The glass top arrived cracked in two places.');
  await form.getByLabel(/^Photos/).setInputFiles({ name: 'cracked.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByLabel('UPI ID').fill('returns.shopper@okaxis');
  await expect(form.getByTestId('return-refund-preview')).toContainText(rupees(price));
  await page.screenshot({ path: testInfo.outputPath(`return-form-${view}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByText('Return requested: we will review it and email you')).toBeVisible();
  await expect(dialog.getByTestId('return-status')).toHaveText('Return requested');

  // ---- Admin: the Returns screen; approve, which books the reverse pickup.
  await useToken(page, adminToken, '/admin/returns');
  await page.getByRole('button', { name: 'Return requested', exact: true }).click();
  const row = page.getByTestId('admin-return-row').filter({ hasText: orderNumberOf(order._id) });
  await row.click();
  let adminDialog = page.getByRole('dialog', { name: `Return for order #${orderNumberOf(order._id)}` });
  await expect(adminDialog.getByTestId('admin-refund-amount')).toContainText(rupees(price));
  await expect(adminDialog.getByRole('img', { name: "Customer's photo" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`admin-return-${view}.png`), fullPage: true });
  await adminDialog.getByRole('button', { name: 'Approve and book pickup' }).click();
  await expect(adminDialog.getByText(/Reverse pickup: shipment \d+, AWB \d+/)).toBeVisible();

  // ---- The simulator walks the return shipment to the shop; the admin refreshes its tracking.
  const list = await page.request.get('/api/admin/returns', { headers: bearer(adminToken) });
  const ret = (
    (await list.json()) as { returns: { _id: string; orderId: string; pickup: { shipmentId: string } | null }[] }
  ).returns.find((r) => r.orderId === order._id)!;
  for (let step = 0; step < 10; step += 1) {
    const moved = await page.request.post('/sim/shiprocket/__sim/advance', {
      data: { shipment_id: ret.pickup!.shipmentId },
    });
    if (moved.status() === 409) break;
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await adminDialog.getByRole('button', { name: 'Refresh tracking' }).click();
  await expect(adminDialog.getByText(/Reverse pickup: .*DELIVERED/)).toBeVisible();
  await adminDialog.getByRole('button', { name: 'Received and verified' }).click();
  await expect(adminDialog.getByText(/^Credit note CN/)).toBeVisible();
  await adminDialog.getByRole('button', { name: `Refund ${rupees(price)}` }).click();
  // A refund asks first, naming the amount.
  await page
    .getByRole('dialog', { name: `Refund ${rupees(price)}?` })
    .getByRole('button', { name: `Refund ${rupees(price)}` })
    .click();
  await expect(adminDialog.getByTestId('admin-refund-amount')).toContainText('UPI returns.shopper@okaxis');
  await adminDialog.getByLabel(/Payment reference/).fill('UPI-778812345');
  await adminDialog.getByRole('button', { name: 'Mark paid' }).click();
  await page
    .getByRole('dialog', { name: 'Record this payout?' })
    .getByRole('button', { name: 'Record payout' })
    .click();
  await expect(adminDialog.getByText('Paid, reference UPI-778812345')).toBeVisible();
  adminDialog = page.getByRole('dialog');
  await page.screenshot({ path: testInfo.outputPath(`admin-refunded-${view}.png`), fullPage: true });

  // ---- Customer: the refund on the order's return timeline.
  await useToken(page, token, '/orders');
  dialog = await openOrderDialog(page, order._id);
  await expect(dialog.getByTestId('return-status')).toHaveText('Refunded');
  const events = dialog.getByTestId('return-event');
  await expect(events.last()).toContainText('Refunded');
  await expect(events.last()).toContainText(`${rupees(price)} paid to UPI returns.shopper@okaxis (ref. UPI-778812345)`);
  await dialog.getByTestId('return-request').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`return-timeline-${view}.png`) });
});
