import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatRupees } from '@shop/shared/money';
import { apiLogin, DEMO, expect, isMobile, signInAs, test } from '../fixtures';

test('GST returns: the month of GSTR-1 with its totals, each sheet as CSV', async ({ page }) => {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  await page.goto('/admin/gst');
  await expect(page.getByRole('heading', { level: 1, name: 'GST Returns' })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(/^\d{4}-\d{2}$/);
  await expect(page.getByTestId('gst-net-value')).toHaveText(/^₹[\d,]+\.\d\d$/);
  if (!isMobile(page)) await expect(page.getByRole('link', { name: 'GST Returns' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'b2b.csv', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}-b2b\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  );
});

/** The settings document is shared by both projects' runs: the same lock as admin-settings.spec.ts. */
const SETTINGS_LOCK = join(tmpdir(), 'shop-e2e-settings.lock');
async function withSettingsLock<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(SETTINGS_LOCK);
      break;
    } catch {
      if (Date.now() - started > 50_000) rmSync(SETTINGS_LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(SETTINGS_LOCK, { recursive: true, force: true });
  }
}

interface Reconciliation {
  month: string;
  gstNetValue: number;
  salesRevenue: number;
  lines: { key: string; label: string; count: number; amount: number }[];
  unexplained: number;
}

/** As the screen writes an amount (the shop's one money formatter); a line's sign is written apart. */
const rupees = (amount: number) => formatRupees(Math.abs(amount));

test('GST returns: the reconciliation with the sales report explains every difference; the portal JSON downloads', async ({
  page,
}, testInfo) => {
  const token = await signInAs(page, 'admin', '/admin/gst');
  const auth = { headers: { authorization: `Bearer ${token}` } };
  await expect(page.getByRole('heading', { level: 1, name: 'GST Returns' })).toBeVisible();
  const month = await page.getByLabel('Month').inputValue();

  // What the server says, and the sales report for the same days: the screen shows exactly that. The admin specs at
  // the other width place and cancel orders meanwhile, so the answers and the screen are read again until they are
  // of the same moment (the screen is reloaded after the answers).
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'GSTR-1 and the sales report' }) });
  let recon: Reconciliation | undefined;
  await expect(async () => {
    const answer = await page.request.get(`/api/admin/gst/reconciliation?month=${month}`, auth);
    expect(answer.status()).toBe(200);
    const read = (await answer.json()) as Reconciliation;
    const sales = await page.request.get(
      `/api/admin/reports/sales?startDate=${month}-01&endDate=${month}-${String(lastDay).padStart(2, '0')}`,
      auth,
    );
    expect(((await sales.json()) as { revenue: number }).revenue).toBe(read.salesRevenue);
    await page.reload();
    await expect(panel.getByTestId('recon-gst-net')).toHaveText(rupees(read.gstNetValue), { timeout: 5_000 });
    await expect(panel.getByTestId('recon-sales')).toHaveText(rupees(read.salesRevenue), { timeout: 5_000 });
    recon = read;
  }).toPass({ timeout: 60_000 });
  if (!recon) throw new Error('no reconciliation read');
  for (const line of recon.lines) {
    await expect(panel.getByTestId(`recon-${line.key}`)).toHaveText(
      `${line.amount < 0 ? '−' : '+'} ${rupees(line.amount)}`,
    );
    await expect(panel.getByText(`${line.label} (${line.count})`)).toBeVisible();
  }
  expect(recon.unexplained).toBe(0);
  await expect(panel.getByTestId('recon-unexplained')).toHaveText('Every difference is explained (₹0.00 left over).');
  // The old promise is gone.
  await expect(page.getByText(/equals the sales report/i)).toHaveCount(0);

  // Nothing wider than the screen at 375 px; the amounts stay inside the panel.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await panel.scrollIntoViewIfNeeded();
  const width = isMobile(page) ? 375 : 1280;
  const shot = testInfo.outputPath(`gst-reconciliation-${width}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(`gst-reconciliation-${width}`, { path: shot, contentType: 'image/png' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'GSTR-1 JSON for the GST portal' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`gstr1-${month}.json`);
  const json = JSON.parse(await readFile(await download.path(), 'utf8')) as { gstin: string; fp: string };
  expect(json.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  expect(json).not.toHaveProperty('sheets');
});

test('turnover above ₹5 crore: the Settings switch shows the e-invoicing notice there and on the GST screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const width = isMobile(page) ? 375 : 1280;
  await withSettingsLock(async () => {
    const original = ((await (await page.request.get('/api/admin/settings', auth)).json()) as { settings: object })
      .settings;
    try {
      await signInAs(page, 'admin', '/admin/settings');
      const toggle = page.getByLabel(/Aggregate turnover above ₹5 crore/);
      await expect(toggle).not.toBeChecked();
      await expect(page.getByTestId('e-invoicing-notice')).toHaveCount(0);
      await toggle.check();
      await expect(page.getByTestId('e-invoicing-notice')).toContainText('IRN');
      await expect(page.getByText(/6- or 8-digit HSN code/)).toBeVisible();
      await toggle.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`settings-turnover-${width}.png`) });
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Settings saved')).toBeVisible();

      await page.goto('/admin/gst');
      const notice = page.getByTestId('e-invoicing-notice');
      await expect(notice).toContainText('Invoice Registration Portal');
      await expect(notice).toContainText('does not connect to the IRP');
      const shot = testInfo.outputPath(`gst-e-invoicing-notice-${width}.png`);
      await page.screenshot({ path: shot, fullPage: false });
      await testInfo.attach(`gst-e-invoicing-notice-${width}`, { path: shot, contentType: 'image/png' });
    } finally {
      const res = await page.request.put('/api/admin/settings', { ...auth, data: original });
      expect(res.status()).toBe(200);
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'GST Returns' })).toBeVisible();
  await expect(page.getByTestId('e-invoicing-notice')).toHaveCount(0);
});
