import { SALES_BARS_COUNT } from '@shop/shared/constants';
import type { SalesSeriesEntry } from '../types';

export interface SalesBar {
  id: string;
  totalSales: number;
  orderCount: number;
  /** Width of the bar: 0..100, the largest shown entry being 100. */
  percent: number;
}

/** docs/product.md#admin-area: the first 7 entries of the series, each scaled to the largest of them. */
export function toSalesBars(series: readonly SalesSeriesEntry[], count: number = SALES_BARS_COUNT): SalesBar[] {
  const shown = series.slice(0, count);
  const largest = shown.reduce(
    (max, entry) => Math.max(max, Number.isFinite(entry.totalSales) ? entry.totalSales : 0),
    0,
  );
  return shown.map((entry) => {
    const total = Number.isFinite(entry.totalSales) ? Math.max(0, entry.totalSales) : 0;
    return {
      id: entry._id,
      totalSales: total,
      orderCount: entry.orderCount,
      percent: largest > 0 ? Math.round((total / largest) * 1000) / 10 : 0,
    };
  });
}

const compactRupees = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Axis labels: ₹950, ₹12K, ₹1.2L, ₹1.2Cr. */
export function formatCompactRupees(rupees: number): string {
  return compactRupees.format(rupees);
}

export interface ChartPoint {
  id: string;
  revenue: number;
  orders: number;
}

/** The series oldest first, whatever order the server sent it in: a time chart reads left to right. */
export function toChartPoints(series: readonly SalesSeriesEntry[]): ChartPoint[] {
  return [...series]
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((entry) => ({ id: entry._id, revenue: entry.totalSales, orders: entry.orderCount }));
}
