import type { NetQuantityUnit } from './declaration-terms';

/** Each unit written out, so every screen, mail and PDF says "per litre", never "per l"; the plural adds "s". */
export const NET_QUANTITY_UNIT_WORDS: Record<NetQuantityUnit, string> = {
  g: 'gram',
  kg: 'kilogram',
  ml: 'millilitre',
  l: 'litre',
  cm: 'centimetre',
  m: 'metre',
  unit: 'unit',
};
