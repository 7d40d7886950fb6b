import type { ProductVariant } from '@shop/shared/schemas/catalog';
import { DECLARATION_MESSAGES, NET_QUANTITY_UNITS, type NetQuantityUnit } from '@shop/shared/declarations';
import { MAX_PRICE_RUPEES, MAX_STOCK, MAX_WEIGHT_GRAMS } from '@shop/shared/schemas/product-form';
import { VARIANT_MESSAGES, type VariantsBulkEdit } from '@shop/shared/schemas/variants';

/*
 * The variant grid as the admin edits it (docs/decisions/217-product-variants.md): text as typed, checked per
 * cell with the server's own messages, and only the changed rows sent to the bulk edit route.
 */

export interface VariantRow {
  id: string;
  title: string;
  sku: string;
  barcode: string;
  /** Selling price in rupees; empty sells at the MRP. */
  price: string;
  mrp: string;
  stock: string;
  weight: string;
  active: boolean;
  images: string[];
  isDefault: boolean;
  /** The variant's own net quantity; empty = the product's (docs/decisions/270-net-quantity-per-variant.md). */
  netQuantity: string;
  /** Its unit; empty = the unit it has, else the product's. */
  netQuantityUnit: NetQuantityUnit | '';
}

export type VariantField = 'sku' | 'barcode' | 'price' | 'mrp' | 'stock' | 'weight' | 'netQuantity';
export type VariantRowErrors = Partial<Record<VariantField, string>>;
export type VariantGridErrors = Record<string, VariantRowErrors>;

const text = (n: number | null) => (n === null ? '' : String(n));

export function toVariantRow(v: ProductVariant): VariantRow {
  return {
    id: v._id,
    title: v.title,
    sku: v.sku,
    barcode: v.barcode ?? '',
    price: text(v.sellingPrice),
    mrp: text(v.mrp),
    stock: String(v.stock),
    weight: String(v.weightGrams),
    active: v.active,
    images: v.images,
    isDefault: v.isDefault,
    netQuantity: text(v.netQuantity ?? null),
    netQuantityUnit: v.netQuantityUnit ?? '',
  };
}

/** A net quantity as typed: empty (the product's), else a number over 0 up to the declarations' limit. */
export function isNetQuantityText(s: string): boolean {
  const n = Number(s.trim());
  return s.trim() === '' || (/^\d+(\.\d+)?$/.test(s.trim()) && n > 0 && n <= 1_000_000);
}

export const isNetQuantityUnit = (s: string): s is NetQuantityUnit =>
  (NET_QUANTITY_UNITS as readonly string[]).includes(s);

const rupees = (s: string) => (/^\d+(\.\d{1,2})?$/.test(s.trim()) ? Number(s) : NaN);
const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : NaN);
const within = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

function rowErrors(row: VariantRow, skuCount: Map<string, number>): VariantRowErrors {
  const errors: VariantRowErrors = {};
  const sku = row.sku.trim();
  if (sku.length < 1 || sku.length > 64) errors.sku = VARIANT_MESSAGES.sku;
  else if ((skuCount.get(sku.toLowerCase()) ?? 0) > 1) errors.sku = VARIANT_MESSAGES.duplicateSku(sku);
  if (row.barcode.trim() && !/^(\d{8}|\d{12,14})$/.test(row.barcode.trim())) errors.barcode = VARIANT_MESSAGES.barcode;
  const mrp = rupees(row.mrp);
  const price = row.price.trim() ? rupees(row.price) : null;
  if (!within(mrp, 0.01, MAX_PRICE_RUPEES)) errors.mrp = VARIANT_MESSAGES.price;
  if (price !== null && !within(price, 0.01, MAX_PRICE_RUPEES)) errors.price = VARIANT_MESSAGES.price;
  else if (price !== null && !errors.mrp && price > mrp) errors.mrp = VARIANT_MESSAGES.sellingAboveMrp;
  if (!within(whole(row.stock), 0, MAX_STOCK)) errors.stock = VARIANT_MESSAGES.stock;
  if (!within(whole(row.weight), 1, MAX_WEIGHT_GRAMS)) errors.weight = VARIANT_MESSAGES.weight;
  if (!isNetQuantityText(row.netQuantity)) errors.netQuantity = DECLARATION_MESSAGES.invalidQuantity;
  return errors;
}

