import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { categories, orders, products } from '../src/db/schema';
import { ORDER_CREATION_LIMIT } from '../src/modules/orders/orders.rate-limit';
import { startTestApp, type TestApp } from './helpers/test-app';
import { mumbaiAddressNoEmail } from './helpers/factories';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

// This file's app runs with rate limits on (every other API test turns them off to place orders freely).
let t: TestApp;
let productId: string;

const address = mumbaiAddressNoEmail;
const oneUnit = () => ({
  items: [{ product: productId, quantity: 1 }],
  shippingAddress: address,
  paymentMethod: 'cod',
});

async function registerCustomer(name: string): Promise<{ id: string; token: string }> {
  const res = await t.request('/api/auth/register', {
    method: 'POST',
    json: {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      name,
      email: `${randomUUID()}@example.com`,
      password: 'secret1',
    },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { id: res.body.user._id, token: res.body.token };
}

// Requests come from different forwarded addresses, so only a per-user limit can stop them.
function postOrderFrom(token: string, ip: string) {
  return t.request('/api/orders', { method: 'POST', token, json: oneUnit(), headers: { 'x-forwarded-for': ip } });
}

async function ordersOf(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row!.n;
}

async function stock(): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

beforeAll(async () => {
  // With REDIS_URL (CI on a machine with Redis) the counters live in Redis, as with several server processes.
  const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  t = await startTestApp({ seed: false, env: { ...redis } });
  const [category] = await t.database.db
    .insert(categories)
    .values({ name: `Rate limit test ${randomUUID().slice(0, 8)}` })
    .returning();
  const [product] = await t.database.db
    .insert(products)
    .values({ name: 'Steel tumbler', sku: 'RL-1', mrpPaise: 199_00, stock: 1000, categoryId: category!.id })
    .returning();
  productId = product!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('order creation rate limit', () => {
  it(`answers the order after ${ORDER_CREATION_LIMIT.max} in a minute with 429, creating nothing and taking no stock`, async () => {
    const buyer = await registerCustomer('Fast Buyer');
    for (let i = 0; i < ORDER_CREATION_LIMIT.max; i++) {
      const res = await postOrderFrom(buyer.token, `10.1.0.${i + 1}`);
      expect(res.status, res.text).toBe(201);
    }
    const stockBefore = await stock();
    expect(await ordersOf(buyer.id)).toBe(ORDER_CREATION_LIMIT.max);

    const limited = await postOrderFrom(buyer.token, '10.1.1.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: expect.stringMatching(/placing orders too quickly.*try again in/i),
      messageKey: 'limit.ordersTooQuickly',
    });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ordersOf(buyer.id)).toBe(ORDER_CREATION_LIMIT.max);
    expect(await stock()).toBe(stockBefore);
  });

  it('counts per signed-in user: another customer on the same address still places orders', async () => {
    const first = await registerCustomer('Busy Buyer');
    const second = await registerCustomer('Calm Buyer');
    const sharedIp = '10.2.0.1';
    for (let i = 0; i < ORDER_CREATION_LIMIT.max; i++) {
      expect((await postOrderFrom(first.token, sharedIp)).status).toBe(201);
    }
    expect((await postOrderFrom(first.token, sharedIp)).status).toBe(429);

    const other = await postOrderFrom(second.token, sharedIp);
    expect(other.status, other.text).toBe(201);
    expect(await ordersOf(second.id)).toBe(1);
  });

  it('answers an anonymous caller 401 (sign-in is checked before the limiter), never 429', async () => {
    const res = await t.request('/api/orders', { method: 'POST', json: oneUnit() });
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
