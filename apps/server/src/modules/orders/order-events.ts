import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createOrdersRepository, type OrderWithItems } from './orders.repository';

/** Why an order was cancelled, for the mail that tells the customer. */
export type CancelReason = 'customer' | 'admin' | 'payment-expired';

/**
 * What the orders module announces to the rest of the system (today: customer mails). Whoever marks an order
 * paid records `paid` the same way, inside the transaction that marks it.
 */
export type OrderEvent =
  /** `confirmationPath`: the buyer's signed COD confirmation page, when the order awaits it (decision 227). */
  | { type: 'placed'; order: OrderWithItems; confirmationPath?: string }
  /** The one reminder halfway through a COD order's confirmation window. */
  | { type: 'confirmation-reminder'; order: OrderWithItems; confirmationPath: string }
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

/**
 * Runs `write` under a savepoint of its own: if it fails, only what it wrote is undone (its error is thrown on) and
 * the order's transaction goes on. When it succeeds the savepoint is not released: the commit keeps its writes
 * either way, and a release would be one more round trip to the database for every order event (decision 289).
 */
async function underSavepoint(tx: Db, write: () => Promise<void>): Promise<void> {
  await tx.execute(sql`savepoint order_event`);
  try {
    await write();
  } catch (error) {
    await tx.execute(sql`rollback to savepoint order_event`);
    throw error;
  }
}

/** Records order events through the sink (when there is one): a sink failure never fails the order. */
export function createOrderAnnouncer(events: OrderEventSink | undefined) {
  /** Records an event about `orderId` as it stands inside `tx`; see OrderEventSink. */
  function announce(tx: Db, orderId: string, toEvent: (order: OrderWithItems) => OrderEvent): Promise<void> {
    return announceLoaded(tx, (savepoint) => createOrdersRepository(savepoint).findById(orderId), toEvent);
  }

  /**
   * Like announce, with the caller's way to have the order inside the savepoint (e.g. a row it just wrote and
   * lines it already holds). Nothing is read when there is no sink.
   */
  async function announceLoaded(
    tx: Db,
    load: (savepoint: Db) => Promise<OrderWithItems | null>,
    toEvent: (order: OrderWithItems) => OrderEvent,
  ): Promise<void> {
    if (!events) return;
    let event: OrderEvent | undefined;
    try {
      await underSavepoint(tx, async () => {
        const order = await load(tx);
        if (!order) return;
        event = toEvent(order);
        await events.record(tx, event);
      });
    } catch (error) {
      events.onError?.(error, event);
    }
  }

  /** Like announce, for a caller whose event already holds the order exactly as written in `tx` (no re-read). */
  async function announceWritten(tx: Db, event: OrderEvent): Promise<void> {
    if (!events) return;
    try {
      await underSavepoint(tx, () => events.record(tx, event));
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

  return { announce, announceLoaded, announceWritten, announced };
}
