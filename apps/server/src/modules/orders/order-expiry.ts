import type { OrdersContext } from './orders.context';
import { COD_EXPIRED_REASON, WHATSAPP_EXPIRED_REASON } from './order-operations';
import { createOrdersRepository } from './orders.repository';

/** Jobs that cancel orders left waiting too long: unconfirmed WhatsApp orders and unpaid online ones. */
export function createOrderExpiry(ctx: OrdersContext) {
  const { db, announce, announced, notifyStockChanged, cancelAndRelease } = ctx;

  return {
    /**
     * Job: cancels WhatsApp orders still unconfirmed `windowMs` after they were placed (as of `now`), and COD
     * orders whose buyer did not confirm by their deadline (decision 227), returning
     * their stock exactly once (claimed with SKIP LOCKED, released by the guarded cancel). Returns how many.
     */
    async expireUnconfirmedOrders(windowMs: number, now: Date = new Date(), limit = 50): Promise<number> {
      const { count, productIds } = await db.transaction(async (tx) => {
        const claimed = await createOrdersRepository(tx).lockUnconfirmedBefore(
          new Date(now.getTime() - windowMs),
          limit,
          now,
        );
        const ids: (string | null)[] = [];
        let n = 0;
        for (const order of claimed) {
          const result = await cancelAndRelease(tx, order.id);
          if (result.outcome === null) continue;
          n += 1;
          const reason = order.paymentMethod === 'cod' ? COD_EXPIRED_REASON : WHATSAPP_EXPIRED_REASON;
          await createOrdersRepository(tx).update(order.id, { cancelReason: reason });
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
  };
}
