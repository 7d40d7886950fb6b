import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/order-status';
import type { Db } from '../../db/client';
import { newestFirst, selectPage } from '../../db/page';
import { orderItems, orders } from '../../db/schema';
import { orderSearchCondition, placedBetweenCondition } from './order-search';

export interface ListOrdersFilter {
  userId?: string;
  status?: OrderStatus;
  /** An order number, customer name, phone or AWB (the admin's search). */
  search?: string;
  /** Placed on these Indian days, YYYY-MM-DD, both included. */
  placedFrom?: string;
  placedTo?: string;
  offset: number;
  limit: number;
}

export { isUuid } from '../../lib/uuid';
import { isUuid } from '../../lib/uuid';
import { attachItems as attachItemsWith } from './order-items.repository';
import { createOrderInsertRepository } from './order-insert.repository';
import { createOrderTransitionsRepository } from './order-transitions.repository';
import type { OrderItemRecord, OrderRecord, OrderWithItems } from './orders.types';
export type { NewOrder, NewOrderRow, OrderItemRecord, OrderRecord, OrderWithItems } from './orders.types';

/** Callers inside a transaction pass the transaction as `db`. */
export function createOrdersRepository(db: Db) {
  const attachItems = (rows: OrderRecord[]) => attachItemsWith(db, rows);

  /** The order's own row, without its lines. */
  async function findRecordById(id: string): Promise<OrderRecord | null> {
    if (!isUuid(id)) return null;
    // Named (decision 296): read by every payment, status change and order page.
    const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1).prepare('orders_by_id').execute();
    return rows[0] ?? null;
  }

  return {
    async findById(id: string): Promise<OrderWithItems | null> {
      const row = await findRecordById(id);
      const [order] = await attachItems(row ? [row] : []);
      return order ?? null;
    },

    findRecordById,

    /** Locks the row until the surrounding transaction ends, so status changes are decided one at a time. */
    async lockById(id: string): Promise<OrderRecord | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .limit(1)
        .for('update')
        .prepare('orders_lock_by_id')
        .execute();
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

    /** The newest orders of the whole shop, without counting them all (the overview shows a handful). */
    async newest(limit: number): Promise<OrderWithItems[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      return attachItems(rows);
    },

    async list(filter: ListOrdersFilter): Promise<{ rows: OrderWithItems[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      if (filter.search) conditions.push(orderSearchCondition(filter.search));
      const placed = placedBetweenCondition(filter.placedFrom, filter.placedTo);
      if (placed) conditions.push(placed);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { rows, total } = await selectPage(db, orders, where, newestFirst(orders), filter);
      return { rows: await attachItems(rows), total };
    },

    /** Orders of this customer that were not cancelled. */
    async countPlacedBy(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'cancelled'`));
      return Number(row?.n ?? 0);
    },

    async itemsOf(orderId: string): Promise<OrderItemRecord[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    },

    /** Whether this customer has a delivered order holding this product (docs/decisions/130-who-may-review.md). */
    async hasDeliveredItem(userId: string, productId: string, tx: Pick<Db, 'select'> = db): Promise<boolean> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
        .limit(1);
      return rows.length > 0;
    },

    ...createOrderInsertRepository(db),
    ...createOrderTransitionsRepository(db),
  };
}
