import type { OrderStatus } from '@shop/shared/order-status';
import type { TrackingResponse } from '@shop/shared/schemas/order';
import type { TrackingDetailResponse } from '@shop/shared/schemas/shipping';
import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import {
  SR_STATUSES,
  srStatusLabel,
  toSrCode,
  type TrackActivity,
  type TrackingData,
  type TrackingWebhook,
} from '../../providers/shiprocket/types';

/**
 * What we keep of Shiprocket's tracking in `shipments.tracking` (jsonb): the provider's events, normalised,
 * newest first. Tracking answers and webhooks both merge into it, so either may arrive first or twice.
 */
export interface TrackingSnapshot {
  srStatus: number | null;
  statusLabel: string | null;
  /** ISO 8601 when Shiprocket's date could be read, else its text. */
  etd: string | null;
  trackUrl: string | null;
  deliveredAt: string | null;
  courierName: string | null;
  activities: SnapshotActivity[];
}

export interface SnapshotActivity {
  at: string;
  srStatus: number | null;
  /** The sr-status label (`IN TRANSIT`): what the shop shows as the status. */
  label: string;
  /** The courier's own text; may name the receiver, so it is never shown publicly. */
  activity: string;
  location: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const isoOrText = (v: unknown): string | null => {
  const raw = text(v);
  if (!raw) return null;
  return parseShiprocketDate(raw)?.toISOString() ?? raw;
};

/** The status text of an event: Shiprocket's sr-status label, else our table's, else the courier's words. */
export function statusLabelOf(srStatus: number | null, providedLabel?: unknown, fallback?: unknown): string {
  const given = text(providedLabel);
  if (given && given.toUpperCase() !== 'NA') return given;
  return srStatusLabel(srStatus) ?? (text(fallback).toUpperCase() || 'STATUS UNKNOWN');
}

function toActivity(raw: TrackActivity): SnapshotActivity | null {
  const at = parseShiprocketDate(raw.date);
  if (!at) return null;
  const srStatus = toSrCode(raw['sr-status']);
  return {
    at: at.toISOString(),
    srStatus,
    label: statusLabelOf(srStatus, raw['sr-status-label'], raw.activity ?? raw.status),
    activity: text(raw.activity) || text(raw.status),
    location: text(raw.location),
  };
}

const activityKey = (a: SnapshotActivity) => `${a.at}|${a.srStatus ?? a.label}`;
const byNewest = (a: SnapshotActivity, b: SnapshotActivity) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);

function fromActivities(
  activities: SnapshotActivity[],
  extra: Partial<Omit<TrackingSnapshot, 'activities' | 'srStatus' | 'statusLabel'>>,
): TrackingSnapshot {
  const sorted = [...activities].sort(byNewest);
  const latest = sorted[0];
  const delivered = sorted.find((a) => a.srStatus === 7);
  return {
    srStatus: latest?.srStatus ?? null,
    statusLabel: latest?.label ?? null,
    etd: extra.etd ?? null,
    trackUrl: extra.trackUrl ?? null,
    deliveredAt: extra.deliveredAt ?? delivered?.at ?? null,
    courierName: extra.courierName ?? null,
    activities: sorted,
  };
}

/** A `courier/track/...` answer. Before the first scan (track_status 0) it holds no events, only what is known. */
export function snapshotFromTracking(data: TrackingData): TrackingSnapshot {
  const track = data.shipment_track?.[0];
  const activities = (data.shipment_track_activities ?? []).map(toActivity).filter((a): a is SnapshotActivity => a !== null);
  const snapshot = fromActivities(activities, {
    etd: isoOrText(data.etd ?? track?.edd),
    trackUrl: text(data.track_url) || null,
    deliveredAt: isoOrText(track?.delivered_date),
    courierName: text(track?.courier_name) || null,
  });
  if (activities.length === 0 && data.track_status === 1) {
    const code = toSrCode(data.shipment_status);
    if (code !== null) return { ...snapshot, srStatus: code, statusLabel: statusLabelOf(code, track?.current_status) };
  }
  return snapshot;
}

