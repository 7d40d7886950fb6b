import { SR_CANCELLED, SR_DELIVERED } from '../../providers/shiprocket/types';
import { readSnapshot } from './tracking.mapper';
import type { TrackingContext } from './tracking-updates';

/** The tracking poll, for shipments whose webhooks did not come. */
export function createTrackingPoll({ repo, log, now, completeBooking, applyTracking, fetchTracking }: TrackingContext) {
  return {
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
          const shipment = await completeBooking(claimed);
          const before = readSnapshot(shipment.tracking)?.srStatus;
          const after = await applyTracking(shipment, await fetchTracking(shipment));
          const status = readSnapshot(after.tracking)?.srStatus;
          if (status === SR_DELIVERED && before !== SR_DELIVERED) delivered += 1;
          if (status === SR_CANCELLED) {
            log.warn(
              { orderId: after.orderId, status: after.status },
              'shipment cancelled at Shiprocket; the order needs an admin',
            );
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