/** Every row's field messages; a SKU typed twice is marked on both rows. Empty when the grid can be saved. */
export function validateVariantGrid(rows: readonly VariantRow[]): VariantGridErrors {
  const skuCount = new Map<string, number>();
  for (const row of rows) {
    const key = row.sku.trim().toLowerCase();
    skuCount.set(key, (skuCount.get(key) ?? 0) + 1);
  }
  const errors: VariantGridErrors = {};
  for (const row of rows) {
    const found = rowErrors(row, skuCount);
    if (Object.keys(found).length) errors[row.id] = found;
  }
  return errors;
}

const sameImages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, i) => url === b[i]);

/** The bulk edit body: the rows that differ from the saved grid, each with only its changed fields. */
export function changedVariants(
  rows: readonly VariantRow[],
  saved: readonly VariantRow[],
): VariantsBulkEdit['variants'] {
  const before = new Map(saved.map((row) => [row.id, row]));
  const edits: VariantsBulkEdit['variants'] = [];
  for (const row of rows) {
    const old = before.get(row.id);
    if (!old) continue;
    const edit: VariantsBulkEdit['variants'][number] = { id: row.id };
    if (row.sku.trim() !== old.sku) edit.sku = row.sku.trim();
    if (row.barcode.trim() !== old.barcode) edit.barcode = row.barcode.trim() || null;
    if (row.mrp.trim() !== old.mrp || row.price.trim() !== old.price) {
      // Sent together: the server compares the pair, so an MRP lowered below the old price is judged with the new one.
      edit.mrp = Number(row.mrp);
      edit.sellingPrice = row.price.trim() ? Number(row.price) : null;
    }
    if (row.stock.trim() !== old.stock) edit.stock = Number(row.stock);
    if (row.weight.trim() !== old.weight) edit.weightGrams = Number(row.weight);
    if (row.active !== old.active) edit.active = row.active;
    if (!sameImages(row.images, old.images)) edit.images = row.images;
    const quantity = row.netQuantity.trim();
    if (quantity !== old.netQuantity || (quantity && row.netQuantityUnit !== old.netQuantityUnit)) {
      // Blank gives the variant back the product's quantity; a number goes with its unit (else the one in use).
      edit.netQuantity = quantity ? Number(quantity) : null;
      if (quantity && row.netQuantityUnit) edit.netQuantityUnit = row.netQuantityUnit;
    }
    if (Object.keys(edit).length > 1) edits.push(edit);
  }
  return edits;
}

export type BulkField = 'stock' | 'price' | 'mrp' | 'netQuantity';

/** "Set stock / price / MRP" for the chosen rows (every row when none is chosen). */
export function applyToRows(
  rows: readonly VariantRow[],
  chosen: ReadonlySet<string>,
  field: BulkField,
  value: string,
): VariantRow[] {
  return rows.map((row) => (chosen.size === 0 || chosen.has(row.id) ? { ...row, [field]: value.trim() } : row));
}

/** Variants a new set of options would delete, and the units of stock they hold (the confirmation's numbers). */
export function discardedByOptions(
  variants: readonly ProductVariant[],
  options: readonly { values: readonly string[] }[],
): { count: number; units: number } {
  const combos = new Set(
    options
      .reduce<string[][]>((grid, o) => grid.flatMap((row) => o.values.map((v) => [...row, v])), [[]])
      .map((values) => values.join('\u0000').toLowerCase()),
  );
  const gone = variants.filter(
    (v) => options.length === 0 || v.isDefault || !combos.has(v.optionValues.join('\u0000').toLowerCase()),
  );
  // Back to no options keeps a fresh default variant with no stock, so every unit goes.
  return { count: gone.length, units: gone.reduce((n, v) => n + v.stock, 0) };
}
