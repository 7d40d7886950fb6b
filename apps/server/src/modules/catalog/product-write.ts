import { randomInt } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { PRODUCT_FORM_MESSAGES, productFormSchema, type ProductFormInput } from '@shop/shared/schemas/product-form';
import { badRequest, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { CatalogAdminRepository, LockedProduct, ProductWrite } from './catalog.admin.repository';

const SKU_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'Electronics' -> 'ELE-7KQ2M9XA': readable, and 32^8 combinations make a clash rare (it is still checked). */
function generateSku(categoryName: string): string {
  const prefix =
    categoryName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += SKU_ALPHABET[randomInt(SKU_ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

export function parseForm(fields: Record<string, unknown>): ProductFormInput {
  const parsed = productFormSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid product form');
  return parsed.data;
}

/** The form's SKU when free; without one, the product's own (edit) or a generated free one (create). */
export async function pickSku(
  txRepo: CatalogAdminRepository,
  form: ProductFormInput,
  categoryName: string,
  current?: LockedProduct,
) {
  if (!form.sku) {
    if (current) return current.sku;
    for (let attempt = 0; attempt < 5; attempt++) {
      const sku = generateSku(categoryName);
      if (!(await txRepo.isSkuTaken(sku))) return sku;
    }
    throw conflict('Could not generate a free SKU. Please enter one.');
  }
  if (form.sku !== current?.sku && (await txRepo.isSkuTaken(form.sku, current?.id))) {
    throw conflict(PRODUCT_FORM_MESSAGES.skuTaken(form.sku));
  }
  return form.sku;
}

export function toWrite(
  form: ProductFormInput,
  category: { id: string; name: string },
  sku: string,
  pictures: string[],
): ProductWrite {
  return {
    name: form.name,
    description: form.description,
    mrpPaise: rupeesToPaise(form.mrp),
    sellingPricePaise: form.sellingPrice === null ? null : rupeesToPaise(form.sellingPrice),
    category,
    stock: form.stock,
    tags: form.tags,
    specialFeatures: form.specialFeatures,
    specifications: form.specifications,
    images: pictures,
    sku,
    gstRatePercent: form.gstRate,
    hsn: form.hsn,
    uqc: form.uqc,
    declarations: form.declarations,
    weightGrams: form.weightGrams,
    warrantyMonths: form.warrantyMonths,
    nameHi: form.nameHi,
    descriptionHi: form.descriptionHi,
  };
}

/** A SKU taken by a concurrent save between our check and our write surfaces as a 409, not a 500. */
export function skuConflict(error: unknown, form: ProductFormInput): unknown {
  return isUniqueViolation(error) ? conflict(PRODUCT_FORM_MESSAGES.skuTaken(form.sku ?? 'this SKU')) : error;
}

/** What an edit changed, for the audit log: `{ field: { from, to } }`, money in rupees. */
export function diff(before: LockedProduct, after: ProductWrite): Record<string, { from: unknown; to: unknown }> {
  const pairs: [string, unknown, unknown][] = [
    ['name', before.name, after.name],
    ['sku', before.sku, after.sku],
    ['category', before.categoryName, after.category.name],
    ['mrp', paiseToRupees(before.mrpPaise), paiseToRupees(after.mrpPaise)],
    [
      'sellingPrice',
      before.sellingPricePaise === null ? null : paiseToRupees(before.sellingPricePaise),
      after.sellingPricePaise === null ? null : paiseToRupees(after.sellingPricePaise),
    ],
    ['stock', before.stock, after.stock],
    ['gstRate', before.gstRatePercent, after.gstRatePercent ?? before.gstRatePercent],
    ['hsn', before.hsn, after.hsn ?? before.hsn],
    ['uqc', before.uqc, after.uqc ?? before.uqc],
    ['weightGrams', before.weightGrams, after.weightGrams ?? before.weightGrams],
    [
      'warrantyMonths',
      before.warrantyMonths,
      after.warrantyMonths === undefined ? before.warrantyMonths : after.warrantyMonths,
    ],
    ['images', before.images, after.images],
    ['nameHi', before.nameHi, after.nameHi === undefined ? before.nameHi : after.nameHi],
    [
      'descriptionHi',
      before.descriptionHi,
      after.descriptionHi === undefined ? before.descriptionHi : after.descriptionHi,
    ],
  ];
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, from, to] of pairs) {
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
