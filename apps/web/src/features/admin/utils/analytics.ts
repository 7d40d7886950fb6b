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
  const largest = shown.reduce((max, entry) => Math.max(max, Number.isFinite(entry.totalSales) ? entry.totalSales : 0), 0);
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

export type ChangeTone = 'up' | 'down' | 'flat' | 'none';

/**
 * The line under an analytics card: '+12.3% from last period' (green), '-4.0% from last period' (red), or
 * '—' when the server could not compare (nothing in the previous period).
 */
export function describeChange(change: number | null | undefined): { text: string; tone: ChangeTone } {
  if (change == null || !Number.isFinite(change)) return { text: '—', tone: 'none' };
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return { text: '0.0% from last period', tone: 'flat' };
  const sign = rounded > 0 ? '+' : '-';
  return {
    text: `${sign}${Math.abs(rounded).toFixed(1)}% from last period`,
    tone: rounded > 0 ? 'up' : 'down',
  };
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
