import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees } from '@shop/shared/money';
import { productDetailResponseSchema, productListResponseSchema } from '@shop/shared/schemas/catalog';
import { queryRows } from '../src/db/client';
import { categories, products } from '../src/db/schema';
import { ORDER_BY } from '../src/modules/catalog/catalog.repository';
import { forgivingSearch, isLive, searchPage } from '../src/modules/catalog/catalog.sql';
import { withSearchPlan } from '../src/modules/catalog/search-plan';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../src/seed/seed-data';
import { createCustomer, createProduct, placeOrder } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let all: (typeof products.$inferSelect)[];
let categoryNames: Map<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  all = await t.database.db.query.products.findMany({ where: sql`${products.deletedAt} is null` });
  categoryNames = new Map((await t.database.db.select().from(categories)).map((c) => [c.id, c.name]));
});
afterAll(async () => {
  await t?.close();
});

/**
 * Writes straight to the database bypass the app's writers, so nothing tells the catalogue cache: like any
 * out-of-band change, they are followed by emptying it.
 */
async function writeBehindApp(write: PromiseLike<unknown>) {
  await write;
  t.catalogCache.clear();
}

const list = (query = '') => t.request(`/api/products${query ? `?${query}` : ''}`);
const shopperPrice = (p: { mrpPaise: number; sellingPricePaise: number | null }) => p.sellingPricePaise ?? p.mrpPaise;
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ids = (rows: { _id: string }[]) => rows.map((p) => p._id);

/** Reads every page of a listing with a small page size and checks the paging fields on the way. */
async function readAllPages(query: string, limit = 10) {
  const seen: any[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await list(`${query}${query ? '&' : ''}page=${page}&limit=${limit}`);
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(page);
    expect(res.body.limit).toBe(limit);
    seen.push(...res.body.products);
    expect(res.body.hasMore).toBe(seen.length < res.body.total);
    if (!res.body.hasMore) {
      expect(seen).toHaveLength(res.body.total);
      return seen;
    }
    expect(res.body.products).toHaveLength(limit);
  }
  throw new Error('paging never ended');
}

