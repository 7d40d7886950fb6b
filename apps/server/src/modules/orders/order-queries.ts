import { ORDER_MESSAGES, type OrderListQuery } from '@shop/shared/schemas/order';
import type { AdminOrderListQuery } from '@shop/shared/schemas/admin-orders';
import { AppError } from '../../lib/errors';
import { ensureInvoiceNumber, isInvoiceDue } from './gst-documents';
import type { OrderViewer, OrdersContext } from './orders.context';
import type { OrderRecord, OrderWithItems } from './orders.repository';
import { pageWindow } from '../../db/page';
import { desc, eq } from 'drizzle-orm';
import { orders as ordersTable } from '../../db/schema';

/** Reading orders: one visible to its viewer, pages of them, the one behind an invoice or a tracking number. */
export function createOrderQueries(ctx: OrdersContext) {
  const { db, orders, requireVisible, requireVisibleRecord, reload } = ctx;

  return {
    /** Orders of this customer that were not cancelled (a first-order-only coupon needs none). */
    countPriorOrders(userId: string): Promise<number> {
      return orders.countPlacedBy(userId);
    },

    /**
     * Where this customer wants WhatsApp messages outside an order (back in stock): the phone of their latest
     * order if they ticked "Send me order updates on WhatsApp" on it; an order without the tick withdraws it
     * (docs/decisions/230-whatsapp-sending.md).
     */
    async whatsappPhoneOf(userId: string): Promise<string | null> {
      const [latest] = await db
        .select({ optIn: ordersTable.whatsappOptIn, address: ordersTable.shippingAddress })
        .from(ordersTable)
        .where(eq(ordersTable.userId, userId))
        .orderBy(desc(ordersTable.createdAt))
        .limit(1);
      return latest?.optIn && latest.address.phone ? latest.address.phone : null;
    },

    getOrder: requireVisible,

    /** getOrder without the order's lines, for a caller that needs only the order's own fields. */
    getOrderRecord: requireVisibleRecord,

    async listForCustomer(userId: string, query: OrderListQuery) {
      const { rows, total } = await orders.list({
        userId,
        status: query.status,
        ...pageWindow(query.page, query.limit),
      });
      return { orders: rows, total, page: query.page, limit: query.limit };
    },

    newest(limit: number): Promise<OrderWithItems[]> {
      return orders.newest(limit);
    },

    async listAll(query: AdminOrderListQuery) {
      const { rows, total } = await orders.list({
        status: query.status,
        search: query.q,
        placedFrom: query.from,
        placedTo: query.to,
        ...pageWindow(query.page, query.limit),
      });
      return { orders: rows, total, page: query.page, limit: query.limit };
    },

    /**
     * The order behind an invoice download: visible to the viewer and invoiced (from packing on; a cancelled
     * order keeps its invoice, cancelled by a credit note), with its invoice number.
     */
    async getInvoiceOrder(viewer: OrderViewer, id: string): Promise<OrderWithItems> {
      const order = await requireVisible(viewer, id);
      if (order.invoiceNumber) return order;
      if (!isInvoiceDue(order.status)) throw new AppError('CONFLICT', ORDER_MESSAGES.invoiceNotReady);
      // Dispatched before invoices were numbered at dispatch: number it now, once (under the row lock).
      await ensureInvoiceNumber(db, id, order.packedAt ?? order.shippedAt ?? order.deliveredAt ?? new Date());
      return reload(id);
    },

    async findByTrackingNumber(trackingNumber: string): Promise<OrderRecord | null> {
      const value = trackingNumber.trim();
      if (!value || value.length > 100) return null;
      return orders.findByTrackingNumber(value);
    },
  };
}
