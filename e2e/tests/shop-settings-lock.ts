import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '../fixtures';

/**
 * The shop's settings are one document for every spec. A spec that turns on a shop-wide rule for a moment (COD
 * confirmation, the COD fee in advance, COD off for a PIN code) holds this lock for its whole test, so two such
 * tests never overlap; they run in projects of their own after every other spec (playwright.config.ts), so no
 * other buyer meets the rule.
 */
const LOCK = join(tmpdir(), 'shop-e2e-shop-wide-settings.lock');
/**
 * A holder that died leaves the lock behind; it is taken over after this long, which is longer than any holder's
 * test may run (admin-ndr allows itself two minutes), so a slow holder is never robbed of it.
 */
const STALE_AFTER_MS = 150_000;

async function takeShopSettingsLock(): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      if (Date.now() - started > STALE_AFTER_MS) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Every test of the calling spec holds the lock from its first step to its last. The wait for another holder is
 * added to the test's time limit, so a test is never timed out for having queued.
 */
export function oneShopWideSettingTestAtATime(): void {
  // Playwright reads the fixtures a hook needs from its first parameter's pattern: this hook needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(async ({}, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + STALE_AFTER_MS);
    await takeShopSettingsLock();
  });
  test.afterEach(() => {
    rmSync(LOCK, { recursive: true, force: true });
  });
}
