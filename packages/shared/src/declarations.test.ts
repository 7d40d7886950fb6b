import { describe, expect, it } from 'vitest';
import {
  declarationsOf,
  formatMonth,
  formatNetQuantity,
  formatUnitSalePrice,
  missingDeclarations,
  netQuantityOf,
  perInWords,
  unitSalePrice,
  variantUnitSalePrices,
} from './declarations';
import { productDeclarationsSchema, readDeclarations } from './schemas/declarations';
import { grievanceDeadlines } from './schemas/grievance';

describe('unitSalePrice (Legal Metrology rule 6(11))', () => {
  it('prices per gram under 1 kg, with the per-100 g reading', () => {
    expect(unitSalePrice(450_00, 500, 'g')).toEqual({ paise: 90, per: '1 g', per100: { paise: 90_00, per: '100 g' } });
    expect(unitSalePrice(199_00, 200, 'ml')).toEqual({
      paise: 100,
      per: '1 ml',
      per100: { paise: 99_50, per: '100 ml' },
    });
  });
  it('prices per kilogram or litre from 1 kg / 1 litre, whatever unit was typed', () => {
    expect(unitSalePrice(1200_00, 1.5, 'kg')).toEqual({ paise: 800_00, per: '1 kg' });
    expect(unitSalePrice(1200_00, 1500, 'g')).toEqual({ paise: 800_00, per: '1 kg' });
    expect(unitSalePrice(899_00, 1, 'l')).toEqual({ paise: 899_00, per: '1 l' });
    expect(unitSalePrice(2499_00, 10, 'm')).toEqual({ paise: 249_90, per: '1 m' });
  });
  it('prices per unit for goods sold by number, and not at all for a single unit', () => {
    expect(unitSalePrice(120_00, 10, 'unit')).toEqual({ paise: 12_00, per: '1 unit' });
    expect(unitSalePrice(1499_00, 1, 'unit')).toBeNull();
    expect(unitSalePrice(100_00, null, 'g')).toBeNull();
  });
  it('rounds to whole paise (two decimals of a rupee)', () => {
    expect(unitSalePrice(100_00, 3, 'unit')).toEqual({ paise: 33_33, per: '1 unit' });
  });
});

describe('missingDeclarations', () => {
  const complete = productDeclarationsSchema.parse({
    countryOfOrigin: 'India',
    genericName: 'Tea',
    makerName: 'Chai Bagh',
    makerAddress: 'Dibrugarh, Assam',
    netQuantity: 500,
    netQuantityUnit: 'g',
    manufacturedMonth: '2026-09',
  });
  it('is empty for a complete declaration, and asks food for its best-before', () => {
    expect(missingDeclarations(complete)).toEqual([]);
    expect(missingDeclarations({ ...complete, isFood: true })).toEqual(['bestBefore']);
  });
  it('asks for the importer of goods made abroad', () => {
    expect(missingDeclarations({ ...complete, countryOfOrigin: 'China' })).toEqual(['importer']);
    expect(missingDeclarations({ ...complete, countryOfOrigin: 'China', makerRole: 'importer' })).toEqual([]);
  });
  it('reads stored JSON leniently', () => {
    expect(readDeclarations({ genericName: 'Tea', manufacturedMonth: 'soon' })).toMatchObject({
      genericName: 'Tea',
      manufacturedMonth: '',
    });
    expect(formatNetQuantity(1.2, 'kg')).toBe('1.2 kg');
    expect(formatNetQuantity(1, 'l')).toBe('1 L');
  });
});

