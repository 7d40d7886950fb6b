import { paiseToRupees } from '@shop/shared/money';
import { UNPAID_SHIPPING_ERROR, awaitsPaymentBefore } from '@shop/shared/order-status';
import { SHIPPING_MESSAGES, type PackageDimensions } from '@shop/shared/schemas/shipping';
import { shiprocketOrderValuePaise } from '@shop/shared/shiprocket-money';
import { AppError, conflict, notFound } from '../../lib/errors';
import { ShiprocketError, type ShippingProvider } from '../../providers/shiprocket/types';
import type { CatalogService } from '../catalog';
import type { OrdersService, OrderViewer } from '../orders';
import { parcelWeightKg } from './parcel';
import type { Serviceability } from './serviceability';
import type { Booking } from './shipment-booking';
import type { ShipmentFlowRepository } from './shipment-flow.repository';
import { buildAdhocOrderPayload, shipmentMoneyFields, shiprocketPaymentMethod } from './shiprocket-payload';
import {
  MAY_HAVE_CREATED,
  askProvider,
  createFailure,
  isAppError,
  isDuplicateOrderId,
  type ShippingLogger,
} from './shipping-errors';
import { CANCELLED, type ShipmentRecord, type ShippingRepository } from './shipping.repository';
import { isPickedUp, readSnapshot } from './tracking.mapper';

type StoredOrder = Awaited<ReturnType<OrdersService['getOrder']>>;
type ShipmentOrders = Pick<OrdersService, 'getOrder' | 'updateStatus' | 'cancelForShipment'>;

