import { createHash } from 'node:crypto';
import { ORDER_MESSAGES, type TrackingResponse } from '@shop/shared/schemas/order';
import type { TrackingDetailResponse } from '@shop/shared/schemas/shipping';
import { notFound } from '../../lib/errors';
import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import {
  SR_CANCELLED,
  SR_DELIVERED,
  SR_RTO_DELIVERED,
  type ShippingProvider,
  type TrackingWebhook,
} from '../../providers/shiprocket/types';
import type { OrdersService, OrderViewer } from '../orders/orders.service';
import type { ShipmentFlowRepository } from './shipment-flow.repository';
import { isAppError, type ShippingLogger } from './shipping-errors';
import { CANCELLED, FINAL_STATUSES, type ShipmentRecord, type ShippingRepository } from './shipping.repository';
import {
  detailedFromOrderDates,
  mergeSnapshots,
  readSnapshot,
  snapshotFromTracking,
  snapshotFromWebhook,
  toDetailedTracking,
  toPublicTracking,
  trackingFromOrderDates,
  webhookStatusCode,
  type ShipmentView,
  type TrackingSnapshot,
} from './tracking.mapper';

type StoredOrder = Awaited<ReturnType<OrdersService['getOrder']>>;
const FINAL = new Set<string>(FINAL_STATUSES);

export interface TrackingOptions {
  repo: ShippingRepository;
  flow: ShipmentFlowRepository;
  provider: ShippingProvider;
  orders: Pick<OrdersService, 'getOrder' | 'updateStatus' | 'findByTrackingNumber' | 'returnToSeller'>;
  /** Where a hand-shipped order's timeline says it was (the shop's state, from the settings). */
  originLocation: () => Promise<string>;
  log: ShippingLogger;
  now: () => number;
  freshMs: number;
  /** Finishes a booking the ship request could not (AWB, pickup): the poll calls it before tracking. */
  completeBooking: (shipment: ShipmentRecord) => Promise<ShipmentRecord>;
}

export function viewOf(shipment: ShipmentRecord): ShipmentView {
  return {
    orderId: shipment.orderId,
    shipmentId: shipment.shipmentId,
    awbCode: shipment.awbCode,
    courierName: shipment.courierName,
    status: shipment.status,
    snapshot: readSnapshot(shipment.tracking),
  };
}

/** The detailed view plus what the customer needs to meet the courier: pickup date and tracking page. */
function detailedOf(shipment: ShipmentRecord): TrackingDetailResponse {
  const detailed = toDetailedTracking(viewOf(shipment));
  return {
    tracking_data: {
      ...detailed.tracking_data,
      track_url: shipment.trackingUrl ?? detailed.tracking_data.track_url,
      pickup_scheduled_date: shipment.pickupScheduledAt ? shipment.pickupScheduledAt.toISOString() : null,
    },
  };
}

/** Webhook ids are (awb, status, timestamp) as Shiprocket documents; hashed so any length fits the key. */
function webhookEventId(body: TrackingWebhook, awb: string): string {
  const status = String(webhookStatusCode(body) ?? body.shipment_status ?? body.current_status ?? '');
  const digest = createHash('sha256')
    .update(`${awb}|${status}|${body.current_timestamp ?? ''}`)
    .digest('hex')
    .slice(0, 40);
  return `shiprocket:${digest}`;
}

/**
 * Tracking: webhooks, the poll and reads merge Shiprocket's events into the shipment, and the events that end a
 * journey move the order (docs/decisions/063-shipment-status-and-rto.md): DELIVERED delivers it; RTO DELIVERED
 * (the parcel is back with the seller) closes it as returned to seller with its stock returned exactly once
 * (docs/decisions/065-returned-to-seller.md).
 */
