import { ORDER_MESSAGES, type TrackingResponse } from '@shop/shared/schemas/order';
import type { TrackingDetailResponse } from '@shop/shared/schemas/shipping';
import { notFound } from '../../lib/errors';
import type { OrdersService, OrderViewer } from '../orders';
import { isAppError } from './shipping-errors';
import { FINAL_STATUSES, type ShipmentRecord } from './shipping.repository';
import {
  detailedFromOrderDates,
  readSnapshot,
  toDetailedTracking,
  toPublicTracking,
  trackingFromOrderDates,
  type ShipmentView,
} from './tracking.mapper';
import type { TrackingContext } from './tracking-updates';

type StoredOrder = Awaited<ReturnType<OrdersService['getOrder']>>;
const FINAL = new Set<string>(FINAL_STATUSES);

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

/** Tracking as customers, admins and the policy page's Track button read it. */
export function createTrackingReads(ctx: TrackingContext) {
  const { repo, orders, log, now } = ctx;

  /**
   * Tracking for a read: from the database when fresh or final, else from Shiprocket. A failing Shiprocket
   * serves what we have (the panel then says there is no history yet) rather than an error page.
   */
  async function refreshForRead(shipment: ShipmentRecord): Promise<ShipmentRecord> {
    if (!shipment.shipmentId || FINAL.has(shipment.status)) return shipment;
    const isFresh = shipment.trackedAt && now() - shipment.trackedAt.getTime() < ctx.freshMs;
    // Webhooks keep a shipment fresh but never carry the courier's tracking page: until the page is known, a
    // read asks Shiprocket (its tracking answer has it), so the customer gets the link right after shipping
    // (docs/decisions/049-tracking-page-after-shipping.md).
    if (isFresh && (shipment.trackingUrl || !shipment.awbCode)) return shipment;
    try {
      await ctx.applyTracking(shipment, await ctx.fetchTracking(shipment));
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
    if (order?.trackingNumber) return trackingFromOrderDates(order, await ctx.originLocation());
    throw notFound(ORDER_MESSAGES.trackingUnavailable);
  }

  return {
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
          if (order.trackingNumber) return { detailed: detailedFromOrderDates(order, await ctx.originLocation()) };
          throw notFound(ORDER_MESSAGES.trackingUnavailable);
        }
        const shipment = await repo.findByTrackingRef(id.trim());
        if (shipment) {
          const owned = await visibleOrNull(viewer, shipment.orderId);
          if (owned) return { detailed: detailedOf(await refreshForRead(shipment)) };
        } else {
          const manual = await orders.findByTrackingNumber(id);
          if (manual?.trackingNumber && (viewer.role === 'admin' || manual.userId === viewer.id)) {
            return { detailed: detailedFromOrderDates(manual, await ctx.originLocation()) };
          }
        }
      }
      return { public: await publicTracking(id) };
    },

    /** The policy page's Track button: status, courier, etd and history only. */
    trackPublic: publicTracking,
  };
}
