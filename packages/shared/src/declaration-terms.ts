// The declaration vocabulary both declarations.ts (the rules) and schemas/declarations.ts (the zod schema) use,
// apart from both so neither imports the other (docs/decisions/199-no-import-circles.md).

export const NET_QUANTITY_UNITS = ['g', 'kg', 'ml', 'l', 'cm', 'm', 'unit'] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];
// Each unit written out ("per litre", never "per l") is in unit-words.ts, a file of its own so the product page
// takes the words without this vocabulary, which only the admin's form needs.
export const MAKER_ROLES = ['manufacturer', 'packer', 'importer'] as const;

export const DECLARATION_MESSAGES = {
  invalidJson: 'Legal declarations must be a JSON object',
  invalidMonth: 'Month of manufacture must be a month such as 2026-03',
  invalidQuantity: 'Net quantity must be a number greater than 0',
} as const;

// The admin's names for what a product still owes; here, beside the rest of the vocabulary, so the product page
// (which shows declarations, never what is missing) does not carry them (docs/decisions/081-initial-js-budget.md).
export type DeclarationField =
  | 'countryOfOrigin'
  | 'genericName'
  | 'makerName'
  | 'makerAddress'
  | 'importer'
  | 'netQuantity'
  | 'manufacturedMonth'
  | 'bestBefore';

export const DECLARATION_LABELS: Record<DeclarationField, string> = {
  countryOfOrigin: 'Country of origin',
  genericName: 'Generic name',
  makerName: 'Manufacturer / packer / importer name',
  makerAddress: 'Manufacturer / packer / importer address',
  importer: 'Importer name and address (made outside India)',
  netQuantity: 'Net quantity',
  manufacturedMonth: 'Month and year of manufacture',
  bestBefore: 'Best before (food)',
};
