import { describe, expect, it } from 'vitest';
import { createCatalogCache, LIST_TAG, productTag } from '../src/modules/catalog/catalog-cache';
import { pageCacheFor, STOCK_TOLERANCE_MS } from '../src/modules/storefront/page-cache.setup';

/**
 * Sale day (decision 267): an order's stock change leaves rendered pages current for a second, nothing else does;
 * past the second the page is kept, to be served while a render replaces it (decision 284).
 */
function shop() {
  let time = 1_000_000;
  const now = () => time;
  const catalogue = createCatalogCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000, now });
  const { cache } = pageCacheFor(catalogue, { CATALOG_CACHE: 'on' }, now);
  if (!cache) throw new Error('the page cache is on with CATALOG_CACHE=on');
  const page = { status: 200, html: '<p>Only 3 left</p>', etag: 'W/"a"' };
  return {
    catalogue,
    cache,
    render: (key: string) => cache.store(key, catalogue.beginRead(), page),
    wait: (ms: number) => (time += ms),
  };
}

describe('rendered pages and stock changes', () => {
  it('keeps a page current for a second after an order changed stock, then serves it while it renders again', () => {
    const { catalogue, cache, render, wait } = shop();
    render('/products/a');
    catalogue.stockChanged([LIST_TAG, productTag('a')]);
    wait(STOCK_TOLERANCE_MS - 1);
    expect(cache.lookup('/products/a')).toMatchObject({ isExpired: false, isStockStale: false });
    wait(1);
    // Past the second: kept, marked so; it is answered only while a render replaces it (page-cache.test.ts).
    expect(cache.lookup('/products/a')).toMatchObject({ isExpired: true, isStockStale: true });
  });

  it('counts the second from when the render began, however often stock changes', () => {
    const { catalogue, cache, render, wait } = shop();
    render('/');
    for (let order = 0; order < 9; order++) {
      wait(100);
      catalogue.stockChanged([LIST_TAG, productTag(`p${order}`)]);
    }
    expect(cache.lookup('/')).toMatchObject({ isExpired: false, isStockStale: false });
    wait(100);
    expect(cache.lookup('/')).toMatchObject({ isExpired: true, isStockStale: true });
  });

  it('keeps the new render of a stale page, though orders changed stock while it rendered', () => {
    const { catalogue, cache, wait } = shop();
    const fresh = { status: 200, html: '<p>Only 1 left</p>', etag: 'W/"b"' };
    const ticket = catalogue.beginRead();
    catalogue.stockChanged([productTag('a')]);
    wait(STOCK_TOLERANCE_MS + 500);
    expect(cache.store('/products/a', ticket, fresh)).toBeDefined();
    expect(cache.lookup('/products/a')?.page.html).toBe(fresh.html);
  });

  it('drops a stale page at once when anything but stock changes too', () => {
    const { catalogue, cache, render, wait } = shop();
    render('/products/a');
    catalogue.stockChanged([productTag('a')]);
    wait(STOCK_TOLERANCE_MS);
    catalogue.invalidate([productTag('a')]);
    expect(cache.lookup('/products/a')).toBeUndefined();
  });

  it('drops a page at once for anything but stock: a product write, a clear', () => {
    const { catalogue, cache, render } = shop();
    render('/products/a');
    catalogue.invalidate([productTag('a')]);
    expect(cache.lookup('/products/a')).toBeUndefined();
    render('/products/b');
    catalogue.clear();
    expect(cache.lookup('/products/b')).toBeUndefined();
  });

  it('drops a page at once while the change feed is down', () => {
    const { catalogue, cache, render } = shop();
    render('/products/a');
    catalogue.setSuspended(true);
    expect(cache.lookup('/products/a')).toBeUndefined();
  });

  it('never lets the catalogue answers (JSON) tolerate stock: they are read for the cart and checkout', () => {
    const { catalogue } = shop();
    const before = catalogue.beginRead();
    catalogue.stockChanged([productTag('a')]);
    expect(catalogue.isUnchangedSince(before)).toBe(false);
    expect(catalogue.onlyStockChangedSince(before)).toBe(true);
    expect(catalogue.store(before, 'product:a', '{"stock":3}', [productTag('a')])).toBeUndefined();
  });
});
