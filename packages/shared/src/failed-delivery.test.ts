import { describe, expect, it } from 'vitest';
import { countRtoOrders, deliveryIssueActionSchema, formatReattemptDay, reattemptDates } from './failed-delivery';

describe('reattemptDates', () => {
  it('offers the next three working days in India time, skipping Sundays', () => {
    // Friday 27 Nov 2026, 20:00 IST: Saturday, then Monday and Tuesday (Sunday 29 Nov is skipped).
    expect(reattemptDates(new Date('2026-11-27T14:30:00Z'))).toEqual(['2026-11-28', '2026-11-30', '2026-12-01']);
  });

  it('counts from the India calendar day, not the UTC one', () => {
    // 23:30 UTC on Saturday 28 Nov is already Sunday 29 Nov, 05:00 IST.
    expect(reattemptDates(new Date('2026-11-28T23:30:00Z'))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('skips the national holidays', () => {
    // Thursday 1 Oct 2026: Friday 2 Oct (Gandhi Jayanti) is no working day.
    expect(reattemptDates(new Date('2026-10-01T06:00:00Z'))).toEqual(['2026-10-03', '2026-10-05', '2026-10-06']);
  });
});

describe('formatReattemptDay', () => {
  it('reads as the picker shows it', () => {
    expect(formatReattemptDay('2026-11-30')).toBe('Mon, 30 Nov');
  });
  it('in Hindi on a Hindi page', () => {
    expect(formatReattemptDay('2026-11-30', 'hi')).toMatch(/^सोम, 30 नव/);
  });
});

describe('deliveryIssueActionSchema', () => {
  it('normalises a corrected phone and refuses an address too short', () => {
    expect(
      deliveryIssueActionSchema.parse({ action: 'change-phone', date: '2026-11-30', phone: '+91 91234-56789' }),
    ).toEqual({
      action: 'change-phone',
      date: '2026-11-30',
      phone: '9123456789',
    });
    const short = deliveryIssueActionSchema.safeParse({
      action: 'change-address',
      date: '2026-11-30',
      addressLine: 'x',
    });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Enter the full address line (at least 5 characters)');
  });
});

describe('countRtoOrders', () => {
  it('counts each returned order once', () => {
    expect(
      countRtoOrders([
        { orderId: 'a', returnedToOrigin: true },
        { orderId: 'a', returnedToOrigin: true },
        { orderId: 'b', returnedToOrigin: false },
        { orderId: 'c', returnedToOrigin: true },
      ]),
    ).toBe(2);
    expect(countRtoOrders([])).toBe(0);
  });
});
