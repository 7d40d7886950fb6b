import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/test-app';
import { startSecondServer, type SecondServer } from './helpers/second-server';
import { startS3TestServer } from './helpers/s3-test-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;
let second: SecondServer | undefined;
let adminToken: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  // Both processes share the database, Redis and the bucket; neither shares a disk directory with the other.
  const env = { ...s3.env, REDIS_URL };
  t = await startTestApp({ env });
  adminToken = await t.login('admin@example.com', 'admin123');
  if (onPostgres) second = await startSecondServer(t.config.DATABASE_URL!, env);
}, 300_000);
afterAll(async () => {
  await second?.stop();
  await t?.close();
  await s3?.close();
});

async function upload(base: string, width: number) {
  const picture = await sharp({ create: { width, height: 600, channels: 3, background: '#0d9488' } }).png().toBuffer();
  const body = new FormData();
  const fields = { name: `S3 Kettle ${width}`, description: 'Stored in the bucket.', mrp: '999', category: 'Home', stock: '5' };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'kettle.png');
  const res = await fetch(`${base}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { product: { images: string[] } }).product.images[0]!;
}

describe('product pictures in an S3-compatible bucket', () => {
  it('keeps an uploaded picture in the bucket and serves it and its resized copy', async () => {
    const path = await upload(t.url, 900);
    expect(path).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const original = await fetch(`${t.url}${path}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(900);
    const small = await fetch(`${t.url}${path}?w=200`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(200);
    expect((await fetch(`${t.url}/uploads/products/missing.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/..%2F..%2Fetc%2Fpasswd?w=200`)).status).toBe(400);
  });

  it('serves (and resizes) on one process a picture uploaded through the other', async (context) => {
    if (!second) {
      context.skip('needs PostgreSQL (TEST_DATABASE_URL): two processes cannot share the embedded database');
      return;
    }
    const path = await upload(t.url, 1200);
    const fromOther = await fetch(`${second.url}${path}`);
    expect(fromOther.status).toBe(200);
    expect((await sharp(Buffer.from(await fromOther.arrayBuffer())).metadata()).width).toBe(1200);
    const resized = await fetch(`${second.url}${path}?w=400`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(400);
    // The variant the second process made is cached in the bucket and served as-is by the first.
    const again = await fetch(`${t.url}${path}?w=400`);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await (await fetch(`${second.url}${path}?w=400`)).arrayBuffer()))).toBe(true);
    // And the other way round: uploaded through the second, served by the first.
    const path2 = await upload(second.url, 700);
    const back = await fetch(`${t.url}${path2}?w=200`);
    expect(back.status).toBe(200);
    expect((await sharp(Buffer.from(await back.arrayBuffer())).metadata()).width).toBe(200);
  });
});
