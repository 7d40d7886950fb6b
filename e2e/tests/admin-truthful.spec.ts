import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLogin, DEMO, expect, isMobile, signInAs, test } from '../fixtures';

/**
 * Issue 35 at 1280 and 375 px: the one Overview states its definitions (decision 213), the Backups screen
 * lists files and downloads one (decision 214), and a saved logo and theme colour show in the storefront
 * header from the server's page (decision 215).
 */

test('overview: figures with their comparison and the definitions of what counts', async ({ page }, testInfo) => {
  await signInAs(page, 'admin', '/admin');
  // The first admin page fetches the admin chunks: slow on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('month');
  const definitions = page.getByRole('region', { name: 'How these figures are counted' });
  await expect(definitions.getByText(/paid online orders, and cash-on-delivery or WhatsApp orders once delivered/)).toBeVisible();
  await expect(definitions.getByText(/GST included\), less refunds for returns/)).toBeVisible();
  // Every comparison is a % against the named period or says why there is none.
  const comparison = page.getByTestId('revenue-comparison');
  await expect(comparison).toHaveText(/against the previous 30 days|No orders in the previous period|no % change/);
  await expect(page.getByText(/^Not counted yet: /)).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/overview?period=year'));
  await page.getByLabel('Period', { exact: true }).selectOption('year');
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('revenue-comparison')).toHaveText(/previous 365 days|No orders in the previous period/);
  await page.screenshot({ path: testInfo.outputPath(`overview-${isMobile(page) ? 375 : 1280}.png`), fullPage: true });
});

test('backups: the list with kind and size, a download per file, restore steps in words', async ({ page }, testInfo) => {
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const list = await page.request.get('/api/admin/backups', { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const { directory } = (await list.json()) as { directory: string };
  // A file in the server's backup folder, as `npm run backup` would leave one (the embedded database is busy).
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const fileName = `shop-backup-${stamp}-${isMobile(page) ? 375 : 1280}.tar.gz`;
  mkdirSync(directory, { recursive: true });
  const bytes = Buffer.from(`e2e backup ${fileName}`);
  writeFileSync(join(directory, fileName), bytes);
  try {
    await signInAs(page, 'admin', '/admin/backups');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    const files = page.getByRole('list', { name: 'Backup files' });
    await expect(files.getByText(fileName)).toBeVisible();
    await expect(files.getByRole('listitem').filter({ hasText: fileName }).getByText(/Manual/)).toBeVisible();
    await expect(page.getByText(/npm run restore -- /).first()).toBeVisible();
    await expect(page.getByText(/--force/).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile(await download.path())).toEqual(bytes);
    await page.screenshot({ path: testInfo.outputPath(`backups-${isMobile(page) ? 375 : 1280}.png`), fullPage: true });
  } finally {
    rmSync(join(directory, fileName), { force: true });
  }
});

const LOCK = join(tmpdir(), 'shop-e2e-settings.lock');

test('settings: a logo and a theme colour show in the storefront header', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const auth = { authorization: `Bearer ${token}` };
  // The settings are shared by both projects' runs (admin-settings.spec.ts takes the same lock).
  for (const started = Date.now(); ; ) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() - started > 50_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const original = ((await (await page.request.get('/api/admin/settings', { headers: auth })).json()) as {
    settings: Record<string, unknown>;
  }).settings;
  try {
    await signInAs(page, 'admin', '/admin/settings');
    const colour = page.getByLabel('Theme colour');
    // Too light for white text: refused with the ratio, nothing saved.
    await colour.fill('#ffe082');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/contrast of 1\.\d\d:1; at least 4\.5:1 is needed/).first()).toBeVisible();

    await page.locator('#logo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').getByText('The logo must be a PNG, JPEG or WebP picture')).toBeVisible();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgL8vDihiGlgQApWE8welJnBIAAAAASUVORK5CYII=',
      'base64',
    );
    await page.locator('#logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await colour.fill('#0f766e');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Settings saved')).toBeVisible();

    // The storefront from the server: the style is in the page as it arrives, before any script runs.
    const html = await (await page.request.get('/products')).text();
    expect(html).toContain('--color-brand-600:#0f766e');
    await page.goto('/products');
    const mark = page.getByRole('banner').locator('.shop-logo').first();
    await expect(mark).toHaveCSS('background-image', /\/uploads\/products\/[0-9a-f-]+\.webp\?w=200/);
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600'));
    expect(brand.trim()).toBe('#0f766e');
    await page.getByRole('banner').screenshot({ path: testInfo.outputPath(`themed-header-${isMobile(page) ? 375 : 1280}.png`) });
  } finally {
    const res = await page.request.put('/api/admin/settings', { headers: auth, data: original });
    expect(res.status()).toBe(200);
    rmSync(LOCK, { recursive: true, force: true });
  }
});
