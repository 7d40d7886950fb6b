import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

// CI exports REDIS_URL (.ci/run requires Redis); without it there is nothing shared to test. It may skip on the
// PGlite pass only: on the PostgreSQL pass a skipped test fails the run (scripts/skipped-tests.mjs).
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, TRUST_PROXY: '127.0.0.1' };
    first = await startTestApp({ seed: false, env });
    second = await startTestApp({ seed: false, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts one IP across two server instances', async () => {
    // A fresh address per run: Redis keeps counters between runs for the length of the window.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const app = i % 2 === 0 ? first : second;
      const res = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        json: { email: `nobody${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    // 20 per minute per IP in total, not 20 per process: the 21st and 22nd are refused whichever answers.
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
