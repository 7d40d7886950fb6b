import { describe, expect, it } from 'vitest';
import { EMPTY_DECLARATIONS } from '@shop/shared/schemas/declarations';
import type { Product } from '../types';
import {
  buildProductFormData,
  gstRateOptions,
  PRODUCT_FORM_MESSAGES,
  productToFormValues,
  validateProductForm,
} from './product-form';

const filled = {
  ...productToFormValues(),
  name: ' Steel Bottle ',
  description: 'Keeps water cold.',
  mrp: '1,299.50',
  sellingPrice: '999',
  category: 'Home',
  stock: '25',
  sku: 'HOME-BTL-1',
  gstRate: '18',
  hsn: '73239390',
  weightGrams: '450',
  warrantyMonths: '12',
  tags: 'steel, bottle',
  specialFeatures: 'Leak proof',
  specifications: 'Capacity: 1 L',
};

describe('validateProductForm', () => {
  it('builds the payload from valid text', () => {
    expect(validateProductForm(filled)).toEqual({
      ok: true,
      payload: {
        name: 'Steel Bottle',
        description: 'Keeps water cold.',
        nameHi: '',
        descriptionHi: '',
        categoryHi: '',
        mrp: 1299.5,
        sellingPrice: 999,
        category: 'Home',
        stock: 25,
        sku: 'HOME-BTL-1',
        gstRate: 18,
        hsn: '73239390',
        uqc: 'NOS',
        weightGrams: 450,
        warrantyMonths: 12,
        tags: ['steel', 'bottle'],
        specialFeatures: ['Leak proof'],
        specifications: { Capacity: '1 L' },
        declarations: EMPTY_DECLARATIONS,
      },
    });
  });

  // One bad field: the form is refused with that field's own message. The SKU format is one only the shared
  // schema checks; a selling price may not be above the MRP.
  it.each([
    { field: 'warrantyMonths', value: '0', message: PRODUCT_FORM_MESSAGES.invalidWarranty },
    { field: 'hsn', value: '7323939', message: PRODUCT_FORM_MESSAGES.invalidHsn },
    { field: 'gstRate', value: 'twelve', message: PRODUCT_FORM_MESSAGES.invalidGstRate },
    ...['0', '12.5', 'heavy', '100001'].map((value) => ({
      field: 'weightGrams',
      value,
      message: PRODUCT_FORM_MESSAGES.invalidWeight,
    })),
    { field: 'sellingPrice', value: '1500', message: PRODUCT_FORM_MESSAGES.sellingPriceAboveMrp },
    { field: 'sku', value: 'bad sku!', message: PRODUCT_FORM_MESSAGES.invalidSku },
  ])('refuses $field "$value" with the message on that field', ({ field, value, message }) => {
    expect(validateProductForm({ ...filled, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('takes an empty warranty as none', () => {
    const none = validateProductForm({ ...filled, warrantyMonths: '' });
    expect(none.ok && none.payload.warrantyMonths).toBeNull();
    const body = buildProductFormData({ ...(none.ok ? none.payload : ({} as never)) }, [], []);
    expect(body.get('warrantyMonths')).toBe('');
  });

  it('carries the legal declarations typed in the form, and names the field of a bad one', () => {
    const withDeclarations = {
      ...filled,
      countryOfOrigin: 'India',
      genericName: 'Water bottle',
      makerName: 'Steelco',
      makerAddress: 'Rajkot, Gujarat',
      netQuantity: '1',
      netQuantityUnit: 'l',
      manufacturedMonth: '2026-04',
    };
    const result = validateProductForm(withDeclarations);
    expect(result.ok && result.payload.declarations).toMatchObject({
      countryOfOrigin: 'India',
      netQuantity: 1,
      netQuantityUnit: 'l',
      isFood: false,
      manufacturedMonth: '2026-04',
    });
    expect(validateProductForm({ ...withDeclarations, netQuantity: 'half' })).toEqual({
      ok: false,
      errors: { netQuantity: 'Net quantity must be a number greater than 0' },
    });
    const body = buildProductFormData(result.ok ? result.payload : (undefined as never), [], []);
    expect(JSON.parse(body.get('declarations') as string)).toMatchObject({ genericName: 'Water bottle' });
  });

  it('sends the optional Hindi name, description and category name beside the English (decision 258)', () => {
    const result = validateProductForm({ ...filled, nameHi: ' स्टील की बोतल ', descriptionHi: '', categoryHi: 'घर' });
    expect(result).toMatchObject({
      ok: true,
      payload: { nameHi: 'स्टील की बोतल', descriptionHi: '', categoryHi: 'घर' },
    });
    const body = buildProductFormData(result.ok ? result.payload : (undefined as never), [], []);
    expect(body.get('nameHi')).toBe('स्टील की बोतल');
    // Sent empty: the server clears it, so the English is shown again.
    expect(body.get('descriptionHi')).toBe('');
    expect(validateProductForm({ ...filled, nameHi: 'क'.repeat(201) })).toEqual({
      ok: false,
      errors: { nameHi: PRODUCT_FORM_MESSAGES.nameHiTooLong },
    });
    const product = { nameHi: 'बोतल', descriptionHi: null, categoryHi: 'घर' } as Partial<Product>;
    expect(productToFormValues({ ...(product as Product), tags: [], specialFeatures: [] })).toMatchObject({
      nameHi: 'बोतल',
      descriptionHi: '',
      categoryHi: 'घर',
    });
  });

  it('starts a new product at 18% (the shop list of rates is checked by the server)', () => {
    expect(productToFormValues().gstRate).toBe('18');
  });

  it('takes the packed weight in whole grams, or none (the server keeps or defaults it)', () => {
    expect(validateProductForm({ ...filled, weightGrams: '' })).toMatchObject({
      ok: true,
      payload: { weightGrams: null },
    });
    const result = validateProductForm(filled);
    if (!result.ok) throw new Error('expected a valid form');
    expect(buildProductFormData(result.payload, [], []).get('weightGrams')).toBe('450');
    expect(buildProductFormData({ ...result.payload, weightGrams: null }, [], []).has('weightGrams')).toBe(false);
  });

  it('requires name, description, category, MRP and stock', () => {
    const result = validateProductForm(productToFormValues());
    expect(result).toEqual({
      ok: false,
      errors: {
        name: PRODUCT_FORM_MESSAGES.nameRequired,
        description: PRODUCT_FORM_MESSAGES.descriptionRequired,
        category: PRODUCT_FORM_MESSAGES.categoryRequired,
        mrp: PRODUCT_FORM_MESSAGES.mrpRequired,
        stock: PRODUCT_FORM_MESSAGES.stockRequired,
      },
    });
  });

  it('drops a selling price equal to the MRP', () => {
    const same = validateProductForm({ ...filled, mrp: '999', sellingPrice: '999.00' });
    expect(same.ok && same.payload.sellingPrice).toBeNull();
  });

  it('refuses non-numeric prices and fractional or negative stock', () => {
    const result = validateProductForm({ ...filled, mrp: 'abc', sellingPrice: '-1', stock: '2.5' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.mrp).toBe(PRODUCT_FORM_MESSAGES.invalidMrp);
      expect(result.errors.sellingPrice).toBe(PRODUCT_FORM_MESSAGES.invalidSellingPrice);
      expect(result.errors.stock).toBe(PRODUCT_FORM_MESSAGES.invalidStock);
    }
  });

  it('reports bad specifications on their field', () => {
    const result = validateProductForm({ ...filled, specifications: 'nonsense' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['specifications']);
  });
});

describe('productToFormValues', () => {
  it('empties a selling price equal to the MRP', () => {
    const product = {
      mrp: 500,
      sellingPrice: 500,
      tags: ['a', 'b'],
      specialFeatures: [],
      specifications: {},
    } as unknown as Product;
    const values = productToFormValues(product);
    expect(values.sellingPrice).toBe('');
    expect(values.tags).toBe('a, b');
  });
});

describe('buildProductFormData', () => {
  it('sends text fields, JSON specifications, kept pictures and one part per file', () => {
    const result = validateProductForm({ ...filled, sellingPrice: '' });
    if (!result.ok) throw new Error('expected a valid form');
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    const form = buildProductFormData(result.payload, ['/uploads/products/x.webp'], files);
    expect(form.get('sellingPrice')).toBe('');
    expect(form.get('mrp')).toBe('1299.5');
    expect(form.get('tags')).toBe('steel,bottle');
    expect(form.get('sku')).toBe('HOME-BTL-1');
    expect(JSON.parse(form.get('specifications') as string)).toEqual({ Capacity: '1 L' });
    expect(JSON.parse(form.get('existingImages') as string)).toEqual(['/uploads/products/x.webp']);
    expect(form.getAll('images')).toHaveLength(2);
  });
});

describe('gstRateOptions', () => {
  it("offers the shop's rates, and keeps a product's own rate the shop no longer offers", () => {
    expect(gstRateOptions([0, 5, 18])).toEqual([
      { value: '0', label: '0% (exempt)' },
      { value: '5', label: '5%' },
      { value: '18', label: '18%' },
    ]);
    expect(gstRateOptions([0.25, 3, 18], 40).map((o) => o.label)).toEqual([
      '0.25%',
      '3%',
      '18%',
      "40% (no longer in the shop's list)",
    ]);
    expect(gstRateOptions([5, 18], 18)).toHaveLength(2);
  });
});
