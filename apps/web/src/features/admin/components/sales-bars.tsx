import { plural } from '@shop/shared/plural';
import { formatRupees } from '@shop/shared/money';
import { ChartColumn } from 'lucide-react';
import type { SalesSeriesEntry } from '../types';
import { toSalesBars } from '../utils/analytics';
import { formatSeriesLabel } from '../utils/dates';
import { EmptyNote } from './panel';

/** Sales Overview: the first 7 entries as horizontal bars scaled to the largest, with order counts. */
export function SalesBars({ series }: { series: SalesSeriesEntry[] }) {
  const bars = toSalesBars(series);
  if (bars.length === 0) {
    return (
      <EmptyNote icon={<ChartColumn className="h-8 w-8 text-slate-300" aria-hidden="true" />}>
        No sales in this period
      </EmptyNote>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Sales by date">
      {bars.map((bar) => (
        <li key={bar.id}>
          <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">{formatSeriesLabel(bar.id, { withYear: true })}</span>
            <span className="text-right">
              <span className="font-semibold text-slate-900">{formatRupees(bar.totalSales)}</span>
              <span className="ml-2 text-xs text-slate-500">
                {/* Placed that day; the rupees count only what the revenue rule counts (decision 213). */}
                {plural(bar.orderCount, 'order')} placed
              </span>
            </span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700"
              style={{ width: `${bar.percent > 0 ? Math.max(bar.percent, 2) : 0}%` }}
              role="presentation"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
