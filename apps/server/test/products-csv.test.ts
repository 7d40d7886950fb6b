import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, productOptions, productVariants, products } from '../src/db/schema';
import { COMPARE_AT_BELOW_PRICE } from '../src/modules/catalog/shopify-csv';
import { createProduct, createProductWithOptions } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// Shopify product CSV import and export (docs/decisions/224-shopify-product-csv.md).

let t: TestApp;
let adminToken: string;
let userToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const sample = readFileSync(new URL('./fixtures/shopify/product_template.csv', import.meta.url), 'utf8');

const importCsv = (csv: string, dryRun = false, token = adminToken) =>
  t.request(`/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', token, json: { csv } });

/** Everything an import could change, per product, without timestamps. */
async function catalogueState() {
  const db = t.database.db;
  const rows = await db.select().from(products).orderBy(asc(products.id));
  const options = await db
    .select()
    .from(productOptions)
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
  const variants = await db.select().from(productVariants).orderBy(asc(productVariants.id));
  return {
    // category_name is the search index's copy of the category (schema.ts): the test factory inserts rows
    // without it, and any product write fills it in, so it is left out of "no change".
    products: rows.map(({ updatedAt: _u, createdAt: _c, searchVector: _s, categoryName: _n, ...rest }) => rest),
    options: options.map(({ id: _i, ...rest }) => rest),
    variants: variants.map(({ updatedAt: _u, createdAt: _c, ...rest }) => rest),
  };
}

const auditCount = async () => t.database.db.$count(auditLog, eq(auditLog.action, 'product.import'));

describe('Shopify product CSV', () => {
  it('dry-runs the Shopify sample: a report per product with the defaults it assumed, nothing written', async () => {
    const before = await catalogueState();
    const res = await importCsv(sample, true);
    expect(res.status, res.text).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(res.body.imported).toBe(false);
    expect(res.body.products).toEqual([
      { handle: 'example-linen-shirt', title: 'Example Linen Shirt', line: 2, action: 'create', variants: 4 },
      { handle: 'example-steel-bottle', title: 'Example Steel Bottle', line: 7, action: 'create', variants: 1 },
    ]);
    const issues = res.body.issues as { line: number; column: string; message: string; level: string }[];
    expect(issues.every((i) => i.level === 'note')).toBe(true);
    expect(issues).toContainEqual({
      line: 7,
      column: 'Status',
      message: 'The shop has no drafts: this product is imported on sale',
      level: 'note',
    });
    expect(issues.filter((i) => i.column === 'Image Src').map((i) => i.line)).toEqual([2, 6]);
    expect(issues.find((i) => i.line === 2 && i.column === 'Type')?.message).toMatch(
      /^Shirts is a new category: GST 18% and no HSN code/,
    );
    expect(await catalogueState()).toEqual(before);
    expect(await auditCount()).toBe(0);
  });

  it('imports the sample: options, variants with stock, prices and barcode; the product without options; audited', async () => {
    const res = await importCsv(sample);
    expect(res.status, res.text).toBe(200);
    expect(res.body.imported).toBe(true);
    const [shirt] = await t.database.db.select().from(products).where(eq(products.name, 'Example Linen Shirt'));
    const page = await t.request(`/api/products/${shirt!.id}`);
    expect(page.body.product).toMatchObject({
      description: 'Breathable linen, pre-washed for a soft feel.\nMachine wash cold.',
      category: 'Shirts',
      tags: ['linen', 'summer', 'shirt'],
      stock: 16,
    });
    expect(page.body.options).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Blue', 'White'] },
    ]);
    const variants = page.body.variants.map((v: Record<string, unknown>) => [
      v.title,
      v.sku,
      v.stock,
      v.sellingPrice,
      v.mrp,
      v.weightGrams,
      v.barcode,
    ]);
    expect(variants).toEqual([
      ['Size S / Blue', 'EX-LIN-S-BLU', 5, 1499, 1999, 250, '8901234567897'],
      ['Size S / White', 'EX-LIN-S-WHT', 3, 1499, 1999, 250, null],
      ['Size M / Blue', 'EX-LIN-M-BLU', 0, 1499, 1999, 250, null],
      ['Size M / White', 'EX-LIN-M-WHT', 8, 1499, 1999, 250, null],
    ]);
    const [bottle] = await t.database.db.select().from(products).where(eq(products.sku, 'EX-BTL-1L'));
    expect(bottle).toMatchObject({
      name: 'Example Steel Bottle',
      stock: 20,
      mrpPaise: 799_00,
      sellingPricePaise: null,
      weightGrams: 450,
    });
    expect(bottle!.description).toBe('Keeps water cold for 24 hours & hot for 12.');
    expect(await auditCount()).toBe(1);

    // The same file again updates the two products in place.
    const again = await importCsv(sample, true);
    expect(again.body.products.map((p: { action: string }) => p.action)).toEqual(['update', 'update']);
  });

  it('exports every live product and imports the export back with no change', async () => {
    await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Maroon', 'Teal'] },
      ],
      stock: { 'Size S / Maroon': 4, 'Size L / Teal': 9 },
      prices: { 'Size M / Teal': 899 },
      product: {
        name: 'Round Trip Kurta, "festive"',
        mrpPaise: 1_299_00,
        description: '=SUM(A1) is text here\nTwo lines',
      },
    });
    const exported = await t.request('/api/admin/products/export.csv', { token: adminToken });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(exported.text.split('\r\n')[0]).toMatch(
      /^\uFEFF?"Handle","Title","Body \(HTML\)","Vendor","Product Category","Type"/,
    );

    const before = await catalogueState();
    const res = await importCsv(exported.text);
    expect(res.status, res.text).toBe(200);
    expect(res.body.products.every((p: { action: string }) => p.action === 'update')).toBe(true);
    expect(res.body.issues.filter((i: { level: string }) => i.level === 'error')).toEqual([]);
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses a file with a bad row, naming its line and column, and imports nothing', async () => {
    const lines = sample.split('\n');
    lines[3] = lines[3]!.replace('1499.00', 'abc');
    lines.push(
      'example-new-tee,New Tee,,,,Tees,,,Title,Default Title,,,,,EX-TEE-1,200,,5,,,499.00,,,,,,,,,,,,,,,,,,,,,active',
    );
    const bad = lines.join('\n');
    const before = await catalogueState();
    const res = await importCsv(bad);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Nothing was imported. Line 4: Variant Price must be an amount in rupees from 0.01 to 10000000, not "abc"',
    );
    expect(res.body.issues).toContainEqual(
      expect.objectContaining({ line: 4, column: 'Variant Price', level: 'error' }),
    );
    const dry = await importCsv(bad, true);
    expect(dry.status).toBe(200);
    expect(dry.body.issues).toContainEqual(
      expect.objectContaining({ line: 4, column: 'Variant Price', level: 'error' }),
    );
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses an SKU another product holds, a duplicate SKU and a barcode that is not a GTIN, each by its line', async () => {
    const other = await createProduct(t, { skuPrefix: 'HELD' });
    const csv = [
      'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Barcode',
      'tee,Tee,Tees,Size,S,TEE-S,499,599,',
      `tee,,,,M,${other.sku},499,599,`,
      'tee,,,,L,TEE-S,499,599,12345',
      'cap,Cap,Caps,Title,Default Title,CAP-1,299,199,',
    ].join('\r\n');
    const res = await importCsv(csv, true);
    expect(res.status).toBe(200);
    const errors = res.body.issues.filter((i: { level: string }) => i.level === 'error');
    expect(errors).toEqual([
      {
        line: 4,
        column: 'Variant Barcode',
        message: 'Barcode must be an EAN or GTIN of 8, 12, 13 or 14 digits',
        level: 'error',
      },
    ]);
    // Below the price, Shopify shows no sale: the MRP is the price, with a note (decision 266).
    expect(res.body.issues).toContainEqual({
      line: 5,
      column: 'Variant Compare At Price',
      message: COMPARE_AT_BELOW_PRICE,
      level: 'note',
    });
    const fixed = csv.replace(',12345', ',').replace('299,199', '299,399');
    const second = await importCsv(fixed, true);
    expect(second.body.issues.filter((i: { level: string }) => i.level === 'error')).toEqual([
      { line: 4, column: 'Variant SKU', message: 'SKU TEE-S is already on line 2', level: 'error' },
    ]);
    const third = await importCsv(fixed.replace('L,TEE-S', 'L,TEE-L'), true);
    expect(third.body.issues.filter((i: { level: string }) => i.level === 'error')).toEqual([]);
    expect(third.body.products[0]).toMatchObject({ handle: 'tee', action: 'update' });
    // One of the tee's SKUs is the other product's: that product is the one updated, and gets the sizes.
    const real = await importCsv(fixed.replace('L,TEE-S', 'L,TEE-L'));
    expect(real.status, real.text).toBe(200);
    const page = await t.request(`/api/products/${other.id}`);
    expect(page.body.product.name).toBe('Tee');
    expect(page.body.variants.map((v: { title: string; sku: string }) => [v.title, v.sku])).toEqual([
      ['Size S', 'TEE-S'],
      ['Size M', other.sku],
      ['Size L', 'TEE-L'],
    ]);
  });

  it('is for admins only', async () => {
    expect((await importCsv(sample, true, userToken)).status).toBe(403);
    expect((await t.request('/api/admin/products/export.csv', { token: userToken })).status).toBe(403);
  });
});

/*
 * A file in the layout of Shopify's published sample (product_template.csv, linked from
 * https://help.shopify.com/en/manual/products/import-export/using-csv): its 51 columns in its order, and its quirks
 * (fixtures/shopify/README.md): the option named Title with values other than "Default Title", variant rows without
 * option names, SKU-less first rows, empty inventory, Google Shopping and international price columns, and the
 * three statuses active, draft and archived.
 */
describe("Shopify's published sample layout", () => {
  const layout = readFileSync(new URL('./fixtures/shopify/published_template_layout.csv', import.meta.url), 'utf8');

  it('is accepted: archived products are left out, a lone Title option is no option, every assumption is a note', async () => {
    const dry = await importCsv(layout, true);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.products).toEqual([
      { handle: 'layout-kurta', title: 'Layout Kurta', line: 2, action: 'create', variants: 3 },
      { handle: 'layout-dupatta', title: 'Layout Dupatta', line: 5, action: 'create', variants: 1 },
    ]);
    const issues = dry.body.issues as { line: number; column: string; message: string; level: string }[];
    expect(issues.filter((i) => i.level === 'error')).toEqual([]);
    expect(issues).toEqual(
      expect.arrayContaining([
        { line: 6, column: 'Status', message: 'Archived in Shopify: not imported', level: 'note' },
        {
          line: 5,
          column: 'Status',
          message: 'The shop has no drafts: this product is imported on sale',
          level: 'note',
        },
        {
          line: 5,
          column: 'Option1 Name',
          message: 'One variant named by Title: imported as a product without options',
          level: 'note',
        },
        {
          line: 2,
          column: 'Option1 Name',
          message: 'The option is named Title: rename it (e.g. Size) in the options editor after the import',
          level: 'note',
        },
      ]),
    );

    const done = await importCsv(layout);
    expect(done.status, done.text).toBe(200);
    expect(done.body.imported).toBe(true);
    const db = t.database.db;
    const [dupatta] = await db.select().from(products).where(eq(products.name, 'Layout Dupatta'));
    expect(dupatta).toMatchObject({ mrpPaise: 499_00, sellingPricePaise: 399_00, weightGrams: 150 });
    expect(await db.select().from(productOptions).where(eq(productOptions.productId, dupatta!.id))).toEqual([]);
    const [kurta] = await db.select().from(products).where(eq(products.name, 'Layout Kurta'));
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, kurta!.id));
    expect(variants.map((v) => v.sku).sort()).toEqual(expect.arrayContaining(['layout-kurta-m', 'layout-kurta-s']));
    expect(variants.find((v) => v.sku === 'layout-kurta-s')).toMatchObject({ stock: 0, mrpPaise: 999_00 });
    expect(await db.$count(products, eq(products.name, 'Layout Cap'))).toBe(0);
  });
});

/*
 * Shopify's own sample file, byte for byte (fixtures/shopify/README.md says where it was copied from): a product
 * with two options (Color x Size, 12 variants), a draft with one option (Size) whose Compare At Price is below its
 * price and whose weights are fractional grams, and an archived product.
 */
describe("Shopify's own sample file", () => {
  const original = readFileSync(new URL('./fixtures/shopify/shopify_product_template.csv', import.meta.url), 'utf8');

  it('imports its products and variants: options, SKUs, prices in paise, weights, stock', async () => {
    const dry = await importCsv(original, true);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.products).toEqual([
      { handle: 'example-shirt', title: 'Example T-Shirt', line: 2, action: 'create', variants: 12 },
      { handle: 'example-pants', title: 'Example Jeans', line: 14, action: 'create', variants: 3 },
    ]);
    const issues = dry.body.issues as { line: number; column: string; message: string; level: string }[];
    expect(issues.filter((i) => i.level === 'error')).toEqual([]);
    expect(issues).toEqual(
      expect.arrayContaining([
        { line: 14, column: 'Variant Compare At Price', message: COMPARE_AT_BELOW_PRICE, level: 'note' },
        { line: 18, column: 'Status', message: 'Archived in Shopify: not imported', level: 'note' },
      ]),
    );

    const done = await importCsv(original);
    expect(done.status, done.text).toBe(200);
    const db = t.database.db;
    const [shirt] = await db.select().from(products).where(eq(products.name, 'Example T-Shirt'));
    const shirtOptions = await db
      .select({ name: productOptions.name, values: productOptions.values })
      .from(productOptions)
      .where(eq(productOptions.productId, shirt!.id))
      .orderBy(asc(productOptions.position));
    expect(shirtOptions).toEqual([
      { name: 'Color', values: ['Green', 'Blue', 'Gray', 'Purple'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ]);
    const shirtVariants = await db.select().from(productVariants).where(eq(productVariants.productId, shirt!.id));
    expect(shirtVariants).toHaveLength(12);
    const bySku = (sku: string) => shirtVariants.find((v) => v.sku === sku);
    expect(bySku('SRT_COT_111')).toMatchObject({
      title: 'Color Green / S',
      // No Compare At Price: the MRP is the price, and there is no separate selling price (no discount).
      mrpPaise: 25_00,
      sellingPricePaise: null,
      stock: 0,
      weightGrams: 145,
      barcode: '365275101829',
    });
    expect(bySku('SRT_COT_433')).toMatchObject({ title: 'Color Purple / L', mrpPaise: 25_00 });

    const [jeans] = await db.select().from(products).where(eq(products.name, 'Example Jeans'));
    const jeansVariants = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, jeans!.id))
      .orderBy(asc(productVariants.sku));
    expect(jeansVariants.map((v) => [v.sku, v.title, v.mrpPaise, v.sellingPricePaise, v.weightGrams, v.stock])).toEqual(
      [
        ['PNT_DEN_285', 'Size 28', 95_00, null, 227, 20],
        ['PNT_DEN_305', 'Size 30', 95_00, null, 283, 15],
        ['PNT_DEN_405', 'Size 40', 95_00, null, 397, 10],
      ],
    );
    expect(await db.$count(products, eq(products.name, 'Example Beanie'))).toBe(0);
  });
});
