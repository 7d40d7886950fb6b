import { srStage } from '../../providers/shiprocket/types';
import type { TrackingOptions } from './tracking.types';
import { isAppError } from './shipping-errors';
import { CANCELLED, type ShipmentRecord } from './shipping.repository';
import { mergeSnapshots, readSnapshot, snapshotFromTracking, type TrackingSnapshot } from './tracking.mapper';

/**
 * Writing tracking into a shipment, and the journey's end reaching the order
 * (docs/decisions/063-shipment-status-and-rto.md, docs/decisions/065-returned-to-seller.md).
 */
export function createTrackingUpdates({ repo, flow, provider, orders, log, courierAlerts, onTracked }: TrackingOptions) {
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

  /**
   * A parcel lost, destroyed, damaged or disposed of, or cancelled by the courier before dispatch: the merchant
   * is told (once per shipment and status: the alert's dedupe key). A failure to queue it is logged, and the
   * next tracking event or poll queues it again.
   */
  async function alertMerchant(shipment: ShipmentRecord, kind: 'lost' | 'cancelled-by-courier') {
    try {
      await courierAlerts({
        shipmentId: shipment.id,
        orderId: shipment.orderId,
        awb: shipment.awbCode,
        status: shipment.status,
        kind,
      });
      log.warn({ orderId: shipment.orderId, status: shipment.status }, 'courier exception: merchant alerted');
    } catch (error) {
      log.error({ err: error, orderId: shipment.orderId }, 'could not queue the courier exception alert');
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
    const stage = srStage(readSnapshot(result.tracking)?.srStatus);
    if (stage === 'delivered' && (await deliverOrder(result.orderId))) {
      log.info({ orderId: result.orderId, shipmentId: result.shipmentId }, 'order delivered by courier');
    }
    // Our own cancellation is final: nothing the courier says after it moves the order or alerts anyone.
    if (result.status === CANCELLED) return result;
    // Failed deliveries and returns to origin are recorded before the order moves (docs/decisions/231, 232).
    if (onTracked) await onTracked(result, stage);
    if (stage === 'returned') await returnOrder(result.orderId);
    // Lost and its kin: the shipment has ended; the order waits for the merchant's claim and refund.
    if (stage === 'lost') await alertMerchant(result, 'lost');
    if (stage === 'courier-cancelled') await alertMerchant(result, 'cancelled-by-courier');
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
