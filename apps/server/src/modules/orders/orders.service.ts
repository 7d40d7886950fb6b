import { randomUUID } from 'node:crypto';
import { DEFAULT_PAYMENT_WINDOW_MINUTES } from '@shop/shared/constants';
import { findBuyerProblem } from '@shop/shared/b2b-buyer';
import {
  RETURNED_TO_SELLER_REASON,
  UNPAID_SHIPPING_ERROR,
  awaitsPaymentBefore,
  canTransition,
  isCancellable,
  transitionError,
  type OrderStatus,
} from '@shop/shared/order-status';
import {
  DEFAULT_SHIPPING_RATES,
  effectivePrice,
  shippingFeePaise,
  subtotalPaise,
  type ShippingRates,
} from '@shop/shared/pricing';
import { formatPaise } from '@shop/shared/money';
import { COUPON_MESSAGES } from '@shop/shared/coupons';
import {
  ORDER_MESSAGES,
  type CreateOrderInput,
  type OrderListQuery,
  type UpdateOrderStatusInput,
} from '@shop/shared/schemas/order';
import type { Db } from '../../db/client';
import type { CouponsService } from '../coupons/coupons.service';
import { AppError, notFound } from '../../lib/errors';
import { ensureInvoiceNumber, isInvoiceDue, issueCreditNoteIfInvoiced, nextInvoiceFields } from './gst-documents';
import { createGstDocumentsRepository } from './gst-documents.repository';
import {
  ADMIN_CANCEL_MESSAGES,
  WHATSAPP_EXPIRED_REASON,
  WHATSAPP_MESSAGES,
  awaitsConfirmationBefore,
  whatsAppConfirmationProblem,
} from './order-operations';
import { createInventoryRepository, type ReservedProduct, type StockShortage } from './inventory.repository';
import {
  createOrdersRepository,
  type NewOrder,
  type OrderItemRecord,
  type OrderRecord,
  type OrderWithItems,
} from './orders.repository';

/** Online payments must complete within this window, or the order is cancelled and its stock returned. */
export const PAYMENT_WINDOW_MS = DEFAULT_PAYMENT_WINDOW_MINUTES * 60_000;

export interface OrderCustomer {
  id: string;
  name: string;
  email: string;
}

export interface OrderViewer {
  id: string;
  role: 'user' | 'admin';
}

export type { OrderWithItems };

/** Why an order was cancelled, for the mail that tells the customer. */
export type CancelReason = 'customer' | 'admin' | 'payment-expired';

/**
 * What the orders module announces to the rest of the system (today: customer mails). Whoever marks an order
 * paid records `paid` the same way, inside the transaction that marks it.
 */
export type OrderEvent =
  | { type: 'placed'; order: OrderWithItems }
  | { type: 'paid'; order: OrderWithItems }
  | { type: 'status-changed'; order: OrderWithItems; cancelReason?: CancelReason };

export interface OrderEventSink {
  /**
   * Runs inside the transaction that made the change, under a savepoint: what it writes (an outbox row)
   * commits exactly when the order change commits, and if it throws only its own writes are undone.
   */
  record(tx: Db, event: OrderEvent): Promise<void>;
  /** After the commit (e.g. to wake the mail worker at once instead of at its next poll). */
  afterCommit?(): void;
  /** A sink failure never fails the order; it is reported here. */
  onError?(error: unknown, event: OrderEvent | undefined): void;
}

export interface OrdersServiceOptions {
  db: Db;
  /** Optional, so the service runs (and is tested) without any mail. */
  events?: OrderEventSink;
  /**
   * Called after a commit that changed product stock (an order taken, cancelled or expired), so a
   * catalogue cache can drop what it holds for those products. Failures are ignored: stock in the database
   * is already right.
   */
  onStockChanged?: (productIds: readonly string[]) => unknown;
  /** How long an online-payment order holds its stock waiting for payment (default PAYMENT_WINDOW_MS). */
  paymentWindowMs?: number;
  /**
   * Called (and awaited) after a customer, admin or shipment cancellation committed, e.g. so the payments
   * module refunds a paid order at once. Failures are ignored: the cancellation stands, and the payments job
   * finds any refund still owed.
   */
  afterCancel?: (orderId: string) => unknown;
  /** Shop rules checked first inside the order's transaction (order-guards.ts); throwing refuses the order. */
  beforePlace?: (tx: Db, customer: OrderCustomer, input: CreateOrderInput) => Promise<void>;
  /** The largest order total accepted, in paise (the shop settings' maximum order value); none when absent. */
  maxOrderTotalPaise?: () => Promise<number>;
  /**
   * The shop settings' delivery charges, read inside the order's transaction (docs/decisions/039); the demo
   * shop's (DEFAULT_SHIPPING_RATES) when absent.
   */
  shippingRates?: (tx: Db) => Promise<ShippingRates>;
  /** Prices and records an order's coupon in its transaction and releases it on cancel (docs/decisions/135). */
  coupons?: Pick<CouponsService, 'redeem' | 'releaseForOrder'>;
}

