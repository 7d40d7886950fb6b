import { UNPAID_SHIPPING_ERROR, awaitsPaymentBefore } from '@shop/shared/order-status';
import { SHIPPING_MESSAGES, type PackageDimensions } from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import {
  SR_STATUSES,
  ShiprocketError,
  srStatusLabel,
  toSrCode,
  type ShippingProvider,
} from '../../providers/shiprocket/types';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService, OrderViewer } from '../orders/orders.service';
import { DEFAULT_BOX_CM, parcelWeightKg } from './parcel';
import { createServiceability } from './serviceability';
import { createShipmentFlowRepository } from './shipment-flow.repository';
import { buildAdhocOrderPayload, buildReturnOrderPayload, shiprocketPaymentMethod } from './shiprocket-payload';
import {
  MAY_HAVE_CREATED,
  createFailure,
  isAppError,
  isDuplicateOrderId,
  providerFailure,
  silentLogger,
  type ShippingLogger,
} from './shipping-errors';
import { CANCELLED, CREATING, createShippingRepository, type ShipmentRecord } from './shipping.repository';
import { isPickedUp, readSnapshot } from './tracking.mapper';
import { createTracking } from './tracking';

type StoredOrder = Awaited<ReturnType<OrdersService['getOrder']>>;

export interface ShippingServiceOptions {
  db: Db;
  provider: ShippingProvider;
  orders: Pick<OrdersService, 'getOrder' | 'updateStatus' | 'findByTrackingNumber' | 'cancelForShipment' | 'returnToSeller'>;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  /**
   * The shop's pickup location name (as registered with Shiprocket) and its PIN code, read from the shop
   * settings at each use, so a save on the Settings screen applies to the next shipment and quote.
   */
  pickup: () => Promise<{ location: string; pincode: string }>;
  /** Shown as the place of the early events of orders shipped by hand (the seller's state). */
  originLocation: () => Promise<string>;
  /** The provider's time limit: a placeholder older than this plus a margin belonged to a dead request. */
  providerTimeoutMs: number;
  log?: ShippingLogger;
  /** Tracking fetched less than this long ago is served from the database. */
  trackingFreshMs?: number;
  now?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** The order id Shiprocket gets: ours, then `<ours>-2`, `-3` for re-shipments (Shiprocket refuses an id twice). */
export function channelOrderIdFor(orderId: string, earlierShipments: number): string {
  return earlierShipments === 0 ? orderId : `${orderId}-${earlierShipments + 1}`;
}

/**
 * Shipping through Shiprocket, by concern: booking a shipment (this file: create -> courier -> AWB -> pickup ->
 * label and manifest, cancellation before pickup), serviceability (serviceability.ts) and tracking
 * (tracking.ts). Orders are changed only through the orders service.
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
    log,
    now,
  });

  /** AWB with the chosen courier; when Shiprocket cannot assign one now (wallet, courier), the poll tries again. */
  async function tryAssignAwb(shipment: ShipmentRecord, courierId?: number): Promise<ShipmentRecord> {
    if (shipment.awbCode || !shipment.shipmentId) return shipment;
    try {
      const awb = await provider.assignAwb({ shipmentId: shipment.shipmentId, courierId: courierId ?? shipment.courierCompanyId ?? undefined });
      await flow.setCourier(shipment.id, awb.courierCompanyId ? Number(awb.courierCompanyId) : (courierId ?? null));
      return (await repo.setAwb(shipment.id, { awbCode: awb.awbCode, courierName: awb.courierName })) ?? shipment;
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'AWB assignment failed; the tracking poll will retry');
      return shipment;
    }
  }

  /** Asks the courier to come (without a pickup request nobody collects the parcel); the poll retries. */
  async function tryRequestPickup(shipment: ShipmentRecord): Promise<ShipmentRecord> {
    if (!shipment.awbCode || !shipment.shipmentId || shipment.pickupScheduledAt || shipment.status === CANCELLED)
      return shipment;
    try {
      const pickup = await provider.generatePickup(shipment.shipmentId);
      const scheduledAt = parseShiprocketDate(pickup.pickupScheduledDate);
      return (await flow.setPickup(shipment.id, { scheduledAt, token: pickup.pickupToken })) ?? shipment;
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'pickup request failed; the tracking poll will retry');
      return shipment;
    }
  }

  const completeBooking = async (shipment: ShipmentRecord) => tryRequestPickup(await tryAssignAwb(shipment));

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
  });

  /**
   * Moves the order to shipped with the shipment id as tracking number. Null when the order went elsewhere
   * (cancelled meanwhile); a concurrent caller having done the same move counts as done.
   */
  async function markOrderShipped(viewer: OrderViewer, orderId: string, shipmentId: string): Promise<StoredOrder | null> {
    try {
      return await orders.updateStatus(orderId, { status: 'shipped', trackingNumber: shipmentId });
    } catch (error) {
      if (!isAppError(error, 'INVALID_STATUS_CHANGE')) throw error;
      const current = await orders.getOrder(viewer, orderId);
      const isOurs =
        (current.status === 'shipped' || current.status === 'delivered') && current.trackingNumber === shipmentId;
      return isOurs ? current : null;
    }
  }

  /** A shipment exists: make sure the order says so (a crash may have come between the two writes). */
  async function settleExisting(viewer: OrderViewer, shipment: ShipmentRecord, order: StoredOrder): Promise<StoredOrder> {
    if (order.status === 'packed' && shipment.shipmentId) {
      const shipped = await markOrderShipped(viewer, order.id, shipment.shipmentId);
      if (shipped) return shipped;
    }
    return orders.getOrder(viewer, order.id);
  }

  /**
   * Creates the Shiprocket order, once. Shiprocket has no idempotency, so after an answer that may hide a
   * created order (timeout, dropped connection, garbage) or a refusal of the id as used, the order is looked up
   * by its channel order id first: found, it is adopted; not found, creating is tried once more.
   */
  async function createOrAdopt(payload: ReturnType<typeof buildAdhocOrderPayload>) {
    const created = (answer: Awaited<ReturnType<ShippingProvider['createAdhocOrder']>>) => ({
      providerOrderId: String(answer.order_id),
      shipmentId: String(answer.shipment_id),
      status: answer.status || 'NEW',
      awbCode: answer.awb_code ? String(answer.awb_code) : null,
      courierName: answer.courier_name ?? null,
    });
    try {
      return created(await provider.createAdhocOrder(payload));
    } catch (error) {
      const mayExist = error instanceof ShiprocketError && (MAY_HAVE_CREATED.has(error.kind) || isDuplicateOrderId(error));
      if (!mayExist) throw error;
      log.warn({ err: error, channelOrderId: payload.order_id }, 'create answered unclearly; looking the order up');
      const [found] = (await provider.findOrdersByChannelId(payload.order_id)).filter((o) => o.shipmentId);
      if (found) {
        return { providerOrderId: found.providerOrderId, shipmentId: found.shipmentId!, status: found.status ?? 'NEW', awbCode: found.awbCode, courierName: null };
      }
      if (isDuplicateOrderId(error)) throw error;
      return created(await provider.createAdhocOrder(payload));
    }
  }

  /** The order's live shipment (not cancelled, created at Shiprocket), or a clear 404/409. */
  async function liveShipment(viewer: OrderViewer, orderId: string): Promise<ShipmentRecord> {
    await orders.getOrder(viewer, orderId); // 404 for an unknown order
    const shipment = await repo.findLatestByOrderId(orderId);
    if (!shipment?.shipmentId) throw notFound(SHIPPING_MESSAGES.noShipment);
    if (shipment.status === CANCELLED) throw conflict('The shipment of this order was cancelled');
    return shipment;
  }

  return {
    /**
     * Books the reverse pickup of a return (docs/decisions/123-reverse-pickup.md): Shiprocket's
     * `orders/create/return`, then an AWB for its shipment. Called once per approval by the returns module
     * (which records the answer under its guarded status change); a failure is a clear 4xx/502 and books nothing.
     */
    async bookReturnPickup(input: Omit<Parameters<typeof buildReturnOrderPayload>[0], 'pkg'>): Promise<{
      providerOrderId: string;
      shipmentId: string;
      awbCode: string | null;
      status: string;
    }> {
      const pkg: PackageDimensions = { ...DEFAULT_BOX_CM, weight: await parcelWeightKg(options.catalog, input.lines) };
      const payload = buildReturnOrderPayload({ ...input, pkg });
      let created;
      try {
        created = await provider.createReturnOrder(payload);
      } catch (error) {
        throw providerFailure('Shiprocket did not book the return pickup', error);
      }
      const shipmentId = String(created.shipment_id);
      let awbCode: string | null = null;
      try {
        awbCode = (await provider.assignAwb({ shipmentId })).awbCode;
      } catch (error) {
        // The return order exists; the AWB can be assigned later from Shiprocket's panel or a tracking refresh.
        log.warn({ err: error, shipmentId }, 'return order created without an AWB');
      }
      return { providerOrderId: String(created.order_id), shipmentId, awbCode, status: created.status };
    },

    /** The latest state of a return's shipment: Shiprocket's status text, and whether it reached the shop. */
    async trackReturn(shipmentId: string): Promise<{ status: string | null; awbCode: string | null; delivered: boolean; moving: boolean }> {
      let data;
      try {
        data = await provider.trackShipment(shipmentId);
      } catch (error) {
        throw providerFailure('Shiprocket did not answer the return tracking', error);
      }
      const code = toSrCode(data.shipment_status);
      const track = data.shipment_track?.[0];
      const stage = code === null ? undefined : SR_STATUSES[code]?.stage;
      return {
        status: (code === null ? undefined : srStatusLabel(code)) ?? track?.current_status ?? null,
        awbCode: track?.awb_code ? String(track.awb_code) : null,
        delivered: stage === 'delivered',
        moving: stage === 'in-transit' || stage === 'delivered',
      };
    },

    /**
     * Ships a packed order once: a retry (or a double click) gets the shipment that exists. The Shiprocket
     * payload comes from the stored order; a Shiprocket failure leaves the order exactly as it was. Then the
     * chosen courier (or Shiprocket's recommended one) gets the AWB and a pickup is requested.
     */
    async shipOrder(
      viewer: OrderViewer,
      orderId: string,
      box: Omit<PackageDimensions, 'weight'> & { weight?: number },
      courierId?: number,
    ) {
      let order = await orders.getOrder(viewer, orderId);
      // No weight given: the order's own, from the catalogue (docs/decisions/064-parcel-weight.md).
      const pkg: PackageDimensions = { ...box, weight: box.weight ?? (await parcelWeightKg(options.catalog, order.items)) };
      const deadline = now() + options.providerTimeoutMs * 3 + 5000;
      let claimed: ShipmentRecord | null = null;
      while (!claimed) {
        const claim = await repo.claimForCreation(order.id, pkg, new Date(now() - options.providerTimeoutMs * 3 - 30_000));
        if (claim.kind === 'existing') {
          order = await settleExisting(viewer, claim.shipment, order);
          return { shipment: await completeBooking(claim.shipment), order, existing: true };
        }
        if (claim.kind === 'claimed') {
          claimed = claim.shipment;
          break;
        }
        if (now() > deadline) throw conflict('This order is already being shipped. Please refresh in a moment.');
        await sleep(150);
      }

      // The order as it is now that this caller holds the claim.
      order = await orders.getOrder(viewer, orderId);
      if (order.status !== 'packed') {
        await repo.releaseClaim(claimed.id);
        throw new AppError('INVALID_STATUS_CHANGE', `${SHIPPING_MESSAGES.notPacked} (this order is ${order.status})`);
      }
      if (awaitsPaymentBefore('shipped', order)) {
        await repo.releaseClaim(claimed.id);
        throw new AppError('INVALID_STATUS_CHANGE', UNPAID_SHIPPING_ERROR);
      }

      const channelOrderId = channelOrderIdFor(order.id, (await flow.countForOrder(order.id)) - 1);
      await flow.setChannelOrderId(claimed.id, channelOrderId);
      let ids;
      try {
        const { location } = await options.pickup();
        ids = await createOrAdopt(buildAdhocOrderPayload(order, pkg, location, channelOrderId));
      } catch (error) {
        await repo.releaseClaim(claimed.id);
        log.warn({ err: error, orderId: order.id }, 'shipment creation failed; the admin may ship again');
        throw createFailure(error);
      }
      let shipment = await repo.markCreated(claimed.id, ids);
      if (courierId) await flow.setCourier(shipment.id, courierId);

      const shipped = await markOrderShipped(viewer, order.id, shipment.shipmentId!);
      if (!shipped) {
        // The order changed (cancelled) while Shiprocket was creating its shipment: undo that shipment.
        try {
          await provider.cancelOrders([shipment.providerOrderId!]);
        } catch (cancelError) {
          log.error({ err: cancelError, shipmentId: shipment.shipmentId }, 'could not cancel the shipment of an order that changed');
        }
        await repo.markCancelled(shipment.id);
        const current = await orders.getOrder(viewer, order.id);
        throw new AppError(
          'INVALID_STATUS_CHANGE',
          `The order changed while it was being shipped (it is now ${current.status}); the shipment was cancelled`,
        );
      }
      order = shipped;
      shipment = await tryRequestPickup(await tryAssignAwb(shipment, courierId));
      return { shipment, order, existing: false };
    },

    /**
     * The couriers that deliver this order's parcel, with price and estimate, for the admin to choose from. The
     * parcel weighs what the admin typed, else the order's weight from the catalogue; the box is in cm.
     */
    async courierChoices(
      viewer: OrderViewer,
      orderId: string,
      parcel: { weightKg?: number; length: number; breadth: number; height: number },
    ) {
      const order = await orders.getOrder(viewer, orderId);
      const paymentMethod = shiprocketPaymentMethod(order);
      const orderWeightKg = await parcelWeightKg(options.catalog, order.items);
      const weightKg = parcel.weightKg ?? orderWeightKg;
      const dimensionsCm = { length: parcel.length, breadth: parcel.breadth, height: parcel.height };
      const couriers = await serviceability.courierChoices({
        pincode: order.shippingAddress.pincode,
        weightKg,
        dimensionsCm,
        declaredValue: Math.round(order.subtotalPaise / 100),
        cod: paymentMethod === 'COD',
      });
      return { orderId: order.id, paymentMethod, weightKg, orderWeightKg, ...dimensionsCm, couriers };
    },

    /**
     * Cancels the order's shipment at Shiprocket (only before pickup) and then the order: stock back, and a
     * refund when it was paid. `ref` is our order id, or the shipment id / AWB. Repeating it is harmless.
     */
    async cancelShipment(viewer: OrderViewer, ref: string) {
      const byOrder = await repo.findLatestByOrderId(ref);
      let shipment = byOrder ?? (await repo.findByTrackingRef(ref));
      if (!shipment) {
        await orders.getOrder(viewer, ref); // 404 for an unknown order
        throw notFound(SHIPPING_MESSAGES.noShipment);
      }
      if (shipment.status !== CANCELLED) {
        const snapshot = readSnapshot(shipment.tracking);
        if (isPickedUp(snapshot) || shipment.status === 'DELIVERED') {
          throw conflict('This shipment has already been picked up by the courier and can no longer be cancelled');
        }
        try {
          await provider.cancelOrders([shipment.providerOrderId!]);
        } catch (error) {
          throw providerFailure(SHIPPING_MESSAGES.cancelFailed, error, 'CONFLICT');
        }
        shipment = await repo.markCancelled(shipment.id);
      }
      let order = await orders.getOrder(viewer, shipment.orderId);
      // The orders service runs its afterCancel hook, through which the payments module refunds a paid order.
      if (order.status !== 'cancelled') order = await orders.cancelForShipment(order.id);
      const refund =
        order.paymentStatus === 'refunded' ? 'refunded' : order.paymentStatus === 'paid' ? 'pending' : 'not-needed';
      return { shipment, order, refund } as const;
    },

    /** One PDF with the labels of these orders' shipments (a page each); each needs its AWB. */
    async labelsPdf(viewer: OrderViewer, orderIds: string[]): Promise<Buffer> {
      const shipments = [];
      for (const orderId of orderIds) {
        const shipment = await completeBooking(await liveShipment(viewer, orderId));
        if (!shipment.awbCode) throw conflict(`Order ${orderId} has no AWB yet: its label cannot be printed`);
        shipments.push(shipment);
      }
      try {
        const { labelUrl } = await provider.generateLabel(shipments.map((s) => s.shipmentId!));
        return await provider.downloadDocument(labelUrl);
      } catch (error) {
        throw providerFailure('Shiprocket could not make the label', error, 'CONFLICT');
      }
    },

    /** The pickup manifest of an order's shipment (generated once at Shiprocket, printed again after). */
    async manifestPdf(viewer: OrderViewer, orderId: string): Promise<Buffer> {
      const shipment = await completeBooking(await liveShipment(viewer, orderId));
      if (!shipment.pickupScheduledAt) throw conflict('No pickup has been scheduled for this shipment yet');
      try {
        const { manifestUrl } = await provider.generateManifest([shipment.shipmentId!], [shipment.providerOrderId!]);
        return await provider.downloadDocument(manifestUrl);
      } catch (error) {
        throw providerFailure('Shiprocket could not make the manifest', error, 'CONFLICT');
      }
    },

    track: (...args: Parameters<typeof tracking.track>) => tracking.track(...args),
    trackPublic: tracking.trackPublic,
    handleWebhook: (...args: Parameters<typeof tracking.handleWebhook>) => tracking.handleWebhook(...args),
    pollOnce: (...args: Parameters<typeof tracking.pollOnce>) => tracking.pollOnce(...args),
    checkServiceability: serviceability.checkServiceability,
    calculateShipping: (...args: Parameters<typeof serviceability.calculateShipping>) =>
      serviceability.calculateShipping(...args),

    findShipmentForOrder: (orderId: string) => repo.findLatestByOrderId(orderId),
    isCreating: (shipment: ShipmentRecord) => shipment.status === CREATING,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
