import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  daysInRange,
  orderExportQuerySchema,
  percentChange,
  salesAnalyticsQuerySchema,
  salesReportFileName,
  salesReportQuerySchema,
} from './admin';
import { USER_MESSAGES, defaultSortOrder, userListQuerySchema } from './users';

describe('percentChange', () => {
  it('is the change against the previous figure in percent, one decimal, null without a previous figure', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(100, 150)).toBe(-33.3);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0, 7)).toBe(-100);
  });
});

describe('sales report query', () => {
  const first = (q: Record<string, unknown>) => salesReportQuerySchema.safeParse(q).error?.issues[0]?.message;

  it('takes real dates, start not after end, at most 366 days', () => {
    expect(salesReportQuerySchema.parse({ startDate: '2024-01-01', endDate: '2024-12-31' })).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(first({ startDate: '2024-01-01', endDate: '2025-01-01' })).toBe(ADMIN_MESSAGES.rangeTooLong);
    expect(first({ startDate: '2026-02-29', endDate: '2026-03-01' })).toBe(ADMIN_MESSAGES.invalidDate);
    expect(first({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(ADMIN_MESSAGES.startAfterEnd);
    expect(first({ endDate: '2026-03-01' })).toBe(ADMIN_MESSAGES.startDateRequired);
    expect(salesReportFileName('2026-03-01')).toBe('sales-report-2026-03-01.pdf');
  });
});

describe('query schemas', () => {
  it('defaults the analytics period to month', () => {
    expect(salesAnalyticsQuerySchema.parse({})).toEqual({ period: 'month' });
    expect(salesAnalyticsQuerySchema.safeParse({ period: 'day' }).error?.issues[0]?.message).toBe(
      ADMIN_MESSAGES.invalidPeriod,
    );
  });

  it("reads the export filter's 'All Orders' as no filter", () => {
    expect(orderExportQuerySchema.parse({ status: 'all' })).toEqual({ status: undefined });
    expect(orderExportQuerySchema.parse({ status: '' })).toEqual({ status: undefined });
    expect(orderExportQuerySchema.parse({ status: 'packed' })).toEqual({ status: 'packed' });
  });

  it('pages users 8 at a time by default, newest first', () => {
    const q = userListQuerySchema.parse({ role: 'all', search: '  asha ' });
    expect(q).toEqual({ search: 'asha', role: undefined, sort: 'createdAt', order: undefined, page: 1, limit: 8 });
    expect(defaultSortOrder('createdAt')).toBe('desc');
    expect(defaultSortOrder('name')).toBe('asc');
    expect(userListQuerySchema.safeParse({ role: 'root' }).error?.issues[0]?.message).toBe(USER_MESSAGES.invalidRole);
  });
});
