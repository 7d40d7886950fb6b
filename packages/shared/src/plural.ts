import { LOW_STOCK_THRESHOLD } from './constants';

/**
 * Counted nouns for every screen and mail: "1 item", "2 items", "0 items". One rule so no screen says
 * "1 items" or "1 days" (docs/product.md#messages).
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * What a shopper is told about stock on the product page and in the cart: nothing when plenty is left,
 * "Only N left" under the low-stock threshold, and "Out of Stock" at zero (never "Only 0 left").
 */
export function stockNote(stock: number, threshold: number = LOW_STOCK_THRESHOLD): string | null {
  const units = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  if (units === 0) return 'Out of Stock';
  if (units < threshold) return `Only ${units} left`;
  return null;
}
