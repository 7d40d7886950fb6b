/**
 * Unit Quantity Codes: the GST portal's list of units for quantities in invoices and the GSTR-1 HSN summary
 * (the GST offline utility's UQC master). A product is counted in one of them; NOS (numbers) when nothing
 * else fits (decision 172).
 */
export const UQC_LIST = {
  BAG: 'BAGS',
  BAL: 'BALE',
  BDL: 'BUNDLES',
  BKL: 'BUCKLES',
  BOU: 'BILLION OF UNITS',
  BOX: 'BOX',
  BTL: 'BOTTLES',
  BUN: 'BUNCHES',
  CAN: 'CANS',
  CBM: 'CUBIC METERS',
  CCM: 'CUBIC CENTIMETERS',
  CMS: 'CENTI METERS',
  CTN: 'CARTONS',
  DOZ: 'DOZENS',
  DRM: 'DRUMS',
  GGK: 'GREAT GROSS',
  GMS: 'GRAMMES',
  GRS: 'GROSS',
  GYD: 'GROSS YARDS',
  KGS: 'KILOGRAMS',
  KLR: 'KILOLITRE',
  KME: 'KILOMETRE',
  LTR: 'LITRES',
  MLT: 'MILILITRE',
  MTR: 'METERS',
  MTS: 'METRIC TON',
  NOS: 'NUMBERS',
  OTH: 'OTHERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  QTL: 'QUINTAL',
  ROL: 'ROLLS',
  SET: 'SETS',
  SQF: 'SQUARE FEET',
  SQM: 'SQUARE METERS',
  SQY: 'SQUARE YARDS',
  TBS: 'TABLETS',
  TGM: 'TEN GROSS',
  THD: 'THOUSANDS',
  TON: 'TONNES',
  TUB: 'TUBES',
  UGS: 'US GALLONS',
  UNT: 'UNITS',
  YDS: 'YARDS',
} as const;

export type Uqc = keyof typeof UQC_LIST;
export const UQC_CODES = Object.keys(UQC_LIST) as Uqc[];
export const DEFAULT_UQC: Uqc = 'NOS';
export const UQC_MESSAGE = 'Unit of quantity must be a GST unit code such as NOS, PCS, PRS, KGS or LTR';

export function isUqc(value: string): value is Uqc {
  return Object.hasOwn(UQC_LIST, value);
}

/** The code a stored value stands for: older rows without one count in numbers. */
export function uqcOf(value: string | null | undefined): Uqc {
  return value && isUqc(value) ? value : DEFAULT_UQC;
}

/** "NOS-NUMBERS", as the offline utility's HSN sheet writes a unit. */
export function formatUqc(value: string | null | undefined): string {
  const code = uqcOf(value);
  return `${code}-${UQC_LIST[code]}`;
}

/** The HSN summary's description: the product's own words, at most 30 characters in the export. */
export const HSN_DESCRIPTION_MAX = 30;
export function hsnDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= HSN_DESCRIPTION_MAX ? clean : clean.slice(0, HSN_DESCRIPTION_MAX).trimEnd();
}
