import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DEMO, apiLogin, apiRegister, newShopper } from '../fixtures';
import { apiPlaceOrder, apiProducts, bearer } from './checkout-helpers';
import { oneShopWideSettingTestAtATime } from './shop-settings-lock';

/*
 * Issue 37 (docs/decisions/227-cod-confirmation.md): a shop that asks buyers to confirm cash-on-delivery
 * orders mails a link; the buyer opens it without signing in, changes the delivery address and confirms.
 * The test server starts with the setting off (serve.mjs), so this spec turns it on only while it places its
 * order: the order keeps its own deadline after the setting goes back off.
 */

interface OutboxEmail {
  kind: string;
  text: string;
}

async function setCodConfirmation(page: Page, adminToken: string, enabled: boolean) {
  const auth = { headers: bearer(adminToken) };
  const { settings } = (await (await page.request.get('/api/admin/settings', auth)).json()) as {
    settings: Record<string, unknown>;
  };
  const res = await page.request.put('/api/admin/settings', {
    ...auth,
    data: { ...settings, codConfirmationEnabled: enabled, codConfirmationHours: 24 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The confirmation link of the order mail, read from the outbox as an admin (no SMTP in the test server). */
async function readConfirmationLink(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
          headers: bearer(adminToken),
        });
        const { emails } = (await res.json()) as { emails: OutboxEmail[] };
        const mail = emails.find((e) => e.kind === 'order-placed');
        link = mail && /https?:\/\/\S+\/orders\/[\w-]+\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

// A shop-wide setting changes during each test: one such test at a time (shop-settings-lock.ts).
oneShopWideSettingTestAtATime();

test('the buyer changes the address and confirms a COD order from the mailed link', async ({ page, browser }) => {
  const shopper = newShopper('codconfirm');
  const token = await apiRegister(page, shopper);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const product = (await apiProducts(page)).find((p) => p.stock > 5)!;

  await setCodConfirmation(page, adminToken, true);
  let orderId: string;
  try {
    orderId = (await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }], 'cod'))._id;
  } finally {
    await setCodConfirmation(page, adminToken, false);
  }
  const path = await readConfirmationLink(page.request, adminToken, shopper.email);

  // A fresh browser, not signed in: the link alone is enough.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const buyer = await context.newPage();
  await buyer.goto(path);
  await expect(buyer.getByRole('heading', { name: /^Confirm order #/ })).toBeVisible();
  await expect(buyer.getByText(/Please confirm by \d{1,2} \w{3} \d{4}/)).toBeVisible();

  await buyer.getByRole('button', { name: 'Change address' }).click();
  const form = buyer.getByRole('form', { name: 'New delivery address' });
  await form.getByLabel('Street address').fill('45 Residency Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('PIN code').fill('560025');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(buyer.getByTestId('delivery-address')).toContainText('Bengaluru, Karnataka 560025');

  await buyer.getByRole('button', { name: 'Confirm order' }).click();
  await expect(buyer.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(buyer.getByRole('status')).toContainText('We will pack your order');

  // The shop sees a confirmed order with the new address.
  const res = await page.request.get(`/api/orders/${orderId!}`, { headers: bearer(adminToken) });
  const { order } = (await res.json()) as { order: { confirmedAt: string | null; shippingAddress: { city: string } } };
  expect(order.confirmedAt).not.toBeNull();
  expect(order.shippingAddress.city).toBe('Bengaluru');
  await context.close();
});
