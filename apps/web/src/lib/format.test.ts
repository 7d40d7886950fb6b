import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatDeliveryDay } from './format';

// Decision 262: English pages keep en-IN exactly; Hindi pages read the same dates as Intl's hi-IN gives them.
describe('dates in the page language', () => {
  it('keeps English as it was', () => {
    expect(formatDeliveryDay('2026-12-04')).toBe('Fri, 4 Dec');
    expect(formatDeliveryDay('2026-12-04', 'en')).toBe('Fri, 4 Dec');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5 March 2026');
    expect(formatDay('2026-12-04')).toBe('4 December 2026');
    expect(formatDateTime('2026-03-05T10:15:00.000Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '5 Mar 2026',
    );
  });

  it('writes Hindi dates with Intl hi-IN', () => {
    expect(formatDeliveryDay('2026-12-03', 'hi')).toBe('गुरु, 3 दिस॰');
    expect(formatDeliveryDay('2026-12-04', 'hi')).toBe('शुक्र, 4 दिस॰');
    expect(formatDate('2026-03-05T10:00:00.000Z', 'hi')).toBe('5 मार्च 2026');
    expect(formatDay('2026-12-04', undefined, 'hi')).toBe('4 दिसंबर 2026');
    const at = '2026-03-05T10:15:00.000Z';
    const ist = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;
    expect(formatDateTime(at, 'hi', ist)).toBe('5 मार्च 2026');
    expect(formatDateTime(at, 'hi')).toBe(
      new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(at)),
    );
  });

  it('gives an empty string for a missing or unreadable date in every language', () => {
    for (const locale of ['en', 'hi'] as const) {
      expect(formatDate(null, locale)).toBe('');
      expect(formatDate('soon', locale)).toBe('');
      expect(formatDateTime(undefined, locale)).toBe('');
      expect(formatDateTime('not a date', locale)).toBe('');
      expect(formatDeliveryDay('04/12/2026', locale)).toBe('');
      expect(formatDay('', undefined, locale)).toBe('');
    }
  });
});
