import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  CANCELLABLE_WITH_SHIPMENT_STATUSES,
  EXPIRABLE_STATUSES,
  type OrderStatus,
} from '@shop/shared/order-status';
import { queryRows, type Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export interface OrderWithItems extends OrderRecord {
  items: OrderItemRecord[];
}
/** Everything a new order row needs from its writer; the rest starts empty or comes from the database clock. */
export type NewOrderRow = Pick<
  OrderRecord,
  | 'id'
  | 'userId'
  | 'customerName'
  | 'customerEmail'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'subtotalPaise'
  | 'discountPaise'
  | 'couponCode'
  | 'shippingFeePaise'
  | 'totalPaise'
  | 'notes'
  | 'shippingAddress'
  | 'idempotencyKey'
  | 'paymentExpiresAt'
>;

export interface ListOrdersFilter {
  userId?: string;
  status?: OrderStatus;
  offset: number;
  limit: number;
}

export { isUuid } from '../../lib/uuid';
import { isUuid } from '../../lib/uuid';

const CANCELLABLE = inArray(orders.status, CANCELLABLE_STATUSES);
/** A shipment cancelled at the courier before pickup takes its shipped order back with it. */
const CANCELLABLE_WITH_SHIPMENT = inArray(orders.status, CANCELLABLE_WITH_SHIPMENT_STATUSES);

/**
 * Items are listed by name in byte order (not the database's collation), so that a new order's items, sorted
 * in memory with compareOrderItems, read exactly as they will when the order is read back.
 */
const ITEM_NAME_BYTE_ORDER = sql`${orderItems.name} collate "C"`;

/** The in-memory twin of the listing order above (UUIDs are lower-case hex: string order = uuid order). */
export function compareOrderItems(a: OrderItemRecord, b: OrderItemRecord): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

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
      .orderBy(asc(orderItems.orderId), ITEM_NAME_BYTE_ORDER, asc(orderItems.id));
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

    /** The newest orders of the whole shop, without counting them all (the overview shows a handful). */
    async newest(limit: number): Promise<OrderWithItems[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      return attachItems(rows);
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
     * Writes a new order and its items in one statement (one round trip) and returns the order as stored.
     * Null, with nothing written, when this user already has an order under the same idempotency key
     * (ON CONFLICT on the (user_id, idempotency_key) unique index); on PostgreSQL a racing duplicate waits on
     * that index entry until the first transaction ends. Item ids are chosen by the caller, so only the
     * order's timestamps (the database clock) need to come back.
     */
    /** Orders of this customer that were not cancelled. */
    async countPlacedBy(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'cancelled'`));
      return Number(row?.n ?? 0);
    },

    async insertOrderWithItems(order: NewOrderRow, items: OrderItemRecord[]): Promise<OrderWithItems | null> {
      const itemsJson = JSON.stringify(
        items.map((i) => ({
          id: i.id,
          product_id: i.productId,
          name: i.name,
          sku: i.sku,
          image: i.image,
          hsn: i.hsn,
          gst_rate_percent: i.gstRatePercent,
          unit_price_paise: i.unitPricePaise,
          mrp_paise: i.mrpPaise,
          quantity: i.quantity,
          discount_paise: i.discountPaise,
        })),
      );
      // Timestamps as epoch milliseconds (floored, as a Date holds them): both drivers return them alike.
      const [stored] = await queryRows<{ created_ms: string; updated_ms: string }>(
        db,
        sql`with new_order as (
              insert into orders (id, user_id, customer_name, customer_email, status, payment_method,
                                  payment_status, subtotal_paise, shipping_fee_paise, total_paise, notes,
                                  shipping_address, idempotency_key, payment_expires_at, discount_paise, coupon_code)
              values (${order.id}, ${order.userId}, ${order.customerName}, ${order.customerEmail}, ${order.status},
                      ${order.paymentMethod}, ${order.paymentStatus}, ${order.subtotalPaise},
                      ${order.shippingFeePaise}, ${order.totalPaise}, ${order.notes},
                      ${JSON.stringify(order.shippingAddress)}::jsonb, ${order.idempotencyKey},
                      ${order.paymentExpiresAt?.toISOString() ?? null}::timestamptz, ${order.discountPaise},
                      ${order.couponCode})
              on conflict (user_id, idempotency_key) do nothing
              returning created_at, updated_at
            ),
            new_items as (
              insert into order_items (id, order_id, product_id, name, sku, image, hsn, gst_rate_percent,
                                       unit_price_paise, mrp_paise, quantity, discount_paise)
              select x.id, ${order.id}::uuid, x.product_id, x.name, x.sku, x.image, x.hsn, x.gst_rate_percent,
                     x.unit_price_paise, x.mrp_paise, x.quantity, x.discount_paise
                from jsonb_to_recordset(${itemsJson}::jsonb) as x(id uuid, product_id uuid, name text, sku text,
                     image text, hsn text, gst_rate_percent numeric, unit_price_paise int, mrp_paise int, quantity int,
                     discount_paise bigint)
               where exists (select 1 from new_order)
            )
            select floor(extract(epoch from created_at) * 1000)::text as created_ms,
                   floor(extract(epoch from updated_at) * 1000)::text as updated_ms
              from new_order`,
      );
      if (!stored) return null;
      return {
        ...order,
        trackingNumber: null,
        stockReleasedAt: null,
        personalDataErasedAt: null,
        retainUntil: null,
        invoiceNumber: null,
        invoiceDate: null,
        buyerGstin: null,
        buyerLegalName: null,
        packedAt: null,
        shippedAt: null,
        deliveredAt: null,
        cancelledAt: null,
        cancelReason: null,
        confirmedAt: null,
        returnedAt: null,
        createdAt: new Date(Number(stored.created_ms)),
        updatedAt: new Date(Number(stored.updated_ms)),
        items: [...items].sort(compareOrderItems),
      };
    },

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

    /** WhatsApp orders placed before `cutoff` and still unconfirmed, open and holding stock (SKIP LOCKED claim). */
    async lockUnconfirmedBefore(cutoff: Date, limit: number): Promise<OrderRecord[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'whatsapp'),
            isNull(orders.confirmedAt),
            isNull(orders.stockReleasedAt),
            eq(orders.status, 'pending'),
            sql`${orders.createdAt} < ${cutoff.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
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
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
