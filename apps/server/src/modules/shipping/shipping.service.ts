import { UNPAID_SHIPPING_ERROR, awaitsPaymentBefore } from '@shop/shared/order-status';
import { createHash } from 'node:crypto';
import { FREE_SHIPPING_ABOVE_PAISE } from '@shop/shared/constants';
import { paiseToRupees } from '@shop/shared/money';
import { effectivePrice, isFreeShipping, shippingFeePaise } from '@shop/shared/pricing';
import { ORDER_MESSAGES, type TrackingResponse } from '@shop/shared/schemas/order';
import {
  SHIPPING_MESSAGES,
  type CalculateShippingRequest,
  type CalculateShippingResponse,
  type PackageDimensions,
  type ServiceabilityRequest,
  type ServiceabilityResult,
  type TrackingDetailResponse,
} from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, type ErrorCode } from '../../lib/errors';
import { istDay, parseShiprocketDate } from '../../providers/shiprocket/dates';
import {
  SR_CANCELLED,
  SR_DELIVERED,
  SR_RTO_DELIVERED,
  ShiprocketError,
  toSrCode,
  type CourierOption,
  type ShippingProvider,
  type TrackingWebhook,
} from '../../providers/shiprocket/types';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService, OrderViewer } from '../orders/orders.service';
import { buildAdhocOrderPayload } from './shiprocket-payload';
import {
  CANCELLED,
  CREATING,
  FINAL_STATUSES,
  createShippingRepository,
  type ShipmentRecord,
} from './shipping.repository';
import {
  detailedFromOrderDates,
  isPickedUp,
  mergeSnapshots,
  readSnapshot,
  snapshotFromTracking,
  snapshotFromWebhook,
  toDetailedTracking,
  toPublicTracking,
  trackingFromOrderDates,
  type ShipmentView,
  type TrackingSnapshot,
} from './tracking.mapper';

type StoredOrder = Awaited<ReturnType<OrdersService['getOrder']>>;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ShippingServiceOptions {
  db: Db;
  provider: ShippingProvider;
  orders: Pick<OrdersService, 'getOrder' | 'updateStatus' | 'findByTrackingNumber' | 'cancelForShipment'>;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  pickupLocation: string;
  pickupPincode: string;
  /** Shown as the place of the early events of orders shipped by hand (the seller's state). */
  originLocation: string;
  /** The provider's time limit: a placeholder older than this plus a margin belonged to a dead request. */
  providerTimeoutMs: number;
  log?: Logger;
  /** Tracking fetched less than this long ago is served from the database. */
  trackingFreshMs?: number;
  now?: () => number;
}

const SERVICEABILITY_CACHE_MS = 10 * 60_000;
const SERVICEABILITY_CACHE_MAX = 2000;
const FINAL = new Set<string>(FINAL_STATUSES);
const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const deliveryDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A provider failure as the admin should read it: `<what failed>: <Shiprocket's words>`. Shiprocket refusing
 * what we sent is `rejectedAs` (422 by default); an outage, a timeout, an unreadable answer or bad credentials
 * are 502.
 */
function providerFailure(what: string, error: unknown, rejectedAs: ErrorCode = 'VALIDATION'): unknown {
  if (!(error instanceof ShiprocketError)) return error;
  const code: ErrorCode = error.isRejection ? rejectedAs : 'PROVIDER_FAILED';
  return new AppError(code, `${what}: ${error.message}`, error.fieldErrors ? { errors: error.fieldErrors } : undefined);
}

/**
 * Failures after which Shiprocket may have created the shipment all the same (it never answered, or answered
 * something unreadable). Creating is never repeated automatically (a repeat is a second shipment), so the
 * admin is told to look before shipping again.
 */
const MAY_HAVE_CREATED = new Set(['timeout', 'network', 'invalid-answer']);
const CHECK_PANEL_HINT =
  'Shiprocket may have created the shipment anyway: check its panel before shipping this order again.';

