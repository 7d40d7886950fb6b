import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { SEARCH_RANKED_MATCHES } from '../src/modules/catalog/catalog.sql';
import { firstCategoryId } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Searches that match more products than are ranked (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md):
 * the first SEARCH_RANKED_MATCHES matches are ranked and listed, and the answer says more match; a search that is a
 * large category's own name is answered as that category's page.
 */
let t: TestApp;

/** More wombat mugs than a search ranks; every 50th is named "Wombat" twice, which ranks it higher. */
const WOMBATS = SEARCH_RANKED_MATCHES + 200;
/** A category just large enough to be answered as its page. */
const LANTERNS = SEARCH_RANKED_MATCHES + 1;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const home = await firstCategoryId(t);
  // Written in bulk behind the app's back, as an import would be; the answer cache is cleared after.
  await db.execute(sql`
    insert into products (name, description, mrp_paise, category_id, category_name, sku, stock)
    select case when n % 50 = 0 then 'Wombat Wombat Mug ' || n else 'Wombat Mug ' || n end, 'A stoneware mug.',
           10000 + n * 100, c.id, c.name, 'WOMBAT-' || n, 5
      from generate_series(1, ${WOMBATS}) n, categories c where c.id = ${home}`);
  const [lanterns] = await queryRows<{ id: string }>(
    db,
    sql`insert into categories (name, image) values ('Lanterns', '/uploads/categories/home.webp') returning id`,
  );
  await db.execute(sql`
    insert into products (name, description, mrp_paise, category_id, category_name, sku, stock, created_at)
    select 'Brass Lantern ' || n, 'A brass lantern.', 20000 + n * 100, ${lanterns!.id}, 'Lanterns', 'LANTERN-' || n, 3,
           now() - n * interval '1 minute'
      from generate_series(1, ${LANTERNS}) n`);
  await db.execute(sql`
    insert into products (name, description, mrp_paise, category_id, category_name, sku, stock)
    select 'Lanterns Hook', 'Hangs lanterns.', 9900, c.id, c.name, 'LANTERN-HOOK', 4 from categories c where c.id = ${home}`);
  t.catalogCache.clear();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface ListAnswer {
  products: { _id: string; name: string }[];
  total: number;
  totalCapped?: boolean;
  hasMore: boolean;
}