describe('GET /api/products', () => {
  it('lists live products, newest first, 12 a page, in the documented shape', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(() => productListResponseSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({ total: all.length, page: 1, limit: 12, hasMore: true });
    expect(res.body.products).toHaveLength(12);
    const expected = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b));
    expect(ids(res.body.products)).toEqual(expected.slice(0, 12).map((p) => p.id));
    const dates = res.body.products.map((p: any) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('speaks rupees and the documented field names', async () => {
    const all48 = await readAllPages('', 100);
    const headphones = all48.find((p) => p.sku === 'ELEC-BT-HP-001');
    const row = all.find((p) => p.sku === 'ELEC-BT-HP-001')!;
    expect(headphones).toEqual({
      _id: row.id,
      name: 'Sonora Rockwave 450 Wireless Bluetooth Headphones',
      description: row.description,
      mrp: 3999,
      sellingPrice: 1499,
      category: 'Electronics',
      // The category's name in the language asked for: English without ?lang (decision 258).
      categoryLabel: 'Electronics',
      tags: row.tags,
      images: row.images,
      stock: row.stock,
      // Computed from the demo customer's review (docs/decisions/131-rating-from-reviews.md).
      rating: 4,
      reviews: 1,
      specialFeatures: row.specialFeatures,
      specifications: row.specifications,
      relatedProducts: row.relatedProductIds,
      sku: 'ELEC-BT-HP-001',
      gstRate: 18,
      hsn: '8518',
      uqc: 'NOS', // the GST unit quantity code (decision 172): headphones are counted in numbers
      weightGrams: 450, // the demo catalogue's packed weight (decision 064)
      warrantyMonths: 12, // the demo catalogue's warranty (decision 140)
      // Legal Metrology declarations (decision 100): headphones are sold by the unit, so no unit sale price.
      declarations: expect.objectContaining({ countryOfOrigin: 'India', netQuantity: 1, netQuantityUnit: 'unit' }),
      missingDeclarations: [],
      unitSalePrice: null,
      unitSalePriceAtSellingPrice: null,
      // Sold as one SKU: no sizes or colours to summarise on its card (decision 217).
      choices: null,
      createdAt: row.createdAt.toISOString(),
    });
    expect(headphones.images[0]).toMatch(/^\/uploads\/products\/.+\.webp$/);
    // The demo kurta comes in sizes and colours: its card says "from" its cheapest price and counts its colours.
    const kurta = all48.find((p) => p.sku === 'FASH-KUR-001');
    expect(kurta?.choices).toEqual({ highestPrice: 799, colours: ['Maroon', 'Indigo', 'Mustard'] });
    expect(kurta?.sellingPrice).toBe(699);
    const fullPrice = all.find((p) => p.sellingPricePaise === null)!;
    const dto = all48.find((p) => p._id === fullPrice.id);
    expect(dto.sellingPrice).toBeNull();
    expect(dto.mrp).toBe(paiseToRupees(fullPrice.mrpPaise));
  });

  it.each([
    ['newest', (a: any, b: any) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b)],
    ['price-low', (a: any, b: any) => shopperPrice(a) - shopperPrice(b) || byId(a, b)],
    ['price-high', (a: any, b: any) => shopperPrice(b) - shopperPrice(a) || byId(b, a)],
    ['rating', (a: any, b: any) => b.rating - a.rating || byId(a, b)],
  ])('sorts by %s across page boundaries without overlap', async (sort, compare) => {
    const seen = await readAllPages(`sort=${sort}`, 10);
    expect(new Set(ids(seen)).size).toBe(all.length);
    expect(ids(seen)).toEqual([...all].sort(compare).map((p) => p.id));
    const price = (p: any) => p.sellingPrice ?? p.mrp;
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1], seen[i]];
      if (sort === 'price-low') expect(price(a)).toBeLessThanOrEqual(price(b));
      if (sort === 'price-high') expect(price(a)).toBeGreaterThanOrEqual(price(b));
      if (sort === 'rating') expect(a.rating).toBeGreaterThanOrEqual(b.rating);
      if (sort === 'newest') expect(Date.parse(a.createdAt)).toBeGreaterThan(Date.parse(b.createdAt));
    }
  });

  it('breaks equal prices by id so equal-priced products keep one order', async () => {
    const prices = all.map(shopperPrice);
    expect(new Set(prices).size).toBeLessThan(prices.length); // the demo catalogue has ties to break
    const first = await readAllPages('sort=price-low', 7);
    const second = await readAllPages('sort=price-low', 5);
    expect(ids(second)).toEqual(ids(first));
  });

  it('pages: page 2 continues page 1, the last page says hasMore false, past the end is empty', async () => {
    const [one, two, both] = await Promise.all([list('limit=12'), list('page=2&limit=12'), list('limit=24')]);
    expect([...ids(one.body.products), ...ids(two.body.products)]).toEqual(ids(both.body.products));
    expect(ids(one.body.products).filter((id) => ids(two.body.products).includes(id))).toEqual([]);
    const lastPage = Math.ceil(all.length / 12);
    const last = await list(`page=${lastPage}`);
    expect(last.body).toMatchObject({ page: lastPage, total: all.length, hasMore: false });
    expect(last.body.products).toHaveLength(all.length - (lastPage - 1) * 12);
    const beyond = await list(`page=${lastPage + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ products: [], total: all.length, hasMore: false });
    const big = await list('limit=100');
    expect(big.body.products).toHaveLength(all.length);
    expect(big.body.hasMore).toBe(false);
  });

  it('filters by category name, case-insensitively', async () => {
    const electronics = all.filter((p) => categoryNames.get(p.categoryId) === 'Electronics');
    for (const name of ['Electronics', 'electronics', 'ELECTRONICS', ' Electronics ']) {
      const res = await list(`category=${encodeURIComponent(name)}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(electronics.length);
      expect(res.body.products.every((p: any) => p.category === 'Electronics')).toBe(true);
      expect(new Set(ids(res.body.products))).toEqual(new Set(electronics.map((p) => p.id)));
    }
    const paged = await readAllPages('category=Home&sort=price-high', 3);
    const home = all.filter((p) => categoryNames.get(p.categoryId) === 'Home');
    expect(ids(paged)).toEqual(
      [...home].sort((a, b) => shopperPrice(b) - shopperPrice(a) || byId(b, a)).map((p) => p.id),
    );
  });

  it('answers an unknown category with an empty list, not an error', async () => {
    const res = await list('category=Spaceships');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [], total: 0, page: 1, limit: 12, hasMore: false });
    const blank = await list('category=');
    expect(blank.body.total).toBe(all.length);
  });

  it.each([
    ['sort=cheap', 'Sort must be one of newest, price-low, price-high, rating'],
    ['sort=newest&sort=rating', 'Sort must be one of newest, price-low, price-high, rating'],
    ['limit=0', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'Limit must be a whole number from 1 to 100'],
    ['limit=1000', 'Limit must be a whole number from 1 to 100'],
    ['limit=abc', 'Limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'Limit must be a whole number from 1 to 100'],
    ['page=0', 'Page must be a whole number of at least 1'],
    ['page=-1', 'Page must be a whole number of at least 1'],
    ['page=two', 'Page must be a whole number of at least 1'],
  ])('rejects %s with 400 and a JSON message', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('query plans', () => {
  // With sequential scans and sorts priced out, a plan still holding a Sort node means no index gives
  // that order (e.g. ORDER BY created_at DESC against an index built DESC NULLS LAST).
  it.each([
    ['newest', false, 'products_live_created_idx'],
    ['price-low', false, 'products_live_price_idx'],
    ['price-high', false, 'products_live_price_idx'],
    ['rating', false, 'products_live_rating_idx'],
    ['newest', true, 'products_live_category_created_idx'],
  ] as const)('reads %s (category filter: %s) in order from %s', async (order, byCategory, index) => {
    const categoryId = all[0]!.categoryId;
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql`explain select ${products.id} from ${products}
          where ${products.deletedAt} is null ${byCategory ? sql`and ${products.categoryId} = ${categoryId}` : sql``}
          order by ${sql.join(ORDER_BY[order], sql`, `)} limit 12`,
      );
      return rows.map((r) => Object.values(r).join(' ')).join('\n');
    });
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('runs a search with sequential scans off, and leaves the connection as it was (decision 209)', async () => {
    // On 100,000 products 'books' (a category's name, with Hindi variants) was planned as a read of the whole table
    // that tests every row's name and text: 470 ms, 45 ms by the indexes (the catalogue bench's 'books' figure).
    // This small catalogue cannot show that choice; it shows that the setting holds inside and ends with it.
    const db = t.database.db;
    const booksIds = await queryRows<{ id: string }>(db, sql`select id from ${categories} where lower(name) = 'books'`);
    expect(booksIds).toHaveLength(1);
    const search = forgivingSearch(
      [['books', 'book', 'kitab', 'किताब']],
      'books',
      booksIds.map((row) => row.id),
    );
    const explain = async (ex: typeof db) => {
      const rows = await queryRows<Record<string, string>>(
        ex,
        sql`explain select * from ${searchPage(search, and(isLive, search.where)!, 12, 0)}`,
      );
      return rows.map((r) => Object.values(r).join(' ')).join('\n');
    };
    const plan = await withSearchPlan(db, async (ex) => {
      const [inside] = await queryRows<{ enable_seqscan: string }>(ex, sql`show enable_seqscan`);
      expect(inside?.enable_seqscan).toBe('off');
      return explain(ex);
    });
    expect(plan).not.toMatch(/Seq Scan on products\b/);
    expect(plan).toMatch(/Index Scan/);
    const [setting] = await queryRows<{ enable_seqscan: string }>(db, sql`show enable_seqscan`);
    expect(setting?.enable_seqscan).toBe('on');
  });
});

describe('search', () => {
  const search = (q: string, extra = '') => list(`q=${encodeURIComponent(q)}${extra}`);

  it('tolerates typos: "hedphones" finds the headphones first', async () => {
    const res = await search('hedphones');
    expect(res.status).toBe(200);
    expect(res.body.products[0]?.name).toBe('Sonora Rockwave 450 Wireless Bluetooth Headphones');
    expect((await search('sunscrean')).body.products[0]?.name).toMatch(/Sunscreen/);
  });

  it('finds multi-word and single-word queries by name', async () => {
    const chai = await search('masala chai');
    expect(chai.body.products[0]?.name).toBe('Chai Bagh Assam Masala Chai, 500 g');
    const kurta = await search('kurta');
    expect(kurta.body.products[0]?.name).toBe("Kavya Women's Cotton Printed Straight Kurta");
    const words = await search('cotton kurta for women');
    expect(words.body.products[0]?.name).toBe("Kavya Women's Cotton Printed Straight Kurta");
  });

  it('matches category words and tags', async () => {
    const res = await search('electronics');
    const electronics = all.filter((p) => categoryNames.get(p.categoryId) === 'Electronics');
    expect(res.body.total).toBe(electronics.length);
    expect(res.body.products.every((p: any) => p.category === 'Electronics')).toBe(true);
    const tag = await search('diwali');
    expect(tag.body.products.map((p: any) => p.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Fairy String Lights/), expect.stringMatching(/Dry Fruits/)]),
    );
    const typoCategory = await search('electroncs');
    expect(typoCategory.body.products.length).toBeGreaterThanOrEqual(electronics.length);
    expect(
      typoCategory.body.products.slice(0, electronics.length).every((p: any) => p.category === 'Electronics'),
    ).toBe(true);
  });

  it('gives an empty list when nothing matches', async () => {
    const res = await search('xyzzyqwertyuiop');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [], total: 0, page: 1, limit: 12, hasMore: false });
  });

  it('combines search with category, an explicit sort and paging', async () => {
    const inCategory = await search('dog', '&category=pets');
    expect(inCategory.body.total).toBeGreaterThanOrEqual(3);
    expect(inCategory.body.products.every((p: any) => p.category === 'Pets')).toBe(true);
    const otherCategory = await search('dog', '&category=Books');
    expect(otherCategory.body.total).toBe(0);

    const byPrice = await search('book', '&sort=price-low');
    const prices = byPrice.body.products.map((p: any) => p.sellingPrice ?? p.mrp);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));

    const relevant = await readAllPages('q=book', 2);
    expect(relevant).toHaveLength((await search('book')).body.total);
    expect(new Set(ids(relevant)).size).toBe(relevant.length);
  });

  it('treats a blank search as none and survives odd input', async () => {
    expect((await search('   ')).body.total).toBe(all.length);
    for (const q of ["'; drop table products; --", '%_\\', 'c++ -java "exact" or', '!!!', '&', 'a', 'ñandú 日本']) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(Array.isArray(res.body.products)).toBe(true);
    }
    const long = await search(`${'headphones '.repeat(30)}`);
    expect(long.status).toBe(200);
    expect(long.body.products[0]?.name).toMatch(/Headphones/);
  });
});

