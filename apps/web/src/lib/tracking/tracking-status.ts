import { shipmentStatusLabel } from '@shop/shared/status-words';
import type { MessageKey, Translator } from '../i18n/i18n';

export type TrackingTone = 'done' | 'shipped' | 'processing' | 'error' | 'pending';

export interface TrackingStatusView {
  /** The courier's words in sentence case ('In transit'); 'Status unknown' when there are none (decision 208). */
  label: string;
  tone: TrackingTone;
}

export const UNKNOWN_TRACKING_STATUS = shipmentStatusLabel(null);

/**
 * Statuses that have words in the `tracking` catalogues (decision 262): Shiprocket's sr-status labels, the words of
 * orders shipped by hand, and Shiprocket's order states. Any other status reads in the courier's own words.
 */
export const KNOWN_TRACKING_STATUSES: ReadonlySet<string> = new Set(
  (
    'awb-assigned label-generated pickup-scheduled pickup-queued manifest-generated shipped delivered ' +
    'cancelled canceled rto-initiated rto-delivered pending lost pickup-error rto-acknowledged ' +
    'pickup-rescheduled cancellation-requested out-for-delivery in-transit out-for-pickup ' +
    'pickup-exception undelivered delayed partial-delivered destroyed damaged fulfilled pickup-booked ' +
    'reached-at-destination-hub misrouted rto-ndr rto-ofd picked-up self-fulfilled disposed-off ' +
    'cancelled-before-dispatched rto-in-transit qc-failed reached-warehouse in-flight handover-to-courier ' +
    'shipment-booked rto-lock untraceable issue-related-to-the-recipient reached-back-at-seller-city ' +
    'order-placed processed-and-packed processed ready-to-ship new status-unknown'
  ).split(' '),
);

/** The status in the page's language: a known one from the `tracking` words, else the courier's words as given. */
function inLanguage(label: string, t: Translator['t'] | undefined): string {
  const slug = label.toLowerCase().replace(/\s+/g, '-');
  if (!t || !KNOWN_TRACKING_STATUSES.has(slug)) return label;
  const key = `trackingStatus.${slug}` as MessageKey;
  const words = t(key);
  // The words did not arrive (their catalogue failed to load): the courier's English then.
  return words === key ? label : words;
}

/**
 * docs/product.md#my-orders: a courier status by keyword, its label in the page's language when given its `t`.
 * delivered -> done; shipped or dispatched; processed or picked; failed or rejected -> error; anything else pending. Couriers write 'OUT_FOR_DELIVERY',
 * 'Picked Up', 'RTO Delivered', so matching is by word inside the text, case-insensitive.
 */
export function describeTrackingStatus(status: string | null | undefined, t?: Translator['t']): TrackingStatusView {
  const label = inLanguage(shipmentStatusLabel(status), t);
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
