import { describe, expect, it } from 'vitest';
import { addDays, formatSeriesLabel, periodRange, rangeProblem, toDay, toShopDay } from './dates';

describe('dates', () => {
  it('counts days in India whatever the browser time zone', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(toShopDay(new Date('2026-03-02T20:00:00Z'))).toBe('2026-03-03');
    expect(toDay('2026-03-02T20:00:00.000Z')).toBe('2026-03-03');
  });

  it('moves days across months and leap years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('turns a period into the days ending today', () => {
    const now = new Date('2026-03-03T06:00:00Z');
    expect(periodRange('week', now)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(periodRange('month', now)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-03' });
    expect(periodRange('year', now)).toEqual({ startDate: '2025-03-04', endDate: '2026-03-03' });
  });

  it('reads plain days and timestamps only', () => {
    expect(toDay('2026-11-05')).toBe('2026-11-05');
    expect(toDay('week 3')).toBe('');
    expect(toDay(null)).toBe('');
  });

  it('labels series keys', () => {
    expect(formatSeriesLabel('2026-11-05')).toBe('5 Nov');
    expect(formatSeriesLabel('2026-11-05', { withYear: true })).toBe('5 Nov 2026');
    expect(formatSeriesLabel('2026-11')).toBe('Nov 2026');
    expect(formatSeriesLabel('week 3')).toBe('week 3');
  });
});

describe('rangeProblem', () => {
  it('accepts a range of up to 366 days, both ends included', () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull();
  });

  it('gives the server message for a bad range', () => {
    expect(rangeProblem('', '2026-01-01')).toBe('Start date is required');
    expect(rangeProblem('2026-02-01', '2026-01-01')).toBe('Start date must be on or before the end date');
    expect(rangeProblem('2024-01-01', '2026-01-01')).toBe('A report can cover at most 366 days');
  });
});
