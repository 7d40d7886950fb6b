import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bearer, orderNumberOf } from './checkout-helpers';
import { courierSays, failedDelivery } from './ndr-helpers';
import { oneShopWideSettingTestAtATime } from './shop-settings-lock';

// Issue 37: the merchant's Deliveries screen: open failed deliveries with the courier's reason, attempts and age;
// the merchant answers for the buyer (a corrected phone); the returns-to-origin report counts a parcel sent back.

async function openAsAdmin(page: Page, token: string, path: string) {
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  await page.goto(path);
}

// It places COD orders and, for a moment, turns COD off for the PIN code every test address uses; the specs beside
// it turn on COD confirmation or the COD fee in advance. One such test at a time, whole (shop-settings-lock.ts):
// holding the lock only around the PIN code change, its own orders met another spec's confirmation rule.
oneShopWideSettingTestAtATime();

test('the merchant answers a failed delivery and reads the RTO report', async ({ page }, testInfo) => {
  // A long walk (two failed deliveries, the queue, the report): a minute more than the test's own limit.
  testInfo.setTimeout(testInfo.timeout + 60_000);
  const view = testInfo.project.name;
  const open = await failedDelivery(page, `admin-ndr-${view}`, 'Customer not reachable on phone');
  // A second order the buyer cancelled: it goes back to the shop (RTO) and is received.
  const back = await failedDelivery(page, `admin-rto-${view}`, 'Customer refused to accept');
  const cancelled = await page.request.post(
    back.link.replace('/orders/', '/api/delivery-issues/').replace('/delivery-issue?', '/answer?'),
    {
      data: { action: 'cancel' },
    },
  );
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  for (const sr of [46, 10]) await courierSays(page, back.awb, sr);

  await openAsAdmin(page, open.adminToken, '/admin/deliveries');
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  const row = page.getByTestId('ndr-row').filter({ hasText: `Order #${orderNumberOf(open.orderId)}` });
  await expect(row).toContainText('Customer not reachable on phone');
  await expect(row).toContainText('1 attempt');
  await expect(row.getByTestId('ndr-row-state')).toHaveText('Waiting for an answer');
  await page.screenshot({ path: testInfo.outputPath(`admin-ndr-queue-${view}.png`), fullPage: true });

  await row.getByRole('button', { name: 'Answer for the buyer' }).click();
  await row.getByRole('radio', { name: /Correct my phone number/ }).check();
  await row.getByRole('textbox', { name: 'Phone number' }).fill('91234 56789');
  await row.getByRole('button', { name: 'Send to the courier' }).click();
  await expect(row.getByTestId('ndr-row-state')).toHaveText('Courier will try again');
  await expect(row.getByTestId('ndr-answer')).toContainText('Phone: 9123456789');
  await expect(row.getByTestId('ndr-answer')).toContainText('Asked by the shop');

  // The answer is in the audit log, in words.
  const audit = await page.request.get('/api/admin/audit-log', { headers: bearer(open.adminToken) });
  expect(await audit.text()).toContain('delivery.answer');

  // The RTO report counts the returned parcel.
  const figures = page.getByTestId('rto-figures');
  await expect(figures).toContainText('Returned to origin');
  // The other width's test ships orders in the same shop at the same time: the page and the API are read again
  // until they were read between the same orders.
  await expect(async () => {
    const report = await page.request.get('/api/admin/rto-report?weeks=12', { headers: bearer(open.adminToken) });
    const data = (await report.json()) as { rto: number; ratePercent: number };
    expect(data.rto).toBeGreaterThanOrEqual(1);
    if (!((await figures.textContent()) ?? '').includes(`${data.ratePercent}%`)) await page.reload();
    await expect(figures).toContainText(`${data.ratePercent}%`, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await page.getByRole('combobox', { name: 'Break down by' }).selectOption('paymentMethod');
  await expect(page.getByRole('table', { name: 'RTO by Payment' })).toContainText('Cash on delivery');
  await page.getByRole('heading', { name: 'Returns to origin (RTO)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`admin-rto-report-${view}.png`), fullPage: true });

  // One click from the PIN code row turns off cash on delivery there (decision 241), audited; put back after.
  const pin = '682001'; // the address of checkout-helpers.ts, where both failed parcels went
  const settingsOf = async () =>
    (
      (await (await page.request.get('/api/admin/settings', { headers: bearer(open.adminToken) })).json()) as {
        settings: Record<string, unknown> & { codBlockedPincodes: string[] };
      }
    ).settings;
  const setBlocked = async (pins: string[]) => {
    const res = await page.request.put('/api/admin/settings', {
      headers: bearer(open.adminToken),
      data: { ...(await settingsOf()), codBlockedPincodes: pins },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  // COD off for the PIN code every test address uses (the test holds the shop-wide settings lock).
  const before = (await settingsOf()).codBlockedPincodes.filter((p) => p !== pin);
  try {
    await setBlocked(before);
    await page.reload();
    await page.getByRole('combobox', { name: 'Break down by' }).selectOption('pincode');
    const pinRow = page.getByRole('table', { name: 'RTO by PIN code' }).getByRole('row').filter({ hasText: pin });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/settings/cod-blocked-pincodes'));
    await pinRow.getByRole('button', { name: `Turn off COD for PIN code ${pin}` }).click();
    await expect(pinRow).toContainText('COD off');
    // The answer, not a later read: the other viewport's run of this spec puts the same PIN code back when done.
    const saved = (await (await answer).json()) as { codBlockedPincodes: string[] };
    expect(saved.codBlockedPincodes).toContain(pin);
    const audited = await page.request.get('/api/admin/audit-log', { headers: bearer(open.adminToken) });
    expect(await audited.text()).toContain('settings.update');
    await page.screenshot({ path: testInfo.outputPath(`admin-rto-cod-off-${view}.png`), fullPage: true });
  } finally {
    await setBlocked(before);
  }
});
