import { describe, expect, it } from 'vitest';
import { businessDaysAfter, formatIndiaDeadline } from './india-calendar';
import { isRefundOverdue, refundDueAt } from './returns';

describe('business days by the India calendar', () => {
  it('skips Sundays and Republic Day: received Saturday 10 January 2026, 15 business days end on Thursday 29 January (IST)', () => {
    // 12-17 Jan (6), 19-24 Jan (12), Sunday 25 and Monday 26 (Republic Day) skipped, 27-29 Jan (15).
    expect(refundDueAt(new Date('2026-01-10T06:00:00Z')).toISOString()).toBe('2026-01-29T18:29:59.999Z');
  });

  it('counts from the India date, not the UTC one: 23:30 IST on Friday is Friday, 00:30 IST on Saturday is Saturday', () => {
    expect(businessDaysAfter(new Date('2026-01-09T18:00:00Z'), 15).toISOString()).toBe('2026-01-28T18:29:59.999Z');
    expect(businessDaysAfter(new Date('2026-01-09T19:00:00Z'), 15).toISOString()).toBe('2026-01-29T18:29:59.999Z');
  });

  it('skips Independence Day and Gandhi Jayanti', () => {
    // Friday 14 August 2026 -> Saturday 15 (holiday), Sunday 16: the first business day is Monday 17.
    expect(businessDaysAfter(new Date('2026-08-14T06:00:00Z'), 1).toISOString()).toBe('2026-08-17T18:29:59.999Z');
    // Thursday 1 October 2026 -> Friday 2 October (holiday): Saturday 3.
    expect(businessDaysAfter(new Date('2026-10-01T06:00:00Z'), 1).toISOString()).toBe('2026-10-03T18:29:59.999Z');
  });

  it('refuses a count that is not a whole number of days', () => {
    expect(() => businessDaysAfter(new Date(), 0)).toThrow(RangeError);
    expect(() => businessDaysAfter(new Date(), 1.5)).toThrow(RangeError);
  });

  it('a refund is overdue only after its due date and while not refunded or rejected', () => {
    const due = new Date('2026-01-29T18:29:59.999Z');
    expect(isRefundOverdue(due, 'refund_pending', new Date('2026-01-29T18:29:59.999Z'))).toBe(false);
    expect(isRefundOverdue(due, 'refund_pending', new Date('2026-01-29T18:30:00Z'))).toBe(true);
    expect(isRefundOverdue(due, 'received', new Date('2026-02-10T00:00:00Z'))).toBe(true);
    expect(isRefundOverdue(due, 'refunded', new Date('2026-02-10T00:00:00Z'))).toBe(false);
    expect(isRefundOverdue(null, 'received', new Date('2026-02-10T00:00:00Z'))).toBe(false);
  });
});

describe('formatIndiaDeadline', () => {
  it('writes the instant in India time, with a lower-case am/pm, for mail, WhatsApp and page alike', () => {
    expect(formatIndiaDeadline('2026-11-28T13:00:00Z')).toBe('28 Nov 2026, 6:30 pm');
    expect(formatIndiaDeadline(new Date('2026-11-28T20:00:00Z'))).toBe('29 Nov 2026, 1:30 am');
  });
});
