import type { Page } from '@playwright/test';
import { apiRegister, expect, newShopper, test } from '../fixtures';
import {
  ADDRESS,
  apiProducts,
  apiSaveAddress,
  cartLine,
  includedGst,
  openWithCart,
  orderNumberOf,
  PHONE,
  priceOf,
  productBySku,
  rupees,
} from './checkout-helpers';

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });
const savedAddressToggle = (page: Page) => page.getByRole('switch', { name: 'Use my saved address' });

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').selectOption(ADDRESS.state);
  await page.getByLabel('PIN code').fill(ADDRESS.pincode);
}

test('cash on delivery: two products, success page, then the order in My Orders', async ({ page }) => {
  const shopper = newShopper('cod');
  const token = await apiRegister(page, shopper);
  // Under ₹999 together, so cash on delivery adds the ₹100 fee: a predictable total.
  const kajal = await productBySku(page, 'BEAU-KAJ-002');
  const pens = await productBySku(page, 'OFF-PEN-002');
  const subtotal = priceOf(kajal) * 2 + priceOf(pens);
  expect(subtotal).toBeLessThan(999);
  const total = subtotal + 100;

  await openWithCart(page, token, [cartLine(kajal, 2), cartLine(pens, 1)]);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();

  // A new account has no saved address: no toggle, the whole address is needed.
  await expect(savedAddressToggle(page)).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue(shopper.name);
  await expect(page.getByLabel('Email address')).toHaveValue(shopper.email);
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  await page.getByLabel('Phone').fill(PHONE);
  await fillAddress(page);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(rupees(subtotal));
  await expect(page.getByTestId('checkout-shipping')).toHaveText('₹100.00');
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(total));
  // The courier's quote checkout shows ("Delivers by Thu, 4 Dec") comes back on the success page.
  const estimate = page.getByTestId('delivery-estimate');
  await expect(estimate).toContainText('Delivers by');
  const deliveryDay = /Delivers by ([^·]+)/.exec((await estimate.textContent()) ?? '')?.[1]?.trim() ?? '';
  expect(deliveryDay).toMatch(/^\w{3}, \d{1,2} \w{3}$/);

  await placeOrder(page).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const number = orderNumberOf(orderId);
  await expect(page.getByTestId('success-order-number')).toHaveText(`#${number}`);
  await expect(page.getByTestId('success-payment-method')).toHaveText('Cash on Delivery');
  await expect(page.getByTestId('success-payment-status')).toHaveText('Pay on delivery');
  await expect(page.getByTestId('success-total')).toHaveText(rupees(total));
  const items = page.getByTestId('success-items');
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText(`${kajal.name} × 2`);
  await expect(items).toContainText(`${pens.name} × 1`);
  await expect(page.getByTestId('success-address')).toContainText(
    `${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.pincode}`,
  );
  await expect(page.getByTestId('success-delivery-date')).toContainText(`Expected delivery: ${deliveryDay}`);
  await expect(page.getByTestId('success-next-steps')).toContainText(`Keep ${rupees(total)} ready to pay`);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await page.screenshot({
    path: test.info().outputPath(`success-cod-${test.info().project.name}.png`),
    fullPage: true,
  });

  // A reload keeps the page: the browser keeps the navigation state, and ?orderId= fetches the order again.
  await page.reload();
  await expect(page.getByTestId('success-order-number')).toHaveText(`#${number}`);
  await expect(page.getByTestId('success-total')).toHaveText(rupees(total));
  await expect(page.getByTestId('success-delivery-date')).toContainText(`Expected delivery: ${deliveryDay}`);

  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('Showing 1 order')).toBeVisible();
  const card = page.getByTestId('order-card').filter({ hasText: `#${number}` });
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(card.getByTestId('order-total')).toHaveText(rupees(total));
  await expect(card.getByTestId('order-item-count')).toHaveText('3 items');
  await expect(card.getByRole('button', { name: 'Invoice' })).toHaveCount(0);

  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(dialog).toBeVisible();
  const steps = dialog.getByTestId('timeline-step');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Order Placed');
  await expect(steps.nth(0)).toHaveAttribute('data-active', 'true');
  for (const index of [1, 2, 3, 4]) await expect(steps.nth(index)).toHaveAttribute('data-active', 'false');
  // The items show as a table on wide screens and as a list on phones; one of the two is displayed.
  await expect(dialog.getByText(kajal.name).filter({ visible: true })).toBeVisible();
  await expect(dialog.getByTestId('detail-items-total')).toHaveText(rupees(total));
  await expect(dialog.getByText(`PIN ${ADDRESS.pincode}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download Invoice' })).toBeDisabled();
  await expect(dialog.getByTestId('invoice-note')).toHaveText('Invoice available once the order is packed.');
  await expect(dialog.getByRole('button', { name: 'Download Invoice' })).toHaveAccessibleDescription(
    'Invoice available once the order is packed.',
  );
  await expect(dialog.getByText('Shipment Tracking')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('WhatsApp: the order is recorded and its message opens on wa.me', async ({ page, context }) => {
  const shopper = newShopper('wa');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const lamp = await productBySku(page, 'HOME-LMP-004');
  const total = priceOf(lamp); // prepaid and chat orders ship free

  // There is no internet here: answer for wa.me so the new tab loads and its URL can be read.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await openWithCart(page, token, [cartLine(lamp, 1)]);
  await expect(savedAddressToggle(page)).toBeChecked();
  await expect(page.getByTestId('saved-address')).toContainText(ADDRESS.street);

  await page.getByRole('radio', { name: /Order via WhatsApp/ }).check();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(total));

  const popupPromise = context.waitForEvent('page');
  await placeOrder(page).click();
  const popup = await popupPromise;
  // The toast lives a few seconds: read it first, before the slower checks (it had gone on a busy phone run).
  await expect(page.getByText('Order details sent via WhatsApp')).toBeVisible();
  await popup.waitForURL(/^https:\/\/wa\.me\//);

  // Sent to the shop, not placed: the shop has yet to confirm it.
  await expect(page.getByRole('heading', { name: 'Order sent to the shop' })).toBeVisible();
  await expect(page.getByText("Your order is awaiting the shop's confirmation on WhatsApp.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toHaveCount(0);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const number = orderNumberOf(orderId);
  await expect(page.getByTestId('success-payment-method')).toHaveText('WhatsApp');
  await expect(page.getByTestId('success-items')).toContainText(`${lamp.name} × 1`);
  await expect(page.getByTestId('success-next-steps')).toContainText('The shop confirms the order');

  const url = new URL(popup.url());
  expect(url.pathname).toBe('/919876543210');
  const text = decodeURIComponent(popup.url().split('?text=')[1] ?? '');
  expect(text).toContain(`Order No: ${number}`);
  expect(text).toContain(`Total: ${rupees(total)}`);
  expect(text).toContain(`${lamp.name} x 1`);
  expect(text).toContain(ADDRESS.street);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await popup.close();

  // Recorded on the server as a pending WhatsApp order (docs/decisions/007-whatsapp-orders.md).
  const res = await page.request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { order } = (await res.json()) as { order: { paymentMethod: string; status: string; total: number } };
  expect(order).toMatchObject({ paymentMethod: 'whatsapp', status: 'pending', total });
});

test('Place Order waits for a valid form; switching the saved address off clears it', async ({ page }) => {
  const shopper = newShopper('form');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const pens = await productBySku(page, 'OFF-PEN-002');
  await openWithCart(page, token, [cartLine(pens, 1)]);

  // Saved address on by default: the pre-filled name, email and phone are enough.
  await expect(savedAddressToggle(page)).toBeChecked();
  await expect(page.getByLabel('Phone')).toHaveValue(PHONE);
  await expect(placeOrder(page)).toBeEnabled();

  // A blank contact field blocks the order.
  await page.getByLabel('Phone').fill('');
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Phone').blur();
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page.getByText('Enter a valid 10-digit Indian mobile number')).toBeVisible();
  await page.getByLabel('Phone').fill(PHONE);
  await expect(placeOrder(page)).toBeEnabled();

  // Off: the address fields appear empty and must be filled in.
  await savedAddressToggle(page).uncheck();
  await expect(page.getByTestId('saved-address')).toHaveCount(0);
  for (const label of ['Street address', 'City', 'PIN code']) await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('');
  await expect(placeOrder(page)).toBeDisabled();

  await fillAddress(page);
  await page.getByLabel('PIN code').fill('012345');
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page.getByText('PIN code must be 6 digits and cannot start with 0')).toBeVisible();
  // A valid PIN code of the chosen state (the PIN must belong to it: docs/decisions/044-pin-state-check.md).
  await page.getByLabel('PIN code').fill(ADDRESS.pincode);
  await expect(placeOrder(page)).toBeEnabled();

  // Off and on again: the typed address is gone, the saved one is back.
  await savedAddressToggle(page).check();
  await expect(page.getByTestId('saved-address')).toContainText(ADDRESS.city);
  await savedAddressToggle(page).uncheck();
  await expect(page.getByLabel('Street address')).toHaveValue('');
  await expect(placeOrder(page)).toBeDisabled();

  // Online payment is offered alongside cash on delivery and WhatsApp.
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeEnabled();
});

test('a stock shortage is reported and the cart is left as it was', async ({ page }) => {
  const shopper = newShopper('stock');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  // The scarcest product in stock; the cart's stale snapshot claims plenty.
  const scarce = (await apiProducts(page))
    .filter((p) => p.stock > 0 && p.stock < 50)
    .sort((a, b) => a.stock - b.stock)[0];
  if (!scarce) throw new Error('the demo catalogue has no low-stock product');
  // The checkout reads the products again on opening (today's price and stock); here that read answers the same
  // stale snapshot, as when the last units sell between that read and Place Order: the server's check decides.
  await page.route(`**/api/products/${scarce._id}`, (route) =>
    route.fulfill({ json: { product: { ...scarce, stock: 100 } } }),
  );
  const cart = [cartLine({ ...scarce, stock: 100 }, scarce.stock + 1)];
  await openWithCart(page, token, cart);

  await placeOrder(page).click();
  const message = new RegExp(`Only \\d+ left of ${scarce.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(placeOrder(page)).toBeEnabled();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as unknown[];
  expect(stored).toHaveLength(1);
});

test('a cart kept from an older visit is checked again at the checkout: fewer left, quantity reduced', async ({
  page,
}) => {
  const shopper = newShopper('stale');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const scarce = (await apiProducts(page))
    .filter((p) => p.stock > 1 && p.stock < 50)
    .sort((a, b) => a.stock - b.stock)[0];
  if (!scarce) throw new Error('the demo catalogue has no low-stock product');
  await openWithCart(page, token, [cartLine({ ...scarce, stock: 100 }, scarce.stock + 1)]);

  const note = page.getByRole('status').filter({ hasText: 'Your cart was updated' });
  await expect(note).toContainText(
    `${scarce.name}: Only ${scarce.stock} left in stock: quantity reduced from ${scarce.stock + 1} to ${scarce.stock}.`,
  );
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as { quantity: number }[],
    )
    .toEqual([expect.objectContaining({ quantity: scarce.stock })]);
  await expect(placeOrder(page)).toBeEnabled();
});

