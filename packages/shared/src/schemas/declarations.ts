import { z } from 'zod';
import { DECLARATION_MESSAGES, MAKER_ROLES, NET_QUANTITY_UNITS } from '../declaration-terms';
import { blankableText } from './text-fields';

/** The schema of a product's Legal Metrology declarations (the rules and formatting are in ../declarations.ts). */
export const productDeclarationsSchema = z.object({
  countryOfOrigin: blankableText(60),
  /** The common or generic name of the commodity, e.g. "Tea" for a branded masala chai. */
  genericName: blankableText(100),
  makerRole: z.enum(MAKER_ROLES).default('manufacturer'),
  makerName: blankableText(120),
  makerAddress: blankableText(300),
  /** For goods made outside India when the maker above is not the importer. */
  importerName: blankableText(120),
  importerAddress: blankableText(300),
  netQuantity: z
    .number({ error: DECLARATION_MESSAGES.invalidQuantity })
    .positive(DECLARATION_MESSAGES.invalidQuantity)
    .max(1_000_000, DECLARATION_MESSAGES.invalidQuantity)
    .nullable()
    .default(null),
  netQuantityUnit: z.enum(NET_QUANTITY_UNITS).default('unit'),
  /** Food is declared with a best-before date instead of (or besides) the month of manufacture. */
  isFood: z.boolean().default(false),
  /** 'YYYY-MM' or empty. */
  manufacturedMonth: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), DECLARATION_MESSAGES.invalidMonth)
    .default(''),
  /** Free text as printed: "Best before 9 months from manufacture" or a date. */
  bestBefore: blankableText(100),
  /** Empty: the shop's customer care (shop settings) is shown. */
  consumerCare: blankableText(200),
});
export type ProductDeclarations = z.infer<typeof productDeclarationsSchema>;

export const EMPTY_DECLARATIONS: ProductDeclarations = productDeclarationsSchema.parse({});

/** Stored JSON (possibly from before a field existed, or edited by hand) read leniently: bad fields are emptied. */
export function readDeclarations(value: unknown): ProductDeclarations {
  const parsed = productDeclarationsSchema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const out: Record<string, unknown> = {};
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  for (const key of Object.keys(EMPTY_DECLARATIONS)) {
    const field = productDeclarationsSchema.shape[key as keyof ProductDeclarations].safeParse(source[key]);
    if (field.success) out[key] = field.data;
  }
  return productDeclarationsSchema.parse(out);
}