function createFailure(error: unknown): unknown {
  const failure = providerFailure(SHIPPING_MESSAGES.createFailed, error);
  if (!(error instanceof ShiprocketError) || !(failure instanceof AppError) || !MAY_HAVE_CREATED.has(error.kind))
    return failure;
  return new AppError(failure.code, `${failure.message}. ${CHECK_PANEL_HINT}`, failure.details);
}

/** Shoppers asking about delivery get our words only; the provider's details go to the log. */
const SERVICEABILITY_DOWN = `${SHIPPING_MESSAGES.serviceabilityFailed}. Please try again in a minute.`;

const isAppError = (error: unknown, ...codes: ErrorCode[]) => error instanceof AppError && codes.includes(error.code);

export function summarize(shipment: ShipmentRecord) {
  return {
    order_id: shipment.providerOrderId ?? '',
    shipment_id: shipment.shipmentId ?? '',
    status: shipment.status,
    awb_code: shipment.awbCode,
    courier_name: shipment.courierName,
    length: shipment.lengthCm,
    breadth: shipment.breadthCm,
    height: shipment.heightCm,
    weight: shipment.weightKg,
  };
}

function viewOf(shipment: ShipmentRecord): ShipmentView {
  return {
    orderId: shipment.orderId,
    shipmentId: shipment.shipmentId,
    awbCode: shipment.awbCode,
    courierName: shipment.courierName,
    status: shipment.status,
    snapshot: readSnapshot(shipment.tracking),
  };
}

/** Webhook ids are (awb, status, timestamp) as PROVIDERS.md says; hashed so any length fits the key. */
function webhookEventId(body: TrackingWebhook, awb: string): string {
  const status = String(body.current_status_id ?? body.shipment_status_id ?? body.current_status ?? '');
  const digest = createHash('sha256')
    .update(`${awb}|${status}|${body.current_timestamp ?? ''}`)
    .digest('hex')
    .slice(0, 40);
  return `shiprocket:${digest}`;
}

/**
 * Shipping through Shiprocket: ship an order once, cancel it before pickup, keep its tracking up to date from
 * webhooks, polls and reads, and answer serviceability for checkout. Orders are changed only through the
 * orders service.
 */
