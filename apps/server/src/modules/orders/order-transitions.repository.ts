import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  CANCELLABLE_WITH_SHIPMENT_STATUSES,
  EXPIRABLE_STATUSES,
  type OrderStatus,
} from '@shop/shared/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { NewOrder, OrderRecord } from './orders.types';

const CANCELLABLE = inArray(orders.status, CANCELLABLE_STATUSES);
/** A shipment cancelled at the courier before pickup takes its shipped order back with it. */
const CANCELLABLE_WITH_SHIPMENT = inArray(orders.status, CANCELLABLE_WITH_SHIPMENT_STATUSES);

/**
 * Status writes, each guarded by the state it moves from, and the SKIP LOCKED claims of the expiry jobs.
 * Callers inside a transaction pass the transaction as `db`.
 */
export function createOrderTransitionsRepository(db: Db) {
  return {
    /**
     * Cancels and claims the stock release in one guarded UPDATE: of two racing cancels only one gets a row
     * back, so stock is returned exactly once. Returns 'released' when the caller must give the stock back,
     * 'already-released' when the order was cancellable but its stock had gone back before (an expired
     * online payment), or null when the order is not cancellable (any more).
     */
    async cancel(
      id: string,
      options: { includeShipped?: boolean } = {},
    ): Promise<'released' | 'already-released' | null> {
      const now = sql`now()`;
      const cancellable = options.includeShipped ? CANCELLABLE_WITH_SHIPMENT : CANCELLABLE;
      const claimed = await db
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, stockReleasedAt: now })
        .where(and(eq(orders.id, id), cancellable, isNull(orders.stockReleasedAt)))
        .returning({ id: orders.id });
      if (claimed.length > 0) return 'released';
      const cancelled = await db
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(eq(orders.id, id), cancellable))
        .returning({ id: orders.id });
      return cancelled.length > 0 ? 'already-released' : null;
    },

    /** Moves an order forward only if it is still in `from` (the row is normally locked already). */
    async advance(id: string, from: OrderStatus, patch: Partial<NewOrder>): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async update(id: string, patch: Partial<NewOrder>): Promise<void> {
      await db
        .update(orders)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /**
     * Claims unpaid online-payment orders past their expiry, skipping rows another process holds, so each
     * is expired by exactly one process.
     */
    async lockExpiredUnpaid(limit: number): Promise<OrderRecord[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, 'pending'),
            isNull(orders.stockReleasedAt),
            inArray(orders.status, EXPIRABLE_STATUSES),
            sql`${orders.paymentExpiresAt} < now()`,
          ),
        )
        .orderBy(asc(orders.paymentExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Orders still unconfirmed, open and holding stock past their confirmation window (SKIP LOCKED claim):
     * WhatsApp orders placed before `cutoff`, COD orders whose buyer's deadline passed by `now`.
     */
    async lockUnconfirmedBefore(cutoff: Date, limit: number, now: Date = new Date()): Promise<OrderRecord[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            isNull(orders.confirmedAt),
            isNull(orders.stockReleasedAt),
            eq(orders.status, 'pending'),
            // One rule (decision 227): a WhatsApp order past the shop's window, a COD order past its deadline.
            or(
              and(
                eq(orders.paymentMethod, 'whatsapp'),
                sql`${orders.createdAt} < ${cutoff.toISOString()}::timestamptz`,
              ),
              and(
                eq(orders.paymentMethod, 'cod'),
                sql`${orders.codConfirmBy} <= ${now.toISOString()}::timestamptz`,
              ),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}
