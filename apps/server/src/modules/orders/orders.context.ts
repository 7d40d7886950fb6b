import { DEFAULT_PAYMENT_WINDOW_MINUTES } from '@shop/shared/constants';
import { ORDER_MESSAGES, type CreateOrderInput } from '@shop/shared/schemas/order';
import type { ShippingRates } from '@shop/shared/pricing';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { CouponsService } from '../coupons';
import { issueCreditNoteIfInvoiced } from './gst-documents';
import { createInventoryRepository } from './inventory.repository';
import { createOrderAnnouncer, type OrderEventSink } from './order-events';
import { createOrdersRepository, type OrderRecord, type OrderWithItems } from './orders.repository';
import { createSoldOutMarks } from './sold-out-marks';

/** Online payments must complete within this window, or the order is cancelled and its stock returned. */
export const PAYMENT_WINDOW_MS = DEFAULT_PAYMENT_WINDOW_MINUTES * 60_000;

export interface OrderCustomer {
  id: string;
  name: string;
  email: string;
  /** False holds the order back when the shop requires verified addresses (decision 150); unknown = allowed. */
  emailVerified?: boolean;
  /** The number the buyer verified by a code; a COD rule may require the delivery phone to be it (decision 240). */
  verifiedPhone?: string | null;
  /** The account's language (users.language): the order's mails are written in it (decision 258); unknown = English. */
  language?: string;
}

export interface OrderViewer {
  id: string;
  role: 'user' | 'admin';
}

/** 'taken': an order took the units, so nothing came back in stock; 'changed': anything else. */
export type StockChange = 'taken' | 'changed';

export interface OrdersServiceOptions {
  db: Db;
  /** Optional, so the service runs (and is tested) without any mail. */
  events?: OrderEventSink;
  /**
   * Called after a commit that changed product stock (an order taken, cancelled or expired), so a
   * catalogue cache can drop what it holds for those products. Failures are ignored: stock in the database
   * is already right. `soldOut`, for units taken: the products whose variant the order emptied, the only ones
   * that can have run out (decision 277).
   */
  onStockChanged?: (productIds: readonly string[], change: StockChange, soldOut?: readonly string[]) => unknown;
  /**
   * Refuses a line this process knows is sold out before its order waits for the database (decision 300); on with
   * the catalogue cache, whose change feed tells of other processes' restocks. Off by default (a bare service).
   */
  rememberSoldOut?: boolean;
  /** How long an online-payment order holds its stock waiting for payment (default PAYMENT_WINDOW_MS). */
  paymentWindowMs?: number;
  /**
   * Called (and awaited) after a customer, admin or shipment cancellation committed, e.g. so the payments
   * module refunds a paid order at once. Failures are ignored: the cancellation stands, and the payments job
   * finds any refund still owed.
   */
  afterCancel?: (orderId: string) => unknown;
  /** Shop rules on the request itself, checked before the order is priced (order-guards.ts); throwing refuses it. */
  checkRequest?: (db: Db, customer: OrderCustomer, input: CreateOrderInput) => Promise<void>;
  /** Shop rules checked first inside the order's transaction (order-guards.ts); throwing refuses the order. */
  beforePlace?: (tx: Db, customer: OrderCustomer, input: CreateOrderInput) => Promise<void>;
  /** Shop rules on the priced order (the COD rule on value, decision 228), inside its transaction. */
  afterPricing?: (tx: Db, input: CreateOrderInput, totalPaise: number) => Promise<void>;
  /** The largest order total accepted, in paise (the shop settings' maximum order value); none when absent. */
  maxOrderTotalPaise?: () => Promise<number>;
  /**
   * The shop settings' delivery charges, read inside the order's transaction (docs/decisions/039); the demo
   * shop's (DEFAULT_SHIPPING_RATES) when absent.
   */
  shippingRates?: (tx: Db) => Promise<ShippingRates>;
  /** Prices and records an order's coupon in its transaction and releases it on cancel (docs/decisions/135). */
  coupons?: Pick<CouponsService, 'redeem' | 'releaseForOrder'>;
  /**
   * The buyer's COD confirmation window, read inside the order's transaction: null when the shop does not ask
   * buyers to confirm (docs/decisions/227-cod-confirmation.md). Absent: never asked.
   */
  codConfirmationWindowMs?: (tx: Db) => Promise<number | null>;
  /** Whether a COD order pays its COD fee in advance by UPI (docs/decisions/252); absent: never asked. */
  codFeeAdvanceAsked?: (tx: Db) => Promise<boolean>;
  /** Signs the buyer's COD confirmation links (the server's signing secret). */
  linkSecret?: string;
}

/**
 * What every part of the orders service shares: the options (defaults filled in), the repository, the event
 * announcer, and the steps several operations take (reading a visible order, cancelling with stock release,
 * telling the catalogue cache and the afterCancel hook).
 */
export function createOrdersContext({
  db,
  onStockChanged,
  events,
  paymentWindowMs = PAYMENT_WINDOW_MS,
  afterCancel,
  maxOrderTotalPaise,
  shippingRates,
  checkRequest,
  beforePlace,
  afterPricing,
  coupons,
  codConfirmationWindowMs,
  codFeeAdvanceAsked,
  linkSecret = 'unsigned-test-secret',
  rememberSoldOut = false,
}: OrdersServiceOptions) {
  const orders = createOrdersRepository(db);
  // What this process knows is sold out, told before an order waits for the database (decision 300).
  const soldOutMarks = createSoldOutMarks({ enabled: rememberSoldOut });

  async function runAfterCancel(id: string) {
    try {
      await afterCancel?.(id);
    } catch {
      // The order is cancelled either way; whatever the hook could not do, its own module retries.
    }
  }

  function notifyStockChanged(
    productIds: readonly (string | null)[],
    change: StockChange = 'changed',
    soldOut: readonly string[] = [],
  ) {
    const ids = [...new Set(productIds.filter((id): id is string => id !== null))];
    // Units came back, or may have: what was sold out of these products is asked of the database again.
    if (change === 'changed' && ids.length > 0) soldOutMarks.forget(ids);
    if (!onStockChanged || ids.length === 0) return;
    try {
      void Promise.resolve(onStockChanged(ids, change, [...new Set(soldOut)])).catch(() => undefined);
    } catch {
      // A cache that cannot be told is a cache that expires on its own; the order stands.
    }
  }

  function visibleTo<T extends OrderRecord>(viewer: OrderViewer, order: T | null): T {
    // Another customer's order answers exactly like a missing one, so ids cannot be probed.
    if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  async function requireVisible(viewer: OrderViewer, id: string): Promise<OrderWithItems> {
    return visibleTo(viewer, await orders.findById(id));
  }

  /** The same order without its lines, for a caller that needs only the order's own fields. */
  async function requireVisibleRecord(viewer: OrderViewer, id: string): Promise<OrderRecord> {
    return visibleTo(viewer, await orders.findRecordById(id));
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

  return {
    db,
    orders,
    paymentWindowMs,
    maxOrderTotalPaise,
    shippingRates,
    checkRequest,
    beforePlace,
    afterPricing,
    coupons,
    codConfirmationWindowMs,
    codFeeAdvanceAsked,
    linkSecret,
    soldOutMarks,
    ...createOrderAnnouncer(events),
    runAfterCancel,
    notifyStockChanged,
    requireVisible,
    requireVisibleRecord,
    reload,
    cancelAndRelease,
  };
}

export type OrdersContext = ReturnType<typeof createOrdersContext>;
