import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogCache, LIST_TAG, productTag } from '../src/modules/catalog/catalog-cache';
import { replyCached } from '../src/modules/catalog/cached-reply';
import { LISTENER_APPLICATION_NAME } from '../src/lib/pg-invalidation-feed';
import { startSecondServer, type SecondServer } from './helpers/second-server';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';
import { createCustomer, mumbaiAddress } from './helpers/factories';

const address = mumbaiAddress;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the cache itself', () => {
  const options = { maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 };

  it('refuses to store an answer read before an invalidation of what it shows', () => {
    const cache = createCatalogCache(options);
    const before = cache.beginRead();
    cache.invalidate([LIST_TAG, productTag('a')]);
    expect(cache.store(before, 'list:1', '{"stock":5}', [LIST_TAG])).toBeUndefined();
    expect(cache.store(before, 'product:a', '{"stock":5}', [productTag('a')])).toBeUndefined();
    // What the invalidation did not touch is still worth keeping.
    expect(cache.store(before, 'product:b', '{"stock":9}', [productTag('b')])).toBeDefined();
    expect(cache.get('list:1')).toBeUndefined();
    expect(cache.stats().staleStoresRefused).toBe(2);

    const after = cache.beginRead();
    expect(cache.store(after, 'list:1', '{"stock":4}', [LIST_TAG])?.body).toBe('{"stock":4}');
    expect(cache.get('list:1')?.body).toBe('{"stock":4}');
  });

  it('refuses every store read before a clear, and drops what it held', () => {
    const cache = createCatalogCache(options);
    cache.store(cache.beginRead(), 'product:b', 'old', [productTag('b')]);
    const before = cache.beginRead();
    cache.clear();
    expect(cache.get('product:b')).toBeUndefined();
    expect(cache.store(before, 'product:c', 'x', [productTag('c')])).toBeUndefined();
  });

  it('invalidates only the answers carrying the tags', () => {
    const cache = createCatalogCache(options);
    const ticket = cache.beginRead();
    cache.store(ticket, 'list:1', 'l', [LIST_TAG]);
    cache.store(ticket, 'product:a', 'a', [productTag('a'), productTag('b')]);
    cache.store(ticket, 'product:c', 'c', [productTag('c')]);
    cache.invalidate([productTag('b')]);
    expect(cache.get('product:a')).toBeUndefined();
    expect(cache.get('list:1')?.body).toBe('l');
    expect(cache.get('product:c')?.body).toBe('c');
  });

  it('evicts the least recently used answer past its entry bound', () => {
    const cache = createCatalogCache({ ...options, maxEntries: 3 });
    for (const key of ['k1', 'k2', 'k3']) cache.store(cache.beginRead(), key, key, [LIST_TAG]);
    expect(cache.get('k1')).toBeDefined(); // k1 is now the most recent: k2 goes first
    cache.store(cache.beginRead(), 'k4', 'k4', [LIST_TAG]);
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect(cache.get('k2')).toBeUndefined();
    for (const key of ['k1', 'k3', 'k4']) expect(cache.get(key)?.body).toBe(key);
  });

  it('evicts past its byte bound and never keeps an answer larger than the bound', () => {
    const cache = createCatalogCache({ ...options, maxBytes: 100 });
    cache.store(cache.beginRead(), 'a', 'x'.repeat(60), [LIST_TAG]);
    cache.store(cache.beginRead(), 'b', 'y'.repeat(60), [LIST_TAG]);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 60 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.store(cache.beginRead(), 'huge', 'z'.repeat(101), [LIST_TAG])).toBeUndefined();
    expect(cache.get('b')?.body).toBe('y'.repeat(60));
  });

  it('counts compressed copies in its byte bound', () => {
    const cache = createCatalogCache({ ...options, maxBytes: 100 });
    const a = cache.store(cache.beginRead(), 'a', 'x'.repeat(40), [LIST_TAG])!;
    cache.store(cache.beginRead(), 'b', 'y'.repeat(40), [LIST_TAG]);
    cache.attachEncoded(a, 'br', Buffer.alloc(10));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 90 });
    cache.attachEncoded(a, 'gzip', Buffer.alloc(15));
    // 105 bytes: the least recently used answer (a, with its copies) goes.
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 40 });
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets answers after their TTL', () => {
    let now = 1_000;
    const cache = createCatalogCache({ ...options, ttlMs: 60_000, now: () => now });
    cache.store(cache.beginRead(), 'a', 'x', [LIST_TAG]);
    now += 59_999;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('serves and stores nothing while suspended, and resumes empty', () => {
    const cache = createCatalogCache(options);
    cache.store(cache.beginRead(), 'a', 'x', [LIST_TAG]);
    const before = cache.beginRead();
    cache.setSuspended(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.store(cache.beginRead(), 'b', 'y', [LIST_TAG])).toBeUndefined();
    cache.setSuspended(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.store(before, 'c', 'z', [LIST_TAG])).toBeUndefined();
    expect(cache.store(cache.beginRead(), 'd', 'w', [LIST_TAG])).toBeDefined();
  });
});

