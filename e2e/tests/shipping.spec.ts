import type { Locator, Page, TestInfo } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper, test } from '../fixtures';
import {
  apiPlaceOrder,
  apiProducts,
  apiSaveAddress,
  bearer,
  cartLine,
  openWithCart,
  orderNumberOf,
  type ApiOrder,
  parcelKg,
} from './checkout-helpers';

// Shipping through the courier aggregator: the admin's Ship dialog books the shipment, the customer tracks it
// in My Orders and on the policy page, and checkout tells where it delivers. The server's in-process Shiprocket
// simulator moves a shipment one step every SHIPROCKET_SIM_STEP_SECONDS (serve.mjs sets a few seconds).

const TRACKING_NO_HISTORY = 'No tracking history available yet. Please check back later.';

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

/** An element, the viewport (dialogs), or the whole page. */
async function shot(page: Page, testInfo: TestInfo, name: string, target?: Locator | 'fullPage') {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  if (target && target !== 'fullPage') await target.screenshot({ path });
  else await page.screenshot({ path, fullPage: target === 'fullPage' });
}

/** The demo admin, signed in by an init script that only fills an empty token slot (see admin.spec.ts). */
async function openAsAdmin(page: Page, path: string) {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  await page.goto(path);
  return token;
}

async function inStockProduct(page: Page) {
  const product = (await apiProducts(page)).find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock to order');
  return product;
}

