import { describe, expect, it } from 'vitest';
import { formatCompactRupees, toChartPoints, toSalesBars } from './analytics';

const entry = (id: string, totalSales: number, orderCount = 1) => ({ _id: id, totalSales, orderCount });

describe('toSalesBars', () => {
  it('keeps the first 7 entries and scales them to the largest shown', () => {
    const series = Array.from({ length: 10 }, (_, i) =>
      entry(`2026-11-${String(i + 1).padStart(2, '0')}`, (i + 1) * 100),
    );
    const bars = toSalesBars(series);
    expect(bars).toHaveLength(7);
    expect(bars[0]).toEqual({ id: '2026-11-01', totalSales: 100, orderCount: 1, percent: 14.3 });
    expect(bars[6]?.percent).toBe(100);
    // Entries past the seventh do not take part in the scale.
    expect(bars.map((b) => b.id)).not.toContain('2026-11-10');
  });

  it('gives zero-width bars when nothing sold, and tolerates odd numbers', () => {
    expect(toSalesBars([entry('a', 0), entry('b', 0)]).map((b) => b.percent)).toEqual([0, 0]);
    expect(toSalesBars([entry('a', Number.NaN), entry('b', 50), entry('c', -5)]).map((b) => b.percent)).toEqual([
      0, 100, 0,
    ]);
    expect(toSalesBars([])).toEqual([]);
  });
});

describe('chart helpers', () => {
  it('orders points oldest first', () => {
    const points = toChartPoints([entry('2026-11-03', 30, 3), entry('2026-11-01', 10), entry('2026-11-02', 20, 2)]);
    expect(points.map((p) => p.id)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(points[2]).toEqual({ id: '2026-11-03', revenue: 30, orders: 3 });
  });

  it('writes compact rupee amounts the Indian way', () => {
    expect(formatCompactRupees(950)).toBe('₹950');
    expect(formatCompactRupees(120000)).toBe('₹1.2L');
    expect(formatCompactRupees(12000000)).toBe('₹1.2Cr');
  });
});
