import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import type { Page, TestInfo } from '@playwright/test';
import { apiRegister, expect, isMobile, newShopper, signInAs, test } from '../fixtures';
import { postOpenForm } from '../fixtures/open-forms';
import { apiPlaceOrder, apiProducts, bearer, openWithCart, orderNumberOf } from './checkout-helpers';

// Merchant operations (issue 14) in the browser, at 1280 and 375 px (admin-desktop / admin-mobile): a contact
// message raises the Inbox badge and the merchant reads it; an admin cancels an order with a reason and the
// customer reads the cancellation and the reason in My Orders.

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: false });
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

test('a contact message raises the Inbox badge; the merchant opens and reads it', async ({ page }, testInfo) => {
  const subject = `Bulk order ${Date.now().toString(36)}`;
  const message = 'Can you deliver 40 steel bottles to Pune before the 12th? We need them for a wedding.';
  const sent = await postOpenForm(page, '/api/contact', {
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    subject,
    message,
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAs(page, 'admin', '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The badge: in the side menu on wide screens, on the menu button (and in the drawer) on phones.
  let nav = page.getByRole('navigation', { name: 'Admin' });
  if (isMobile(page)) {
    await expect(page.getByTestId('admin-menu-unread')).toHaveText(/[1-9]\d*/);
    await shot(page, testInfo, 'inbox-badge-menu-button');
    await page.getByRole('button', { name: 'Admin menu' }).click();
    nav = page.getByRole('dialog', { name: 'Admin Panel' }).getByRole('navigation', { name: 'Admin' });
  }
  const badge = nav.getByTestId('inbox-unread');
  await expect(badge).toHaveText(/[1-9]\d*/);
  await shot(page, testInfo, 'inbox-badge');
  await nav.getByRole('link', { name: /Inbox/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // Listed as unread, then opened: the whole message, who sent it, and a reply box.
  const item = page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('Unread:');
  await shot(page, testInfo, 'inbox-list');
  await item.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog).toContainText('From Meera Iyer <meera.iyer@example.com>');
  await expect(dialog.getByLabel('Reply to meera.iyer@example.com')).toBeVisible();
  await shot(page, testInfo, 'inbox-message');

  // Read now: the list says so, and the server agrees.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(item).not.toContainText('Unread:');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = await page.request.get('/api/admin/inbox?filter=all&limit=100', { headers: bearer(token ?? '') });
  const found = ((await list.json()) as { messages: { subject: string; readAt: string | null }[] }).messages.find(
    (m) => m.subject === subject,
  );
  expect(found?.readAt).toBeTruthy();
});

test('the admin cancels an order with a reason; the customer sees the cancellation and the reason', async ({
  page,
}, testInfo) => {
  const shopper = newShopper('admincancel');
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 3);
  if (!product) throw new Error('no product with stock to order');
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const number = orderNumberOf(order._id);
  const reason = 'Sorry, this colour is out of production and we cannot ship it this month.';

  await signInAs(page, 'admin', '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await page.getByRole('button', { name: ORDER_STATUS_LABELS.pending, exact: true }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await card.getByRole('button', { name: `View order #${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  const actions = detail.getByRole('region', { name: 'Order actions' });
  await actions.scrollIntoViewIfNeeded();
  // A reason is required: the customer reads it.
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  await expect(actions.getByText('Give a reason: the customer will see it')).toBeVisible();
  await actions.getByLabel('Reason for cancelling').fill(reason);
  await shot(page, testInfo, 'admin-cancel-reason');
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  // It asks first; "Keep the order" changes nothing.
  const confirm = page.getByRole('dialog', { name: `Cancel order #${number}?` });
  await expect(confirm.getByText('The customer is told why and the stock goes back on sale.')).toBeVisible();
  await shot(page, testInfo, 'admin-cancel-confirm');
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await expect(confirm).toBeHidden();
  expect(
    (
      (await (await page.request.get(`/api/orders/${order._id}`, { headers: bearer(token) })).json()) as {
        order: { status: string };
      }
    ).order.status,
  ).toBe('pending');
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(detail).toBeHidden();

  const res = await page.request.get(`/api/orders/${order._id}`, { headers: bearer(token) });
  expect(((await res.json()) as { order: { status: string; cancelReason: string } }).order).toMatchObject({
    status: 'cancelled',
    cancelReason: reason,
  });

  // ---- Customer: My Orders shows it cancelled, and the detail says why.
  await openWithCart(page, token, [], '/orders');
  const orderCard = page.locator(`[data-testid="order-card"][data-order-id="${order._id}"]`);
  await expect(orderCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(orderCard.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await orderCard.getByRole('button', { name: 'View Details' }).click();
  const mine = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(mine.getByText(/This order was cancelled/)).toBeVisible();
  await expect(mine.getByTestId('cancel-reason')).toHaveText(`Reason: ${reason}`);
  await shot(page, testInfo, 'customer-cancel-reason');
});

test('the admin replies to a contact message by email, quoting it; the reply is in the outbox and the message handled', async ({
  page,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const email = `kiran.${tag}@example.com`;
  const subject = `Gift wrapping ${tag}`;
  const message = 'Do you gift-wrap orders? I want to send a kurta to my sister in Jaipur for Diwali.';
  const sent = await postOpenForm(page, '/api/contact', { name: 'Kiran Rao', email, subject, message });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAs(page, 'admin', '/admin/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) });
  await item.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText(message)).toBeVisible();

  // An empty reply is refused in words; then the real one goes out.
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByLabel(`Reply to ${email}`)).toHaveAttribute('aria-invalid', 'true');
  const reply = 'Yes, we gift-wrap for free: add "gift wrap" in the order notes and we will include a card.';
  await dialog.getByLabel(`Reply to ${email}`).fill(reply);
  await shot(page, testInfo, 'inbox-reply');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Handled: it leaves the "To handle" list, and "All messages" shows it replied.
  await expect(item).toBeHidden();
  await page.getByRole('button', { name: 'All messages' }).click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) }),
  ).toContainText('Replied');

  // The reply is in the outbox, to the customer, with their message quoted under it.
  const nav = isMobile(page) ? null : page.getByRole('navigation', { name: 'Admin' });
  if (nav) await nav.getByRole('link', { name: 'Emails' }).click();
  else await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Search by recipient').fill(email);
  const mail = page.getByRole('list', { name: 'Emails' }).getByRole('button', { name: new RegExp(`Re: ${subject}`) });
  await expect(mail).toContainText(`To: ${email}`);
  await mail.click();
  const body = page.getByRole('list', { name: 'Emails' }).locator('pre').first();
  await expect(body).toContainText(reply);
  await expect(body).toContainText('Kiran Rao wrote:');
  await expect(body).toContainText(`> ${message}`);
  await shot(page, testInfo, 'inbox-reply-outbox');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = await page.request.get('/api/admin/inbox?filter=all&limit=100', { headers: bearer(token ?? '') });
  const found = (
    (await list.json()) as { messages: { subject: string; handledAt: string | null; repliedAt: string | null }[] }
  ).messages.find((m) => m.subject === subject);
  expect(found?.repliedAt).toBeTruthy();
  expect(found?.handledAt).toBeTruthy();
});

test('the overview lists what the shop still lacks to go live, each with a link that fixes it', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'admin', '/admin');
  const checklist = page.getByRole('list', { name: 'Still missing' });
  await expect(checklist).toBeVisible();
  // The demo shop on simulators, PGlite and plain http lacks all of these (docs/decisions/032-demo-and-live-mode.md).
  const missing = [
    'GSTIN',
    'WhatsApp number',
    'Razorpay live keys',
    'Shiprocket account',
    'Email delivery (SMTP)',
    'https address',
    'Backups',
  ];
  for (const label of missing) {
    await expect(checklist.getByText(label, { exact: true })).toBeVisible();
    await expect(checklist.getByRole('link', { name: `Fix ${label}` })).toBeVisible();
  }
  await checklist.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'go-live-overview');
  await checklist.getByRole('link', { name: 'Fix GSTIN' }).click();
  await expect(page).toHaveURL(/\/admin\/settings#gstin$/);
  await expect(page.locator('#gstin')).toBeInViewport();
});