describe('a read overtaken by a write', () => {
  it('answers what it read, but never stores it for the next request', async () => {
    const cache = createCatalogCache({ maxEntries: 10, maxBytes: 100_000, ttlMs: 60_000 });
    const schema = z.object({ stock: z.number() });
    let stockInDb = 5;
    let hold: Promise<void> | undefined;
    const readDone = deferred();
    const app = Fastify();
    app.get('/stock', (request, reply) =>
      replyCached(request, reply, cache, 'stock', schema, async () => {
        const value = { stock: stockInDb };
        readDone.resolve();
        await hold; // the response is still on its way when the write commits
        return { value, tags: [LIST_TAG] };
      }),
    );
    try {
      const release = deferred();
      hold = release.promise;
      const slow = app.inject('/stock');
      await readDone.promise;
      // The write commits and invalidates while the slow request holds its old answer.
      stockInDb = 4;
      cache.invalidate([LIST_TAG]);
      release.resolve();
      const first = await slow;
      expect(first.json()).toEqual({ stock: 5 });
      expect(first.headers['x-cache']).toBe('miss');

      hold = undefined;
      const next = await app.inject('/stock');
      expect(next.json()).toEqual({ stock: 4 });
      expect(next.headers['x-cache']).toBe('miss');
      expect((await app.inject('/stock')).headers['x-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });
});

describe('catalogue answers', () => {
  let t: TestApp;
  let adminToken: string;
  let product: { _id: string; name: string; stock: number; category: string };
  let productForm: Record<string, unknown>;

  const detail = (id = product._id) => t.request(`/api/products/${id}`);
  const newest = () => t.request('/api/products?limit=5');
  const search = () => t.request(`/api/products?q=${encodeURIComponent('Cachetest Teapot')}`);
  const listed = (res: { body: { products: { _id: string; stock: number }[] } }) =>
    res.body.products.find((p) => p._id === product._id);
  // A fresh buyer per order: one account would reach the open cash-on-delivery cap (decision 153).
  const place = async (quantity: number, base = t.url) => {
    const { token } = await createCustomer(t, { emailPrefix: 'cache-buyer' });
    return fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        items: [{ product: product._id, quantity }],
        shippingAddress: address,
        paymentMethod: 'cod',
      }),
    }).then(async (res) => ({ token, status: res.status, body: (await res.json()) as { order: { _id: string } } }));
  };

  /** Reads each path twice, so that every one of them is in the cache before the write under test. */
  async function warm(...reads: (() => Promise<{ headers: Headers }>)[]) {
    for (const read of reads) {
      await read();
      expect((await read()).headers.get('x-cache')).toBe('hit');
    }
  }

  async function expectShownStock(stock: number) {
    const [shownDetail, shownNewest, shownSearch] = await Promise.all([detail(), newest(), search()]);
    expect(shownDetail.body.product.stock).toBe(stock);
    expect(listed(shownNewest)?.stock).toBe(stock);
    expect(listed(shownSearch)?.stock).toBe(stock);
  }

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.login('admin@example.com', 'admin123');
    productForm = {
      name: 'Cachetest Teapot',
      description: 'A cast iron teapot for the cache tests.',
      mrp: 1200,
      sellingPrice: 999,
      category: 'Home',
      stock: 20,
      tags: ['tea'],
      specialFeatures: [],
      specifications: {},
    };
    const created = await t.request('/api/products', { method: 'POST', token: adminToken, json: productForm });
    expect(created.status, created.text).toBe(201);
    product = created.body.product;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a second identical request from memory, byte for byte', async () => {
    const path = '/api/products?sort=price-low&limit=7';
    const before = t.catalogCache.stats().hits;
    const first = await t.request(path);
    const second = await t.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(t.catalogCache.stats().hits).toBe(before + 1);

    const categoriesFirst = await t.request('/api/products/categories/list');
    const categoriesSecond = await t.request('/api/products/categories/list');
    expect(categoriesSecond.headers.get('x-cache')).toBe('hit');
    expect(categoriesSecond.body).toEqual(categoriesFirst.body);
  });

  it('keeps one entry for any casing of a category, but separates pages', async () => {
    await t.request('/api/products?category=Home&page=1&limit=2');
    expect((await t.request('/api/products?category=home&page=1&limit=2')).headers.get('x-cache')).toBe('hit');
    const page2 = await t.request('/api/products?category=home&page=2&limit=2');
    expect(page2.headers.get('x-cache')).toBe('miss');
    expect(page2.body.page).toBe(2);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await detail();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const revalidated = await t.request(`/api/products/${product._id}`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    const otherTag = await t.request(`/api/products/${product._id}`, { headers: { 'if-none-match': 'W/"nope"' } });
    expect(otherTag.status).toBe(200);
  });

  it('sends cached answers compressed as the client accepts, the same JSON in every encoding', async () => {
    const path = '/api/products?limit=30';
    const plain = await t.request(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytesBefore = t.catalogCache.stats().bytes;
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const res = await t.request(path, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('x-cache')).toBe('hit');
      expect(res.headers.get('content-encoding'), accept).toBe(expected);
      expect(res.text).toBe(plain.text); // fetch decodes it
    }
    // The compressed copies are kept with the answer (and counted in its byte bound), not made per request.
    expect(t.catalogCache.stats().bytes).toBeGreaterThan(bytesBefore);
  });

  it('does not cache a missing product', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const storesBefore = t.catalogCache.stats().stores;
    expect((await detail(missing)).status).toBe(404);
    const again = await detail(missing);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'Product not found' });
    expect(again.headers.get('x-cache')).toBeNull();
    expect(t.catalogCache.stats().stores).toBe(storesBefore);
  });

  it('shows the stock an order took on the very next read', async () => {
    await warm(detail, newest, search);
    const stock = (await detail()).body.product.stock as number;
    const placed = await place(2);
    expect(placed.status).toBe(201);
    await expectShownStock(stock - 2);
  });

  it('shows the stock a cancelled order gave back on the very next read', async () => {
    const stock = (await detail()).body.product.stock as number;
    const byCustomer = await place(3);
    const byAdmin = await place(1);
    await warm(detail, newest, search);
    await expectShownStock(stock - 4);

    const cancelled = await t.request(`/api/orders/${byCustomer.body.order._id}/cancel`, {
      method: 'POST',
      token: byCustomer.token,
    });
    expect(cancelled.status).toBe(200);
    await expectShownStock(stock - 1);

    await warm(detail, newest, search);
    const adminCancel = await t.request(`/api/orders/${byAdmin.body.order._id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'cancelled' },
    });
    expect(adminCancel.status, adminCancel.text).toBe(200);
    await expectShownStock(stock);
  });

  it('shows an admin edit at once: detail, lists, search and categories', async () => {
    const categoriesList = () => t.request('/api/products/categories/list');
    await warm(detail, newest, search, categoriesList);
    const edited = await t.request(`/api/products/${product._id}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...productForm, name: 'Cachetest Teapot Deluxe', stock: 7, category: 'Cachetest Kitchen' },
    });
    expect(edited.status, edited.text).toBe(200);

    const shown = await detail();
    expect(shown.body.product).toMatchObject({
      name: 'Cachetest Teapot Deluxe',
      stock: 7,
      category: 'Cachetest Kitchen',
    });
    await expectShownStock(7);
    const kitchen = (await categoriesList()).body.categories.find(
      (c: { name: string }) => c.name === 'Cachetest Kitchen',
    );
    expect(kitchen).toMatchObject({ productCount: 1 });
  });

  it('stops showing a deleted product at once', async () => {
    const doomed = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      json: { ...productForm, name: 'Cachetest Doomed Mug' },
    });
    const id = doomed.body.product._id as string;
    await warm(
      () => detail(id),
      () => newest(),
    );
    expect((await newest()).body.products.map((p: { _id: string }) => p._id)).toContain(id);
    expect((await t.request(`/api/products/${id}`, { method: 'DELETE', token: adminToken })).status).toBe(200);
    expect((await detail(id)).status).toBe(404);
    expect((await newest()).body.products.map((p: { _id: string }) => p._id)).not.toContain(id);
  });

  it('can be turned off with CATALOG_CACHE=off', async () => {
    const uncached = await startTestApp({ env: { CATALOG_CACHE: 'off' } });
    try {
      const first = await uncached.request('/api/products');
      const second = await uncached.request('/api/products');
      expect(second.headers.get('x-cache')).toBe('miss');
      expect(second.text).toBe(first.text);
      expect(uncached.catalogCache.stats()).toMatchObject({ entries: 0, hits: 0 });
    } finally {
      await uncached.close();
    }
  });

  describe('across server processes on one PostgreSQL', () => {
    let second: SecondServer | undefined;

    beforeAll(async () => {
      // Its own cache off: a process must announce its writes even so, since the others' caches are on.
      if (t.driver === 'postgres') second = await startSecondServer(t.config.DATABASE_URL!, { CATALOG_CACHE: 'off' });
    });
    afterAll(async () => {
      await second?.stop();
    });

    /**
     * Polls this process until it shows `stock`: the change travels by NOTIFY. The wait stays far below the
     * cache's 60 s TTL, so only the notification (not an expired entry) can make the new stock visible.
     */
    async function seenViaNotify(stock: number) {
      let shown: number | undefined;
      await waitFor(
        async () => (shown = (await detail()).body.product.stock as number) === stock,
        `stock ${stock} on this process`,
        { timeoutMs: 10_000, intervalMs: 25, context: () => `still shows ${shown}` },
      );
    }

    it('shows stock taken by an order on the other process within a short wait', async (context) => {
      if (!second) {
        context.skip('needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process, so nothing crosses processes');
        return;
      }
      await warm(detail, newest);
      const stock = (await detail()).body.product.stock as number;
      const placed = await place(2, second.url);
      expect(placed.status).toBe(201);
      await seenViaNotify(stock - 2);
      expect(listed(await newest())?.stock).toBe(stock - 2);
    });

    it('bypasses, reconnects and starts empty when the listening connection dies', async (context) => {
      if (!second) {
        context.skip('needs PostgreSQL (TEST_DATABASE_URL): on PGlite there is no listening connection');
        return;
      }
      const admin = new pg.Client({ connectionString: t.config.DATABASE_URL });
      await admin.connect();
      try {
        const listeners = async () =>
          (
            await admin.query<{ pid: number }>(
              `select pid from pg_stat_activity
                where datname = current_database() and application_name = $1
                  and state = 'idle' and query ilike 'listen %'`,
              [LISTENER_APPLICATION_NAME],
            )
          ).rows.map((r) => r.pid);
        const before = await listeners();
        expect(before).toHaveLength(1); // this process's; the other has its cache off and listens to nothing
        await warm(detail);
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);

        let after: number[] = [];
        await waitFor(
          async () => {
            after = await listeners();
            return after.length === 1 && !before.includes(after[0]!);
          },
          'a new listening connection',
          { timeoutMs: 10_000, context: () => `listeners: ${after.join(', ')}` },
        );
        expect(after).toHaveLength(1);
        expect(before).not.toContain(after[0]);
        // Whatever was cached before the outage is gone (it may have missed a change).
        expect((await detail()).headers.get('x-cache')).toBe('miss');

        // And changes from the other process are heard again.
        const stock = (await detail()).body.product.stock as number;
        expect((await place(1, second.url)).status).toBe(201);
        await seenViaNotify(stock - 1);
      } finally {
        await admin.end();
      }
    });
  });
});
