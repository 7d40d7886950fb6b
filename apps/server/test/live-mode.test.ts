import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/seed';
import { findGstinProblem } from '@shop/shared/gstin';
import { DEMO_GSTIN, DEMO_WHATSAPP_NUMBER } from '../src/modules/settings/demo-values';
import { runToExit } from './helpers/run-to-exit';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

/** Live mode (docs/decisions/032-demo-and-live-mode.md): the real server process refuses demo leftovers. */
/** The real server process on `dataDir`; one that starts keeps running, so it is stopped after 110 s. */
function runServer(dataDir: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runToExit(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'live-mode-test-secret-live-mode-test-secret',
      ...env,
    },
    // An upper bound, not a timing: on a loaded CI machine tsx, migrations and the check took over a minute.
    timeoutMs: 110_000,
  });
}

const live = { SHOP_MODE: 'live', PUBLIC_URL: 'https://shop.example.in' };

function modes(dir: string): { path: string; mode: number; isDir: boolean }[] {
  const out: { path: string; mode: number; isDir: boolean }[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    out.push({ path, mode: stat.mode & 0o777, isDir: stat.isDirectory() });
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return out;
}

describe('a live server', () => {
  it('refuses to start, in one line, while demo accounts are in the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-live-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await database.migrate();
    await seedDemo(database.db, config);
    await database.close();

    const { code, output } = await runServer(dataDir, live);
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Refusing to start in live mode: .*demo accounts \(admin@example.com, user@example.com\)/,
    );

    // What the server and loadConfig created is private to its user, the embedded database included.
    for (const entry of modes(dataDir)) {
      expect(entry.mode, entry.path).toBe(entry.isDir ? 0o700 : 0o600);
    }
  }, 150_000);

  it('refuses the demo GSTIN and the demo WhatsApp number on an otherwise clean database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-live-'));
    const { code, output } = await runServer(dataDir, {
      ...live,
      SELLER_GSTIN: '29ABCDE1234F1ZW',
      SHOP_WHATSAPP_NUMBER: '919876543210',
    });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain('the demo GSTIN 29ABCDE1234F1ZW, the demo WhatsApp number 919876543210');
    expect(output).not.toContain('demo accounts');
  }, 150_000);
});

describe('API docs in live mode', () => {
  let t: TestApp;
  useTestApp((app) => (t = app), { env: live });

  it('are shown to admins only', async () => {
    expect((await t.request('/api/docs/json')).status).toBe(401);
    const customer = await t.login('user@example.com', 'user123');
    expect((await t.request('/api/docs/json', { token: customer })).status).toBe(403);
    const admin = await t.login('admin@example.com', 'admin123');
    expect((await t.request('/api/docs/json', { token: admin })).status).toBe(200);
  });

  it('refuses to save the demo GSTIN or WhatsApp number, which pass every format check, naming the field', async () => {
    const admin = await t.login('admin@example.com', 'admin123');
    const current = (await t.request('/api/admin/settings', { token: admin })).body.settings;
    const save = (changes: Record<string, unknown>) =>
      t.request('/api/admin/settings', {
        method: 'PUT',
        token: admin,
        // The test app lifts the order caps above what a save accepts: save the shop's own.
        json: { ...current, maxUnitsPerProduct: 10, maxOpenUnpaidOrders: 3, maxOpenCodOrders: 3, state: 'Karnataka', ...changes },
      });
    const gstin = await save({ gstin: DEMO_GSTIN });
    expect(gstin.status).toBe(422);
    expect(gstin.body).toMatchObject({
      field: 'gstin',
      message: 'This is the demo shop’s GSTIN: enter your own (a live shop cannot use it)',
    });
    const whatsapp = await save({ whatsappNumber: DEMO_WHATSAPP_NUMBER });
    expect(whatsapp.status).toBe(422);
    expect(whatsapp.body.field).toBe('whatsappNumber');
    const after = (await t.request('/api/admin/settings', { token: admin })).body.settings;
    expect({ gstin: after.gstin, whatsappNumber: after.whatsappNumber }).toEqual({
      gstin: current.gstin,
      whatsappNumber: current.whatsappNumber,
    });
    expect(after.gstin).not.toBe(DEMO_GSTIN);
    // The demo GSTIN is a well-formed Karnataka GSTIN: only its being the demo's makes it wrong here.
    expect(findGstinProblem(DEMO_GSTIN)).toBeNull();
    expect(DEMO_GSTIN.slice(0, 2)).toBe('29');
    const own = await save({ gstin: '29AAAAA0000A1ZY', whatsappNumber: '' });
    expect(own.status, own.text).toBe(200);
  });

  it('reports live mode to the web app', async () => {
    expect((await t.request('/api/shop')).body.mode).toBe('live');
  });
});