async function apiOrder(page: Page, token: string, id: string): Promise<ApiOrder> {
  const res = await page.request.get(`/api/orders/${id}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { order: ApiOrder }).order;
}

test('admin ships a packed order with its package; the customer tracks it in My Orders and on the policy page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = newShopper('ship');
  const token = await apiRegister(page, shopper);
  const product = await inStockProduct(page);
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const number = orderNumberOf(order._id);

  const adminToken = await openAsAdmin(page, '/admin/orders');
  const packedRes = await page.request.put(`/api/orders/${order._id}/status`, {
    headers: bearer(adminToken),
    data: { status: 'packed' },
  });
  expect(packedRes.status(), await packedRes.text()).toBe(200);

  // ---- Admin: Ship opens the package dimensions, Ship Order books the shipment.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Packed', exact: true }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await card.getByRole('button', { name: `Ship order #${number}` }).click();
  const ship = page.getByRole('dialog', { name: `Ship Order #${number}` });
  await expect(ship.getByLabel('Length (cm)')).toHaveValue('10');
  // The weight starts at the order's, from the catalogue (docs/decisions/064-parcel-weight.md).
  await expect(ship.getByLabel('Weight (kg)')).toHaveValue(String(parcelKg([{ product, quantity: 1 }])));
  await expect(ship.getByLabel('Length (cm)')).toHaveAttribute('min', '1');
  await expect(ship.getByLabel('Weight (kg)')).toHaveAttribute('min', '0.1');
  await expect(ship.getByLabel('Weight (kg)')).toHaveAttribute('step', '0.1');

  // The shared schema's limits, before anything is sent.
  await ship.getByLabel('Height (cm)').fill('0.5');
  await ship.getByLabel('Weight (kg)').fill('');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(ship.getByText('Height must be at least 1 cm')).toBeVisible();
  await expect(ship.getByText('Weight is required')).toBeVisible();

  await ship.getByLabel('Length (cm)').fill('20');
  await ship.getByLabel('Breadth (cm)').fill('15');
  await ship.getByLabel('Height (cm)').fill('8');
  await ship.getByLabel('Weight (kg)').fill('1.2');
  await shot(page, testInfo, 'ship-dialog');

  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/shiprocket/create-order') && res.request().method() === 'POST',
  );
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  const createRes = await created;
  expect(createRes.status()).toBe(201);
  // The package as entered; courier_id is the preselected (recommended) courier once the list has loaded.
  expect(createRes.request().postDataJSON()).toMatchObject({
    order_id: order._id,
    length: 20,
    breadth: 15,
    height: 8,
    weight: 1.2,
  });
  const shipment = (await createRes.json()) as {
    shipment_id: string;
    awb_code: string | null;
    courier_name: string | null;
  };
  await expect(toast(page, /^Order shipped/)).toBeVisible();
  if (shipment.awb_code) await expect(toast(page, `AWB ${shipment.awb_code}`)).toBeVisible();
  await expect(ship).toBeHidden();

  const shipped = await apiOrder(page, token, order._id);
  expect(shipped.status).toBe('shipped');
  expect(shipped.trackingNumber).toBe(shipment.shipment_id);
  const trackingNumber = shipment.shipment_id;

  // ---- Customer: My Orders, the order's Shipment Tracking panel.
  await openWithCart(page, token, [], '/orders');
  const orderCard = page.locator(`[data-testid="order-card"][data-order-id="${order._id}"]`);
  await orderCard.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${number}` });
  const tracking = dialog.getByRole('region', { name: 'Shipment Tracking' });
  await expect(tracking).toBeVisible();
  await expect(tracking.getByText(trackingNumber, { exact: true })).toBeVisible();
  await expect(tracking.getByTestId('tracking-courier')).not.toBeEmpty();

  // The simulator's first scan comes a step after booking: Refresh until it shows.
  const history = tracking.getByRole('list', { name: 'Tracking history' }).getByRole('listitem');
  await expect(async () => {
    if ((await history.count()) === 0) {
      await expect(tracking.getByText(TRACKING_NO_HISTORY)).toBeVisible();
      await tracking.getByRole('button', { name: 'Refresh' }).click();
      await expect(tracking.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    }
    expect(await history.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000, intervals: [1000, 2000] });
  // Bengaluru pickup: the first scans are at the seller's city, with a date.
  await expect(history.first()).toContainText('Bengaluru');
  await expect(history.first()).toContainText(/\d{1,2} \w{3} \d{4}/);
  // Courier, expected date and status with the scan.
  await expect(tracking.getByTestId('tracking-etd')).toHaveText(/\d{1,2} \w+ \d{4}/);
  await expect(tracking.getByTestId('tracking-status')).not.toHaveText('Status unknown');
  await tracking.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'tracking-panel', tracking);

  // ---- Anyone: the policy page's Track button, by tracking number.
  await page.goto('/policypage/shipping');
  await page.getByPlaceholder('Enter tracking number').fill(trackingNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  const result = page.getByTestId('tracking-result');
  await expect(result).toBeVisible();
  await expect(result.getByText('Status', { exact: true })).toBeVisible();
  await expect(result.getByText('Courier', { exact: true })).toBeVisible();
  if (shipment.courier_name) await expect(result.getByText(shipment.courier_name)).toBeVisible();
  await expect(result.getByText('Estimated delivery')).toBeVisible();
  await expect(result.getByRole('list', { name: 'Tracking history' }).getByRole('listitem').first()).toContainText(
    'Bengaluru',
  );
  await shot(page, testInfo, 'policy-track', result);
});

test('checkout tells by when it delivers, and refuses PIN codes no courier serves', async ({ page }, testInfo) => {
  const shopper = newShopper('pin');
  const token = await apiRegister(page, shopper);
  const product = await inStockProduct(page);
  await openWithCart(page, token, [cartLine(product, 1)], '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await page.getByLabel('Phone').fill('9812345678');
  await page.getByLabel('Street address').fill('12 MG Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  const pin = page.getByRole('textbox', { name: 'PIN code' });
  const estimate = page.getByTestId('delivery-estimate');
  const placeOrder = page.getByRole('button', { name: 'Place Order' });

  // Nothing is asked before the PIN is complete.
  await pin.fill('56000');
  await expect(estimate).toHaveCount(0);

  await pin.fill('560001');
  await expect(estimate).toContainText(/^Delivers by \w{3}, \d{1,2} \w{3}/);
  await expect(placeOrder).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await pin.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'checkout-delivers-by', 'fullPage');

  await pin.fill('900001');
  await expect(estimate).toHaveText('Sorry, we do not deliver to PIN code 900001 yet');
  await expect(placeOrder).toBeDisabled();
  await expect(page.locator('#place-order-hint')).toHaveText('Sorry, we do not deliver to PIN code 900001 yet');
  await shot(page, testInfo, 'checkout-not-serviceable', 'fullPage');

  // Prepaid-only PIN: cash on delivery is switched off and online payment chosen instead. The PIN is in
  // Arunachal Pradesh, so the state follows (docs/decisions/044-pin-state-check.md).
  await page.getByLabel('State').selectOption('Arunachal Pradesh');
  await pin.fill('790001');
  await expect(estimate).toContainText('Delivers by');
  await expect(estimate).toContainText('Cash on Delivery is not available for this PIN code.');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await expect(placeOrder).toBeEnabled();
  await pin.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'checkout-prepaid-only', 'fullPage');
});

test('checkout checks the saved address as soon as the page opens', async ({ page }) => {
  const shopper = newShopper('savedpin');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const product = await inStockProduct(page);
  const asked = page.waitForRequest((req) => req.url().endsWith('/api/shiprocket/serviceability'));
  await openWithCart(page, token, [cartLine(product, 1)], '/checkout');
  expect((await asked).postDataJSON()).toEqual({ pincode: '682001' });
  await expect(page.getByRole('switch', { name: 'Use my saved address' })).toBeChecked();
  await expect(page.getByTestId('delivery-estimate')).toContainText('Delivers by');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});