/** The settings' delivery charges read in the order's transaction (docs/decisions/039), else the demo shop's. */
async function ratesWithin(tx: Db, read: OrdersServiceOptions['shippingRates']): Promise<ShippingRates> {
  return (await read?.(tx)) ?? DEFAULT_SHIPPING_RATES;
}

/** A business buyer's GSTIN and legal name for the invoice, when the order gave one. */
function businessBuyerOf(input: CreateOrderInput): { buyerGstin: string; buyerLegalName: string | null } | null {
  return input.buyerGstin ? { buyerGstin: input.buyerGstin, buyerLegalName: input.buyerLegalName ?? null } : null;
}

function orderTooLarge(maxTotalPaise: number): AppError {
  return new AppError(
    'VALIDATION',
    `Orders above ${formatPaise(maxTotalPaise)} cannot be placed online. Please reduce the quantity or contact us.`,
  );
}

export interface PlacedOrder {
  order: OrderWithItems;
  /** True when an earlier request with the same Idempotency-Key already created this order. */
  isReplay: boolean;
}

function shortageError(shortage: StockShortage, productId: string): AppError {
  switch (shortage.kind) {
    case 'unknown':
      return new AppError('BAD_REQUEST', 'A product in your cart no longer exists. Please remove it and try again.', {
        productId,
      });
    case 'deleted':
      return new AppError('OUT_OF_STOCK', `${shortage.name} is no longer available`, { productId, available: 0 });
    case 'short':
      return new AppError(
        'OUT_OF_STOCK',
        shortage.available ? `Only ${shortage.available} left of ${shortage.name}` : `${shortage.name} is out of stock`,
        { productId, available: shortage.available ?? 0 },
      );
  }
}

/** Internal: the order insert met this user's idempotency key, committed by a concurrent request. */
class DuplicateIdempotencyKey extends Error {}

/** Order lines priced and described from the catalogue rows the stock statement returned (not the browser). */
function toOrderItems(
  orderId: string,
  lines: readonly { product: string; quantity: number }[],
  reserved: ReadonlyMap<string, ReservedProduct>,
): OrderItemRecord[] {
  return lines.map((line) => {
    const product = reserved.get(line.product);
    if (!product) throw new Error(`line ${line.product} was not reserved`);
    return {
      id: randomUUID(),
      orderId,
      productId: product.id,
      name: product.name,
      sku: product.sku,
      image: product.image,
      hsn: product.hsn,
      gstRatePercent: product.gstRatePercent,
      unitPricePaise: effectivePrice({ mrp: product.mrpPaise, sellingPrice: product.sellingPricePaise }),
      mrpPaise: product.mrpPaise,
      quantity: line.quantity,
      discountPaise: 0,
    };
  });
}

const byProductId = (a: { product: string }, b: { product: string }) =>
  a.product < b.product ? -1 : a.product > b.product ? 1 : 0;

/**
 * The order rules: checkout (price from the catalogue, take stock, write the order: one transaction),
 * who may see and cancel what, the status workflow, invoice numbering and expiry of unpaid orders.
 */
