import { createTrackingPoll } from './tracking-poll';
import { createTrackingReads } from './tracking-reads';
import { createTrackingUpdates, type TrackingContext } from './tracking-updates';
import { createTrackingWebhook } from './tracking-webhook';
import type { TrackingOptions } from './tracking.types';

export { viewOf } from './tracking-reads';
export type { CourierAlerts } from './tracking.types';

/**
 * Tracking: webhooks, the poll and reads merge Shiprocket's events into the shipment, and the events that end a
 * journey move the order (docs/decisions/063-shipment-status-and-rto.md): DELIVERED delivers it; RTO DELIVERED
 * (the parcel is back with the seller) closes it as returned to seller with its stock returned exactly once
 * (docs/decisions/065-returned-to-seller.md).
 */
export function createTracking(options: TrackingOptions) {
  const updates = createTrackingUpdates(options);
  const ctx: TrackingContext = { ...options, ...updates };
  return {
    applyTracking: updates.applyTracking,
    ...createTrackingReads(ctx),
    ...createTrackingWebhook(ctx),
    ...createTrackingPoll(ctx),
  };
}