describe('grievanceDeadlines', () => {
  it('acknowledges within 48 hours and resolves within one calendar month', () => {
    const received = new Date('2026-01-31T10:00:00Z');
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(received);
    expect(acknowledgeBy.toISOString()).toBe('2026-02-02T10:00:00.000Z');
    expect(resolveBy.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(grievanceDeadlines(new Date('2026-03-15T08:00:00Z')).resolveBy.toISOString()).toBe(
      '2026-04-15T08:00:00.000Z',
    );
  });
});

describe('formatUnitSalePrice (units written out on every screen, mail and PDF)', () => {
  it('says "per litre", never "per l"', () => {
    expect(formatUnitSalePrice({ paise: 1599_00, per: '1 l' })).toBe('₹1,599.00 per litre');
    expect(formatUnitSalePrice({ paise: 800_00, per: '1 kg' })).toBe('₹800.00 per kilogram');
    expect(formatUnitSalePrice({ paise: 25_00, per: '1 unit' })).toBe('₹25.00 per unit');
  });

  it('writes the per-100 reading out in the plural', () => {
    expect(formatUnitSalePrice({ paise: 90, per: '1 g', per100: { paise: 90_00, per: '100 g' } })).toBe(
      '₹0.90 per gram (₹90.00 per 100 grams)',
    );
    expect(perInWords('100 ml')).toBe('100 millilitres');
    expect(perInWords('1 m')).toBe('metre');
  });

  it('leaves a reading it does not know as it came', () => {
    expect(perInWords('1 dozen')).toBe('1 dozen');
  });
});

describe('formatMonth', () => {
  it('names the month of manufacture in words', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2025-12')).toBe('December 2025');
  });

  it('leaves what is not a month as it came', () => {
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('March')).toBe('March');
  });
});

describe('net quantity per variant (decision 270)', () => {
  const product = productDeclarationsSchema.parse({
    countryOfOrigin: 'India',
    genericName: 'Shampoo',
    makerName: 'Nila Naturals',
    makerAddress: 'Mysuru, Karnataka',
    netQuantity: 200,
    netQuantityUnit: 'ml',
    manufacturedMonth: '2026-09',
  });
  const large = { netQuantity: 500, netQuantityUnit: 'ml' } as const;

  it("takes the variant's own quantity, else the product's", () => {
    expect(netQuantityOf(large, product)).toEqual({ quantity: 500, unit: 'ml' });
    expect(netQuantityOf({ netQuantity: 1, netQuantityUnit: 'l' }, product)).toEqual({ quantity: 1, unit: 'l' });
    expect(netQuantityOf({ netQuantity: null, netQuantityUnit: null }, product)).toEqual({ quantity: 200, unit: 'ml' });
    expect(netQuantityOf({}, product)).toEqual({ quantity: 200, unit: 'ml' });
    expect(netQuantityOf(undefined, product)).toEqual({ quantity: 200, unit: 'ml' });
    expect(declarationsOf(large, product)).toEqual({ ...product, netQuantity: 500 });
    expect(declarationsOf({}, product)).toBe(product);
  });

  it('prices each package per unit of its own quantity', () => {
    // ₹400 for 500 ml is ₹0.80 per ml; the same price for the product's 200 ml would be ₹2.00.
    expect(variantUnitSalePrices(large, product, { mrpPaise: 400_00, sellingPricePaise: null })).toEqual({
      unitSalePrice: { paise: 80, per: '1 ml', per100: { paise: 80_00, per: '100 ml' } },
      unitSalePriceAtSellingPrice: null,
    });
    expect(variantUnitSalePrices({}, product, { mrpPaise: 250_00, sellingPricePaise: 200_00 })).toEqual({
      unitSalePrice: { paise: 125, per: '1 ml', per100: { paise: 125_00, per: '100 ml' } },
      unitSalePriceAtSellingPrice: { paise: 100, per: '1 ml', per100: { paise: 100_00, per: '100 ml' } },
    });
    expect(
      variantUnitSalePrices({ netQuantity: 1.5, netQuantityUnit: 'l' }, product, {
        mrpPaise: 900_00,
        sellingPricePaise: null,
      }).unitSalePrice,
    ).toEqual({ paise: 600_00, per: '1 l' });
  });

  it('owes the net quantity while an active variant has none of its own and the product none', () => {
    const bare = { ...product, netQuantity: null };
    expect(missingDeclarations(bare)).toEqual(['netQuantity']);
    expect(missingDeclarations(bare, [large, {}])).toEqual(['netQuantity']);
    expect(missingDeclarations(bare, [large, { netQuantity: 200, netQuantityUnit: 'ml' }])).toEqual([]);
    // The product's quantity covers the variants without their own.
    expect(missingDeclarations(product, [large, {}])).toEqual([]);
  });
});