describe('GET /api/products/:id', () => {
  const headphones = () => all.find((p) => p.sku === 'ELEC-BT-HP-001')!;

  it('returns the product and its related products in the chosen order', async () => {
    const row = headphones();
    const res = await t.request(`/api/products/${row.id}`);
    expect(res.status).toBe(200);
    expect(() => productDetailResponseSchema.parse(res.body)).not.toThrow();
    expect(res.body.product).toMatchObject({ _id: row.id, name: row.name, mrp: 3999, sellingPrice: 1499 });
    expect(ids(res.body.relatedProducts)).toEqual(row.relatedProductIds.slice(0, 4));
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '%00', randomUUID(), randomUUID().toUpperCase()])(
    'answers 404 Product not found for id %s',
    async (id) => {
      const res = await t.request(`/api/products/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    },
  );

  it('accepts an upper-case id', async () => {
    const res = await t.request(`/api/products/${headphones().id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.product._id).toBe(headphones().id);
  });
});

describe('GET /api/products/categories/list', () => {
  it('lists every category sorted by name with its live product count', async () => {
    const res = await t.request('/api/products/categories/list');
    expect(res.status).toBe(200);
    const names = res.body.categories.map((c: any) => c.name);
    expect(names).toEqual([...SEED_CATEGORIES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    for (const c of res.body.categories) {
      expect(c).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        label: c.name,
        image: expect.any(String),
        productCount: expect.any(Number),
        lowestPrice: expect.any(Number),
      });
      expect(c.productCount).toBe(all.filter((p) => p.categoryId === c._id).length);
      // "Starting from ₹N": the lowest price a shopper pays in the category (docs/decisions/140).
      const lowestPaise = Math.min(
        ...all.filter((p) => p.categoryId === c._id).map((p) => p.sellingPricePaise ?? p.mrpPaise),
      );
      expect(c.lowestPrice).toBe(lowestPaise / 100);
      expect((await list(`category=${encodeURIComponent(c.name)}`)).body.total).toBe(c.productCount);
    }
    expect(res.body.categories.reduce((s: number, c: any) => s + c.productCount, 0)).toBe(all.length);
  });

  it('still lists a category with no products', async () => {
    await writeBehindApp(t.database.db.insert(categories).values({ name: 'Garden' }));
    try {
      const res = await t.request('/api/products/categories/list');
      const garden = res.body.categories.find((c: any) => c.name === 'Garden');
      expect(garden).toMatchObject({ productCount: 0, image: null, lowestPrice: null });
      const names = res.body.categories.map((c: any) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect((await list('category=garden')).body).toMatchObject({ products: [], total: 0 });
    } finally {
      await writeBehindApp(t.database.db.delete(categories).where(eq(categories.name, 'Garden')));
    }
  });
});

describe('the live product counts (kept by triggers, decision 272)', () => {
  const countOf = async (name: string) =>
    (await t.request('/api/products/categories/list')).body.categories.find((c: any) => c.name === name)
      .productCount as number;

  it('follow a product moved to another category, deleted, restored, added and removed for good', async () => {
    const db = t.database.db;
    const headphones = all.find((p) => p.sku === 'ELEC-BT-HP-001')!;
    const books = all.find((p) => p.categoryName === 'Books')!;
    const electronics = SEED_PRODUCTS.filter((p) => p.category === 'Electronics').length;
    const bookCount = SEED_PRODUCTS.filter((p) => p.category === 'Books').length;
    const setHeadphones = (values: Partial<typeof products.$inferInsert>) =>
      writeBehindApp(db.update(products).set(values).where(eq(products.id, headphones.id)));
    try {
      await setHeadphones({ categoryId: books.categoryId });
      expect([await countOf('Electronics'), await countOf('Books')]).toEqual([electronics - 1, bookCount + 1]);
      expect((await list('category=books')).body.total).toBe(bookCount + 1);
      await setHeadphones({ deletedAt: new Date() });
      expect([await countOf('Electronics'), await countOf('Books')]).toEqual([electronics - 1, bookCount]);
      expect((await list()).body.total).toBe(all.length - 1);
      await setHeadphones({ deletedAt: null, categoryId: headphones.categoryId });
      expect([await countOf('Electronics'), await countOf('Books')]).toEqual([electronics, bookCount]);
      // A stock change is not a count change (the trigger's WHEN clause; checkout updates stock).
      await setHeadphones({ stock: headphones.stock + 1 });
      expect(await countOf('Electronics')).toBe(electronics);

      const [copy] = await db
        .insert(products)
        .values({ ...headphones, id: randomUUID(), sku: `${headphones.sku}-COPY` })
        .returning({ id: products.id });
      await writeBehindApp(Promise.resolve());
      expect(await countOf('Electronics')).toBe(electronics + 1);
      expect((await list()).body.total).toBe(all.length + 1);
      await writeBehindApp(db.delete(products).where(eq(products.id, copy!.id)));
      expect(await countOf('Electronics')).toBe(electronics);
      expect((await list()).body.total).toBe(all.length);
    } finally {
      await setHeadphones({ deletedAt: null, categoryId: headphones.categoryId, stock: headphones.stock });
    }
  });
});

describe('the in-stock filter\'s total (kept with the counts, decision 277)', () => {
  /** What the kept figure must equal: the live products with stock, counted. */
  const countedInStock = async (category?: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${products} p join ${categories} c on c.id = p.category_id
           where p.deleted_at is null and p.stock > 0 ${category ? sql`and lower(c.name) = ${category}` : sql``}`,
    );
    return row!.n;
  };
  const shown = async (query: string) => (await list(query)).body.total as number;

  it('follows a product that runs out, comes back, moves, is deleted, added out of stock and removed', async () => {
    const db = t.database.db;
    const headphones = all.find((p) => p.sku === 'ELEC-BT-HP-001')!;
    const books = all.find((p) => p.categoryName === 'Books')!;
    const setHeadphones = (values: Partial<typeof products.$inferInsert>) =>
      writeBehindApp(db.update(products).set(values).where(eq(products.id, headphones.id)));
    const expectKept = async () => {
      expect(await shown('inStock=1')).toBe(await countedInStock());
      expect(await shown('inStock=1&category=electronics')).toBe(await countedInStock('electronics'));
      expect(await shown('inStock=1&category=books')).toBe(await countedInStock('books'));
    };
    const before = await countedInStock('electronics');
    try {
      await expectKept();
      await setHeadphones({ stock: 0 });
      expect(await shown('inStock=1&category=electronics')).toBe(before - 1);
      await expectKept();
      await setHeadphones({ stock: 3 });
      expect(await shown('inStock=1&category=electronics')).toBe(before);
      // Out of stock while moved, then deleted, then restored in stock: each step counted once.
      await setHeadphones({ stock: 0, categoryId: books.categoryId });
      await expectKept();
      await setHeadphones({ deletedAt: new Date(), stock: 2 });
      await expectKept();
      await setHeadphones({ deletedAt: null, categoryId: headphones.categoryId });
      await expectKept();
      const [copy] = await db
        .insert(products)
        .values({ ...headphones, id: randomUUID(), sku: `${headphones.sku}-EMPTY`, stock: 0 })
        .returning({ id: products.id });
      await writeBehindApp(Promise.resolve());
      await expectKept();
      await writeBehindApp(db.delete(products).where(eq(products.id, copy!.id)));
      await expectKept();
      // With another filter the total is counted as before, and agrees.
      expect(await shown('inStock=1&minPrice=1')).toBe(await countedInStock());
    } finally {
      await setHeadphones({ deletedAt: null, categoryId: headphones.categoryId, stock: headphones.stock });
    }
  });

  it('follows an order that takes the last unit and its cancellation', async () => {
    const product = await createProduct(t, { skuPrefix: 'LAST-UNIT', stock: 1 });
    await writeBehindApp(Promise.resolve());
    const buyer = await createCustomer(t);
    const before = await shown('inStock=1');
    expect(before).toBe(await countedInStock());
    const order = await placeOrder(t, { token: buyer.token, product: product.id });
    expect(await shown('inStock=1')).toBe(before - 1);
    const cancelled = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: buyer.token });
    expect(cancelled.status, cancelled.text).toBeLessThan(300);
    expect(await shown('inStock=1')).toBe(before);
    expect(before).toBe(await countedInStock());
    await writeBehindApp(t.database.db.delete(products).where(eq(products.id, product.id)));
  });
});

describe('deleted products', () => {
  it('disappear from lists, counts, search, detail and related products', async () => {
    const db = t.database.db;
    const headphones = all.find((p) => p.sku === 'ELEC-BT-HP-001')!;
    const [firstRelated, ...otherRelated] = headphones.relatedProductIds;
    await writeBehindApp(db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, firstRelated!)));
    try {
      const listed = await list('limit=100');
      expect(listed.body.total).toBe(all.length - 1);
      expect(ids(listed.body.products)).not.toContain(firstRelated);
      const counts = await t.request('/api/products/categories/list');
      const electronicsCount = SEED_PRODUCTS.filter((p) => p.category === 'Electronics').length;
      const electronics = counts.body.categories.find((c: any) => c.name === 'Electronics');
      expect(electronics.productCount).toBe(electronicsCount - 1);
      const liveElectronicsPaise = all
        .filter((p) => p.categoryId === headphones.categoryId && p.id !== firstRelated)
        .map((p) => p.sellingPricePaise ?? p.mrpPaise);
      expect(electronics.lowestPrice).toBe(Math.min(...liveElectronicsPaise) / 100);
      expect((await t.request(`/api/products/${firstRelated}`)).status).toBe(404);
      const detail = await t.request(`/api/products/${headphones.id}`);
      expect(ids(detail.body.relatedProducts)).toEqual(otherRelated);

      // With none of its chosen related products left, a product shows others of its category.
      await writeBehindApp(
        db.update(products).set({ deletedAt: new Date() }).where(inArray(products.id, otherRelated)),
      );
      const fallback = await t.request(`/api/products/${headphones.id}`);
      const liveElectronics = all.filter(
        (p) =>
          p.categoryId === headphones.categoryId &&
          p.id !== headphones.id &&
          !headphones.relatedProductIds.includes(p.id),
      );
      expect(ids(fallback.body.relatedProducts).sort()).toEqual(liveElectronics.map((p) => p.id).sort());
      expect(fallback.body.relatedProducts.length).toBeLessThanOrEqual(4);
    } finally {
      await writeBehindApp(
        db.update(products).set({ deletedAt: null }).where(inArray(products.id, headphones.relatedProductIds)),
      );
    }
  });

  it('fall back to at most 4 same-category products, never the product itself', async () => {
    const db = t.database.db;
    const target = all.find((p) => p.sku === 'ELEC-BT-HP-001')!;
    await writeBehindApp(db.update(products).set({ relatedProductIds: [] }).where(eq(products.id, target.id)));
    try {
      const res = await t.request(`/api/products/${target.id}`);
      expect(res.body.relatedProducts.length).toBeGreaterThan(0);
      expect(res.body.relatedProducts.length).toBeLessThanOrEqual(4);
      expect(ids(res.body.relatedProducts)).not.toContain(target.id);
      expect(res.body.relatedProducts.every((p: any) => p.category === 'Electronics')).toBe(true);
    } finally {
      await writeBehindApp(
        db.update(products).set({ relatedProductIds: target.relatedProductIds }).where(eq(products.id, target.id)),
      );
    }
  });
});

describe('resized images', () => {
  const image = () => all.find((p) => p.sku === 'ELEC-BT-HP-001')!.images[0]!;
  const fetchImage = (path: string) => fetch(t.url + path);

  /** A raw request, so '..' reaches the server exactly as written (fetch would normalise it away). */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(t.url);
    return new Promise((resolve, reject) => {
      http
        .get({ hostname, port, path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  }

  it('serves a 400px-wide WebP for ?w=400, cached on disk and for a year in browsers', async () => {
    const res = await fetchImage(`${image()}?w=400`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400 });
    const cached = join(t.config.uploadsDir, '.cache', 'w400', image().replace('/uploads/', ''));
    expect(existsSync(cached)).toBe(true);
  });

  it('serves the original without w, and never enlarges', async () => {
    const original = await fetchImage(image());
    expect(original.status).toBe(200);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    const large = await fetchImage(`${image()}?w=1200`);
    expect(large.status).toBe(200);
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(Math.min(1200, meta.width));
  });

  it.each(['123', '0', '400px', '-400', '', '99999999999'])('refuses w=%s with a JSON 400', async (w) => {
    const res = await fetchImage(`${image()}?w=${w}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { message: string }).message).toBe('Image width must be one of 200, 400, 800, 1200');
  });

  it('refuses paths that leave the uploads directory or reach the cache', async () => {
    for (const path of [
      '/uploads/../../../../etc/passwd?w=400',
      '/uploads/products/../../secret.webp?w=400',
      '/uploads/products/..%2F..%2F..%2Fetc%2Fpasswd.png?w=400',
      '/uploads/products/%2e%2e/%2e%2e/x.webp?w=400',
      '/uploads/products/..%5C..%5Cx.webp?w=400',
      '/uploads/.cache/w400/products/x.webp?w=400',
      '/uploads/products//etc/x.webp?w=400',
      '/uploads/products/x%00.webp?w=400',
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).message, path).toBe('Invalid image path');
    }
    // Fastify's router refuses a malformed escape itself, also as a JSON 400.
    const malformed = await rawGet('/uploads/products/%E0%A4%A.webp?w=400');
    expect(malformed.status).toBe(400);
    expect(typeof JSON.parse(malformed.body).message).toBe('string');
    // A path that is not a plain file below /uploads/ is a 404 before the resizer looks at it (decision 156);
    // a plain file that is not a picture reaches the resizer, which refuses it.
    const missingText = await rawGet(`/uploads/products/no-such-notes-${randomUUID()}.txt?w=400`);
    expect(missingText.status).toBe(404);
    const notesName = `notes-${randomUUID()}.txt`;
    const notesFile = join(t.config.uploadsDir, 'products', notesName);
    await mkdir(join(t.config.uploadsDir, 'products'), { recursive: true });
    await writeFile(notesFile, 'not a picture');
    try {
      const notImage = await rawGet(`/uploads/products/${notesName}?w=400`);
      expect(notImage.status).toBe(400);
      expect(JSON.parse(notImage.body).message).toBe('Only images can be resized');
    } finally {
      await rm(notesFile, { force: true });
    }
    const missing = await rawGet('/uploads/products/no-such-picture.webp?w=400');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).message).toBe('Image not found');
  });

  it('makes each size once, even for concurrent first requests, and remakes it when the original changes', async () => {
    const name = `resize-test-${randomUUID()}.png`;
    const source = join(t.config.uploadsDir, 'products', name);
    const cached = join(t.config.uploadsDir, '.cache', 'w200', 'products', `${name}.webp`);
    await mkdir(join(t.config.uploadsDir, 'products'), { recursive: true });
    const draw = (color: string) =>
      sharp({ create: { width: 1000, height: 500, channels: 3, background: color } })
        .png()
        .toFile(source);
    await draw('#ff0000');
    try {
      const first = await Promise.all(Array.from({ length: 5 }, () => fetchImage(`/uploads/products/${name}?w=200`)));
      const bodies = await Promise.all(first.map(async (r) => Buffer.from(await r.arrayBuffer())));
      expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
      expect(await sharp(bodies[0]).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
      const madeAt = statSync(cached).mtimeMs;

      await new Promise((r) => setTimeout(r, 20));
      const again = await fetchImage(`/uploads/products/${name}?w=200`);
      expect(Buffer.from(await again.arrayBuffer()).equals(bodies[0]!)).toBe(true);
      expect(statSync(cached).mtimeMs).toBe(madeAt);

      await new Promise((r) => setTimeout(r, 20));
      await draw('#0000ff');
      const redrawn = await fetchImage(`/uploads/products/${name}?w=200`);
      const { data } = await sharp(Buffer.from(await redrawn.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[2]).toBeGreaterThan(200); // blue now
      expect(data[0]).toBeLessThan(50);
    } finally {
      await rm(source, { force: true });
      await rm(cached, { force: true });
    }
  });
});
