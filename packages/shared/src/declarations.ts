import type { DeclarationField, NetQuantityUnit } from './declaration-terms';
import { formatPaise } from './money';
import { NET_QUANTITY_UNIT_WORDS } from './unit-words';
import type { ProductDeclarations } from './schemas/declarations';

/**
 * Legal Metrology declarations of a packaged product, shown on its page before purchase
 * (docs/decisions/100-legal-declarations-and-grievances.md): country of origin, who made, packed or imported
 * it, its common name, net quantity, month and year of manufacture (or best before for food), consumer care
 * and the unit sale price computed here. Stored as one JSON document per product; every field may be empty
 * (a product saved before these existed), and `missingDeclarations` tells the admin what is still owed.
 * The zod schema is in schemas/declarations.ts: pages that only show declarations need no zod.
 */

export {
  DECLARATION_LABELS,
  DECLARATION_MESSAGES,
  type DeclarationField,
  MAKER_ROLES,
  NET_QUANTITY_UNITS,
  type NetQuantityUnit,
} from './declaration-terms';

export type { ProductDeclarations } from './schemas/declarations';

export const isMadeInIndia = (country: string) => /^\s*(india|bharat)\s*$/i.test(country);

/**
 * A variant's own net quantity (docs/decisions/270-net-quantity-per-variant.md): 200 ml and 500 ml of one
 * shampoo are two packages. Null or absent (a variant saved before it existed, a cart line kept from then):
 * the product's declaration applies.
 */
export interface OwnNetQuantity {
  netQuantity?: number | null;
  netQuantityUnit?: NetQuantityUnit | null;
}

/** The net quantity of the package a variant is: its own, else the product's (quantity null: none declared). */
export function netQuantityOf(
  variant: OwnNetQuantity | null | undefined,
  product: Pick<ProductDeclarations, 'netQuantity' | 'netQuantityUnit'>,
): { quantity: number | null; unit: NetQuantityUnit } {
  if (variant?.netQuantity != null && variant.netQuantityUnit)
    return { quantity: variant.netQuantity, unit: variant.netQuantityUnit };
  return { quantity: product.netQuantity, unit: product.netQuantityUnit };
}

/** The product's declarations as the variant's package bears them: its net quantity in place of the product's. */
export function declarationsOf(
  variant: OwnNetQuantity | null | undefined,
  d: ProductDeclarations,
): ProductDeclarations {
  const { quantity, unit } = netQuantityOf(variant, d);
  return quantity === d.netQuantity && unit === d.netQuantityUnit
    ? d
    : { ...d, netQuantity: quantity, netQuantityUnit: unit };
}

/** The unit sale prices of a variant's package, at its MRP and at its selling price (null when sold at the MRP). */
export function variantUnitSalePrices(
  variant: OwnNetQuantity | null | undefined,
  d: Pick<ProductDeclarations, 'netQuantity' | 'netQuantityUnit'>,
  prices: { mrpPaise: number; sellingPricePaise: number | null },
): { unitSalePrice: UnitSalePrice | null; unitSalePriceAtSellingPrice: UnitSalePrice | null } {
  const { quantity, unit } = netQuantityOf(variant, d);
  return {
    unitSalePrice: unitSalePrice(prices.mrpPaise, quantity, unit),
    unitSalePriceAtSellingPrice:
      prices.sellingPricePaise === null ? null : unitSalePrice(prices.sellingPricePaise, quantity, unit),
  };
}

/**
 * The declarations the law asks for that this product does not have yet (empty: complete). `variants` are the
 * active variants of a product with options: the net quantity is declared when each of them has one, its own
 * or the product's (a product without options passes none: its one package is the product's).
 */
export function missingDeclarations(
  d: ProductDeclarations,
  variants: readonly OwnNetQuantity[] = [],
): DeclarationField[] {
  const missing: DeclarationField[] = [];
  if (!d.countryOfOrigin) missing.push('countryOfOrigin');
  if (!d.genericName) missing.push('genericName');
  if (!d.makerName) missing.push('makerName');
  if (!d.makerAddress) missing.push('makerAddress');
  if (
    d.countryOfOrigin &&
    !isMadeInIndia(d.countryOfOrigin) &&
    d.makerRole !== 'importer' &&
    (!d.importerName || !d.importerAddress)
  )
    missing.push('importer');
  const quantities = variants.length > 0 ? variants.map((v) => netQuantityOf(v, d).quantity) : [d.netQuantity];
  if (quantities.some((quantity) => quantity === null)) missing.push('netQuantity');
  if (d.isFood) {
    if (!d.bestBefore) missing.push('bestBefore');
  } else if (!d.manufacturedMonth) missing.push('manufacturedMonth');
  return missing;
}

