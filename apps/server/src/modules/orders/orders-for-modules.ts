import type { Db } from '../../db/client';
import { createInventoryRepository } from './inventory.repository';
import type { OrdersContext } from './orders.context';
import { attachItems } from './order-items.repository';
import {
  createOrdersRepository,
  type OrderItemRecord,
  type OrderRecord,
  type OrderWithItems,
} from './orders.repository';

/** What the payments, returns and reviews modules call, often inside their own transactions. */
export function createOrdersForModules(ctx: OrdersContext) {
  const { orders, announceLoaded, announced, notifyStockChanged } = ctx;

  return {
    /**
     * For the payments module: records `paid` inside the transaction that marked the order paid. `paid` is the
     * row that marking returned, so it is not read again; its lines are read unless the caller already holds
     * them (an order's lines never change once placed).
     */
    async announcePaid(tx: Db, paid: OrderRecord, items?: OrderItemRecord[]): Promise<void> {
      await announceLoaded(
        tx,
        async (savepoint) => (items ? { ...paid, items } : ((await attachItems(savepoint, [paid]))[0] ?? null)),
        (order) => ({ type: 'paid', order }),
      );
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
    async restockReturned(
      tx: Db,
      orderId: string,
      lines: readonly { orderItemId: string; productId: string | null; quantity: number }[],
    ): Promise<void> {
      // Back to the variant each line sold (decision 217), read from the order's own lines.
      const variants = new Map((await createOrdersRepository(tx).itemsOf(orderId)).map((i) => [i.id, i.variantId]));
      await createInventoryRepository(tx).release(
        lines.map((l) => ({ ...l, variantId: variants.get(l.orderItemId) ?? null })),
      );
    },

    /** After the restocking transaction committed: drops the cached catalogue answers of those products. */
    afterRestock(productIds: readonly (string | null)[]): void {
      notifyStockChanged(productIds);
    },

    /** For the returns module: a variant of the returned line's product, as an exchange would ship it (decision 244). */
    async exchangeVariant(productId: string, variantId: string) {
      return createInventoryRepository(ctx.db).exchangeVariant(productId, variantId);
    },

    /** For the reviews module: did this customer receive this product (docs/decisions/130-who-may-review.md)? */
    async hasDeliveredItem(userId: string, productId: string, tx?: Db): Promise<boolean> {
      return tx
        ? createOrdersRepository(tx).hasDeliveredItem(userId, productId)
        : orders.hasDeliveredItem(userId, productId);
    },
  };
}
