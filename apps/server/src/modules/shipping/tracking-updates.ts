import { SR_DELIVERED, SR_RTO_DELIVERED } from '../../providers/shiprocket/types';
import type { TrackingOptions } from './tracking';
import { isAppError } from './shipping-errors';
import { CANCELLED, type ShipmentRecord } from './shipping.repository';
import { mergeSnapshots, readSnapshot, snapshotFromTracking, type TrackingSnapshot } from './tracking.mapper';

/**
 * Writing tracking into a shipment, and the journey's end reaching the order
 * (docs/decisions/063-shipment-status-and-rto.md, docs/decisions/065-returned-to-seller.md).
 */
export function createTrackingUpdates({ repo, flow, provider, orders, log }: TrackingOptions) {
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

  return { applyTracking, fetchTracking };
}

/** What the tracking units share: the options and the way tracking is written. */
export type TrackingContext = TrackingOptions & ReturnType<typeof createTrackingUpdates>;
