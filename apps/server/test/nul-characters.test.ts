import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../src/db/schema';
import { NUL_CHARACTER_MESSAGE } from '../src/plugins/errors';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Found by `npm run test:stress` (fuzzing, seed 20260601): a NUL byte reached PostgreSQL and came back a 500. */
let t: TestApp;
let adminToken = '';

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login('admin@example.com', 'admin123');
});
afterAll(() => t.close());

describe('a NUL byte in a query, path or body is a 400 with a message, never a 500', () => {
  it.each([
    ['GET', '/api/products?q=a%00b'],
    ['GET', '/api/products?category=a%00b'],
    ['GET', '/api/admin/products?search=a%00b'],
    ['GET', '/api/admin/products?category=a%00b'],
    ['GET', '/api/shiprocket/track/a%00b'],
    ['GET', '/api/shiprocket/track-public/a%00b'],
    ['POST', '/api/shiprocket/cancel/a%00b'],
  ])('%s %s', async (method, path) => {
    const res = await t.request(path, { method, token: adminToken });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('a NUL inside a JSON body field is refused the same way and writes nothing', async () => {
    const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const before = await stored();
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: {
        name: 'A\u0000B',
        email: 'nul@example.com',
        subject: 'Hello there',
        message: 'A message with a \u0000 in it.',
      },
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await stored()).toBe(before);
  });
});