export function createShippingService(options: ShippingServiceOptions) {
  const { provider, orders, catalog } = options;
  const repo = createShippingRepository(options.db);
  const log = options.log ?? silent;
  const now = options.now ?? Date.now;
  const freshMs = options.trackingFreshMs ?? 60_000;
  const serviceabilityCache = new Map<string, { at: number; value: ServiceabilityResult }>();

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

  /** Merges tracking into a shipment (row locked) and lets DELIVERED reach the order. */
  async function applyTracking(
    shipment: ShipmentRecord,
    incoming: TrackingSnapshot,
    awbCode?: string | null,
  ): Promise<ShipmentRecord> {
    const updated = await repo.updateTracking(shipment.id, (current) => {
      // Our own cancellation is final whatever a stale answer says.
      const merged = mergeSnapshots(readSnapshot(current.tracking), incoming);
      const status = current.status === CANCELLED ? CANCELLED : (merged.statusLabel ?? current.status);
      return { status, tracking: merged, courierName: merged.courierName, awbCode: awbCode ?? null };
    });
    const result = updated ?? shipment;
    if (readSnapshot(result.tracking)?.srStatus === SR_DELIVERED && (await deliverOrder(result.orderId))) {
      log.info({ orderId: result.orderId, shipmentId: result.shipmentId }, 'order delivered by courier');
    }
    return result;
  }

  async function fetchTracking(shipment: ShipmentRecord): Promise<TrackingSnapshot> {
    const data = shipment.awbCode
      ? await provider.trackAwb(shipment.awbCode)
      : await provider.trackShipment(shipment.shipmentId!);
    return snapshotFromTracking(data);
  }

  /**
   * Tracking for a read: from the database when fresh or final, else from Shiprocket. A failing Shiprocket
   * serves what we have (the panel then says there is no history yet) rather than an error page.
   */
  async function refreshForRead(shipment: ShipmentRecord): Promise<ShipmentRecord> {
    if (!shipment.shipmentId || FINAL.has(shipment.status)) return shipment;
    if (shipment.trackedAt && now() - shipment.trackedAt.getTime() < freshMs) return shipment;
    try {
      return await applyTracking(shipment, await fetchTracking(shipment));
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'tracking refresh failed; serving stored tracking');
      return shipment;
    }
  }

  /** AWB right after creation; when Shiprocket cannot assign one now (wallet, courier), the poll tries again. */
  async function tryAssignAwb(shipment: ShipmentRecord): Promise<ShipmentRecord> {
    if (shipment.awbCode || !shipment.shipmentId) return shipment;
    try {
      const awb = await provider.assignAwb({ shipmentId: shipment.shipmentId });
      return (await repo.setAwb(shipment.id, { awbCode: awb.awbCode, courierName: awb.courierName })) ?? shipment;
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'AWB assignment failed; the tracking poll will retry');
      return shipment;
    }
  }

  /**
   * Moves the order to shipped with the shipment id as tracking number. Null when the order went elsewhere
   * (cancelled meanwhile); a concurrent caller having done the same move counts as done.
   */
  async function markOrderShipped(
    viewer: OrderViewer,
    orderId: string,
    shipmentId: string,
  ): Promise<StoredOrder | null> {
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
    viewer: OrderViewer,
    shipment: ShipmentRecord,
    order: StoredOrder,
  ): Promise<StoredOrder> {
    if (order.status === 'packed' && shipment.shipmentId) {
      const shipped = await markOrderShipped(viewer, order.id, shipment.shipmentId);
      if (shipped) return shipped;
    }
    return orders.getOrder(viewer, order.id);
  }

  async function checkServiceability(input: ServiceabilityRequest): Promise<ServiceabilityResult> {
    const key = `${input.pincode}:${input.weight}`;
    const cached = serviceabilityCache.get(key);
    if (cached && now() - cached.at < SERVICEABILITY_CACHE_MS) return cached.value;
    let answer;
    try {
      // cod=0 lists every courier with its own cod flag, so one call tells both "delivers?" and "COD?".
      answer = await provider.checkServiceability({
        pickupPincode: options.pickupPincode,
        deliveryPincode: input.pincode,
        cod: false,
        weightKg: input.weight,
      });
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      log.warn({ err: error, pincode: input.pincode }, 'serviceability check failed');
      throw new AppError('PROVIDER_FAILED', SERVICEABILITY_DOWN);
    }
    const couriers = answer.data?.available_courier_companies ?? [];
    const value =
      answer.status === 404 || couriers.length === 0
        ? unserviceable(input.pincode)
        : serviceable(input.pincode, couriers, answer.data?.recommended_courier_company_id);
    serviceabilityCache.delete(key);
    serviceabilityCache.set(key, { at: now(), value });
    if (serviceabilityCache.size > SERVICEABILITY_CACHE_MAX) {
      const oldest = serviceabilityCache.keys().next().value;
      if (oldest !== undefined) serviceabilityCache.delete(oldest);
    }
    return value;
  }

  function unserviceable(pincode: string): ServiceabilityResult {
    return {
      pincode,
      serviceable: false,
      codAvailable: false,
      deliveryDate: null,
      etd: null,
      estimatedDeliveryDays: null,
      courierName: null,
      message: `Sorry, we do not deliver to PIN code ${pincode} yet`,
    };
  }

  function serviceable(
    pincode: string,
    couriers: CourierOption[],
    recommendedId: number | null | undefined,
  ): ServiceabilityResult {
    const days = (c: CourierOption) => {
      const n = Number(c.estimated_delivery_days);
      return Number.isFinite(n) && n > 0 ? n : 99;
    };
    const chosen =
      couriers.find((c) => c.courier_company_id === recommendedId) ??
      [...couriers].sort((a, b) => days(a) - days(b) || a.rate - b.rate)[0]!;
    const etdDate = parseShiprocketDate(chosen.etd);
    const estimatedDays = days(chosen) === 99 ? null : days(chosen);
    const deliveryMs = etdDate?.getTime() ?? (estimatedDays ? now() + estimatedDays * 86_400_000 : null);
    return {
      pincode,
      serviceable: true,
      codAvailable: couriers.some((c) => Number(c.cod) === 1),
      deliveryDate: deliveryMs === null ? null : istDay(deliveryMs),
      etd: chosen.etd || null,
      estimatedDeliveryDays: estimatedDays,
      courierName: chosen.courier_name,
      message:
        deliveryMs === null ? 'Delivery available' : `Delivers by ${deliveryDayFormat.format(new Date(deliveryMs))}`,
    };
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
    if (order?.trackingNumber) return trackingFromOrderDates(order, options.originLocation);
    throw notFound(ORDER_MESSAGES.trackingUnavailable);
  }

  return {
    /**
     * Ships a packed order once: a retry (or a double click) gets the shipment that exists. The Shiprocket
     * payload comes from the stored order; a Shiprocket failure leaves the order exactly as it was.
     */
    async shipOrder(viewer: OrderViewer, orderId: string, pkg: PackageDimensions) {
      let order = await orders.getOrder(viewer, orderId);
      const deadline = now() + options.providerTimeoutMs + 5000;
      let claimed: ShipmentRecord | null = null;
      while (!claimed) {
        const claim = await repo.claimForCreation(order.id, pkg, new Date(now() - options.providerTimeoutMs - 30_000));
        if (claim.kind === 'existing') {
          order = await settleExisting(viewer, claim.shipment, order);
          return { shipment: claim.shipment, order, existing: true };
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

      let created;
      try {
        created = await provider.createAdhocOrder(buildAdhocOrderPayload(order, pkg, options.pickupLocation));
      } catch (error) {
        await repo.releaseClaim(claimed.id);
        log.warn({ err: error, orderId: order.id }, 'shipment creation failed; the admin may ship again');
        throw createFailure(error);
      }
      let shipment = await repo.markCreated(claimed.id, {
        providerOrderId: String(created.order_id),
        shipmentId: String(created.shipment_id),
        status: created.status || 'NEW',
        awbCode: created.awb_code ? String(created.awb_code) : null,
        courierName: created.courier_name ?? null,
      });

      const shipped = await markOrderShipped(viewer, order.id, shipment.shipmentId!);
      if (!shipped) {
        // The order changed (cancelled) while Shiprocket was creating its shipment: undo that shipment.
        try {
          await provider.cancelOrders([shipment.providerOrderId!]);
        } catch (cancelError) {
          log.error(
            { err: cancelError, shipmentId: shipment.shipmentId },
            'could not cancel the shipment of an order that changed',
          );
        }
        await repo.markCancelled(shipment.id);
        const current = await orders.getOrder(viewer, order.id);
        throw new AppError(
          'INVALID_STATUS_CHANGE',
          `The order changed while it was being shipped (it is now ${current.status}); the shipment was cancelled`,
        );
      }
      order = shipped;
      shipment = await tryAssignAwb(shipment);
      return { shipment, order, existing: false };
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
          if (shipment?.shipmentId) return { detailed: toDetailedTracking(viewOf(await refreshForRead(shipment))) };
          if (order.trackingNumber) return { detailed: detailedFromOrderDates(order, options.originLocation) };
          throw notFound(ORDER_MESSAGES.trackingUnavailable);
        }
        const shipment = await repo.findByTrackingRef(id.trim());
        if (shipment) {
          const owned = await visibleOrNull(viewer, shipment.orderId);
          if (owned) return { detailed: toDetailedTracking(viewOf(await refreshForRead(shipment))) };
        } else {
          const manual = await orders.findByTrackingNumber(id);
          if (manual?.trackingNumber && (viewer.role === 'admin' || manual.userId === viewer.id)) {
            return { detailed: detailedFromOrderDates(manual, options.originLocation) };
          }
        }
      }
      return { public: await publicTracking(id) };
    },

    /** The policy page's Track button: status, courier, etd and history only. */
    trackPublic: publicTracking,

    checkServiceability,

    /**
     * Checkout's shipping line: the fee of docs/decisions/016-shipping-fee.md on catalogue prices, plus delivery to
     * the PIN code.
     */
    async calculateShipping(input: CalculateShippingRequest): Promise<CalculateShippingResponse> {
      const products = await catalog.getProductsByIds(input.items.map((i) => i.product));
      const byId = new Map(products.map((p) => [p.id, p]));
      let subtotal = 0;
      for (const line of input.items) {
        const product = byId.get(line.product.toLowerCase()) ?? byId.get(line.product);
        if (!product)
          throw new AppError(
            'BAD_REQUEST',
            'A product in your cart no longer exists. Please remove it and try again.',
            { productId: line.product },
          );
        subtotal += effectivePrice({ mrp: product.mrpPaise, sellingPrice: product.sellingPricePaise }) * line.quantity;
      }
      const fee = shippingFeePaise(subtotal, input.paymentMethod);
      let delivery: ServiceabilityResult | null = null;
      if (input.pincode) {
        try {
          delivery = await checkServiceability({ pincode: input.pincode, weight: 0.5 });
        } catch (error) {
          log.warn({ err: error }, 'serviceability unavailable for calculate-shipping');
        }
      }
      return {
        paymentMethod: input.paymentMethod,
        subtotal: paiseToRupees(subtotal),
        shippingFee: paiseToRupees(fee),
        total: paiseToRupees(subtotal + fee),
        isFreeShipping: isFreeShipping(subtotal),
        freeShippingAbove: paiseToRupees(FREE_SHIPPING_ABOVE_PAISE),
        delivery,
      };
    },

    /**
     * A tracking webhook (already authenticated). Each (awb, status, timestamp) is applied once; a failure
     * forgets the event so Shiprocket's retry is processed.
     */
    async handleWebhook(body: TrackingWebhook): Promise<'applied' | 'duplicate' | 'ignored'> {
      const awb = body.awb == null ? '' : String(body.awb).trim();
      let shipment = awb ? await repo.findByTrackingRef(awb) : null;
      // The AWB answer may have been lost: our order id finds the shipment, and the webhook supplies the AWB.
      if (!shipment && typeof body.order_id === 'string') shipment = await repo.findLatestByOrderId(body.order_id);
      if (!shipment?.shipmentId || !awb) return 'ignored';
      const eventId = webhookEventId(body, awb);
      const code = toSrCode(body.current_status_id ?? body.shipment_status_id);
      if (!(await repo.recordWebhookEvent(eventId, `tracking:${code ?? body.current_status ?? 'unknown'}`)))
        return 'duplicate';
      try {
        await applyTracking(shipment, snapshotFromWebhook(body), awb);
      } catch (error) {
        await repo.forgetWebhookEvent(eventId);
        throw error;
      }
      return 'applied';
    },

    /**
     * One round of the tracking poll: claims due shipments (each by one process only), assigns missing AWBs
     * and applies their tracking. Returns how many were checked and how many orders it delivered.
     */
    async pollOnce({ limit = 25, minAgeMs = 5 * 60_000 }: { limit?: number; minAgeMs?: number } = {}) {
      const due = await repo.claimDueForPoll(limit, new Date(now() - minAgeMs));
      let delivered = 0;
      let failed = 0;
      for (const claimed of due) {
        try {
          const shipment = await tryAssignAwb(claimed);
          const before = readSnapshot(shipment.tracking)?.srStatus;
          const after = await applyTracking(shipment, await fetchTracking(shipment));
          const status = readSnapshot(after.tracking)?.srStatus;
          if (status === SR_DELIVERED && before !== SR_DELIVERED) delivered += 1;
          if (status === SR_CANCELLED || status === SR_RTO_DELIVERED) {
            log.warn(
              { orderId: after.orderId, status: after.status },
              'shipment ended without delivery; the order needs an admin',
            );
          }
        } catch (error) {
          failed += 1;
          log.warn({ err: error, shipmentId: claimed.shipmentId }, 'tracking poll failed for a shipment');
        }
      }
      return { checked: due.length, delivered, failed };
    },

    findShipmentForOrder: (orderId: string) => repo.findLatestByOrderId(orderId),
    isCreating: (shipment: ShipmentRecord) => shipment.status === CREATING,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
