import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@shop/shared/schemas/catalog';
import { applyToRows, changedVariants, discardedByOptions, toVariantRow, validateVariantGrid } from './variant-grid';

const variant = (id: string, values: string[], stock: number, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: id,
  title: values.join(' / '),
  optionValues: values,
  sku: `SKU-${id}`,
  barcode: null,
  mrp: 1999,
  sellingPrice: 1499,
  stock,
  weightGrams: 250,
  images: [],
  active: true,
  isDefault: false,
  gstRate: 5,
  ...extra,
});

describe('variant grid', () => {
  const saved = [variant('a', ['M', 'Blue'], 2), variant('b', ['M', 'White'], 0)].map(toVariantRow);

  it('marks a SKU typed twice on both rows, a bad barcode and an MRP below the price', () => {
    const rows = [
      { ...saved[0]!, sku: 'dup', barcode: '12345' },
      { ...saved[1]!, sku: 'DUP', mrp: '999' },
    ];
    expect(validateVariantGrid(rows)).toEqual({
      a: {
        sku: 'SKU dup is given to more than one variant',
        barcode: 'Barcode must be an EAN or GTIN of 8, 12, 13 or 14 digits',
      },
      b: { sku: 'SKU DUP is given to more than one variant', mrp: 'The selling price cannot be above the MRP' },
    });
    expect(validateVariantGrid(saved)).toEqual({});
  });

  it('sends only changed fields of changed rows, price and MRP together', () => {
    const rows = applyToRows(saved, new Set(['b']), 'stock', '9').map((r) =>
      r.id === 'a' ? { ...r, mrp: '2499' } : r,
    );
    expect(changedVariants(rows, saved)).toEqual([
      { id: 'a', mrp: 2499, sellingPrice: 1499 },
      { id: 'b', stock: 9 },
    ]);
    expect(changedVariants(applyToRows(saved, new Set(), 'price', ''), saved)).toEqual([
      { id: 'a', mrp: 1999, sellingPrice: null },
      { id: 'b', mrp: 1999, sellingPrice: null },
    ]);
  });

  it("edits a variant's own net quantity: blank is the product's, a number goes with its unit (decision 270)", () => {
    const own = [variant('a', ['500 ml'], 2, { netQuantity: 500, netQuantityUnit: 'ml' }), variant('b', ['200 ml'], 1)];
    const rows = own.map(toVariantRow);
    expect(rows.map((r) => [r.netQuantity, r.netQuantityUnit])).toEqual([
      ['500', 'ml'],
      ['', ''],
    ]);
    expect(
      validateVariantGrid([
        { ...rows[0]!, netQuantity: '0' },
        { ...rows[1]!, netQuantity: 'half' },
      ]),
    ).toEqual({
      a: { netQuantity: 'Net quantity must be a number greater than 0' },
      b: { netQuantity: 'Net quantity must be a number greater than 0' },
    });
    const edited = [
      { ...rows[0]!, netQuantity: '' },
      { ...rows[1]!, netQuantity: '0.2', netQuantityUnit: 'l' as const },
    ];
    expect(validateVariantGrid(edited)).toEqual({});
    expect(changedVariants(edited, rows)).toEqual([
      { id: 'a', netQuantity: null },
      { id: 'b', netQuantity: 0.2, netQuantityUnit: 'l' },
    ]);
    expect(changedVariants(applyToRows(rows, new Set(), 'netQuantity', '250'), rows)).toEqual([
      { id: 'a', netQuantity: 250, netQuantityUnit: 'ml' },
      { id: 'b', netQuantity: 250 },
    ]);
  });

  it('counts the variants and units new options would discard', () => {
    const grid = [variant('a', ['M', 'Blue'], 2), variant('b', ['M', 'White'], 3)];
    expect(discardedByOptions(grid, [{ values: ['M'] }, { values: ['blue', 'Black'] }])).toEqual({
      count: 1,
      units: 3,
    });
    expect(discardedByOptions(grid, [])).toEqual({ count: 2, units: 5 });
    expect(discardedByOptions([variant('d', [], 7, { isDefault: true })], [{ values: ['S'] }])).toEqual({
      count: 1,
      units: 7,
    });
  });
});
