import { plural } from '@shop/shared/plural';
import { formatRupees } from '@shop/shared/money';
import type { SalesReport } from '../types';
import { toSalesBars } from '../utils/analytics';
import { formatSeriesLabel } from '../utils/dates';
import { EmptyNote } from './panel';

/**
 * Every day of the range as a thin column (height scaled to the best day), then the days that had sales,
 * newest first. A year is 365 columns: each is a hair wide, which still shows the shape of the year.
 */
export function DailySales({ report }: { report: SalesReport }) {
  const days = [...report.byDay].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const columns = toSalesBars(
    days.map((day) => ({ _id: day.date, totalSales: day.revenue, orderCount: day.orders })),
    days.length,
  );
  const withSales = columns.filter((column) => column.orderCount > 0 || column.totalSales > 0).reverse();
  const first = columns[0];
  const last = columns[columns.length - 1];

  return (
    <div>
      {columns.length > 0 && (
        <figure>
          <div
            className="flex h-36 items-end gap-px rounded-lg bg-slate-50 px-1 pt-2"
            role="img"
            aria-label={`Revenue per day from ${first ? formatSeriesLabel(first.id, { withYear: true }) : ''} to ${last ? formatSeriesLabel(last.id, { withYear: true }) : ''}`}
          >
            {columns.map((column) => (
              <div
                key={column.id}
                title={`${formatSeriesLabel(column.id, { withYear: true })}: ${formatRupees(column.totalSales)} (${plural(column.orderCount, 'order')})`}
                className="min-w-px flex-1 rounded-t-sm bg-brand-500 hover:bg-brand-700"
                style={{ height: `${column.percent > 0 ? Math.max(column.percent, 2) : 0}%` }}
              />
            ))}
          </div>
          <figcaption className="mt-1 flex justify-between text-xs text-slate-500">
            <span>{first && formatSeriesLabel(first.id, { withYear: true })}</span>
            <span>{last && formatSeriesLabel(last.id, { withYear: true })}</span>
          </figcaption>
        </figure>
      )}

      {withSales.length === 0 ? (
        <EmptyNote>No sales in this range</EmptyNote>
      ) : (
        <div className="mt-4 max-h-80 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Days with sales</caption>
            <thead className="sticky top-0 bg-white text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Orders
                </th>
                <th scope="col" className="py-2 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {withSales.map((day) => (
                <tr key={day.id}>
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-700">
                    {formatSeriesLabel(day.id, { withYear: true })}
                  </td>
                  <td className="py-2 pr-3 text-right text-slate-700">{day.orderCount}</td>
                  <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                    {formatRupees(day.totalSales)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
