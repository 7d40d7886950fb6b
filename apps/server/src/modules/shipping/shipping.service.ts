import { createDeliveryIssues } from './delivery-issues';
import type { DeliveryIssueMails } from './failed-deliveries';
import type { Db } from '../../db/client';
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from '@shop/shared/pricing';
import type { ShippingProvider } from '../../providers/shiprocket/types';
import type { CatalogService } from '../catalog';
import type { OrdersService } from '../orders';
import { createServiceability } from './serviceability';
import { createBooking } from './shipment-booking';
import { createShipmentDocuments } from './shipment-documents';
import { createShipmentFlowRepository } from './shipment-flow.repository';
import { createReturnShipments } from './shipment-returns';
import { createShipments } from './shipments';
import { silentLogger, type ShippingLogger } from './shipping-errors';
import { CREATING, createShippingRepository, type ShipmentRecord } from './shipping.repository';
import { createLostParcels } from './lost-parcels';
import { createTracking, type CourierAlerts } from './tracking';

export interface ShippingServiceOptions {
  db: Db;
  provider: ShippingProvider;
  orders: Pick<
    OrdersService,
    'getOrder' | 'updateStatus' | 'findByTrackingNumber' | 'cancelForShipment' | 'returnToSeller' | 'closeLostParcel'
  >;
  /** The merchant's alert for a lost or courier-cancelled parcel (the notifications module); none in some tests. */
  courierAlerts?: CourierAlerts;
  catalog: Pick<CatalogService, 'getProductsByIds' | 'getVariantPrices'>;
  /**
   * The shop's pickup location name (as registered with Shiprocket) and its PIN code, read from the shop
   * settings at each use, so a save on the Settings screen applies to the next shipment and quote.
   */
  pickup: () => Promise<{ location: string; pincode: string }>;
  /** The settings' delivery charges for the cart's shipping line (docs/decisions/039); the demo shop's when absent. */
  shippingRates?: () => Promise<ShippingRates>;
  /** Shown as the place of the early events of orders shipped by hand (the seller's state). */
  originLocation: () => Promise<string>;
  /** The provider's time limit: a placeholder older than this plus a margin belonged to a dead request. */
  providerTimeoutMs: number;
  log?: ShippingLogger;
  /** Tracking fetched less than this long ago is served from the database. */
  trackingFreshMs?: number;
  now?: () => number;
  /** Mails about failed deliveries (the notifications module); none in some tests. */
  deliveryIssueMails?: DeliveryIssueMails;
  /** Signs the buyer's "answer a failed delivery" links. */
  linkSecret?: string;
}

export function summarize(shipment: ShipmentRecord) {
  return {
    order_id: shipment.providerOrderId ?? '',
    shipment_id: shipment.shipmentId ?? '',
    status: shipment.status,
    awb_code: shipment.awbCode,
    courier_name: shipment.courierName,
    pickup_scheduled_date: shipment.pickupScheduledAt ? shipment.pickupScheduledAt.toISOString() : null,
    length: shipment.lengthCm,
    breadth: shipment.breadthCm,
    height: shipment.heightCm,
    weight: shipment.weightKg,
  };
}

export { channelOrderIdFor } from './shipments';

/**
 * Shipping through Shiprocket, by concern: booking a shipment (shipments.ts, shipment-booking.ts), its papers
 * (shipment-documents.ts), serviceability (serviceability.ts) and tracking with webhooks and the poll
 * (tracking.ts). This composes them into the one service the routes and other modules see. Orders are changed
 * only through the orders service.
 */
export function createShippingService(options: ShippingServiceOptions) {
  const { provider, orders } = options;
  const repo = createShippingRepository(options.db);
  const flow = createShipmentFlowRepository(options.db);
  const log = options.log ?? silentLogger;
  const now = options.now ?? Date.now;
  const serviceability = createServiceability({
    provider,
    catalog: options.catalog,
    pickup: options.pickup,
    shippingRates: options.shippingRates ?? (async () => DEFAULT_SHIPPING_RATES),
    log,
    now,
  });
  const booking = createBooking({ repo, flow, provider, log });
  const { completeBooking } = booking;

  const deliveryIssues = createDeliveryIssues({
    db: options.db,
    provider,
    shipments: repo,
    pickup: options.pickup,
    mails: options.deliveryIssueMails,
    linkSecret: options.linkSecret ?? 'shop-delivery-issue-links-unsigned',
    log,
    now,
  });

  const tracking = createTracking({
    repo,
    flow,
    provider,
    orders,
    originLocation: options.originLocation,
    log,
    now,
    freshMs: options.trackingFreshMs ?? 60_000,
    completeBooking,
    courierAlerts: options.courierAlerts ?? (async () => undefined),
    onTracked: (shipment, stage) => deliveryIssues.onTracked(shipment, stage),
  });

  return {
    ...createShipments({ ...options, repo, flow, log, now, serviceability, booking }),
    ...createShipmentDocuments({ repo, provider, orders, completeBooking }),
    ...createReturnShipments({ provider, catalog: options.catalog, log }),
    ...createLostParcels({ repo, orders }),
    track: (...args: Parameters<typeof tracking.track>) => tracking.track(...args),
    trackPublic: tracking.trackPublic,
    handleWebhook: (...args: Parameters<typeof tracking.handleWebhook>) => tracking.handleWebhook(...args),
    pollOnce: (...args: Parameters<typeof tracking.pollOnce>) => tracking.pollOnce(...args),
    checkServiceability: serviceability.checkServiceability,
    deliveryEstimate: (...args: Parameters<typeof serviceability.deliveryEstimate>) =>
      serviceability.deliveryEstimate(...args),
    calculateShipping: (...args: Parameters<typeof serviceability.calculateShipping>) =>
      serviceability.calculateShipping(...args),

    deliveryIssues,
    findShipmentForOrder: (orderId: string) => repo.findLatestByOrderId(orderId),
    isCreating: (shipment: ShipmentRecord) => shipment.status === CREATING,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