export function createOrdersService({
  db,
  onStockChanged,
  events,
  paymentWindowMs = PAYMENT_WINDOW_MS,
  afterCancel,
  maxOrderTotalPaise,
  shippingRates,
  beforePlace,
  coupons,
}: OrdersServiceOptions) {
  const orders = createOrdersRepository(db);

  async function runAfterCancel(id: string) {
    try {
      await afterCancel?.(id);
    } catch {
      // The order is cancelled either way; whatever the hook could not do, its own module retries.
    }
  }

  /** Records an event about `orderId` as it stands inside `tx`; see OrderEventSink. */
  async function announce(tx: Db, orderId: string, toEvent: (order: OrderWithItems) => OrderEvent): Promise<void> {
    if (!events) return;
    let event: OrderEvent | undefined;
    try {
      await tx.transaction(async (savepoint) => {
        const order = await createOrdersRepository(savepoint).findById(orderId);
        if (!order) return;
        event = toEvent(order);
        await events.record(savepoint, event);
      });
    } catch (error) {
      events.onError?.(error, event);
    }
  }

  /** Like announce, for a caller whose event already holds the order exactly as written in `tx` (no re-read). */
  async function announceWritten(tx: Db, event: OrderEvent): Promise<void> {
    if (!events) return;
    try {
      await tx.transaction((savepoint) => events.record(savepoint, event));
    } catch (error) {
      events.onError?.(error, event);
    }
  }

  function announced() {
    try {
      events?.afterCommit?.();
    } catch {
      // Waking a worker early is an optimisation; it polls anyway.
    }
  }

  function notifyStockChanged(productIds: readonly (string | null)[]) {
    const ids = [...new Set(productIds.filter((id): id is string => id !== null))];
    if (!onStockChanged || ids.length === 0) return;
    try {
      void Promise.resolve(onStockChanged(ids)).catch(() => undefined);
    } catch {
      // A cache that cannot be told is a cache that expires on its own; the order stands.
    }
  }

  async function requireVisible(viewer: OrderViewer, id: string): Promise<OrderWithItems> {
    const order = await orders.findById(id);
    // Another customer's order answers exactly like a missing one, so ids cannot be probed.
    if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  async function reload(id: string): Promise<OrderWithItems> {
    const order = await orders.findById(id);
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /** Cancels in one transaction; stock goes back only when this call won the guarded update. */
  async function cancelAndRelease(
    tx: Db,
    id: string,
    options: { includeShipped?: boolean } = {},
  ): Promise<{ outcome: 'released' | 'already-released' | null; productIds: (string | null)[] }> {
    const txOrders = createOrdersRepository(tx);
    const outcome = await txOrders.cancel(id, options);
    // An invoiced order cancelled: its credit note is issued in the same transaction (docs/decisions/052).
    const cancelled = outcome === null ? null : await txOrders.lockById(id);
    if (cancelled) await issueCreditNoteIfInvoiced(tx, cancelled, 'cancelled');
    if (outcome !== 'released') return { outcome, productIds: [] };
    // The coupon use of an order that never completed no longer counts (docs/decisions/136-coupon-usage-release.md).
    await coupons?.releaseForOrder(tx, id);
    const items = await txOrders.itemsOf(id);
    await createInventoryRepository(tx).release(items);
    return { outcome, productIds: items.map((i) => i.productId) };
  }

  async function redeemCoupon(
    tx: Db,
    customer: OrderCustomer,
    code: string,
    items: OrderItemRecord[],
    byId: ReadonlyMap<string, ReservedProduct>,
  ) {
    if (!coupons) throw new AppError('VALIDATION', COUPON_MESSAGES.unknown, { field: 'couponCode' });
    const redeemed = await coupons.redeem(tx, {
      code,
      customerId: customer.id,
      priorOrders: await createOrdersRepository(tx).countPlacedBy(customer.id),
      lines: items.map((item) => ({
        amountPaise: item.unitPricePaise * item.quantity,
        categoryId: (item.productId && byId.get(item.productId)?.categoryId) || null,
      })),
    });
    items.forEach((item, index) => {
      item.discountPaise = redeemed.lineDiscountsPaise[index] ?? 0;
    });
    return redeemed;
  }

  return {
    /** Orders of this customer that were not cancelled (a first-order-only coupon needs none). */
    countPriorOrders(userId: string): Promise<number> {
      return orders.countPlacedBy(userId);
    },

    /**
     * Checkout. The browser's prices, total and payment status never reach this function (the schema drops
     * them): every amount is computed from the catalogue row locked by the stock update.
     */
    async placeOrder(customer: OrderCustomer, input: CreateOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
      const key = idempotencyKey ?? null;
      if (key) {
        const existing = await orders.findByIdempotencyKey(customer.id, key);
        if (existing) return { order: existing, isReplay: true };
      }
      // Sorted so a shortage names the same line whichever order the cart listed them in.
      const lines = [...input.items].sort(byProductId);
      const maxTotal = (await maxOrderTotalPaise?.()) ?? Number.MAX_SAFE_INTEGER;
      const address = { ...input.shippingAddress };
      if (!address.email) delete address.email;
      const buyerProblem = findBuyerProblem(input.buyerGstin, input.buyerLegalName);
      if (buyerProblem) throw new AppError('VALIDATION', buyerProblem.message, { field: buyerProblem.field });

      let placed: OrderWithItems;
      try {
        placed = await db.transaction(async (tx) => {
          await beforePlace?.(tx, customer, input);
          const txOrders = createOrdersRepository(tx);
          const inventory = createInventoryRepository(tx);
          const reserved = await inventory.reserveAll(
            lines.map((l) => ({ productId: l.product, quantity: l.quantity })),
          );
          const byId = new Map(reserved.map((p) => [p.id, p]));
          const missing = lines.find((l) => !byId.has(l.product));
          // Throwing rolls back the whole transaction: every unit taken by the statement above goes back.
          if (missing) throw shortageError(await inventory.explainShortage(missing.product), missing.product);

          const orderId = randomUUID();
          const items = toOrderItems(orderId, lines, byId);
          const subtotal = subtotalPaise(items);
          // One coupon, checked and priced here against the locked coupon row (docs/decisions/135-coupons.md).
          const coupon = input.couponCode ? await redeemCoupon(tx, customer, input.couponCode, items, byId) : null;
          const discount = coupon?.discountPaise ?? 0;
          const fee = shippingFeePaise(subtotal - discount, input.paymentMethod, await ratesWithin(tx, shippingRates));
          // Rolls back the stock taken above; a clear 422 instead of an amount no payment could carry.
          if (subtotal - discount + fee > maxTotal) throw orderTooLarge(maxTotal);
          const order = await txOrders.insertOrderWithItems(
            {
              id: orderId,
              userId: customer.id,
              customerName: customer.name,
              customerEmail: customer.email,
              status: 'pending',
              paymentMethod: input.paymentMethod,
              paymentStatus: 'pending',
              subtotalPaise: subtotal,
              discountPaise: discount,
              couponCode: coupon?.code ?? null,
              shippingFeePaise: fee,
              totalPaise: subtotal - discount + fee,
              notes: input.notes ?? null,
              shippingAddress: address,
              idempotencyKey: key,
              paymentExpiresAt: input.paymentMethod === 'razorpay' ? new Date(Date.now() + paymentWindowMs) : null,
            },
            items,
          );
          // Same key, committed by a concurrent request: undo the stock taken above and answer with that order.
          if (!order) throw new DuplicateIdempotencyKey();
          await coupon?.record(orderId);
          const buyer = businessBuyerOf(input);
          if (buyer) await createGstDocumentsRepository(tx).setBuyer(orderId, buyer);
          const stored = buyer ? { ...order, ...buyer } : order;
          await announceWritten(tx, { type: 'placed', order: stored });
          return stored;
        });
      } catch (error) {
        // A concurrent request with the same key may have won the last units first: that is a replay too.
        if (
          key &&
          (error instanceof DuplicateIdempotencyKey || (error instanceof AppError && error.code === 'OUT_OF_STOCK'))
        ) {
          const existing = await orders.findByIdempotencyKey(customer.id, key);
          if (existing) return { order: existing, isReplay: true };
          if (error instanceof DuplicateIdempotencyKey) {
            throw new AppError('CONFLICT', 'This order is already being placed. Please try again.');
          }
        }
        throw error;
      }
      notifyStockChanged(lines.map((l) => l.product));
      announced();
      return { order: placed, isReplay: false };
    },

    getOrder: requireVisible,

    async listForCustomer(userId: string, query: OrderListQuery) {
      const { rows, total } = await orders.list({
        userId,
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { orders: rows, total, page: query.page, limit: query.limit };
    },

    newest(limit: number): Promise<OrderWithItems[]> {
      return orders.newest(limit);
    },

    async listAll(query: OrderListQuery) {
      const { rows, total } = await orders.list({
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { orders: rows, total, page: query.page, limit: query.limit };
    },

    /** A customer cancels their own order while it is pending or packed (nothing has shipped yet). */
    async cancelByCustomer(viewer: OrderViewer, id: string): Promise<OrderWithItems> {
      const order = await orders.findById(id);
      if (!order || order.userId !== viewer.id) throw notFound(ORDER_MESSAGES.orderNotFound);
      const { outcome, productIds } = await db.transaction(async (tx) => {
        const result = await cancelAndRelease(tx, id);
        if (result.outcome !== null) {
          await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'customer' }));
        }
        return result;
      });
      if (outcome === null) {
        const current = await reload(id);
        throw new AppError(
          'INVALID_STATUS_CHANGE',
          current.status === 'cancelled'
            ? 'Order is already cancelled'
            : `This order can no longer be cancelled because it is ${current.status}`,
        );
      }
      notifyStockChanged(productIds);
      announced();
      await runAfterCancel(id);
      return reload(id);
    },

    /** Admin status change along pending -> packed -> shipped -> delivered, or cancelled before shipment. */
    async updateStatus(id: string, input: UpdateOrderStatusInput): Promise<OrderWithItems> {
      const extra: Partial<NewOrder> = {
        ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      };
      const released = await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const order = await txOrders.lockById(id);
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        const from: OrderStatus = order.status;
        const to = input.status;
        if (from === to && Object.keys(extra).length > 0) {
          // Same status with a tracking number or a note: an edit, not a transition.
          await txOrders.update(id, extra);
          return [];
        }
        if (!canTransition(from, to)) throw new AppError('INVALID_STATUS_CHANGE', transitionError(from, to));
        if (awaitsPaymentBefore(to, order)) throw new AppError('INVALID_STATUS_CHANGE', UNPAID_SHIPPING_ERROR);
        if (awaitsConfirmationBefore(to, order))
          throw new AppError('INVALID_STATUS_CHANGE', WHATSAPP_MESSAGES.confirmFirst);

        if (to === 'cancelled') {
          const { outcome, productIds } = await cancelAndRelease(tx, id);
          if (outcome === null) throw new AppError('INVALID_STATUS_CHANGE', transitionError(from, to));
          if (Object.keys(extra).length > 0) await txOrders.update(id, extra);
          await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
          return productIds;
        }
        const now = new Date();
        const patch: Partial<NewOrder> = { ...extra, status: to };
        if (to === 'packed') patch.packedAt = now;
        if (to === 'shipped') patch.shippedAt = now;
        // The tax invoice is issued at or before removal of the goods (docs/decisions/051-invoice-at-dispatch.md).
        if (isInvoiceDue(to) && !order.invoiceNumber) Object.assign(patch, await nextInvoiceFields(tx, now));
        if (to === 'delivered') {
          patch.deliveredAt = now;
          // Cash is collected at the door: delivery is the payment (a confirmed WhatsApp order works like COD).
          if (order.paymentMethod !== 'razorpay') patch.paymentStatus = 'paid';
        }
        if (!(await txOrders.advance(id, from, patch))) {
          throw new AppError('INVALID_STATUS_CHANGE', transitionError(from, to));
        }
        await announce(tx, id, (o) => ({ type: 'status-changed', order: o }));
        if (patch.paymentStatus === 'paid' && order.paymentStatus !== 'paid') {
          await announce(tx, id, (o) => ({ type: 'paid', order: o }));
        }
        return [];
      });
      notifyStockChanged(released);
      announced();
      if (input.status === 'cancelled') await runAfterCancel(id);
      return reload(id);
    },

    /**
     * For the shipping module: the courier shipment was cancelled before pickup, so the order is cancelled
     * too, from pending, packed or shipped, and its stock goes back exactly once; afterCancel refunds.
     */
    async cancelForShipment(id: string): Promise<OrderWithItems> {
      const { outcome, productIds } = await db.transaction(async (tx) => {
        const result = await cancelAndRelease(tx, id, { includeShipped: true });
        if (result.outcome !== null) {
          await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
        }
        return result;
      });
      if (outcome === null) {
        const current = await reload(id);
        if (current.status === 'cancelled') return current;
        throw new AppError('INVALID_STATUS_CHANGE', transitionError(current.status, 'cancelled'));
      }
      notifyStockChanged(productIds);
      announced();
      await runAfterCancel(id);
      return reload(id);
    },

    /**
     * For the shipping module: the courier brought the parcel back to the seller (RTO delivered). The order is
     * closed as returned to seller (docs/decisions/065-returned-to-seller.md): cancelled for stock, sales and GST
     * (a credit note when invoiced), with `returnedAt` and a reason the customer reads. Stock goes back exactly
     * once and afterCancel refunds a paid order once, however often the courier's event arrives.
     */
    async returnToSeller(id: string): Promise<OrderWithItems> {
      const { outcome, productIds } = await db.transaction(async (tx) => {
        const result = await cancelAndRelease(tx, id, { includeShipped: true });
        if (result.outcome !== null) {
          await createOrdersRepository(tx).update(id, { returnedAt: new Date(), cancelReason: RETURNED_TO_SELLER_REASON });
          await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
        }
        return result;
      });
      if (outcome === null) {
        const current = await reload(id);
        if (current.status === 'cancelled') return current;
        throw new AppError('INVALID_STATUS_CHANGE', transitionError(current.status, 'cancelled'));
      }
      notifyStockChanged(productIds);
      announced();
      await runAfterCancel(id);
      return reload(id);
    },

    /**
     * Admin cancel with a reason the customer reads (docs/decisions/041-admin-cancel.md): any order not yet
     * handed to the courier. Under the row lock, so of two simultaneous cancels one wins and the other is told
     * the order is already cancelled; stock goes back once and afterCancel refunds a paid order once.
     */
    async cancelByAdmin(id: string, reason: string): Promise<OrderWithItems> {
      const released = await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const order = await txOrders.lockById(id);
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        if (order.status === 'cancelled') throw new AppError('INVALID_STATUS_CHANGE', ADMIN_CANCEL_MESSAGES.already);
        if (!isCancellable(order.status)) throw new AppError('INVALID_STATUS_CHANGE', ADMIN_CANCEL_MESSAGES.handedOver);
        const { outcome, productIds } = await cancelAndRelease(tx, id);
        if (outcome === null) throw new AppError('INVALID_STATUS_CHANGE', ADMIN_CANCEL_MESSAGES.handedOver);
        await txOrders.update(id, { cancelReason: reason });
        await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
        return productIds;
      });
      notifyStockChanged(released);
      announced();
      await runAfterCancel(id);
      return reload(id);
    },

    /** The shop confirmed a WhatsApp order with its customer: from now on it proceeds like cash on delivery. */
    async confirmWhatsAppOrder(id: string): Promise<OrderWithItems> {
      await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const order = await txOrders.lockById(id);
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        const problem = whatsAppConfirmationProblem(order);
        if (problem) throw new AppError('INVALID_STATUS_CHANGE', problem);
        await txOrders.update(id, { confirmedAt: new Date() });
      });
      return reload(id);
    },

    /**
     * Job: cancels WhatsApp orders still unconfirmed `windowMs` after they were placed (as of `now`), returning
     * their stock exactly once (claimed with SKIP LOCKED, released by the guarded cancel). Returns how many.
     */
    async expireUnconfirmedOrders(windowMs: number, now: Date = new Date(), limit = 50): Promise<number> {
      const { count, productIds } = await db.transaction(async (tx) => {
        const claimed = await createOrdersRepository(tx).lockUnconfirmedBefore(
          new Date(now.getTime() - windowMs),
          limit,
        );
        const ids: (string | null)[] = [];
        let n = 0;
        for (const order of claimed) {
          const result = await cancelAndRelease(tx, order.id);
          if (result.outcome === null) continue;
          n += 1;
          await createOrdersRepository(tx).update(order.id, { cancelReason: WHATSAPP_EXPIRED_REASON });
          await announce(tx, order.id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
          ids.push(...result.productIds);
        }
        return { count: n, productIds: ids };
      });
      notifyStockChanged(productIds);
      if (count > 0) announced();
      return count;
    },

    /**
     * The order behind an invoice download: visible to the viewer and invoiced (from packing on; a cancelled
     * order keeps its invoice, cancelled by a credit note), with its invoice number.
     */
    async getInvoiceOrder(viewer: OrderViewer, id: string): Promise<OrderWithItems> {
      const order = await requireVisible(viewer, id);
      if (order.invoiceNumber) return order;
      if (!isInvoiceDue(order.status)) throw new AppError('CONFLICT', ORDER_MESSAGES.invoiceNotReady);
      // Dispatched before invoices were numbered at dispatch: number it now, once (under the row lock).
      await ensureInvoiceNumber(db, id, order.packedAt ?? order.shippedAt ?? order.deliveredAt ?? new Date());
      return reload(id);
    },

    async findByTrackingNumber(trackingNumber: string): Promise<OrderRecord | null> {
      const value = trackingNumber.trim();
      if (!value || value.length > 100) return null;
      return orders.findByTrackingNumber(value);
    },

    /**
     * Cancels online-payment orders left unpaid past their window and returns their stock, each exactly once
     * even with several processes running this (rows are claimed with SKIP LOCKED). Returns how many.
     * Meant for a periodic job.
     */
    async expireUnpaidOrders(limit = 50): Promise<number> {
      const { count, productIds } = await db.transaction(async (tx) => {
        const claimed = await createOrdersRepository(tx).lockExpiredUnpaid(limit);
        const ids: (string | null)[] = [];
        let n = 0;
        for (const order of claimed) {
          const result = await cancelAndRelease(tx, order.id);
          if (result.outcome !== null) {
            n += 1;
            await announce(tx, order.id, (o) => ({
              type: 'status-changed',
              order: o,
              cancelReason: 'payment-expired',
            }));
          }
          ids.push(...result.productIds);
        }
        return { count: n, productIds: ids };
      });
      notifyStockChanged(productIds);
      if (count > 0) announced();
      return count;
    },

    /**
     * Expires one online-payment order if, under its row lock, it is still unpaid past its window; its stock
     * goes back exactly once. The payments job calls this after Razorpay confirmed no payment arrived (a payment
     * recorded meanwhile makes this a no-op). True when this call cancelled it.
     */
    async expireUnpaidOrder(id: string): Promise<boolean> {
      const { outcome, productIds } = await db.transaction(async (tx) => {
        const order = await createOrdersRepository(tx).lockById(id);
        const isExpired =
          order !== null &&
          order.paymentStatus === 'pending' &&
          order.stockReleasedAt === null &&
          order.paymentExpiresAt !== null &&
          order.paymentExpiresAt.getTime() <= Date.now();
        if (!isExpired) return { outcome: null, productIds: [] };
        const result = await cancelAndRelease(tx, id);
        if (result.outcome !== null) {
          await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'payment-expired' }));
        }
        return result;
      });
      if (outcome === null) return false;
      notifyStockChanged(productIds);
      announced();
      return outcome === 'released';
    },

    /** For the payments module: records `paid` inside the transaction that marked the order paid. */
    async announcePaid(tx: Db, id: string): Promise<void> {
      await announce(tx, id, (order) => ({ type: 'paid', order }));
    },

    /** After that transaction committed. */
    afterPaidCommit(): void {
      announced();
    },

    /**
     * For the returns module: the order with its items under its row lock, inside the caller's transaction
     * (a return request and its quantity checks see one order version). Null when there is no such order.
     */
    async lockForReturn(tx: Db, id: string): Promise<OrderWithItems | null> {
      const txOrders = createOrdersRepository(tx);
      if (!(await txOrders.lockById(id))) return null;
      return txOrders.findById(id);
    },

    /**
     * For the returns module: returned units go back to stock inside the caller's transaction (the caller's
     * guarded status change makes it happen once, docs/decisions/005); the catalogue cache is told after.
     */
    async restockReturned(tx: Db, lines: readonly { productId: string | null; quantity: number }[]): Promise<void> {
      await createInventoryRepository(tx).release(lines);
    },

    /** After the restocking transaction committed: drops the cached catalogue answers of those products. */
    afterRestock(productIds: readonly (string | null)[]): void {
      notifyStockChanged(productIds);
    },

    /** For the reviews module: did this customer receive this product (docs/decisions/130-who-may-review.md)? */
    async hasDeliveredItem(userId: string, productId: string, tx?: Db): Promise<boolean> {
      return tx ? createOrdersRepository(tx).hasDeliveredItem(userId, productId) : orders.hasDeliveredItem(userId, productId);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
