import { readFile } from 'node:fs/promises';
import { apiLogin, DEMO, expect, isMobile, test } from '../fixtures';

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
  await page.getByRole('button', { name: 'b2b.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}-b2b\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  );
});