export function createTracking(options: TrackingOptions) {
  const { repo, flow, provider, orders, log, now } = options;

  /** DELIVERED from the courier delivers the order (deliveredAt, invoice). Repeats and late events are no-ops. */
  async function deliverOrder(orderId: string): Promise<boolean> {
    try {
      await orders.updateStatus(orderId, { status: 'delivered' });
      return true;
    } catch (error) {
      if (isAppError(error, 'INVALID_STATUS_CHANGE', 'NOT_FOUND')) return false;
      throw error;
    }
  }

  /**
   * The parcel is back with the seller: the order ends "returned to seller" (cancelled with returnedAt) and its
   * stock returns. The orders service releases stock once however often this runs (and refunds a paid order once
   * through its cancel hook).
   */
  async function returnOrder(orderId: string): Promise<void> {
    try {
      const order = await orders.returnToSeller(orderId);
      log.info({ orderId, status: order.status }, 'parcel returned to seller: order closed, stock back');
    } catch (error) {
      if (!isAppError(error, 'INVALID_STATUS_CHANGE', 'NOT_FOUND')) throw error;
      log.warn({ orderId }, 'parcel returned to origin for an order that cannot be cancelled; needs an admin');
    }
  }

  /** Merges tracking into a shipment (row locked) and lets the journey's end reach the order. */
  async function applyTracking(shipment: ShipmentRecord, incoming: TrackingSnapshot, awbCode?: string | null) {
    const updated = await repo.updateTracking(shipment.id, (current) => {
      // Our own cancellation is final whatever a stale answer says.
      const merged = mergeSnapshots(readSnapshot(current.tracking), incoming);
      const status = current.status === CANCELLED ? CANCELLED : (merged.statusLabel ?? current.status);
      return { status, tracking: merged, courierName: merged.courierName, awbCode: awbCode ?? null };
    });
    const result = updated ?? shipment;
    const srStatus = readSnapshot(result.tracking)?.srStatus;
    if (srStatus === SR_DELIVERED && (await deliverOrder(result.orderId))) {
      log.info({ orderId: result.orderId, shipmentId: result.shipmentId }, 'order delivered by courier');
    }
    if (srStatus === SR_RTO_DELIVERED && result.status !== CANCELLED) await returnOrder(result.orderId);
    return result;
  }

  async function fetchTracking(shipment: ShipmentRecord): Promise<TrackingSnapshot> {
    const data = shipment.awbCode
      ? await provider.trackAwb(shipment.awbCode)
      : await provider.trackShipment(shipment.shipmentId!);
    if (data.track_url) await flow.setTrackingUrl(shipment.id, data.track_url);
    return snapshotFromTracking(data);
  }

  /**
   * Tracking for a read: from the database when fresh or final, else from Shiprocket. A failing Shiprocket
   * serves what we have (the panel then says there is no history yet) rather than an error page.
   */
  async function refreshForRead(shipment: ShipmentRecord): Promise<ShipmentRecord> {
    if (!shipment.shipmentId || FINAL.has(shipment.status)) return shipment;
    const isFresh = shipment.trackedAt && now() - shipment.trackedAt.getTime() < options.freshMs;
    // Webhooks keep a shipment fresh but never carry the courier's tracking page: until the page is known, a
    // read asks Shiprocket (its tracking answer has it), so the customer gets the link right after shipping
    // (docs/decisions/049-tracking-page-after-shipping.md).
    if (isFresh && (shipment.trackingUrl || !shipment.awbCode)) return shipment;
    try {
      await applyTracking(shipment, await fetchTracking(shipment));
      return (await repo.findById(shipment.id)) ?? shipment;
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'tracking refresh failed; serving stored tracking');
      return shipment;
    }
  }

  /** The order when this viewer may see it; null for a missing or someone else's order. */
  async function visibleOrNull(viewer: OrderViewer, id: string): Promise<StoredOrder | null> {
    try {
      return await orders.getOrder(viewer, id);
    } catch (error) {
      if (isAppError(error, 'NOT_FOUND')) return null;
      throw error;
    }
  }

  async function publicTracking(ref: string): Promise<TrackingResponse> {
    const value = ref.trim();
    const shipment = value && value.length <= 100 ? await repo.findByTrackingRef(value) : null;
    if (shipment) return toPublicTracking(viewOf(await refreshForRead(shipment)));
    const order = await orders.findByTrackingNumber(value);
    if (order?.trackingNumber) return trackingFromOrderDates(order, await options.originLocation());
    throw notFound(ORDER_MESSAGES.trackingUnavailable);
  }

  return {
    applyTracking,

    /**
     * Tracking for GET /api/shiprocket/track/:id. A signed-in owner or admin asking by order id, shipment id or
     * AWB of their order gets the detailed view; anyone else asking by a tracking number gets the public one.
     */
    async track(
      viewer: OrderViewer | null,
      id: string,
    ): Promise<{ detailed: TrackingDetailResponse } | { public: TrackingResponse }> {
      if (viewer) {
        const order = await visibleOrNull(viewer, id);
        if (order) {
          const shipment = await repo.findLatestByOrderId(order.id);
          if (shipment?.shipmentId) return { detailed: detailedOf(await refreshForRead(shipment)) };
          if (order.trackingNumber) return { detailed: detailedFromOrderDates(order, await options.originLocation()) };
          throw notFound(ORDER_MESSAGES.trackingUnavailable);
        }
        const shipment = await repo.findByTrackingRef(id.trim());
        if (shipment) {
          const owned = await visibleOrNull(viewer, shipment.orderId);
          if (owned) return { detailed: detailedOf(await refreshForRead(shipment)) };
        } else {
          const manual = await orders.findByTrackingNumber(id);
          if (manual?.trackingNumber && (viewer.role === 'admin' || manual.userId === viewer.id)) {
            return { detailed: detailedFromOrderDates(manual, await options.originLocation()) };
          }
        }
      }
      return { public: await publicTracking(id) };
    },

    /** The policy page's Track button: status, courier, etd and history only. */
    trackPublic: publicTracking,

    /**
     * A tracking webhook (already authenticated). Each (awb, status, timestamp) is applied once; a failure
     * forgets the event so Shiprocket's retry is processed.
     */
    async handleWebhook(body: TrackingWebhook): Promise<'applied' | 'duplicate' | 'ignored'> {
      const awb = body.awb == null ? '' : String(body.awb).trim();
      let shipment = awb ? await repo.findByTrackingRef(awb) : null;
      // The AWB answer may have been lost: the order id we sent finds the shipment, and the webhook has the AWB.
      if (!shipment && typeof body.order_id === 'string') {
        shipment =
          (await flow.findByChannelOrderId(body.order_id)) ?? (await repo.findLatestByOrderId(body.order_id));
      }
      if (!shipment?.shipmentId || !awb) return 'ignored';
      const eventId = webhookEventId(body, awb);
      const code = webhookStatusCode(body);
      if (!(await repo.recordWebhookEvent(eventId, `tracking:${code ?? body.shipment_status ?? 'unknown'}`)))
        return 'duplicate';
      try {
        const pickupAt = parseShiprocketDate(body.pickup_scheduled_date);
        if (pickupAt && !shipment.pickupScheduledAt) await flow.setPickup(shipment.id, { scheduledAt: pickupAt, token: null });
        await applyTracking(shipment, snapshotFromWebhook(body), awb);
      } catch (error) {
        await repo.forgetWebhookEvent(eventId);
        throw error;
      }
      return 'applied';
    },

    /**
     * One round of the tracking poll: claims due shipments (each by one process only), finishes their booking
     * (AWB, pickup) and applies their tracking. Returns how many were checked and how many orders it delivered.
     */
    async pollOnce({ limit = 25, minAgeMs = 5 * 60_000 }: { limit?: number; minAgeMs?: number } = {}) {
      const due = await repo.claimDueForPoll(limit, new Date(now() - minAgeMs));
      let delivered = 0;
      let failed = 0;
      for (const claimed of due) {
        try {
          const shipment = await options.completeBooking(claimed);
          const before = readSnapshot(shipment.tracking)?.srStatus;
          const after = await applyTracking(shipment, await fetchTracking(shipment));
          const status = readSnapshot(after.tracking)?.srStatus;
          if (status === SR_DELIVERED && before !== SR_DELIVERED) delivered += 1;
          if (status === SR_CANCELLED) {
            log.warn({ orderId: after.orderId, status: after.status }, 'shipment cancelled at Shiprocket; the order needs an admin');
          }
        } catch (error) {
          failed += 1;
          log.warn({ err: error, shipmentId: claimed.shipmentId }, 'tracking poll failed for a shipment');
        }
      }
      return { checked: due.length, delivered, failed };
    },
  };
}

export type Tracking = ReturnType<typeof createTracking>;
