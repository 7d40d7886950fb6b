import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandWords, parseSynonymGroups, searchWords } from '@shop/shared/search';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Forgiving search on the demo catalogue (issue 19, docs/decisions/137-forgiving-search.md). */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const names = async (query: string) => {
  const res = await t.request(`/api/products?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.products as { name: string }[]).map((p) => p.name);
};

describe('typos, variants and synonyms', () => {
  it('"wireles earbud": a typo in one word and a singular in the other find the earbuds first', async () => {
    const found = await names('q=wireles%20earbud');
    expect(found[0]).toBe('Sonora AirDots 210 True Wireless Earbuds with ENC Mic');
  });

  it('"kurtha" (a spelling variant) finds the kurta', async () => {
    expect(await names('q=kurtha')).toContain("Kavya Women's Cotton Printed Straight Kurta");
  });

  it('"hedphones" finds the headphones first', async () => {
    expect((await names('q=hedphones'))[0]).toBe('Sonora Rockwave 450 Wireless Bluetooth Headphones');
  });

  it('typos in two words: "bluetoth hedphones"', async () => {
    expect((await names('q=bluetoth%20hedphones'))[0]).toBe('Sonora Rockwave 450 Wireless Bluetooth Headphones');
  });

  it('synonyms: "mobile" finds the smartphone, "chappal" finds nothing odd and does not fail', async () => {
    expect(await names('q=mobile')).toContain('Voltix Nova 5G Smartphone (8GB RAM, 128GB Storage, Midnight Blue)');
    expect((await t.request('/api/products?q=chappal')).status).toBe(200);
  });

  it('nonsense and punctuation never fail', async () => {
    for (const q of ["'", '&|!:*', 'a', '  -  ', 'zzzzqqq', '((kurta']) {
      const res = await t.request(`/api/products?q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${res.text}`).toBe(200);
    }
  });

  it('the words and the shared list', () => {
    expect(searchWords("Women's T-Shirt")).toEqual(['women', 's', 'tshirt']);
    expect(expandWords(['kurtha'], [['kurta', 'kurtha', 'kurti']])).toEqual([['kurtha', 'kurta', 'kurti']]);
    expect(parseSynonymGroups('kurta, kurtha\n\nsolo')).toEqual([['kurta', 'kurtha']]);
  });
});

describe('filters', () => {
  it('price range, in stock and minimum rating', async () => {
    const res = await t.request('/api/products?minPrice=1000&maxPrice=2000&inStock=1&minRating=4&limit=100');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products as {
      mrp: number;
      sellingPrice: number | null;
      stock: number;
      rating: number;
    }[]) {
      const price = p.sellingPrice ?? p.mrp;
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(2000);
      expect(p.stock).toBeGreaterThan(0);
      expect(p.rating).toBeGreaterThanOrEqual(4);
    }
    const bad = await t.request('/api/products?minRating=9');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Rating must be a number from 1 to 5');
  });

  it('filters combine with a search', async () => {
    const cheap = await names('q=headphones&maxPrice=1000');
    expect(cheap).not.toContain('Sonora Rockwave 450 Wireless Bluetooth Headphones');
  });
});

describe('suggestions', () => {
  it('a few products as the shopper types, typos forgiven', async () => {
    const res = await t.request('/api/products/suggest?q=earbu');
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0]).toMatchObject({
      name: 'Sonora AirDots 210 True Wireless Earbuds with ENC Mic',
      price: 1199,
    });
    expect(res.body.suggestions.length).toBeLessThanOrEqual(6);
    expect((await t.request('/api/products/suggest?q=k')).body.suggestions).toEqual([]);
  });
});
