import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { useT } from './i18n';

/**
 * What a shopper is told about stock, in the page's language: nothing when plenty is left, "Only N left" under
 * the low-stock threshold, "Out of Stock" at zero (never "Only 0 left"): the rule of `stockNote` in
 * packages/shared, whose English the server's messages keep.
 */
export function useStockNote(stock: number, threshold: number = LOW_STOCK_THRESHOLD): string | null {
  const { t } = useT();
  const units = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  if (units === 0) return t('stock.out');
  if (units < threshold) return t('stock.onlyLeft', { count: units });
  return null;
}
