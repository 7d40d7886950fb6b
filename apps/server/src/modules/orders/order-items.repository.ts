import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema';
import type { OrderItemRecord, OrderRecord, OrderWithItems } from './orders.types';

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

/**
 * Orders with their items (one query for all), listed by name as compareOrderItems keeps them in memory unless
 * the caller names another order.
 */
export async function attachItems(
  db: Db,
  rows: OrderRecord[],
  itemOrder: SQL[] = [asc(orderItems.orderId), ITEM_NAME_BYTE_ORDER, asc(orderItems.id)],
): Promise<OrderWithItems[]> {
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
    .orderBy(...itemOrder);
  const byOrder = new Map<string, OrderItemRecord[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
}
