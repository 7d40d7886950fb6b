import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { categories, products, users } from '../src/db/schema';
import { verifyPassword } from '../src/lib/passwords';
import { DEMO_ACCOUNT_EMAILS } from '../src/modules/settings/demo-values';
import { runToExit } from './helpers/run-to-exit';

/**
 * `npm run setup -- EMAIL [NAME]` (docs/decisions/032-demo-and-live-mode.md), run as a merchant runs it, on an
 * empty embedded database in a temporary DATA_DIR: the first admin with a strong password printed once, no
 * demo data, and a second run on the now non-empty database changes nothing.
 */
function runSetup(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return runToExit('npm', ['run', 'setup', '--', ...args], {
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeoutMs: 90_000,
  });
}

describe('npm run setup', () => {
  it('creates the owner account with a printed strong password and no demo data, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-setup-'));
    const first = await runSetup(dataDir, ['Owner@KalaCrafts.in', 'Asha', 'Rao']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('First admin created: owner@kalacrafts.in');
    const password = /Password \(shown once, change it after signing in\): (\S+)/.exec(first.output)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.output).toContain('Next: start with SHOP_MODE=live and PUBLIC_URL=https://');

    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    try {
      const accounts = await database.db.select().from(users);
      expect(accounts.map((u) => ({ email: u.email, name: u.name, role: u.role }))).toEqual([
        { email: 'owner@kalacrafts.in', name: 'Asha Rao', role: 'admin' },
      ]);
      expect(accounts.some((u) => (DEMO_ACCOUNT_EMAILS as readonly string[]).includes(u.email))).toBe(false);
      // The password is stored only as a hash, and the printed one is it.
      expect(accounts[0]!.passwordHash).not.toContain(password!);
      expect(await verifyPassword(accounts[0]!.passwordHash, password!)).toBe(true);
      // No demo catalogue either.
      expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(0);
      expect((await database.db.select({ n: count() }).from(categories))[0]!.n).toBe(0);
    } finally {
      await database.close();
    }

    const second = await runSetup(dataDir, ['someone-else@kalacrafts.in']);
    expect(second.code).toBe(1);
    expect(second.output).toContain('Setup is for an empty database: this one already has accounts. Nothing was changed.');
    expect(second.output).not.toContain('Password');
    const again = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    try {
      expect((await again.db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual(['owner@kalacrafts.in']);
    } finally {
      await again.close();
    }
  }, 240_000);

  it('refuses a missing or malformed email with its usage line, creating nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-setup-'));
    const run = await runSetup(dataDir, ['not-an-email']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Usage: npm run setup -- owner@yourshop.in "Owner Name"');
  }, 120_000);
});
