import { describe, expect, it } from 'vitest';
import { productDeclarationsSchema } from '@shop/shared/schemas/declarations';
import type { Product, ProductVariant } from '@shop/shared/schemas/catalog';
import { headlineVariant, productAsVariant, productShown } from './variant-choice';

// The figures a product page shows for a chosen variant (decisions 217, 221 and 270).

const declarations = productDeclarationsSchema.parse({ netQuantity: 200, netQuantityUnit: 'ml' });
const product = {
  _id: 'p',
  name: 'Nila Herbal Shampoo',
  mrp: 200,
  sellingPrice: null,
  sku: 'SHAM',
  stock: 10,
  images: ['shampoo.webp'],
  gstRate: 18,
  declarations,
  unitSalePrice: { paise: 100, per: '1 ml', per100: { paise: 100_00, per: '100 ml' } },
  unitSalePriceAtSellingPrice: null,
} as unknown as Product;

const variant = (id: string, mrp: number, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: id,
  title: `Size ${id}`,
  optionValues: [id],
  sku: `SHAM-${id}`,
  barcode: null,
  mrp,
  sellingPrice: null,
  stock: 5,
  weightGrams: 300,
  images: [],
  active: true,
  isDefault: false,
  gstRate: 18,
  ...extra,
});
const small = variant('200 ml', 200);
const large = variant('500 ml', 450, { sellingPrice: 400, netQuantity: 500, netQuantityUnit: 'ml' });
const options = [{ name: 'Size', values: ['200 ml', '500 ml'] }];

describe('productAsVariant', () => {
  it("declares the variant's own net quantity and prices it per unit of that quantity", () => {
    const shown = productAsVariant(product, large);
    expect(shown).toMatchObject({ mrp: 450, sellingPrice: 400, sku: 'SHAM-500 ml' });
    expect(shown.declarations).toMatchObject({ netQuantity: 500, netQuantityUnit: 'ml' });
    // ₹450 MRP for 500 ml: ₹0.90 per ml; ₹400 paid: ₹0.80 per ml (not ₹2.00 for the product's 200 ml).
    expect(shown.unitSalePrice).toEqual({ paise: 90, per: '1 ml', per100: { paise: 90_00, per: '100 ml' } });
    expect(shown.unitSalePriceAtSellingPrice).toEqual({
      paise: 80,
      per: '1 ml',
      per100: { paise: 80_00, per: '100 ml' },
    });
  });

  it("falls back to the product's net quantity for a variant without its own (or a cart line from before)", () => {
    const shown = productAsVariant(product, small);
    expect(shown.declarations).toMatchObject({ netQuantity: 200, netQuantityUnit: 'ml' });
    expect(shown.unitSalePrice).toEqual({ paise: 100, per: '1 ml', per100: { paise: 100_00, per: '100 ml' } });
    expect(shown.unitSalePriceAtSellingPrice).toBeNull();
  });
});

describe('productShown', () => {
  it("shows the cheapest variant's quantity before a choice, and leaves a product without options alone", () => {
    expect(headlineVariant([large, small])).toBe(small);
    expect(headlineVariant([large, { ...small, active: false }])).toBe(large);
    const cheaperLarge = { ...large, sellingPrice: 150 };
    const before = productShown({ ...product, mrp: 450, sellingPrice: 150 }, options, [small, cheaperLarge], null);
    expect(before.declarations?.netQuantity).toBe(500);
    expect(before.unitSalePriceAtSellingPrice).toEqual({
      paise: 30,
      per: '1 ml',
      per100: { paise: 30_00, per: '100 ml' },
    });
    expect(productShown(product, [], [], null)).toBe(product);
    expect(productShown(product, options, [small, large], large).declarations?.netQuantity).toBe(500);
  });
});
