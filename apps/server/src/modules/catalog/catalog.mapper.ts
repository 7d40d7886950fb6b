import {
  NET_QUANTITY_UNITS,
  missingDeclarations,
  type OwnNetQuantity,
  variantUnitSalePrices,
} from '@shop/shared/declarations';
import { readDeclarations } from '@shop/shared/schemas/declarations';
import { paiseToRupees } from '@shop/shared/money';
import type { Category, Product } from '@shop/shared/schemas/catalog';
import { DEFAULT_LOCALE, merchantText, type Locale } from '@shop/shared/locale';
import type { CategoryRecord, ProductRecord } from './catalog.repository';

/** The listing's summary of a product's variants (catalog.sql.ts `choices`), whether the driver parsed the JSON or not. */
function toChoices(value: unknown): Product['choices'] {
  const raw: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof raw !== 'object' || raw === null || !('highPaise' in raw)) return null;
  const { highPaise, colours } = raw as { highPaise: unknown; colours: unknown };
  return {
    highestPrice: paiseToRupees(Number(highPaise)),
    colours: Array.isArray(colours) ? colours.filter((c): c is string => typeof c === 'string') : [],
  };
}

/** A variant's own net quantity as the JSON gave it (numeric may come as text); nulls when it has none. */
function toOwnQuantity(value: unknown): OwnNetQuantity {
  const own = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const quantity = Number(own.netQuantity ?? NaN);
  const unit = NET_QUANTITY_UNITS.find((u) => u === own.netQuantityUnit) ?? null;
  return Number.isFinite(quantity) && quantity > 0 && unit ? { netQuantity: quantity, netQuantityUnit: unit } : {};
}

/**
 * The active variants' own net quantities of a product with options, and the one of the variant whose price the
 * row carries (decision 270); none for a product without options.
 */
function toVariantQuantities(value: unknown): { all: OwnNetQuantity[]; headline: OwnNetQuantity | null } {
  const raw: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof raw !== 'object' || raw === null || !('quantities' in raw)) return { all: [], headline: null };
  const { quantities, headline } = raw as { quantities: unknown; headline: unknown };
  return { all: Array.isArray(quantities) ? quantities.map(toOwnQuantity) : [], headline: toOwnQuantity(headline) };
}

/**
 * The API shape of a product (docs/product.md#data): rupees with 2 decimals, ids as `_id`; name and description
 * in the shopper's language (decision 258). `category` stays English: links and filters name it.
 */
export function toProductDto(row: ProductRecord, lang: Locale = DEFAULT_LOCALE): Product {
  const declarations = readDeclarations(row.declarations);
  const variants = toVariantQuantities(row.choices);
  // The row's prices are its cheapest variant's, so its unit sale price is that package's (decision 270).
  const unitPrices = variantUnitSalePrices(variants.headline, declarations, row);
  return {
    _id: row.id,
    name: merchantText(row.name, { hi: row.nameHi }, lang),
    description: merchantText(row.description, { hi: row.descriptionHi }, lang),
    mrp: paiseToRupees(row.mrpPaise),
    sellingPrice: row.sellingPricePaise === null ? null : paiseToRupees(row.sellingPricePaise),
    category: row.category,
    categoryLabel: merchantText(row.category, { hi: row.categoryHi }, lang),
    tags: row.tags,
    images: row.images,
    stock: row.stock,
    rating: row.rating,
    reviews: row.reviews,
    specialFeatures: row.specialFeatures,
    specifications: toStringMap(row.specifications),
    relatedProducts: row.relatedProductIds,
    sku: row.sku,
    gstRate: row.gstRatePercent,
    hsn: row.hsn,
    uqc: row.uqc,
    weightGrams: row.weightGrams,
    warrantyMonths: row.warrantyMonths,
    createdAt: row.createdAt.toISOString(),
    declarations,
    ...unitPrices,
    choices: toChoices(row.choices),
    missingDeclarations: missingDeclarations(declarations, variants.all),
  };
}

/** The admin's view: the English words, with the Hindi ones as entered for the product form to edit. */
export function toAdminProductDto(row: ProductRecord): Product {
  return { ...toProductDto(row), nameHi: row.nameHi, descriptionHi: row.descriptionHi, categoryHi: row.categoryHi };
}

export function toCategoryDto(row: CategoryRecord, lang: Locale = DEFAULT_LOCALE): Category {
  return {
    _id: row.id,
    name: row.name,
    label: merchantText(row.name, { hi: row.nameHi }, lang),
    image: row.image,
    productCount: row.productCount,
    lowestPrice: row.lowestPricePaise === null ? null : paiseToRupees(Number(row.lowestPricePaise)),
  };
}

/** jsonb may hold numbers or booleans written by hand; the API promises text values. */
function toStringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}
