import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * Issue 35: "Notify me when back in stock" (docs/decisions/212-back-in-stock-requests.md). A guest asks on a
 * sold-out product; the merchant restocks it in the admin; exactly one mail goes out. Without SMTP_URL the test
 * server keeps mails in the outbox, where an admin reads them. Named admin-* because it edits the catalogue
 * (the shopper specs run before it).
 */

interface OutboxEmail {
  to: string;
  subject: string;
  kind: string;
  status: string;
  text: string;
}

async function backInStockMails(request: APIRequestContext, adminToken: string, email: string) {
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { emails } = (await res.json()) as { emails: OutboxEmail[] };
  return emails.filter((e) => e.kind === 'back-in-stock');
}

test('a guest asks to be told on a sold-out product, and gets one mail when the admin restocks it', async ({
  page,
}, testInfo) => {
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const name = `Sold-out Lamp ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/products', {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: { name, description: 'A brass desk lamp.', mrp: '1450', category: 'Electronics', stock: '0' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { product: { _id: string } }).product;
  const guest = `notify-${Date.now().toString(36)}-${testInfo.project.name}@example.com`;

  // The shopper, not signed in, on the product page.
  const shopper = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize() ?? undefined });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/products/${product._id}`);
  await expect(shopperPage.getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();
  await shopperPage.getByRole('button', { name: 'Notify me when back in stock' }).click();
  const email = shopperPage.getByLabel('Email me when it is back in stock');
  await email.fill('not-an-email');
  await shopperPage.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(shopperPage.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(guest);
  await shopperPage.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(shopperPage.getByRole('status').filter({ hasText: `We will email ${guest} once` })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await shopperPage.screenshot({ path: testInfo.outputPath(`notify-me-${width}.png`), fullPage: false });
  await shopper.close();
  expect(await backInStockMails(page.request, adminToken, guest)).toHaveLength(0);

  // The admin restocks it on the product's edit page.
  await signInAs(page, 'admin', `/admin/products/edit/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const stock = page.getByLabel('Stock quantity');
  await expect(stock).toHaveValue('0');
  await stock.fill('12');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  await expect
    .poll(async () => (await backInStockMails(page.request, adminToken, guest)).length, { timeout: 15_000 })
    .toBe(1);
  const [mail] = await backInStockMails(page.request, adminToken, guest);
  expect(mail!.subject).toBe(`Back in stock: ${name}`);
  expect(mail!.text).toContain(`/products/${product._id}`);
  // The request is answered: the product page offers the cart again, not the form.
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Notify me when back in stock' })).toHaveCount(0);
});
