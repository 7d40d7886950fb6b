import { declarationsOf, variantUnitSalePrices } from '@shop/shared/declarations';
import { rupeesToPaise } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import type { Product, ProductOption, ProductVariant } from '@shop/shared/schemas/catalog';

/*
 * What the shopper has chosen among a product's options (docs/decisions/217-product-variants.md) and what that
 * choice means: the variant, whether a value can still be picked, the pictures and prices to show.
 * docs/decisions/221-variant-choice-in-the-url.md says how the choice travels in the URL.
 */

/** One value (or null: not chosen yet) per option, in option order. */
export type Choice = readonly (string | null)[];

export const COLOUR_OPTION = /^colou?r$/i;

export function isColourOption(option: ProductOption): boolean {
  return COLOUR_OPTION.test(option.name.trim());
}

/** The variant a complete choice names, or null (incomplete, or a combination that is not sold). */
export function variantFor(variants: readonly ProductVariant[], choice: Choice): ProductVariant | null {
  if (choice.some((value) => value === null)) return null;
  return variants.find((v) => v.optionValues.every((value, i) => value === choice[i])) ?? null;
}

/** The choice a variant stands for; every option unchosen when there is none (a value alone is chosen). */
export function choiceOf(options: readonly ProductOption[], variant: ProductVariant | null): Choice {
  if (variant && variant.optionValues.length === options.length) return variant.optionValues;
  return options.map((option) => (option.values.length === 1 ? (option.values[0] ?? null) : null));
}

/** The variants that agree with the choice on every option except `skip` (an unchosen option agrees). */
function agreeing(variants: readonly ProductVariant[], choice: Choice, skip: number): ProductVariant[] {
  return variants.filter((v) =>
    v.optionValues.every((value, i) => i === skip || choice[i] === null || choice[i] === value),
  );
}

export type ValueState = 'available' | 'sold-out' | 'unavailable';

/**
 * Whether `value` of option `index` can be picked with the other choices as they are: 'sold-out' when every
 * variant it would lead to has no stock, 'unavailable' when no such combination is sold at all.
 */
export function valueState(
  variants: readonly ProductVariant[],
  choice: Choice,
  index: number,
  value: string,
): ValueState {
  const candidates = agreeing(variants, choice, index).filter((v) => v.optionValues[index] === value);
  if (candidates.length === 0) return 'unavailable';
  return candidates.some((v) => v.stock > 0) ? 'available' : 'sold-out';
}

/**
 * The pictures to show: the chosen variant's own, else those of the first variant with the chosen colour
 * that has pictures, else the product's.
 */
export function imagesFor(
  product: Product,
  options: readonly ProductOption[],
  variants: readonly ProductVariant[],
  choice: Choice,
): readonly string[] {
  const own = variantFor(variants, choice)?.images;
  if (own && own.length > 0) return own;
  const colourIndex = options.findIndex(isColourOption);
  const colour = colourIndex === -1 ? null : choice[colourIndex];
  if (colour) {
    const pictured = variants.find((v) => v.optionValues[colourIndex] === colour && v.images.length > 0);
    if (pictured) return pictured.images;
  }
  return product.images;
}

/**
 * The product's legal figures for the package a variant is (docs/decisions/270-net-quantity-per-variant.md): its
 * net quantity (its own, else the product's) and the unit sale prices at the product's prices as given.
 */
export function productWithQuantityOf(product: Product, variant: ProductVariant): Product {
  const declarations = product.declarations;
  if (!declarations) return product;
  const prices = {
    mrpPaise: rupeesToPaise(product.mrp),
    sellingPricePaise: product.sellingPrice === null ? null : rupeesToPaise(effectivePrice(product)),
  };
  return {
    ...product,
    declarations: declarationsOf(variant, declarations),
    ...variantUnitSalePrices(variant, declarations, prices),
  };
}

/** The product as the chosen variant sells it: its SKU, prices, stock, GST rate, net quantity and unit sale price. */
export function productAsVariant(product: Product, variant: ProductVariant): Product {
  return productWithQuantityOf(
    {
      ...product,
      mrp: variant.mrp,
      sellingPrice: variant.sellingPrice,
      sku: variant.sku,
      stock: variant.stock,
      gstRate: variant.gstRate,
      images: variant.images.length > 0 ? variant.images : product.images,
    },
    variant,
  );
}

/**
 * The variant whose price a product with options shows before anything is chosen: the cheapest active one, the
 * first in the merchant's order among equals (the product row's headline, decision 217).
 */
export function headlineVariant(variants: readonly ProductVariant[]): ProductVariant | null {
  let best: ProductVariant | null = null;
  for (const v of variants) if (v.active && (!best || effectivePrice(v) < effectivePrice(best))) best = v;
  return best;
}

/**
 * The product as its page shows it: the chosen variant's figures; before a choice, the product's (the cheapest
 * variant's prices) with that variant's net quantity beside them. A product without options is itself.
 */
export function productShown(
  product: Product,
  options: readonly ProductOption[],
  variants: readonly ProductVariant[],
  variant: ProductVariant | null,
): Product {
  if (options.length === 0) return product;
  if (variant) return productAsVariant(product, variant);
  const headline = headlineVariant(variants);
  return headline ? productWithQuantityOf(product, headline) : product;
}

/** The lowest and highest price a shopper pays among the variants, in rupees. */
export function priceRange(variants: readonly ProductVariant[]): { low: number; high: number } | null {
  if (variants.length === 0) return null;
  const prices = variants.map((v) => effectivePrice(v));
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/**
 * The product page's title: "Kurta (Size M / Maroon)" for a chosen variant of a product with options, else the
 * product's name (docs/decisions/245-variant-in-the-page-title.md). The server renders it for a `?variant=` URL.
 */
export function productPageTitle(name: string, variantTitle: string | null | undefined): string {
  return variantTitle ? `${name} (${variantTitle})` : name;
}
