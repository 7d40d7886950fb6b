import { AppError, notFound } from '../../lib/errors';
import type { Db } from '../../db/client';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import { createGstDocumentsRepository, type CreditNoteRecord } from './gst-documents.repository';
import type { OrdersService, OrderViewer, OrderWithItems } from './orders.service';
import { issueCreditNoteIfInvoiced, type CreditNoteReason } from './gst-documents';

export const CREDIT_NOTE_MESSAGES = {
  none: 'This order has no credit note: it was not cancelled or refunded after its invoice was issued',
} as const;

/** Credit notes and GST figures of orders, read through the orders service (who may see what). */
export function createGstDocumentsService({ db, orders }: { db: Db; orders: OrdersService }) {
  const documents = createGstDocumentsRepository(db);
  return {
    async getOrderDocuments(
      viewer: OrderViewer,
      orderId: string,
    ): Promise<{ order: OrderWithItems; creditNote: CreditNoteRecord | null }> {
      const order = await orders.getOrder(viewer, orderId);
      return { order, creditNote: await documents.findCreditNote(order.id) };
    },

    async getCreditNote(viewer: OrderViewer, orderId: string): Promise<{ order: OrderWithItems; note: CreditNoteRecord }> {
      const order = await orders.getOrder(viewer, orderId);
      const note = await documents.findCreditNote(order.id);
      if (!note) throw new AppError('CONFLICT', CREDIT_NOTE_MESSAGES.none);
      return { order, note };
    },

    /**
     * For the payments module's refund path: a full refund of an invoiced order (e.g. after a return) issues
     * its credit note; a cancelled order already has one. Returns null for an order without an invoice.
     */
    async issueForRefund(orderId: string): Promise<CreditNoteRecord | null> {
      return db.transaction(async (tx) => {
        const order = await orders.getOrder({ id: 'system', role: 'admin' }, orderId).catch(() => null);
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        return issueCreditNoteIfInvoiced(tx, order, 'refunded' satisfies CreditNoteReason);
      });
    },
  };
}

export type GstDocumentsService = ReturnType<typeof createGstDocumentsService>;
