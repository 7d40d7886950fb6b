import { z } from 'zod';
import { DECLARATION_MESSAGES } from '../declarations';
import { productDeclarationsSchema, type ProductDeclarations } from './declarations';
import { HSN_MESSAGE, HSN_PATTERN } from '../gst';
import { isUqc, UQC_MESSAGE, uqcOf } from '../uqc';

/**
 * The admin product form (docs/product.md#validation), as the browser sends it: every field is text (multipart form
 * data), or the matching JSON type for API clients. One schema for the form and the server, so both give
 * the same messages.
 */

export const MAX_PRODUCT_IMAGES = 8;
/** What the file picker offers; the server checks the bytes, never the name or the declared type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
/** Highest price accepted: 1 crore rupees (paise stay well inside a 32-bit integer). */
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_LIST_ENTRIES = 30;
export const MAX_SPECIFICATIONS = 50;
/** Heaviest packed product accepted: 100 kg (Shiprocket's couriers take parcels far below that). */
export const MAX_WEIGHT_GRAMS = 100_000;
/** The packed weight a product without one is shipped as (docs/decisions/064-parcel-weight.md). */
export const DEFAULT_PRODUCT_WEIGHT_GRAMS = 500;
/** Longest warranty a product may state: 10 years (docs/decisions/140-texts-from-data.md). */
export const MAX_WARRANTY_MONTHS = 120;

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Product name is required',
  categoryRequired: 'Category is required',
  mrpRequired: 'MRP is required',
  stockRequired: 'Stock quantity is required',
  descriptionRequired: 'Description is required',
  nameTooLong: 'Product name must be at most 200 characters',
  categoryTooLong: 'Category must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 10000 characters',
  invalidMrp: 'MRP must be a number greater than 0 with at most 2 decimals',
  invalidSellingPrice: 'Selling price must be a number greater than 0 with at most 2 decimals',
  sellingPriceAboveMrp: 'Selling price cannot be more than the MRP',
  invalidStock: 'Stock quantity must be a whole number of 0 or more',
  invalidSku: 'SKU may contain letters, digits, dots, dashes and underscores (at most 64 characters)',
  tooManyTags: `At most ${MAX_LIST_ENTRIES} tags`,
  tagTooLong: 'Each tag must be at most 50 characters',
  tooManyFeatures: `At most ${MAX_LIST_ENTRIES} special features`,
  featureTooLong: 'Each special feature must be at most 200 characters',
  invalidSpecificationsJson:
    'Specifications must be a JSON object such as {"Colour": "Black"}, or key:value pairs separated by commas',
  specificationValueNotText: 'Each specification value must be text or a number',
  specificationPairInvalid: (part: string) =>
    `Specification "${part.length > 40 ? `${part.slice(0, 40)}...` : part}" is not a key:value pair`,
  tooManySpecifications: `At most ${MAX_SPECIFICATIONS} specifications`,
  specificationTooLong: 'Specification names must be at most 100 characters and values at most 500',
  invalidExistingImages: 'existingImages must be a JSON array of image paths',
  tooManyImages: `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
  notAnImage: 'Only image files (JPEG, PNG, WebP, AVIF or GIF) can be uploaded',
  imageTooLarge: (limitBytes: number) => `Each image must be at most ${formatMegabytes(limitBytes)}`,
  unknownImage: 'An image to keep does not belong to this product',
  invalidGstRate: 'GST rate must be a number of percent, such as 5 or 18',
  invalidHsn: HSN_MESSAGE,
  invalidWeight: `Weight must be a whole number of grams from 1 to ${MAX_WEIGHT_GRAMS}`,
  invalidWarranty: `Warranty must be a whole number of months from 1 to ${MAX_WARRANTY_MONTHS}, or empty for none`,
  nameHiTooLong: 'Product name (Hindi) must be at most 200 characters',
  descriptionHiTooLong: 'Description (Hindi) must be at most 10000 characters',
  categoryHiTooLong: 'Category (Hindi) must be at most 100 characters',
  skuTaken: (sku: string) => `A product with SKU ${sku} already exists`,
  productDeleted: 'Product deleted',
} as const;

function formatMegabytes(bytes: number): string {
  const mb = bytes / 1_048_576;
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

type Issue = { ok: false; message: string };
type Parsed<T> = { ok: true; value: T } | Issue;

const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** 'a, b,,  c' -> ['a', 'b', 'c']; duplicates (ignoring case) are kept once, in their first spelling. */
export function parseCommaList(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/**
 * Specifications are a JSON object, or else 'key:value' pairs separated by commas ('Colour: Black, Size:
 * 16:9' keeps everything after the first colon). Text that starts like JSON must be valid JSON, so a typo
 * in a JSON object is reported instead of being stored as odd pairs.
 */
export function parseSpecifications(value: unknown): Parsed<Record<string, string>> {
  if (value === undefined || value === null) return { ok: true, value: {} };
  let entries: [string, unknown][];
  if (typeof value === 'object') {
    if (Array.isArray(value)) return { ok: false, message: PRODUCT_FORM_MESSAGES.invalidSpecificationsJson };
    entries = Object.entries(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return { ok: true, value: {} };
    if (text.startsWith('{') || text.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return { ok: false, message: PRODUCT_FORM_MESSAGES.invalidSpecificationsJson };
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return { ok: false, message: PRODUCT_FORM_MESSAGES.invalidSpecificationsJson };
      }
      entries = Object.entries(parsed);
    } else {
      entries = [];
      for (const part of text.split(',')) {
        const pair = part.trim();
        if (!pair) continue;
        const colon = pair.indexOf(':');
        if (colon <= 0) return { ok: false, message: PRODUCT_FORM_MESSAGES.specificationPairInvalid(pair) };
        entries.push([pair.slice(0, colon), pair.slice(colon + 1)]);
      }
    }
  } else {
    return { ok: false, message: PRODUCT_FORM_MESSAGES.invalidSpecificationsJson };
  }

  const out: Record<string, string> = {};
  for (const [rawKey, rawValue] of entries) {
    const key = rawKey.trim();
    if (rawValue === null || rawValue === undefined) continue;
    if (typeof rawValue !== 'string' && typeof rawValue !== 'number' && typeof rawValue !== 'boolean') {
      return { ok: false, message: PRODUCT_FORM_MESSAGES.specificationValueNotText };
    }
    const text = String(rawValue).trim();
    if (!key) return { ok: false, message: PRODUCT_FORM_MESSAGES.specificationPairInvalid(`:${text}`) };
    if (key.length > 100 || text.length > 500)
      return { ok: false, message: PRODUCT_FORM_MESSAGES.specificationTooLong };
    // Object.defineProperty keeps a key such as '__proto__' an ordinary entry.
    Object.defineProperty(out, key, { value: text, enumerable: true, writable: true, configurable: true });
  }
  if (Object.keys(out).length > MAX_SPECIFICATIONS)
    return { ok: false, message: PRODUCT_FORM_MESSAGES.tooManySpecifications };
  return { ok: true, value: out };
}

/** Rupees with at most 2 decimals; '1,299.50' and '₹ 999' are read as the admin typed them. */
export function parseRupees(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? Math.round(value * 100) / 100 : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100) / 100;
}

function parseExistingImages(value: unknown): Parsed<string[] | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return { ok: true, value: [] };
    try {
      list = JSON.parse(text);
    } catch {
      return { ok: false, message: PRODUCT_FORM_MESSAGES.invalidExistingImages };
    }
  }
  if (!Array.isArray(list) || list.some((v) => typeof v !== 'string' || v.length > 500)) {
    return { ok: false, message: PRODUCT_FORM_MESSAGES.invalidExistingImages };
  }
  return { ok: true, value: [...new Set(list as string[])] };
}

/** Undefined keeps the product's declarations (edit) or leaves them empty (create); text must be JSON. */
function parseDeclarations(value: unknown): Parsed<ProductDeclarations | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  let data: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim()) return { ok: true, value: undefined };
    try {
      data = JSON.parse(value);
    } catch {
      return { ok: false, message: DECLARATION_MESSAGES.invalidJson };
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, message: DECLARATION_MESSAGES.invalidJson };
  const parsed = productDeclarationsSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? DECLARATION_MESSAGES.invalidJson };
  return { ok: true, value: parsed.data };
}

/**
 * An optional Hindi text beside the English (decision 258): undefined when the field is left out (the product keeps
 * its own), null when sent empty (cleared), else the text; false when longer than `max`.
 */
function hindiText(value: unknown, max: number): string | null | undefined | false {
  if (value === undefined) return undefined;
  const text = value === null ? '' : asText(value);
  if (text === undefined) return false;
  if (text.length > max) return false;
  return text === '' ? null : text.normalize('NFC');
}

/** Any value: the transform below reads each field and gives the form's own message. */
const formField = z.unknown().optional();

const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Parses the product form. Output money is in rupees (2 decimals); `sellingPrice` is null when left empty or
 * equal to the MRP; `sku` undefined means 'generate one' (create) or 'keep it' (edit); `existingImages`
 * undefined means 'keep every current image' (edit).
 */
export const productFormSchema = z
  .object({
    name: formField,
    description: formField,
    mrp: formField,
    sellingPrice: formField,
    category: formField,
    stock: formField,
    tags: formField,
    specialFeatures: formField,
    specifications: formField,
    sku: formField,
    gstRate: formField,
    hsn: formField,
    uqc: formField,
    declarations: formField,
    weightGrams: formField,
    warrantyMonths: formField,
    existingImages: formField,
    nameHi: formField,
    descriptionHi: formField,
    categoryHi: formField,
  })
  .transform((raw, ctx) => {
    const fail = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
      return z.NEVER;
    };
    const name = asText(raw.name);
    if (!name) return fail(PRODUCT_FORM_MESSAGES.nameRequired, 'name');
    if (name.length > 200) return fail(PRODUCT_FORM_MESSAGES.nameTooLong, 'name');
    const category = asText(raw.category);
    if (!category) return fail(PRODUCT_FORM_MESSAGES.categoryRequired, 'category');
    if (category.length > 100) return fail(PRODUCT_FORM_MESSAGES.categoryTooLong, 'category');

    const mrpText = asText(raw.mrp);
    if (!mrpText) return fail(PRODUCT_FORM_MESSAGES.mrpRequired, 'mrp');
    const mrp = parseRupees(typeof raw.mrp === 'number' ? raw.mrp : mrpText);
    if (mrp === null || mrp <= 0 || mrp > MAX_PRICE_RUPEES) return fail(PRODUCT_FORM_MESSAGES.invalidMrp, 'mrp');

    const sellingText = asText(raw.sellingPrice);
    let sellingPrice: number | null = null;
    if (sellingText) {
      const parsed = parseRupees(typeof raw.sellingPrice === 'number' ? raw.sellingPrice : sellingText);
      if (parsed === null || parsed <= 0) return fail(PRODUCT_FORM_MESSAGES.invalidSellingPrice, 'sellingPrice');
      if (parsed > mrp) return fail(PRODUCT_FORM_MESSAGES.sellingPriceAboveMrp, 'sellingPrice');
      sellingPrice = parsed === mrp ? null : parsed;
    }

    const stockText = asText(raw.stock);
    if (!stockText) return fail(PRODUCT_FORM_MESSAGES.stockRequired, 'stock');
    if (!/^\d+$/.test(stockText) || Number(stockText) > MAX_STOCK)
      return fail(PRODUCT_FORM_MESSAGES.invalidStock, 'stock');
    const stock = Number(stockText);

    const description = asText(raw.description);
    if (!description) return fail(PRODUCT_FORM_MESSAGES.descriptionRequired, 'description');
    if (description.length > 10_000) return fail(PRODUCT_FORM_MESSAGES.descriptionTooLong, 'description');

    const tags = parseCommaList(raw.tags);
    if (tags.length > MAX_LIST_ENTRIES) return fail(PRODUCT_FORM_MESSAGES.tooManyTags, 'tags');
    if (tags.some((t) => t.length > 50)) return fail(PRODUCT_FORM_MESSAGES.tagTooLong, 'tags');
    const specialFeatures = parseCommaList(raw.specialFeatures);
    if (specialFeatures.length > MAX_LIST_ENTRIES)
      return fail(PRODUCT_FORM_MESSAGES.tooManyFeatures, 'specialFeatures');
    if (specialFeatures.some((t) => t.length > 200))
      return fail(PRODUCT_FORM_MESSAGES.featureTooLong, 'specialFeatures');

    const specifications = parseSpecifications(raw.specifications);
    if (!specifications.ok) return fail(specifications.message, 'specifications');

    const skuText = asText(raw.sku);
    if (skuText && !SKU_RE.test(skuText)) return fail(PRODUCT_FORM_MESSAGES.invalidSku, 'sku');

    // Left out: the product keeps its rate and HSN (a new one gets the standard rate and no HSN yet).
    const gstRateText = asText(raw.gstRate);
    // Only the form here: whether the shop offers the rate is checked against its settings (gstRateProblem, 422).
    const gstRate = gstRateText ? Number(gstRateText.replace(/%$/, '')) : undefined;
    if (gstRate !== undefined && !(Number.isFinite(gstRate) && gstRate >= 0 && gstRate <= 100))
      return fail(PRODUCT_FORM_MESSAGES.invalidGstRate, 'gstRate');
    const hsn = asText(raw.hsn);
    if (hsn && !HSN_PATTERN.test(hsn)) return fail(PRODUCT_FORM_MESSAGES.invalidHsn, 'hsn');
    // The GST unit of quantity (decision 172); left out: the product keeps its own (a new one counts in NOS).
    const uqc = asText(raw.uqc)?.toUpperCase();
    if (uqc && !isUqc(uqc)) return fail(UQC_MESSAGE, 'uqc');
    // The packed weight in grams (courier quotes and the Shiprocket parcel); left out: the product keeps its own.
    const weightText = asText(raw.weightGrams);
    const weightGrams = weightText ? Number(weightText) : undefined;
    if (
      weightGrams !== undefined &&
      !(/^\d+$/.test(weightText!) && weightGrams >= 1 && weightGrams <= MAX_WEIGHT_GRAMS)
    )
      return fail(PRODUCT_FORM_MESSAGES.invalidWeight, 'weightGrams');

    // Warranty in months: left out keeps the product's own; empty (or null) means no warranty badge.
    let warrantyMonths: number | null | undefined;
    if (raw.warrantyMonths === null) warrantyMonths = null;
    else if (raw.warrantyMonths !== undefined) {
      const warrantyText = asText(raw.warrantyMonths);
      if (warrantyText === undefined) return fail(PRODUCT_FORM_MESSAGES.invalidWarranty, 'warrantyMonths');
      warrantyMonths = warrantyText === '' ? null : Number(warrantyText);
      if (
        warrantyMonths !== null &&
        !(/^\d+$/.test(warrantyText) && warrantyMonths >= 1 && warrantyMonths <= MAX_WARRANTY_MONTHS)
      )
        return fail(PRODUCT_FORM_MESSAGES.invalidWarranty, 'warrantyMonths');
    }

    const declarations = parseDeclarations(raw.declarations);
    if (!declarations.ok) return fail(declarations.message, 'declarations');

    // The merchant's Hindi (decision 258): optional; English is shown where it is missing.
    const nameHi = hindiText(raw.nameHi, 200);
    if (nameHi === false) return fail(PRODUCT_FORM_MESSAGES.nameHiTooLong, 'nameHi');
    const descriptionHi = hindiText(raw.descriptionHi, 10_000);
    if (descriptionHi === false) return fail(PRODUCT_FORM_MESSAGES.descriptionHiTooLong, 'descriptionHi');
    const categoryHi = hindiText(raw.categoryHi, 100);
    if (categoryHi === false) return fail(PRODUCT_FORM_MESSAGES.categoryHiTooLong, 'categoryHi');

    const existingImages = parseExistingImages(raw.existingImages);
    if (!existingImages.ok) return fail(existingImages.message, 'existingImages');
    if ((existingImages.value?.length ?? 0) > MAX_PRODUCT_IMAGES)
      return fail(PRODUCT_FORM_MESSAGES.tooManyImages, 'existingImages');

    return {
      name,
      description,
      mrp,
      sellingPrice,
      category,
      stock,
      tags,
      specialFeatures,
      specifications: specifications.value,
      sku: skuText || undefined,
      gstRate,
      hsn: hsn || undefined,
      uqc: uqc ? uqcOf(uqc) : undefined,
      declarations: declarations.value,
      weightGrams,
      warrantyMonths,
      existingImages: existingImages.value,
      nameHi,
      descriptionHi,
      categoryHi,
    };
  });
export type ProductFormInput = z.output<typeof productFormSchema>;
