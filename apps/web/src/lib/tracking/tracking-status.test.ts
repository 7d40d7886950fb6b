import { describe, expect, it } from 'vitest';
import { loadTranslator, type MessageKey } from '../i18n/i18n';
import {
  describeTrackingStatus,
  KNOWN_TRACKING_STATUSES,
  sortHistoryNewestFirst,
  UNKNOWN_TRACKING_STATUS,
} from './tracking-status';

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

describe("tracking statuses in the page's language (decision 262)", () => {
  it('names known statuses in Hindi and keeps English as it was', async () => {
    const hindi = await loadTranslator('hi');
    const english = await loadTranslator('en');
    expect(describeTrackingStatus('OUT_FOR_DELIVERY', hindi.t)).toEqual({
      label: 'डिलीवरी के लिए निकला',
      tone: 'pending',
    });
    expect(describeTrackingStatus('IN TRANSIT', hindi.t).label).toBe('रास्ते में');
    expect(describeTrackingStatus('Processed and packed', hindi.t)).toEqual({
      label: 'तैयार और पैक हुआ',
      tone: 'processing',
    });
    for (const status of ['DELIVERED', 'AWB ASSIGNED', 'RTO OFD', 'Order placed', 'QC_FAILED']) {
      expect(describeTrackingStatus(status, english.t)).toEqual(describeTrackingStatus(status));
    }
  });

  it("keeps a courier's own words it has no translation for", async () => {
    const hindi = await loadTranslator('hi');
    expect(describeTrackingStatus('Arrived at sort centre', hindi.t).label).toBe('Arrived at sort centre');
  });

  it('has words for every known status in every language', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const { t } = await loadTranslator(locale);
      for (const slug of KNOWN_TRACKING_STATUSES) {
        const key = `trackingStatus.${slug}` as MessageKey;
        expect(t(key), `${locale} ${slug}`).not.toBe(key);
      }
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
