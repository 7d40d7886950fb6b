import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { eq } from 'drizzle-orm';
import { productOptions, productVariants } from '../src/db/schema';

let t: TestApp;
useTestApp((app) => (t = app));

describe(`foundation on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  it('reports database reachability on /api/health', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', driver: t.driver });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"email": "a@b.co", ', 400, 'Malformed JSON in request body'],
    ['a wrong content type', 'application/xml', '<login/>', 415, expect.any(String)],
  ])('answers a body of %s with %i and a JSON message', async (_body, contentType, body, status, message) => {
    const res = await t.request('/api/auth/login', { method: 'POST', headers: { 'content-type': contentType }, body });
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(message);
  });

  it('answers an oversized body with 413 and a JSON message, not a 5xx', async () => {
    const res = await t.request('/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'x'.repeat(2_000_000),
        email: 'big@example.com',
        password: 'secret1',
      },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.request('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const register = res.body.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
  });

  it('serves seeded product images from /uploads with long cache headers', async () => {
    const rows = await t.database.db.query.products.findMany({ limit: 1 });
    const image = rows[0]?.images[0];
    expect(image).toMatch(/^\/uploads\/products\/.+\.webp$/);
    const res = await fetch(t.url + image!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('demo seed', () => {
  it('holds the demo accounts, 40+ products over 8+ categories, and orders in every status', async () => {
    const db = t.database.db;
    const users = await db.query.users.findMany();
    expect(users.find((u) => u.email === 'admin@example.com')?.role).toBe('admin');
    expect(users.find((u) => u.email === 'user@example.com')?.role).toBe('user');
    const products = await db.query.products.findMany();
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(products.filter((p) => p.stock > 0 && p.stock < 10).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.sellingPricePaise !== null && p.sellingPricePaise < p.mrpPaise)).toBe(true);
    const orders = await db.query.orders.findMany();
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'packed', 'shipped', 'delivered', 'cancelled']),
    );
    for (const o of orders) expect(o.totalPaise).toBe(o.subtotalPaise + o.shippingFeePaise);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const { seedDemo } = await import('../src/seed/seed');
    const before = await Promise.all([
      t.database.db.query.products.findMany(),
      t.database.db.query.orders.findMany(),
      t.database.db.query.users.findMany(),
      t.database.db.select().from(productVariants).orderBy(productVariants.sku),
      t.database.db.select().from(productOptions),
    ]);
    await seedDemo(t.database.db, t.config);
    const after = await Promise.all([
      t.database.db.query.products.findMany(),
      t.database.db.query.orders.findMany(),
      t.database.db.query.users.findMany(),
      t.database.db.select().from(productVariants).orderBy(productVariants.sku),
      t.database.db.select().from(productOptions),
    ]);
    expect(after.map((rows) => rows.length)).toEqual(before.map((rows) => rows.length));
    expect(after[3]).toEqual(before[3]);
  });

  it('gives the demo clothes and shoes sizes and colours, one of them sold out', async () => {
    const kurta = await t.database.db.query.products.findFirst({ where: (p, { eq }) => eq(p.sku, 'FASH-KUR-001') });
    const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, kurta!.id));
    expect(variants).toHaveLength(12);
    expect(variants.find((v) => v.title === 'Size L / Maroon')?.stock).toBe(0);
    expect(kurta!.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    expect(new Set(variants.map((v) => v.images[0])).size).toBe(3);
  });
});