/** A tracking webhook: its scans, plus its current status as an event of its own if no scan carries it. */
/**
 * A webhook's status as an sr-status code. `shipment_status_id` is Shiprocket's shipment status (the codes of
 * the tracking API); `current_status_id` is another numbering and differs from it even for the same status
 * (the published sample: IN TRANSIT is current 20, shipment 18), so it is never read. Without the id, the
 * status text is looked up (docs/decisions/063-shipment-status-and-rto.md).
 */
export function webhookStatusCode(body: TrackingWebhook): number | null {
  const byId = toSrCode(body.shipment_status_id);
  if (byId !== null) return byId;
  const label = (text(body.shipment_status) || text(body.current_status)).toUpperCase();
  const found = Object.entries(SR_STATUSES).find(([, status]) => status.label === label);
  return found ? Number(found[0]) : null;
}

export function snapshotFromWebhook(body: TrackingWebhook): TrackingSnapshot {
  const activities = (body.scans ?? []).map(toActivity).filter((a): a is SnapshotActivity => a !== null);
  const code = webhookStatusCode(body);
  const at = parseShiprocketDate(body.current_timestamp);
  if (at && !activities.some((a) => a.srStatus === code && a.at === at.toISOString())) {
    activities.push({
      at: at.toISOString(),
      srStatus: code,
      label: statusLabelOf(code, body.shipment_status ?? body.current_status),
      activity: text(body.shipment_status) || text(body.current_status),
      location: '',
    });
  }
  return fromActivities(activities, { etd: isoOrText(body.etd), courierName: text(body.courier_name) || null });
}

/**
 * Union of two snapshots' events; the newest event decides the status, so a late or repeated message never
 * moves a shipment back.
 */
export function mergeSnapshots(current: TrackingSnapshot | null, incoming: TrackingSnapshot): TrackingSnapshot {
  if (!current) return incoming;
  const events = new Map<string, SnapshotActivity>();
  for (const a of [...current.activities, ...incoming.activities]) events.set(activityKey(a), a);
  const merged = fromActivities([...events.values()], {
    etd: incoming.etd ?? current.etd,
    trackUrl: incoming.trackUrl ?? current.trackUrl,
    deliveredAt: current.deliveredAt ?? incoming.deliveredAt,
    courierName: incoming.courierName ?? current.courierName,
  });
  if (merged.activities.length === 0) {
    // No events on either side: keep whichever status a track answer gave.
    return { ...merged, srStatus: incoming.srStatus ?? current.srStatus, statusLabel: incoming.statusLabel ?? current.statusLabel };
  }
  return merged;
}

/** Reads what a jsonb column holds back into a snapshot, tolerating older or foreign shapes. */
export function readSnapshot(value: unknown): TrackingSnapshot | null {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { activities?: unknown }).activities)) return null;
  return value as TrackingSnapshot;
}

export function isPickedUp(snapshot: TrackingSnapshot | null): boolean {
  return Boolean(
    snapshot?.activities.some((a) => {
      const stage = a.srStatus === null ? undefined : SR_STATUSES[a.srStatus]?.stage;
      return stage !== undefined && stage !== 'booked' && stage !== 'cancelled' && stage !== 'courier-cancelled';
    }),
  );
}

export interface ShipmentView {
  orderId: string;
  shipmentId: string | null;
  awbCode: string | null;
  courierName: string | null;
  /** Our shipment status when there is no event yet (`NEW`, `AWB ASSIGNED`, `CANCELLED`). */
  status: string;
  snapshot: TrackingSnapshot | null;
}

const NO_COURIER = 'Courier not assigned yet';