export interface UnitSalePrice {
  /** Paise per `per` (rounded to whole paise: the law's "nearest two decimal places" of a rupee). */
  paise: number;
  /** '1 g', '1 kg', '1 ml', '1 l', '1 cm', '1 m' or '1 unit'. */
  per: string;
  /** For quantities under 1 kg or 1 litre, the same price per 100 g / 100 ml, easier to compare. */
  per100?: { paise: number; per: string };
}

const BASE: Record<NetQuantityUnit, { base: 'g' | 'ml' | 'cm' | 'unit'; factor: number }> = {
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
  cm: { base: 'cm', factor: 1 },
  m: { base: 'cm', factor: 100 },
  unit: { base: 'unit', factor: 1 },
};
const BIG: Record<'g' | 'ml' | 'cm', { unit: string; size: number }> = {
  g: { unit: 'kg', size: 1000 },
  ml: { unit: 'l', size: 1000 },
  cm: { unit: 'm', size: 100 },
};

/**
 * Unit sale price (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11) as amended in 2022): per
 * gram under 1 kg and per kilogram from 1 kg, per millilitre / litre, per centimetre / metre, per unit for
 * goods sold by number. Null when it cannot be computed or is not required (one unit: the price is the unit
 * price). E.g. ₹450 for 500 g: ₹0.90 per g, i.e. ₹90.00 per 100 g.
 */
export function unitSalePrice(
  pricePaise: number,
  quantity: number | null,
  unit: NetQuantityUnit,
): UnitSalePrice | null {
  if (quantity === null || !(quantity > 0) || !(pricePaise > 0)) return null;
  const { base, factor } = BASE[unit];
  const inBase = quantity * factor;
  if (base === 'unit') {
    if (inBase === 1) return null;
    return { paise: Math.round(pricePaise / inBase), per: '1 unit' };
  }
  const big = BIG[base];
  if (inBase >= big.size) return { paise: Math.round((pricePaise * big.size) / inBase), per: `1 ${big.unit}` };
  const result: UnitSalePrice = { paise: Math.round(pricePaise / inBase), per: `1 ${base}` };
  if (base !== 'cm') result.per100 = { paise: Math.round((pricePaise * 100) / inBase), per: `100 ${base}` };
  return result;
}

/** A unit sale price's `per` in words: '1 l' -> "litre", '100 g' -> "100 grams"; anything else as it came. */
export function perInWords(per: string): string {
  const [amount, unit = ''] = per.split(' ');
  if (!Object.hasOwn(NET_QUANTITY_UNIT_WORDS, unit)) return per;
  const word = NET_QUANTITY_UNIT_WORDS[unit as NetQuantityUnit];
  return amount === '1' ? word : `${amount} ${word}s`;
}

/** "₹0.90 per gram (₹90.00 per 100 grams)", "₹1,599.00 per litre". */
export function formatUnitSalePrice(price: UnitSalePrice): string {
  const main = `${formatPaise(price.paise)} per ${perInWords(price.per)}`;
  return price.per100 ? `${main} (${formatPaise(price.per100.paise)} per ${perInWords(price.per100.per)})` : main;
}

/** "500 g", "1.5 kg", "60 units". */
export function formatNetQuantity(quantity: number, unit: NetQuantityUnit): string {
  const n = Number.isInteger(quantity) ? String(quantity) : String(Math.round(quantity * 1000) / 1000);
  if (unit === 'unit') return `${n} ${quantity === 1 ? 'unit' : 'units'}`;
  return `${n} ${unit === 'l' ? 'L' : unit}`;
}

// The month names from Intl rather than a list of our own: fewer bytes on the product page (decision 081).
// Made on first use, one per language: never at module load (decision 197).
const monthFormats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(intlLocale: string): Intl.DateTimeFormat {
  let format = monthFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(intlLocale, format);
  }
  return format;
}

/** "2026-03" -> "March 2026" ("मार्च 2026" with 'hi-IN'); anything else as it came. */
export function formatMonth(month: string, intlLocale = 'en-IN'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = Number(match?.[2]) - 1;
  return match && index >= 0 && index < 12
    ? monthFormat(intlLocale).format(Date.UTC(Number(match[1]), index, 1))
    : month;
}
