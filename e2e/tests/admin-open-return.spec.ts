import type { Page, TestInfo } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper, signInAs, test } from '../fixtures';
import { apiPlaceOrder, apiProducts, bearer, orderNumberOf } from './checkout-helpers';

// The shop opens a return for a customer with a note (issue 33, docs/decisions/191-admin-opens-return.md), at 1280
// and 375 px (admin-desktop / admin-mobile). After the window is the API test's case (returns.test.ts: the clock of a
// browser test cannot move the delivery two days back); the button is offered on any delivered order.

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

test('the admin opens a return for the customer from the order, with a note; it waits in Returns', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('adminreturn');
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
  const number = orderNumberOf(order._id);
  const note = 'The kettle stopped heating on day five; agreed with the customer by phone.';

  await signInAs(page, 'admin', '/admin/orders');
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await page.getByRole('article', { name: `Order #${number}` }).getByRole('button', { name: `View order #${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  const region = detail.getByRole('region', { name: 'Open a return' });
  await region.scrollIntoViewIfNeeded();
  await region.getByRole('button', { name: 'Open a return for the customer' }).click();
  const form = region.getByRole('form', { name: 'Open a return for the customer' });
  await form.getByLabel(`${product.name} (up to 1)`).fill('1');
  await form.getByLabel('Reason').selectOption('defect_after_48h');
  await form.getByLabel('Refund to UPI ID').fill('adminreturn@okaxis');
  // The note is required: the customer reads it.
  await form.getByRole('button', { name: 'Open return' }).click();
  await expect(form.getByText('Say why the shop opens this return')).toBeVisible();
  await form.getByLabel('Note (the customer reads it)').fill(note);
  await form.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'admin-open-return-form');
  await form.getByRole('button', { name: 'Open return' }).click();
  await expect(page.getByText('Return opened: it is in Returns, waiting for your approval')).toBeVisible();

  const res = await page.request.get(`/api/orders/${order._id}/returns`, { headers: bearer(token) });
  const { returns } = (await res.json()) as { returns: { status: string; openedByAdmin: boolean; description: string }[] };
  expect(returns).toEqual([expect.objectContaining({ status: 'requested', openedByAdmin: true, description: note })]);

  // In Returns like any other, waiting for approval; its dialog says the shop opened it and shows the note.
  await page.goto('/admin/returns');
  await page.getByTestId('admin-return-row').filter({ hasText: `Order #${number}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('(opened by the shop)')).toBeVisible();
  await expect(dialog.getByText(note).first()).toBeVisible();
  await shot(page, testInfo, 'admin-return-opened-by-shop');
});
