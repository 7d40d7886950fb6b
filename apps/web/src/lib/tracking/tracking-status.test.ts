import { describe, expect, it } from 'vitest';
import { describeTrackingStatus, sortHistoryNewestFirst, UNKNOWN_TRACKING_STATUS } from './tracking-status';

describe('describeTrackingStatus', () => {
  it.each([
    ['DELIVERED', 'done'],
    ['Delivered', 'done'],
    ['SHIPPED', 'shipped'],
    ['Dispatched from hub', 'shipped'],
    ['PROCESSED', 'processing'],
    ['Processed and packed', 'processing'],
    ['PICKED_UP', 'processing'],
    ['Pickup failed', 'error'],
    ['REJECTED', 'error'],
    ['DELIVERY_FAILED', 'error'],
    ['UNDELIVERED', 'error'],
    ['OUT_FOR_DELIVERY', 'pending'],
    ['PENDING', 'pending'],
    ['Order placed', 'pending'],
  ] as const)('maps %s to %s', (status, tone) => {
    expect(describeTrackingStatus(status).tone).toBe(tone);
  });

  it("writes the courier's words in sentence case, underscores as spaces", () => {
    expect(describeTrackingStatus('OUT_FOR_DELIVERY').label).toBe('Out for delivery');
    expect(describeTrackingStatus('picked__up_').label).toBe('Picked up');
  });

  it("says 'Status unknown' when there is no status", () => {
    for (const status of [undefined, null, '', '   ', '___']) {
      expect(describeTrackingStatus(status)).toEqual({ label: UNKNOWN_TRACKING_STATUS, tone: 'pending' });
    }
  });
});

describe('sortHistoryNewestFirst', () => {
  it('puts the newest entry first and unreadable dates last', () => {
    const history = [
      { status: 'Order placed', updated_date: '2026-03-01T10:00:00.000Z' },
      { status: 'bad date', updated_date: 'soon' },
      { status: 'Shipped', updated_date: '2026-03-03T10:00:00.000Z' },
      { status: 'Processed', updated_date: '2026-03-02T10:00:00.000Z' },
    ];
    expect(sortHistoryNewestFirst(history).map((entry) => entry.status)).toEqual([
      'Shipped',
      'Processed',
      'Order placed',
      'bad date',
    ]);
    // The input is left as it was.
    expect(history[0]?.status).toBe('Order placed');
  });
});
