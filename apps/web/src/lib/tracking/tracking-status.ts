import { shipmentStatusLabel } from '@shop/shared/status-words';

export type TrackingTone = 'done' | 'shipped' | 'processing' | 'error' | 'pending';

export interface TrackingStatusView {
  /** The courier's words in sentence case ('In transit'); 'Status unknown' when there are none (decision 208). */
  label: string;
  tone: TrackingTone;
}

export const UNKNOWN_TRACKING_STATUS = shipmentStatusLabel(null);

/**
 * docs/product.md#my-orders: a courier status by keyword. delivered -> done; shipped or dispatched; processed or
 * picked; failed or rejected -> error; anything else pending. Couriers write 'OUT_FOR_DELIVERY',
 * 'Picked Up', 'RTO Delivered', so matching is by word inside the text, case-insensitive.
 */
export function describeTrackingStatus(status: string | null | undefined): TrackingStatusView {
  const label = shipmentStatusLabel(status);
  const text = (status ?? '').replace(/_/g, ' ').trim().toLowerCase();
  if (!text) return { label, tone: 'pending' };
  // 'Undelivered' contains 'delivered' but is a failed attempt, not a delivery.
  if (text.includes('undelivered')) return { label, tone: 'error' };
  if (text.includes('delivered')) return { label, tone: 'done' };
  if (text.includes('shipped') || text.includes('dispatched')) return { label, tone: 'shipped' };
  if (text.includes('processed') || text.includes('picked')) return { label, tone: 'processing' };
  if (text.includes('failed') || text.includes('rejected')) return { label, tone: 'error' };
  return { label, tone: 'pending' };
}

function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Tracking history newest first; entries with unreadable dates go last, in the order they came. */
export function sortHistoryNewestFirst<T extends { updated_date: string }>(history: readonly T[]): T[] {
  return history
    .map((entry, index) => ({ entry, index, time: timeOf(entry.updated_date) }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time - a.time))
    .map(({ entry }) => entry);
}
