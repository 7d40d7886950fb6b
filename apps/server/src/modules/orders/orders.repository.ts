import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/order-status';
import { queryRows, type Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export interface OrderWithItems extends OrderRecord {
  items: OrderItemRecord[];
}

export interface ListOrdersFilter {
  userId?: string;
  status?: OrderStatus;
  offset: number;
  limit: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

const CANCELLABLE = sql`${orders.status} in ('pending', 'packed')`;
/** A shipment cancelled at the courier before pickup takes its shipped order back with it. */
const CANCELLABLE_WITH_SHIPMENT = sql`${orders.status} in ('pending', 'packed', 'shipped')`;

/** Callers inside a transaction pass the transaction as `db`. */
export function createOrdersRepository(db: Db) {
  async function attachItems(rows: OrderRecord[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.id));
    const byOrder = new Map<string, OrderItemRecord[]>();
    for (const item of items) {
      const list = byOrder.get(item.orderId);
      if (list) list.push(item);
      else byOrder.set(item.orderId, [item]);
    }
    return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
  }

  return {
    async findById(id: string): Promise<OrderWithItems | null> {
      if (!isUuid(id)) return null;
      const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      const [order] = await attachItems(rows);
      return order ?? null;
    },

    /** Locks the row until the surrounding transaction ends, so status changes are decided one at a time. */
    async lockById(id: string): Promise<OrderRecord | null> {
      if (!isUuid(id)) return null;
      const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
      return rows[0] ?? null;
    },

    async findByIdempotencyKey(userId: string, key: string): Promise<OrderWithItems | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
        .limit(1);
      const [order] = await attachItems(rows);
      return order ?? null;
    },

    async findByTrackingNumber(trackingNumber: string): Promise<OrderRecord | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.trackingNumber, trackingNumber))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    async list(filter: ListOrdersFilter): Promise<{ rows: OrderWithItems[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows: await attachItems(rows), total: totals[0]?.n ?? 0 };
    },

    /**
     * Inserts the order row first, with zero totals, so that a retried request with the same idempotency key
     * stops here (ON CONFLICT on the (user_id, idempotency_key) unique index) before it touches any stock.
     * On PostgreSQL a racing duplicate waits on the index entry until the first transaction ends.
     */
    async insertShell(order: Omit<NewOrder, 'subtotalPaise' | 'shippingFeePaise' | 'totalPaise'>) {
      const rows = await db
        .insert(orders)
        .values({ ...order, subtotalPaise: 0, shippingFeePaise: 0, totalPaise: 0 })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning({ id: orders.id });
      return rows[0] ?? null;
    },

    async insertItems(items: NewOrderItem[]): Promise<void> {
      if (items.length > 0) await db.insert(orderItems).values(items);
    },

    async setTotals(id: string, totals: { subtotalPaise: number; shippingFeePaise: number; totalPaise: number }) {
      await db.update(orders).set(totals).where(eq(orders.id, id));
    },

    /**
     * Cancels and claims the stock release in one guarded UPDATE: of two racing cancels only one gets a row
     * back, so stock is returned exactly once. Returns 'released' when the caller must give the stock back,
     * 'already-released' when the order was cancellable but its stock had gone back before (an expired
     * online payment), or null when the order is not cancellable (any more).
     */
    async cancel(id: string, options: { includeShipped?: boolean } = {}): Promise<'released' | 'already-released' | null> {
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

    /** The next GST invoice serial: a sequence, so numbers stay unique across processes. */
    async nextInvoiceSerial(): Promise<number> {
      const [row] = await queryRows<{ n: string }>(db, sql`select nextval('invoice_number_seq')::text as n`);
      if (!row) throw new Error('invoice_number_seq returned no value');
      return Number(row.n);
    },

    /** Sets the invoice number of a delivered order that has none yet (orders delivered before numbering). */
    async assignInvoiceNumber(id: string, invoiceNumber: string, invoiceDate: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ invoiceNumber, invoiceDate })
        .where(and(eq(orders.id, id), isNull(orders.invoiceNumber)))
        .returning({ id: orders.id });
      return rows.length > 0;
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
            CANCELLABLE,
            sql`${orders.paymentExpiresAt} < now()`,
          ),
        )
        .orderBy(asc(orders.paymentExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async itemsOf(orderId: string): Promise<OrderItemRecord[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