test('an empty cart offers the way back to the products', async ({ page }) => {
  const shopper = newShopper('empty');
  const token = await apiRegister(page, shopper);
  await openWithCart(page, token, []);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the cart and the checkout show the GST inside the total per rate for a 5% + 18% cart', async ({ page }) => {
  const shopper = newShopper('gst');
  const token = await apiRegister(page, shopper);
  type RatedProduct = Awaited<ReturnType<typeof apiProducts>>[number] & { gstRate: number };
  const all = (await apiProducts(page)) as RatedProduct[];
  const cheapest = (rate: number) =>
    all.filter((p) => p.gstRate === rate && p.stock > 5).sort((a, b) => priceOf(a) - priceOf(b))[0];
  const merit = cheapest(5);
  const standard = cheapest(18);
  if (!merit || !standard) throw new Error('the demo catalogue needs a 5% and an 18% product');
  const meritPaise = Math.round(priceOf(merit) * 100) * 2;
  const standardPaise = Math.round(priceOf(standard) * 100);
  // Under ₹999 together, so cash on delivery adds the ₹100 fee, taxed at the principal (larger-value) rate.
  expect(meritPaise + standardPaise).toBeLessThan(999_00);

  // The cart page reads each product again, so the rates come from the catalogue, not the stored cart.
  await openWithCart(page, token, [cartLine(merit, 2), cartLine(standard, 1)], '/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-gst-rates')).toHaveText(
    includedGst(
      new Map([
        [5, meritPaise],
        [18, standardPaise],
      ]),
    ),
  );

  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('₹100.00');
  const feeRate = standardPaise >= meritPaise ? 18 : 5;
  const withFee = new Map([
    [5, meritPaise],
    [18, standardPaise],
  ]);
  withFee.set(feeRate, (withFee.get(feeRate) ?? 0) + 100_00);
  await expect(page.getByTestId('checkout-gst')).toHaveText(includedGst(withFee));
});