/** The tracking data of docs/product.md#data and nothing else: safe for anyone holding the tracking number. */
export function toPublicTracking(view: ShipmentView): TrackingResponse {
  const s = view.snapshot;
  return {
    tracking_data: {
      tracking_number: view.shipmentId ?? view.awbCode ?? '',
      courier_name: view.courierName ?? s?.courierName ?? NO_COURIER,
      shipment_status: s?.statusLabel ?? view.status,
      etd: s?.etd ?? null,
      track_history: (s?.activities ?? []).map((a) => ({ status: a.label, location: a.location, updated_date: a.at })),
    },
  };
}

/** The owner's and admin's view: the public data plus ids, the courier's wording and the tracking link. */
export function toDetailedTracking(view: ShipmentView): TrackingDetailResponse {
  const s = view.snapshot;
  const base = toPublicTracking(view).tracking_data;
  return {
    tracking_data: {
      ...base,
      order_id: view.orderId,
      shipment_id: view.shipmentId,
      awb_code: view.awbCode,
      track_url: s?.trackUrl ?? null,
      current_status_id: s?.srStatus ?? null,
      delivered_date: s?.deliveredAt ?? null,
      track_history: (s?.activities ?? []).map((a) => ({
        status: a.label,
        location: a.location,
        updated_date: a.at,
        activity: a.activity,
        sr_status: a.srStatus,
      })),
    },
  };
}

export interface OrderDatesSource {
  id: string;
  status: OrderStatus;
  trackingNumber: string | null;
  shippingAddress: { city: string; state: string };
  createdAt: Date;
  packedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

/** Policy text: domestic delivery in 3-7 business days; the estimate takes the far end. */
const ESTIMATED_TRANSIT_MS = 7 * 86_400_000;
const ORDER_STATUS_TEXT = { pending: 'PENDING', packed: 'PROCESSED', shipped: 'SHIPPED', delivered: 'DELIVERED', cancelled: 'CANCELLED' } as const;

/**
 * Orders shipped by hand (an admin typed a courier's tracking number, no Shiprocket shipment): tracking from
 * our own dates. Status words follow the keywords the order dialog maps; history is newest first.
 */
export function trackingFromOrderDates(order: OrderDatesSource, originLocation: string): TrackingResponse {
  const destination = `${order.shippingAddress.city}, ${order.shippingAddress.state}`;
  const events: [Date | null, string, string][] = [
    [order.createdAt, 'Order placed', originLocation],
    [order.packedAt, 'Processed and packed', originLocation],
    [order.shippedAt, 'Shipped', originLocation],
    [order.deliveredAt, 'Delivered', destination],
    [order.cancelledAt, 'Cancelled', originLocation],
  ];
  const history = events
    .filter((e): e is [Date, string, string] => e[0] !== null)
    .sort((a, b) => b[0].getTime() - a[0].getTime())
    .map(([date, status, location]) => ({ status, location, updated_date: date.toISOString() }));
  const etd = order.deliveredAt
    ? order.deliveredAt.toISOString()
    : order.shippedAt && order.status === 'shipped'
      ? new Date(order.shippedAt.getTime() + ESTIMATED_TRANSIT_MS).toISOString()
      : null;
  return {
    tracking_data: {
      tracking_number: order.trackingNumber ?? '',
      courier_name: 'Standard Courier',
      shipment_status: ORDER_STATUS_TEXT[order.status],
      etd,
      track_history: history,
    },
  };
}

export function detailedFromOrderDates(order: OrderDatesSource, originLocation: string): TrackingDetailResponse {
  const base = trackingFromOrderDates(order, originLocation).tracking_data;
  return {
    tracking_data: {
      ...base,
      order_id: order.id,
      shipment_id: null,
      awb_code: null,
      track_url: null,
      current_status_id: null,
      delivered_date: order.deliveredAt?.toISOString() ?? null,
      track_history: base.track_history.map((h) => ({ ...h, activity: h.status, sr_status: null })),
    },
  };
}