export interface ShipmentsOptions {
  repo: ShippingRepository;
  flow: ShipmentFlowRepository;
  provider: ShippingProvider;
  orders: ShipmentOrders;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  pickup: () => Promise<{ location: string; pincode: string }>;
  providerTimeoutMs: number;
  log: ShippingLogger;
  now: () => number;
  serviceability: Pick<Serviceability, 'courierChoices'>;
  booking: Booking;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order id Shiprocket gets: ours, then `<ours>-2`, `-3` for re-shipments (Shiprocket refuses an id twice). */
export function channelOrderIdFor(orderId: string, earlierShipments: number): string {
  return earlierShipments === 0 ? orderId : `${orderId}-${earlierShipments + 1}`;
}

/**
 * Moves the order to shipped with the shipment id as tracking number. Null when the order went elsewhere
 * (cancelled meanwhile); a concurrent caller having done the same move counts as done.
 */
async function markOrderShipped(
  orders: ShipmentOrders,
  viewer: OrderViewer, orderId: string, shipmentId: string): Promise<StoredOrder | null> {
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
async function settleExisting(
  orders: ShipmentOrders,
  viewer: OrderViewer, shipment: ShipmentRecord, order: StoredOrder): Promise<StoredOrder> {
  if (order.status === 'packed' && shipment.shipmentId) {
    const shipped = await markOrderShipped(orders, viewer, order.id, shipment.shipmentId);
    if (shipped) return shipped;
  }
  return orders.getOrder(viewer, order.id);
}

/** Shiprocket's CANCELED (status_code 5): an order that will never ship. */
const isCancelledAtProvider = (status: string | null | undefined, statusCode?: number | null) =>
  statusCode === 5 || /^cancel/i.test(status ?? '');

/** How many channel order ids a shipping attempt may try when Shiprocket holds the earlier ones as cancelled. */
const MAX_CHANNEL_ID_TRIES = 3;

/**
 * Creates the Shiprocket order, once. Shiprocket has no idempotency, so after an answer that may hide a
 * created order (timeout, dropped connection, garbage) or a refusal of the id as used, the order is looked up
 * by its channel order id first: found, it is adopted; not found, creating is tried once more. Shiprocket
 * answers a used id with the order that has it, even a CANCELED one: a cancelled order is never adopted, and
 * null tells the caller to take a fresh channel order id (docs/decisions/168-shiprocket-simulator-state.md).
 */
async function createOrAdopt(
  { provider, log }: Pick<ShipmentsOptions, 'provider' | 'log'>,
  payload: ReturnType<typeof buildAdhocOrderPayload>,
) {
  const created = (answer: Awaited<ReturnType<ShippingProvider['createAdhocOrder']>>) =>
    isCancelledAtProvider(answer.status, answer.status_code)
      ? null
      : {
          providerOrderId: String(answer.order_id),
          shipmentId: String(answer.shipment_id),
          status: answer.status || 'NEW',
          awbCode: answer.awb_code ? String(answer.awb_code) : null,
          courierName: answer.courier_name ?? null,
        };
  try {
    return created(await provider.createAdhocOrder(payload));
  } catch (error) {
    const mayExist = error instanceof ShiprocketError && (MAY_HAVE_CREATED.has(error.kind) || isDuplicateOrderId(error));
    if (!mayExist) throw error;
    log.warn({ err: error, channelOrderId: payload.order_id }, 'create answered unclearly; looking the order up');
    const orders = (await provider.findOrdersByChannelId(payload.order_id)).filter((o) => o.shipmentId);
    const live = orders.find((o) => !isCancelledAtProvider(o.status));
    if (live) {
      return { providerOrderId: live.providerOrderId, shipmentId: live.shipmentId!, status: live.status ?? 'NEW', awbCode: live.awbCode, courierName: null };
    }
    if (orders.length > 0) return null;
    if (isDuplicateOrderId(error)) throw error;
    return created(await provider.createAdhocOrder(payload));
  }
}

/**
 * The Shiprocket order for a claimed shipment: under the next channel order id, then (when Shiprocket holds that
 * id as a cancelled order) under the ids after it. The id used is recorded on the shipment before each try.
 */
async function createUnderFreshId(
  options: Pick<ShipmentsOptions, 'provider' | 'log' | 'flow' | 'pickup'>,
  order: StoredOrder,
  pkg: PackageDimensions,
  claimedId: string,
) {
  const earlier = (await options.flow.countForOrder(order.id)) - 1;
  const { location } = await options.pickup();
  for (let attempt = 0; attempt < MAX_CHANNEL_ID_TRIES; attempt++) {
    const channelOrderId = channelOrderIdFor(order.id, earlier + attempt);
    await options.flow.setChannelOrderId(claimedId, channelOrderId);
    const ids = await createOrAdopt(options, buildAdhocOrderPayload(order, pkg, location, channelOrderId));
    if (ids) return ids;
    options.log.warn({ channelOrderId }, 'Shiprocket holds this order id as cancelled; trying the next one');
  }
  throw new AppError('CONFLICT', 'Shiprocket holds the earlier order ids of this order as cancelled. Please try again.');
}

/**
 * Booking a shipment: create -> courier -> AWB -> pickup, and cancelling it before pickup. Orders are changed
 * only through the orders service.
 */
export function createShipments(options: ShipmentsOptions) {
  const { repo, flow, provider, orders, log, now, serviceability } = options;
  const { tryAssignAwb, tryRequestPickup, completeBooking } = options.booking;

  return {
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
          order = await settleExisting(orders, viewer, claim.shipment, order);
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

      let ids;
      try {
        ids = await createUnderFreshId(options, order, pkg, claimed.id);
      } catch (error) {
        await repo.releaseClaim(claimed.id);
        log.warn({ err: error, orderId: order.id }, 'shipment creation failed; the admin may ship again');
        throw createFailure(error);
      }
      let shipment = await repo.markCreated(claimed.id, ids);
      if (courierId) await flow.setCourier(shipment.id, courierId);

      const shipped = await markOrderShipped(orders, viewer, order.id, shipment.shipmentId!);
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
        // What was paid, by the rule the shipment's payload follows (docs/decisions/165-shiprocket-money.md).
        declaredValue: Math.round(paiseToRupees(shiprocketOrderValuePaise(shipmentMoneyFields(order)))),
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
        const providerOrderId = shipment.providerOrderId!;
        await askProvider(SHIPPING_MESSAGES.cancelFailed, () => provider.cancelOrders([providerOrderId]), 'CONFLICT');
        shipment = await repo.markCancelled(shipment.id);
      }
      let order = await orders.getOrder(viewer, shipment.orderId);
      // The orders service runs its afterCancel hook, through which the payments module refunds a paid order.
      if (order.status !== 'cancelled') order = await orders.cancelForShipment(order.id);
      const refund =
        order.paymentStatus === 'refunded' ? 'refunded' : order.paymentStatus === 'paid' ? 'pending' : 'not-needed';
      return { shipment, order, refund } as const;
    },
  };
}
