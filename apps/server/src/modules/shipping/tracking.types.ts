// The tracking options, apart from the tracking parts that import them (no import circle, decision 199).
import type { ShippingProvider } from '../../providers/shiprocket/types';
import type { OrdersService } from '../orders';
import type { ShipmentFlowRepository } from './shipment-flow.repository';
import type { ShippingLogger } from './shipping-errors';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentRecord } from './shipping.types';

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
  /** Runs after tracking is written (failed deliveries and returns to origin, issue 37). */
  onTracked?: (shipment: ShipmentRecord, stage: string | undefined) => Promise<void>;
  /** Finishes a booking the ship request could not (AWB, pickup): the poll calls it before tracking. */
  completeBooking: (shipment: ShipmentRecord) => Promise<ShipmentRecord>;
}
