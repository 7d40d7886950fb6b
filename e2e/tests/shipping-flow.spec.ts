import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import { apiPlaceOrder, apiProducts, bearer, openWithCart, orderNumberOf, parcelKg } from './checkout-helpers';

// Shiprocket's forward flow in the browser (docs/decisions/062-shiprocket-forward-flow.md): the admin picks a
// courier from Shiprocket's quotes, ships, downloads the label (a PDF with the AWB on it), and the customer sees
// courier, AWB (linked to the courier's tracking page) and pickup date in My Orders. The server's in-process
// Shiprocket simulator answers.

async function openAsAdmin(page: Page, path: string) {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  await page.goto(path);
  return token;
}

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfToText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('admin chooses a courier, ships, downloads the label with the AWB; the customer sees courier, AWB and pickup date', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = newShopper('courier');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 5 && (p.weightGrams ?? 0) > 0);
  if (!product) throw new Error('no product with stock to order');
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 2 }]);
  // Couriers are quoted for the order's own weight (two units of the product's catalogue weight).
  const orderKg = parcelKg([{ product, quantity: 2 }]);
  const number = orderNumberOf(order._id);

  const adminToken = await openAsAdmin(page, '/admin/orders');
  const packed = await page.request.put(`/api/orders/${order._id}/status`, {
    headers: bearer(adminToken),
    data: { status: 'packed' },
  });
  expect(packed.status(), await packed.text()).toBe(200);

  // ---- Admin: the Ship dialog lists Shiprocket's couriers with price and estimate; pick the cheapest.
  await page.getByRole('button', { name: 'Packed', exact: true }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await card.getByRole('button', { name: `Ship order #${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ship Order #${number}` });
  const couriers = dialog.getByRole('list', { name: 'Couriers' }).getByRole('listitem');
  await expect(couriers.first()).toBeVisible();
  expect(await couriers.count()).toBeGreaterThan(1);
  await expect(dialog.getByText(/Recommended/).first()).toBeVisible();
  await expect(dialog.getByTestId('quote-parcel')).toContainText(`Quoted for ${orderKg} kg`);
  await expect(dialog.getByLabel('Weight (kg)')).toHaveValue(String(orderKg));
  const cheapest = couriers.filter({ hasText: 'Cheapest' }).first();
  await expect(cheapest).toContainText('₹');
  const courierName = (await cheapest.locator('span.font-medium').textContent())!.trim();
  await cheapest.getByRole('radio').check();
  await page.screenshot({ path: testInfo.outputPath(`courier-choice-${testInfo.project.name}.png`) });

  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/shiprocket/create-order') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Ship Order' }).click();
  const createRes = await created;
  expect(createRes.status()).toBe(201);
  expect(createRes.request().postDataJSON()).toMatchObject({
    order_id: order._id,
    courier_id: expect.any(Number),
    weight: orderKg,
  });
  const shipment = (await createRes.json()) as { awb_code: string; courier_name: string; pickup_scheduled_date: string };
  expect(shipment.courier_name).toBe(courierName);
  expect(shipment.awb_code).toMatch(/^\d+$/);
  expect(shipment.pickup_scheduled_date).toBeTruthy();
  await expect(dialog).toBeHidden();

  // ---- Admin: the shipped order's label, a PDF whose text holds the AWB.
  await page.getByRole('button', { name: 'Shipped', exact: true }).click();
  const shippedCard = page.getByRole('article', { name: `Order #${number}` });
  const downloading = page.waitForEvent('download');
  await shippedCard.getByRole('button', { name: `Download label for order #${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^label-.*\.pdf$/i);
  const labelPath = testInfo.outputPath(`label-${testInfo.project.name}.pdf`);
  await download.saveAs(labelPath);
  const text = pdfToText(labelPath);
  expect(text).toContain(shipment.awb_code);
  expect(text).toContain(courierName);

  // ---- Customer: My Orders shows who brings it, the AWB and the pickup date.
  await openWithCart(page, token, [], '/orders');
  const orderCard = page.locator(`[data-testid="order-card"][data-order-id="${order._id}"]`);
  await orderCard.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Order #${number}` });
  const tracking = details.getByRole('region', { name: 'Shipment Tracking' });
  await expect(tracking.getByTestId('tracking-courier')).toHaveText(courierName);
  await expect(tracking.getByTestId('tracking-awb')).toContainText(shipment.awb_code);
  // The AWB links to the courier's tracking page (Shiprocket's track_url), in a new tab, once Shiprocket knows
  // it: its tracking answers "no activity" until the courier's first scan (seconds here), so Refresh until then.
  const trackLink = tracking.getByTestId('tracking-awb').getByRole('link', { name: new RegExp(shipment.awb_code) });
  await expect(async () => {
    if (!(await trackLink.count())) await tracking.getByRole('button', { name: 'Refresh' }).click();
    await expect(trackLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(trackLink).toHaveAttribute('href', new RegExp(`^https://[^/]+/tracking/${shipment.awb_code}$`));
  await expect(trackLink).toHaveAttribute('target', '_blank');
  await expect(tracking.getByTestId('tracking-pickup')).not.toBeEmpty();
  await page.screenshot({ path: testInfo.outputPath(`customer-shipment-${testInfo.project.name}.png`) });
});

test('admin selects several shipped orders and prints their labels in one PDF', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = newShopper('labels');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock to order');
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const shipped: { id: string; number: string; awb: string }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
    const packed = await page.request.put(`/api/orders/${order._id}/status`, {
      headers: bearer(adminToken),
      data: { status: 'packed' },
    });
    expect(packed.status(), await packed.text()).toBe(200);
    const res = await page.request.post('/api/shiprocket/create-order', {
      headers: bearer(adminToken),
      data: { order_id: order._id },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { awb_code: string };
    shipped.push({ id: order._id, number: orderNumberOf(order._id), awb: body.awb_code });
  }

  await openAsAdmin(page, '/admin/orders');
  await page.getByRole('button', { name: 'Shipped', exact: true }).click();
  // Nothing chosen yet: no Print labels button.
  await expect(page.getByRole('button', { name: /^Print labels/ })).toHaveCount(0);
  for (const order of shipped) {
    const card = page.getByRole('article', { name: `Order #${order.number}` });
    await card.getByRole('checkbox', { name: `Select order #${order.number} for printing labels` }).check();
  }
  const print = page.getByRole('button', { name: 'Print labels (2)' });
  await expect(print).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`print-labels-${testInfo.project.name}.png`) });

  const requested = page.waitForRequest((req) => req.url().endsWith('/api/shiprocket/labels') && req.method() === 'POST');
  const downloading = page.waitForEvent('download');
  await print.click();
  expect((await requested).postDataJSON()).toEqual({ order_ids: shipped.map((o) => o.id) });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('labels-2.pdf');
  const path = testInfo.outputPath(`labels-${testInfo.project.name}.pdf`);
  await download.saveAs(path);
  const text = pdfToText(path);
  for (const order of shipped) expect(text).toContain(order.awb);
  // Printed: the selection is cleared.
  await expect(page.getByRole('button', { name: /^Print labels/ })).toHaveCount(0);
});
