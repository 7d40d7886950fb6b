import type { ShippingProvider } from '../../providers/shiprocket/types';
import type { OrdersService } from '../orders';
import type { ShipmentFlowRepository } from './shipment-flow.repository';
import type { ShippingLogger } from './shipping-errors';
import type { ShipmentRecord, ShippingRepository } from './shipping.repository';
import { createTrackingPoll } from './tracking-poll';
import { createTrackingReads } from './tracking-reads';
import { createTrackingUpdates, type TrackingContext } from './tracking-updates';
import { createTrackingWebhook } from './tracking-webhook';

export { viewOf } from './tracking-reads';

/** A courier exception for the merchant's notification addresses (queued once per shipment and status). */
export interface CourierException {
  shipmentId: string;
  orderId: string;
  awb: string | null;
  status: string;
  kind: 'lost' | 'cancelled-by-courier';
}
export type CourierAlerts = (event: CourierException) => Promise<void>;

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
  /** Tells the merchant about a parcel lost, damaged, destroyed or disposed of, or cancelled by the courier. */
  courierAlerts: CourierAlerts;
  /** Finishes a booking the ship request could not (AWB, pickup): the poll calls it before tracking. */
  completeBooking: (shipment: ShipmentRecord) => Promise<ShipmentRecord>;
}

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
