import { stockNote } from '@shop/shared/plural';
import { cn } from '../../../lib/cn';

/** 'In Stock', 'Only N left' under the low-stock threshold, or 'Out of Stock'. */
export function stockStatus(stock: number): { label: string; tone: 'ok' | 'low' | 'out' } {
  const note = stockNote(stock);
  if (note === null) return { label: 'In Stock', tone: 'ok' };
  return { label: note, tone: stock >= 1 ? 'low' : 'out' };
}

const tones = {
  ok: 'bg-green-50 text-green-700 ring-green-600/20',
  low: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  out: 'bg-red-50 text-red-700 ring-red-600/20',
} as const;

const dots = { ok: 'bg-green-500', low: 'bg-amber-500', out: 'bg-red-500' } as const;

export function StockStatus({ stock }: { stock: number }) {
  const { label, tone } = stockStatus(stock);
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
