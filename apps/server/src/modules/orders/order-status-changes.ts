import {
  UNPAID_SHIPPING_ERROR,
  awaitsPaymentBefore,
  canTransition,
  transitionError,
  type OrderStatus,
} from '@shop/shared/order-status';
import { ORDER_MESSAGES, type UpdateOrderStatusInput } from '@shop/shared/schemas/order';
import { AppError, notFound } from '../../lib/errors';
import { isInvoiceDue, nextInvoiceFields } from './gst-documents';
import { awaitsConfirmationBefore, confirmFirstMessage, whatsAppConfirmationProblem } from './order-operations';
import type { OrdersContext } from './orders.context';
import { createOrdersRepository, type NewOrder, type OrderWithItems } from './orders.repository';

/** The shop moving an order along its workflow, and confirming a WhatsApp order. */
export function createOrderStatusChanges(ctx: OrdersContext) {
  const { db, announce, announced, notifyStockChanged, runAfterCancel, reload, cancelAndRelease } = ctx;

  return {
    /** Admin status change along pending -> packed -> shipped -> delivered, or cancelled before shipment. */
    async updateStatus(id: string, input: UpdateOrderStatusInput): Promise<OrderWithItems> {
      const extra: Partial<NewOrder> = {
        ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      };
      // The answer is the order as this change left it: read inside the transaction, so a customer's cancel
      // that lands a moment after the commit cannot make a 200 "packed" answer read "cancelled".
      const { released, changed } = await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const readBack = async () => {
          const order = await txOrders.findById(id);
          if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
          return order;
        };
        const order = await txOrders.lockById(id);
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        const from: OrderStatus = order.status;
        const to = input.status;
        if (from === to && Object.keys(extra).length > 0) {
          // Same status with a tracking number or a note: an edit, not a transition.
          await txOrders.update(id, extra);
          return { released: [], changed: await readBack() };
        }
        if (!canTransition(from, to)) throw new AppError('INVALID_STATUS_CHANGE', transitionError(from, to));
        if (awaitsPaymentBefore(to, order)) throw new AppError('INVALID_STATUS_CHANGE', UNPAID_SHIPPING_ERROR);
        if (awaitsConfirmationBefore(to, order))
          throw new AppError('INVALID_STATUS_CHANGE', confirmFirstMessage(order));

        if (to === 'cancelled') {
          const { outcome, productIds } = await cancelAndRelease(tx, id);
          if (outcome === null) throw new AppError('INVALID_STATUS_CHANGE', transitionError(from, to));
          if (Object.keys(extra).length > 0) await txOrders.update(id, extra);
          await announce(tx, id, (o) => ({ type: 'status-changed', order: o, cancelReason: 'admin' }));
          return { released: productIds, changed: null };
        }
        const now = new Date();
        const patch: Partial<NewOrder> = { ...extra, status: to };
        if (to === 'packed') patch.packedAt = now;
        if (to === 'shipped') patch.shippedAt = now;
        // The tax invoice is issued at or before removal of the goods (docs/decisions/051-invoice-at-dispatch.md).
        if (isInvoiceDue(to) && !order.invoiceNumber) Object.assign(patch, await nextInvoiceFields(tx, now));
        if (to === 'delivered') {
          patch.deliveredAt = now;
          // Cash is collected at the door: delivery is the payment (a confirmed WhatsApp order works like COD).
          if (order.paymentMethod !== 'razorpay') patch.paymentStatus = 'paid';
        }
        if (!(await txOrders.advance(id, from, patch))) {
          throw new AppError('INVALID_STATUS_CHANGE', transitionError(from, to));
        }
        await announce(tx, id, (o) => ({ type: 'status-changed', order: o }));
        if (patch.paymentStatus === 'paid' && order.paymentStatus !== 'paid') {
          await announce(tx, id, (o) => ({ type: 'paid', order: o }));
        }
        return { released: [], changed: await readBack() };
      });
      notifyStockChanged(released);
      announced();
      if (changed) return changed;
      // A cancellation is final; its answer carries what the refund hook did after it.
      await runAfterCancel(id);
      return reload(id);
    },
    /**
     * The shop confirmed a WhatsApp order with its customer (from now on it proceeds like cash on delivery), or a
     * COD order awaiting its buyer by phone (decision 227).
     */
    async confirmWhatsAppOrder(id: string): Promise<OrderWithItems> {
      await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const order = await txOrders.lockById(id);
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        const problem = whatsAppConfirmationProblem(order);
        if (problem) throw new AppError('INVALID_STATUS_CHANGE', problem);
        await txOrders.update(id, { confirmedAt: new Date() });
      });
      return reload(id);
    },
  };
}
