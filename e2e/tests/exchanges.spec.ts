import type { Page } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import { apiPlaceOrder, bearer, orderNumberOf } from './checkout-helpers';

// Exchanges (issue 36, docs/decisions/244-exchanges.md): a customer who got the demo kurta in Size M / Maroon asks,
// from the delivered order, to exchange it for Size S / Maroon (the sold-out L is offered struck off); no photo or
// payout is needed when nothing is refunded. The admin sees the exchange in the returns queue with the credit note
// and invoice figures, approves it (the replacement is reserved and placed as an order, the pickup booked), and
// the customer sees the replacement order on the timeline.

interface Variant {
  _id: string;
  title: string;
  stock: number;
}

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

test('exchange a delivered kurta for another size; the admin approves it from the returns queue', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const view = testInfo.project.name;
  const list = await page.request.get('/api/products?q=kurta&limit=1');
  const [kurta] = ((await list.json()) as { products: { _id: string; name: string }[] }).products;
  if (!kurta) throw new Error('the demo catalogue has its kurta');
  const detail = (await (await page.request.get(`/api/products/${kurta._id}`)).json()) as { variants: Variant[] };
  const byTitle = (title: string) => detail.variants.find((v) => v.title === title)!;
  const [mMaroon, sMaroon] = [byTitle('Size M / Maroon'), byTitle('Size S / Maroon')];
  expect(sMaroon.stock).toBeGreaterThan(0);

  const token = await apiRegister(page, newShopper('exchange'));
  const order = await apiPlaceOrder(page, token, [
    { product: kurta._id, quantity: 1, variantId: mMaroon._id } as { product: string; quantity: number },
  ]);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  for (const status of ['packed', 'shipped', 'delivered']) {
    const res = await page.request.put(`/api/orders/${order._id}/status`, {
      headers: bearer(adminToken),
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // ---- Customer: "Exchange for another size" on the delivered order.
  await page.goto('/');
  await useToken(page, token, '/orders');
  let dialog = await openOrderDialog(page, order._id);
  await dialog.getByRole('button', { name: 'Exchange for another size' }).click();
  const form = dialog.getByRole('form', { name: 'Request an exchange' });
  // The line names the size sold.
  const line = form.getByLabel(`${kurta.name} — Size M / Maroon`);
  await line.selectOption('1');
  await expect(form.getByLabel('Reason')).toHaveValue('exchange_size');
  const wanted = form.getByLabel(/you would like/);
  await expect(wanted.locator('option', { hasText: 'Size L / Maroon' })).toHaveText(/out of stock/);
  await wanted.selectOption(sMaroon._id);
  await expect(form.getByTestId('return-exchange-difference')).toHaveText('Same price: nothing to pay or refund');
  await form.getByLabel('What is wrong?').fill('Size M is too loose, please send Size S.');
  await page.screenshot({ path: testInfo.outputPath(`exchange-form-${view}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Send exchange request' }).click();
  await expect(page.getByText('Exchange requested: we will review it and email you')).toBeVisible();
  await expect(dialog.getByTestId('return-exchange')).toContainText('Exchange for Size S / Maroon');

  // ---- Admin: the exchange in the returns queue, with its figures; approve.
  await useToken(page, adminToken, '/admin/returns');
  await page.getByRole('button', { name: 'Return requested', exact: true }).click();
  const row = page.getByTestId('admin-return-row').filter({ hasText: orderNumberOf(order._id) });
  await expect(row.getByTestId('admin-return-exchange')).toHaveText('Exchange for Size S / Maroon');
  await row.click();
  const adminDialog = page.getByRole('dialog', { name: `Return for order #${orderNumberOf(order._id)}` });
  const exchange = adminDialog.getByTestId('admin-exchange');
  await expect(exchange).toContainText('nothing to pay or refund');
  await expect(exchange).toContainText('Approving reserves the replacement');
  await page.screenshot({ path: testInfo.outputPath(`admin-exchange-${view}.png`), fullPage: true });
  await adminDialog.getByRole('button', { name: 'Approve and book pickup' }).click();
  await expect(adminDialog.getByText(/Reverse pickup: shipment \d+, AWB \d+/)).toBeVisible();
  await expect(exchange).toContainText(/Replacement order #\S+: pack and ship it from Orders/);

  // ---- Customer: the replacement order on the timeline.
  await useToken(page, token, '/orders');
  dialog = await openOrderDialog(page, order._id);
  await expect(dialog.getByTestId('return-exchange')).toContainText(/Replacement: order #\S+/);
  await page.screenshot({ path: testInfo.outputPath(`exchange-timeline-${view}.png`) });
});
