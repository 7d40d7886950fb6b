import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductWithOptions } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 36, the listing (docs/decisions/247-listing-colours-and-search-facets.md): a card offers only the colours
 * that can be bought (some size in stock), in the merchant's order; and the size and colour chips of a search
 * count the products that search finds, by the same forgiving search (option values, typos).
 */

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login('admin@example.com', 'admin123');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const cardOf = async (q: string, id: string) => {
  const res = await t.request(`/api/products?q=${encodeURIComponent(q)}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.products as { _id: string; choices: { colours: string[] } | null }[]).find((p) => p._id === id);
};

describe('listing cards', () => {
  it('name only the colours with stock, in the merchant order', async () => {
    const saree = await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['Free'] },
        { name: 'Colour', values: ['Saffron', 'Teal', 'Plum'] },
      ],
      stock: { 'Size Free / Saffron': 0, 'Size Free / Teal': 2, 'Size Free / Plum': 1 },
      product: { name: 'Zari Weave Banarasi Saree' },
    });
    expect((await cardOf('banarasi saree', saree.product.id))?.choices?.colours).toEqual(['Teal', 'Plum']);
  });
});

describe('GET /api/products/facets?q=', () => {
  it("counts the sizes and colours of the search's results only, typos forgiven", async () => {
    const make = (name: string, sizes: string[], colours: string[]) =>
      createProductWithOptions(t, adminToken, {
        options: [
          { name: 'Size', values: sizes },
          { name: 'Colour', values: colours },
        ],
        stock: Object.fromEntries(sizes.flatMap((s) => colours.map((c) => [`Size ${s} / ${c}`, 1]))),
        product: { name },
      });
    await make('Quokka Trail Sneaker', ['UK 7', 'UK 8'], ['Grey']);
    await make('Quokka Court Sneaker', ['UK 8', 'UK 9'], ['White', 'Grey']);
    await make('Quokka Linen Shirt', ['M', 'L'], ['White']);

    const facets = async (query: string) => {
      const res = await t.request(`/api/products/facets?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body.options as { name: string; values: { value: string; products: number }[] }[];
    };
    const sneakers = [
      {
        name: 'Size',
        values: [
          { value: 'UK 7', products: 1 },
          { value: 'UK 8', products: 2 },
          { value: 'UK 9', products: 1 },
        ],
      },
      {
        name: 'Colour',
        values: [
          { value: 'Grey', products: 2 },
          { value: 'White', products: 1 },
        ],
      },
    ];
    expect(await facets('q=quokka%20sneaker')).toEqual(sneakers);
    // A typo finds the same products, so the same chips.
    expect(await facets('q=quokka%20sneakr')).toEqual(sneakers);
    // The whole search: the shirt's sizes join.
    const all = await facets('q=quokka');
    expect(all.find((o) => o.name === 'Size')?.values.map((v) => v.value)).toEqual(['UK 7', 'UK 8', 'UK 9', 'M', 'L']);
    // Nothing found, nothing to filter by.
    expect(await facets('q=zzqqxxkk')).toEqual([]);
  });
});
