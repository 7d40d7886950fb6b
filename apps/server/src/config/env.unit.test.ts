import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-env-'));

describe('loadConfig', () => {
  it('runs with no configuration at all, on the embedded defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.rateLimitsEnabled).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so a restart keeps sessions valid.
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ RATE_LIMITS: 'maybe' }, /^Invalid configuration: RATE_LIMITS /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ REDIS_URL: 'http://x' }, /^Invalid configuration: REDIS_URL /],
    [{ SELLER_GSTIN: '123' }, /^Invalid configuration: SELLER_GSTIN must be a 15-character GSTIN/],
  ])('stops on %o with a one-line reason', (env, expected) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(expected);
    expect((error as Error).message).not.toContain('\n');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