const list = async (query: string): Promise<ListAnswer> => {
  const res = await t.request(`/api/products?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ListAnswer;
};

describe('a broad search', () => {
  it('lists the matches it ranked and says that more match', async () => {
    const first = await list('q=wombat');
    expect(first.total).toBe(SEARCH_RANKED_MATCHES);
    expect(first.totalCapped).toBe(true);
    expect(first.hasMore).toBe(true);
    // Ranked by the formula within the sample: the names with the word twice come first.
    expect(first.products).toHaveLength(12);
    for (const p of first.products) expect(p.name).toMatch(/^Wombat Wombat Mug/);
    // The same sample on every request: the same page again.
    expect((await list('q=wombat')).products.map((p) => p._id)).toEqual(first.products.map((p) => p._id));
  });

  it('pages through exactly the products it ranked, and says so past the last one', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`q=wombat&limit=48&page=${page}`);
      expect(answer.totalCapped).toBe(true);
      seen.push(...answer.products.map((p) => p._id));
      if (!answer.hasMore) break;
    }
    expect(seen).toHaveLength(SEARCH_RANKED_MATCHES);
    expect(new Set(seen).size).toBe(SEARCH_RANKED_MATCHES);
    expect(await list('q=wombat&page=100')).toMatchObject({
      products: [],
      total: SEARCH_RANKED_MATCHES,
      hasMore: false,
      totalCapped: true,
    });
  });

  it('is exact again when a filter leaves no more matches than it ranks', async () => {
    // 10000 + n * 100 paise: up to ₹500 are the first 400 mugs.
    const cheap = await list('q=wombat&maxPrice=500');
    expect(cheap.total).toBe(400);
    expect(cheap.totalCapped).toBeUndefined();
  });

  it('sorted by price, lists the first matches in that order and says that more match', async () => {
    const byPrice = await list('q=wombat&sort=price-low');
    expect(byPrice).toMatchObject({ total: SEARCH_RANKED_MATCHES, totalCapped: true, hasMore: true });
    expect(byPrice.products.map((p) => p.name).slice(0, 3)).toEqual(['Wombat Mug 1', 'Wombat Mug 2', 'Wombat Mug 3']);
    const last = await list(`q=wombat&sort=price-low&limit=48&page=${Math.ceil(SEARCH_RANKED_MATCHES / 48)}`);
    expect(last.hasMore).toBe(false);
    expect(last.products.at(-1)?.name).toMatch(new RegExp(` Mug ${SEARCH_RANKED_MATCHES}$`));
    expect(last.products).toHaveLength(SEARCH_RANKED_MATCHES % 48 || 48);
    expect(await list('q=wombat&sort=price-low&page=100')).toMatchObject({ products: [], totalCapped: true });
  });

  it('a narrow search is not capped', async () => {
    const answer = await list('q=headphones');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.totalCapped).toBeUndefined();
  });

  it('suggests from the same ranking', async () => {
    const res = await t.request('/api/products/suggest?q=wombat');
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0].name).toMatch(/^Wombat Wombat Mug/);
  });
});

describe("a large category's own name", () => {
  const ids = (answer: ListAnswer) => answer.products.map((p) => p._id);

  it('is answered as the category page: its products, newest first, all of them counted', async () => {
    const page = await list('category=Lanterns');
    expect(page.total).toBe(LANTERNS);
    for (const q of ['lanterns', 'LANTERNS', ' Lanterns ']) {
      const answer = await list(`q=${encodeURIComponent(q)}`);
      expect(answer.total, q).toBe(LANTERNS);
      expect(answer.totalCapped, q).toBeUndefined();
      expect(ids(answer), q).toEqual(ids(page));
    }
    expect(ids(await list('q=lanterns&page=3'))).toEqual(ids(await list('category=Lanterns&page=3')));
    // A product of another category that has the word is not on the category's page.
    expect((await list('q=lanterns&limit=48')).products.map((p) => p.name)).not.toContain('Lanterns Hook');
  });

  it('keeps the filters and the sort the shopper chose, as the category page does', async () => {
    for (const extra of ['sort=price-low', 'maxPrice=250&sort=price-high', 'minRating=4', 'inStock=true&page=2']) {
      const answer = await list(`q=lanterns&${extra}`);
      const page = await list(`category=Lanterns&${extra}`);
      expect({ total: answer.total, ids: ids(answer) }, extra).toEqual({ total: page.total, ids: ids(page) });
    }
  });

  it('by its Hindi name too, and its size and colour chips are the category page', async () => {
    await t.database.db.execute(sql`update categories set name_hi = 'लालटेन' where name = 'Lanterns'`);
    t.catalogCache.clear();
    expect(ids(await list(`q=${encodeURIComponent('लालटेन')}`))).toEqual(ids(await list('category=Lanterns')));
    const facets = async (query: string) => (await t.request(`/api/products/facets?${query}`)).body;
    expect(await facets('q=lanterns')).toEqual(await facets('category=Lanterns'));
  });

  it('a search close to the name, or within a category, is searched as words', async () => {
    // 'lantern' is not the category's name: the forgiving search matches the whole category through its arm, and more.
    expect((await list('q=lantern')).totalCapped).toBe(true);
    const [home] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from categories where id = ${await firstCategoryId(t)}`,
    );
    const within = (await list(`q=lanterns&category=${encodeURIComponent(home!.name)}`)).products.map((p) => p.name);
    expect(within).toContain('Lanterns Hook');
    expect(within).not.toContain('Brass Lantern 1');
  });
});
