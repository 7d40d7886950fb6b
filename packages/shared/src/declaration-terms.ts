// The declaration vocabulary both declarations.ts (the rules) and schemas/declarations.ts (the zod schema) use,
// apart from both so neither imports the other (docs/decisions/199-no-import-circles.md).

export const NET_QUANTITY_UNITS = ['g', 'kg', 'ml', 'l', 'cm', 'm', 'unit'] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];
/** Each unit written out, so every screen, mail and PDF says "per litre", never "per l". */
export const NET_QUANTITY_UNIT_WORDS: Record<NetQuantityUnit, { one: string; many: string }> = {
  g: { one: 'gram', many: 'grams' },
  kg: { one: 'kilogram', many: 'kilograms' },
  ml: { one: 'millilitre', many: 'millilitres' },
  l: { one: 'litre', many: 'litres' },
  cm: { one: 'centimetre', many: 'centimetres' },
  m: { one: 'metre', many: 'metres' },
  unit: { one: 'unit', many: 'units' },
};
export const MAKER_ROLES = ['manufacturer', 'packer', 'importer'] as const;

export const DECLARATION_MESSAGES = {
  invalidJson: 'Legal declarations must be a JSON object',
  invalidMonth: 'Month of manufacture must be a month such as 2026-03',
  invalidQuantity: 'Net quantity must be a number greater than 0',
} as const;
