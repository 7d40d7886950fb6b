import { describe, expect, it } from 'vitest';
import {
  PRODUCT_FORM_MESSAGES,
  parseCommaList,
  parseRupees,
  parseSpecifications,
  productFormSchema,
} from './product-form';

const valid = {
  name: ' Kettle ',
  description: 'Boils water.',
  mrp: '1999',
  sellingPrice: '1499.5',
  category: 'Home',
  stock: '10',
};

const message = (input: Record<string, unknown>) => productFormSchema.safeParse(input).error?.issues[0]?.message;

describe('productFormSchema', () => {
  it('parses the text a form sends', () => {
    expect(productFormSchema.parse({ ...valid, tags: 'a, b', specialFeatures: '', specifications: 'k: v' })).toEqual({
      name: 'Kettle',
      description: 'Boils water.',
      mrp: 1999,
      sellingPrice: 1499.5,
      category: 'Home',
      stock: 10,
      tags: ['a', 'b'],
      specialFeatures: [],
      specifications: { k: 'v' },
      sku: undefined,
      existingImages: undefined,
    });
  });

  it('empties the selling price when blank or equal to the MRP', () => {
    expect(productFormSchema.parse({ ...valid, sellingPrice: '' }).sellingPrice).toBeNull();
    expect(productFormSchema.parse({ ...valid, sellingPrice: '1999.00' }).sellingPrice).toBeNull();
    expect(productFormSchema.parse({ ...valid, sellingPrice: undefined }).sellingPrice).toBeNull();
    expect(message({ ...valid, sellingPrice: '2000' })).toBe(PRODUCT_FORM_MESSAGES.sellingPriceAboveMrp);
  });

  it.each([
    ['name', PRODUCT_FORM_MESSAGES.nameRequired],
    ['category', PRODUCT_FORM_MESSAGES.categoryRequired],
    ['mrp', PRODUCT_FORM_MESSAGES.mrpRequired],
    ['stock', PRODUCT_FORM_MESSAGES.stockRequired],
    ['description', PRODUCT_FORM_MESSAGES.descriptionRequired],
  ])('requires %s', (field, text) => {
    expect(message({ ...valid, [field]: undefined })).toBe(text);
    expect(message({ ...valid, [field]: '  ' })).toBe(text);
  });

  it('takes JSON types from API clients', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      mrp: 10.5,
      sellingPrice: 9,
      stock: 0,
      tags: ['x', 'y, z'],
      existingImages: ['/a.webp'],
    });
    expect(parsed).toMatchObject({
      mrp: 10.5,
      sellingPrice: 9,
      stock: 0,
      tags: ['x', 'y', 'z'],
      existingImages: ['/a.webp'],
    });
    expect(message({ ...valid, mrp: 10.555 })).toBe(PRODUCT_FORM_MESSAGES.invalidMrp);
    expect(message({ ...valid, stock: 1.5 })).toBe(PRODUCT_FORM_MESSAGES.invalidStock);
  });

  it('reads existingImages as a JSON array', () => {
    expect(
      productFormSchema.parse({ ...valid, existingImages: '["/b.webp","/a.webp","/b.webp"]' }).existingImages,
    ).toEqual(['/b.webp', '/a.webp']);
    expect(productFormSchema.parse({ ...valid, existingImages: '' }).existingImages).toEqual([]);
    expect(message({ ...valid, existingImages: '{"a":1}' })).toBe(PRODUCT_FORM_MESSAGES.invalidExistingImages);
  });
});

describe('parseSpecifications', () => {
  it('reads JSON objects and key:value pairs', () => {
    expect(parseSpecifications('{"A": "1", "B": 2, "C": true, "D": null}')).toEqual({
      ok: true,
      value: { A: '1', B: '2', C: 'true' },
    });
    expect(parseSpecifications('Screen: 6.1", Ratio: 19.5:9,')).toEqual({
      ok: true,
      value: { Screen: '6.1"', Ratio: '19.5:9' },
    });
    expect(parseSpecifications('')).toEqual({ ok: true, value: {} });
    expect(parseSpecifications({ A: 'x' })).toEqual({ ok: true, value: { A: 'x' } });
  });

  it('keeps __proto__ an ordinary key', () => {
    const result = parseSpecifications('{"__proto__": "x", "a": "b"}');
    expect(result.ok && Object.keys(result.value)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['{"A": ', PRODUCT_FORM_MESSAGES.invalidSpecificationsJson],
    ['[1, 2]', PRODUCT_FORM_MESSAGES.invalidSpecificationsJson],
    ['{"A": [1]}', PRODUCT_FORM_MESSAGES.specificationValueNotText],
    ['Colour', PRODUCT_FORM_MESSAGES.specificationPairInvalid('Colour')],
    [':value', PRODUCT_FORM_MESSAGES.specificationPairInvalid(':value')],
  ])('rejects %j', (input, text) => {
    expect(parseSpecifications(input)).toEqual({ ok: false, message: text });
  });
});

describe('small parsers', () => {
  it('splits comma lists, trimming and dropping blanks and repeats', () => {
    expect(parseCommaList(' a,b ,, A, c ')).toEqual(['a', 'b', 'c']);
    expect(parseCommaList(undefined)).toEqual([]);
  });

  it('reads rupees as typed', () => {
    expect(parseRupees('1,23,456.50')).toBe(123456.5);
    expect(parseRupees('₹ 999')).toBe(999);
    expect(parseRupees('Rs. 10')).toBe(10);
    expect(parseRupees('10.123')).toBeNull();
    expect(parseRupees('1e3')).toBeNull();
    expect(parseRupees(0.1 + 0.2)).toBe(0.3);
    expect(parseRupees(0.305)).toBeNull();
    expect(parseRupees(19.99)).toBe(19.99);
  });
});
