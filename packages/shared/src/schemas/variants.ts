import { z } from 'zod';
import { DECLARATION_MESSAGES, NET_QUANTITY_UNITS } from '../declaration-terms';
import { productOptionSchema, productVariantSchema } from './catalog';
import { MAX_PRICE_RUPEES, MAX_STOCK, MAX_WEIGHT_GRAMS } from './product-form';

/*
 * Options and variants (docs/decisions/217-product-variants.md): a product has up to three options (Size,
 * Colour, Material) with ordered values; each variant is one combination with its own SKU, barcode, prices,
 * stock, weight and pictures. A product without options has one default variant.
 */

export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
/** The largest grid an options editor may generate (3 options of 50 values would be 125,000 variants). */
export const MAX_VARIANTS = 250;
const OPTION_TEXT_MAX = 40;
const SKU_MAX = 64;
export const MAX_VARIANT_IMAGES = 10;

export const VARIANT_MESSAGES = {
  optionName: `Option name must be 1 to ${OPTION_TEXT_MAX} characters`,
  optionValue: `Option value must be 1 to ${OPTION_TEXT_MAX} characters`,
  tooManyOptions: `A product has at most ${MAX_PRODUCT_OPTIONS} options`,
  noValues: 'Give each option at least one value',
  tooManyValues: `An option has at most ${MAX_OPTION_VALUES} values`,
  duplicateOption: 'Each option needs its own name',
  duplicateValue: 'Each value of an option must differ',
  tooManyVariants: `These options make more than ${MAX_VARIANTS} variants. Remove some values.`,
  sku: `SKU must be 1 to ${SKU_MAX} characters`,
  barcode: 'Barcode must be an EAN or GTIN of 8, 12, 13 or 14 digits',
  price: `Price must be more than ₹0 and at most ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}`,
  stock: `Stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-IN')}`,
  weight: `Weight must be a whole number of grams from 1 to ${MAX_WEIGHT_GRAMS.toLocaleString('en-IN')}`,
  netQuantityUnit: `Net quantity unit must be one of ${NET_QUANTITY_UNITS.join(', ')}`,
  noVariants: 'Give at least one variant to change',
  unknownVariant: 'A variant in this list is not one of this product',
  sellingAboveMrp: 'The selling price cannot be above the MRP',
  imageNotOfProduct: "A variant's pictures must be chosen from the product's own pictures",
  duplicateSku: (sku: string) => `SKU ${sku} is given to more than one variant`,
  skuTaken: (sku: string) => `SKU ${sku} is already used by another product or variant`,
} as const;

export const productVariantsResponseSchema = z.object({
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  /** The "rate by price threshold" rule (decision 218) in rupees and percent; null when the product has none. */
  gstRule: z.object({ threshold: z.number(), rateAbove: z.number() }).nullable(),
});
export type ProductVariantsResponse = z.infer<typeof productVariantsResponseSchema>;

const optionText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(OPTION_TEXT_MAX, message);

/** The options editor's body: the grid of variants is generated from it (existing combinations are kept). */
export const productOptionsInputSchema = z.object({
  options: z
    .array(
      z.object({
        name: optionText(VARIANT_MESSAGES.optionName),
        values: z
          .array(optionText(VARIANT_MESSAGES.optionValue), { error: VARIANT_MESSAGES.noValues })
          .min(1, VARIANT_MESSAGES.noValues)
          .max(MAX_OPTION_VALUES, VARIANT_MESSAGES.tooManyValues)
          .refine((values) => new Set(values.map((v) => v.toLowerCase())).size === values.length, {
            message: VARIANT_MESSAGES.duplicateValue,
          }),
      }),
    )
    .max(MAX_PRODUCT_OPTIONS, VARIANT_MESSAGES.tooManyOptions)
    .refine((options) => new Set(options.map((o) => o.name.toLowerCase())).size === options.length, {
      message: VARIANT_MESSAGES.duplicateOption,
    })
    .refine((options) => options.reduce((n, o) => n * o.values.length, 1) <= MAX_VARIANTS, {
      message: VARIANT_MESSAGES.tooManyVariants,
    }),
});
export type ProductOptionsInput = z.infer<typeof productOptionsInputSchema>;

const rupees = z
  .number({ error: VARIANT_MESSAGES.price })
  .positive(VARIANT_MESSAGES.price)
  .max(MAX_PRICE_RUPEES, VARIANT_MESSAGES.price);

/** Bulk edit of the variant grid: each row names a variant and the fields it changes. */
export const variantsBulkEditSchema = z.object({
  variants: z
    .array(
      z.object({
        id: z.guid(VARIANT_MESSAGES.unknownVariant),
        sku: z
          .string({ error: VARIANT_MESSAGES.sku })
          .trim()
          .min(1, VARIANT_MESSAGES.sku)
          .max(SKU_MAX, VARIANT_MESSAGES.sku)
          .optional(),
        barcode: z
          .string({ error: VARIANT_MESSAGES.barcode })
          .trim()
          .regex(/^(\d{8}|\d{12,14})$/, VARIANT_MESSAGES.barcode)
          .nullable()
          .optional(),
        mrp: rupees.optional(),
        sellingPrice: rupees.nullable().optional(),
        stock: z
          .number({ error: VARIANT_MESSAGES.stock })
          .int(VARIANT_MESSAGES.stock)
          .min(0, VARIANT_MESSAGES.stock)
          .max(MAX_STOCK, VARIANT_MESSAGES.stock)
          .optional(),
        weightGrams: z
          .number({ error: VARIANT_MESSAGES.weight })
          .int(VARIANT_MESSAGES.weight)
          .min(1, VARIANT_MESSAGES.weight)
          .max(MAX_WEIGHT_GRAMS, VARIANT_MESSAGES.weight)
          .optional(),
        active: z.boolean().optional(),
        /** The variant's pictures, chosen from the product's own (empty: the product's pictures). */
        images: z.array(z.string().max(500)).max(MAX_VARIANT_IMAGES).optional(),
        /**
         * The variant's own net quantity, as the product's declaration validates it; null = the product's
         * (docs/decisions/270-net-quantity-per-variant.md). Without a unit it keeps the variant's unit, else
         * takes the product's.
         */
        netQuantity: z
          .number({ error: DECLARATION_MESSAGES.invalidQuantity })
          .positive(DECLARATION_MESSAGES.invalidQuantity)
          .max(1_000_000, DECLARATION_MESSAGES.invalidQuantity)
          .nullable()
          .optional(),
        netQuantityUnit: z.enum(NET_QUANTITY_UNITS, { error: VARIANT_MESSAGES.netQuantityUnit }).optional(),
      }),
    )
    .min(1, VARIANT_MESSAGES.noVariants)
    .max(MAX_VARIANTS, VARIANT_MESSAGES.noVariants),
});
export type VariantsBulkEdit = z.infer<typeof variantsBulkEditSchema>;

/** The "rate by price threshold" rule (decision 218): null threshold = one rate for every variant. */
export const gstPriceRuleInputSchema = z.object({
  /** Sale value per piece in rupees (before GST) up to which the product's own rate applies; null = no rule. */
  threshold: rupees.nullable(),
  /** The rate above the threshold, in percent. */
  rateAbove: z.number().min(0).max(40).nullable(),
});
export type GstPriceRuleInput = z.infer<typeof gstPriceRuleInputSchema>;

/** "Size M / Maroon": the first option named (a bare "M" says little), the others by their values. */
export function variantTitle(optionNames: readonly string[], values: readonly string[]): string {
  return values.map((value, i) => (i === 0 ? `${optionNames[0] ?? ''} ${value}`.trim() : value)).join(' / ');
}
