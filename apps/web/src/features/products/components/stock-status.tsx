import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/i18n';
import { useStockNote } from '../../../lib/i18n/use-stock-note';

/**
 * 'In Stock', 'Only N left' under the low-stock threshold ('Only 2 left in M' for a chosen variant), or
 * 'Out of Stock', in the page's language.
 */
function useStockStatus(stock: number, within = ''): { label: string; tone: 'ok' | 'low' | 'out' } {
  const { t } = useT();
  const note = useStockNote(stock);
  if (note === null) return { label: t('product.inStockNote'), tone: 'ok' };
  if (stock < 1) return { label: note, tone: 'out' };
  return { label: within ? t('product.onlyLeftIn', { count: Math.floor(stock), within }) : note, tone: 'low' };
}

const tones = {
  ok: 'bg-green-50 text-green-700 ring-green-600/20',
  low: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  out: 'bg-red-50 text-red-700 ring-red-600/20',
} as const;

const dots = { ok: 'bg-green-500', low: 'bg-amber-500', out: 'bg-red-500' } as const;

export function StockStatus({ stock, within }: { stock: number; within?: string }) {
  const { label, tone } = useStockStatus(stock, within);
  return (
    <span
      data-testid="stock-status"
      className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1', tones[tone])}
    >
      <span className={cn('h-2 w-2 rounded-full', dots[tone])} aria-hidden="true" />
      {label}
    </span>
  );
}
