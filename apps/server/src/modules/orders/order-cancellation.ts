import { serverWords } from '../../lib/shopper-words';
import { RETURNED_TO_SELLER_REASON, isCancellable, transitionError } from '@shop/shared/order-status';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { ADMIN_CANCEL_MESSAGES } from './order-operations';
import type { OrderViewer, OrdersContext } from './orders.context';
import { createOrdersRepository, type OrderWithItems } from './orders.repository';

/** Cancelling an order: by its customer, by the shop, or because the courier shipment ended before delivery. */
export function createOrderCancellation(ctx: OrdersContext) {
  const { db, orders, announce, announced, notifyStockChanged, runAfterCancel, reload, cancelAndRelease } = ctx;

  /**
   * The courier's shipment ended without delivery: the order is cancelled from pending, packed or shipped
   * (`markInTx` records how, in the same transaction), its stock goes back once and afterCancel refunds. A
   * repeat for an order already cancelled answers it unchanged.
   */
  async function cancelForCourier(id: string, markInTx?: (tx: Db) => Promise<unknown>): Promise<OrderWithItems> {
    const { outcome, productIds } = await db.transaction(async (tx) => {
      const result = await cancelAndRelease(tx, id, { includeShipped: true });
      if (result.outcome !== null) {
        await markInTx?.(tx);
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
  }

  return {
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
            ? serverWords('order.alreadyCancelled')
            : serverWords('order.cannotCancel', { status: current.status }),
        );
      }
      notifyStockChanged(productIds);
      announced();
      await runAfterCancel(id);
      return reload(id);
    },

    /**
     * For the shipping module: the courier shipment was cancelled before pickup, so the order is cancelled
     * too, from pending, packed or shipped, and its stock goes back exactly once; afterCancel refunds.
     */
    cancelForShipment(id: string): Promise<OrderWithItems> {
      return cancelForCourier(id);
    },

    /**
     * For the shipping module: the courier brought the parcel back to the seller (RTO delivered). The order is
     * closed as returned to seller (docs/decisions/065-returned-to-seller.md): cancelled for stock, sales and GST
     * (a credit note when invoiced), with `returnedAt` and a reason the customer reads. Stock goes back exactly
     * once and afterCancel refunds a paid order once, however often the courier's event arrives.
     */
    returnToSeller(id: string): Promise<OrderWithItems> {
      return cancelForCourier(id, (tx) =>
        createOrdersRepository(tx).update(id, { returnedAt: new Date(), cancelReason: RETURNED_TO_SELLER_REASON }),
      );
    },

    /**
     * For the shipping module: the courier lost, destroyed, damaged or disposed of the parcel and the merchant
     * refunds the customer (docs/decisions/166-every-shipment-status.md). The order is closed from shipped as
     * cancelled with `reason` (a credit note when invoiced) and its stock is NOT returned: the goods are gone, so
     * the release is marked done in the same transaction before the guarded cancel runs. afterCancel refunds a
     * paid order once; a repeat answers the closed order unchanged and refunds nothing more.
     */
    async closeLostParcel(id: string, reason: string): Promise<OrderWithItems> {
      const current = await reload(id);
      if (current.status === 'cancelled') return current;
      if (current.status !== 'shipped') throw new AppError('INVALID_STATUS_CHANGE', transitionError(current.status, 'cancelled'));
      const closed = await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const order = await txOrders.lockById(id);
        if (order?.status !== 'shipped') return false;
        await txOrders.update(id, { stockReleasedAt: order.stockReleasedAt ?? new Date(), cancelReason: reason });
        const { outcome } = await cancelAndRelease(tx, id, { includeShipped: true });
        if (outcome === null) return false;
        await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
        return true;
      });
      if (!closed) return reload(id);
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
  };
}
