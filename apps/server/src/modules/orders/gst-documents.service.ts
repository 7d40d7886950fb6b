import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';
import { orders as ordersTable, type CreditedLine } from '../../db/schema';
import type { Db } from '../../db/client';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import { formatCreditNoteNumber } from '@shop/shared/invoice-number';
import { createGstDocumentsRepository, type CreditNoteRecord } from './gst-documents.repository';
import type { OrdersService, OrderViewer, OrderWithItems } from './orders.service';
import { issueCreditNoteIfInvoiced, type CreditNoteReason } from './gst-documents';
import { buildGstr1, creditedPart, type Gstr1Report } from './gstr1';

/** [start, end) of a calendar month in India time, e.g. '2026-05'. */
export function indianMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, mon - 1, 1) - 330 * 60_000);
  const to = new Date(Date.UTC(year, mon, 1) - 330 * 60_000);
  return { from, to };
}

export const CREDIT_NOTE_MESSAGES = {
  none: 'This order has no credit note: it was not cancelled, refunded or returned after its invoice was issued',
  unknown: (number: string) => `This order has no credit note ${number}`,
  noLines: (number: string) =>
    `Credit note ${number} was issued before credit notes recorded their lines; it cannot be printed again`,
} as const;

/** What a credit note credits: the whole order, or a return's lines (decision 125). */
export function creditedOrder(order: OrderWithItems, note: CreditNoteRecord): OrderWithItems {
  if (note.lines) return creditedPart(order, note.lines);
  if (note.returnId) throw new AppError('CONFLICT', CREDIT_NOTE_MESSAGES.noLines(note.number));
  return order;
}

/** The note a download means: the one named, else the whole-order note, else the latest return's. */
function chooseCreditNote(notes: CreditNoteRecord[], number: string | undefined): CreditNoteRecord {
  if (number) {
    const named = notes.find((note) => note.number === number);
    if (!named) throw notFound(CREDIT_NOTE_MESSAGES.unknown(number));
    return named;
  }
  const chosen = notes.find((note) => !note.returnId) ?? notes.at(-1);
  if (!chosen) throw new AppError('CONFLICT', CREDIT_NOTE_MESSAGES.none);
  return chosen;
}

/** Credit notes and GST figures of orders, read through the orders service (who may see what). */
export function createGstDocumentsService({ db, orders }: { db: Db; orders: OrdersService }) {
  const documents = createGstDocumentsRepository(db);
  return {
    async getOrderDocuments(
      viewer: OrderViewer,
      orderId: string,
    ): Promise<{ order: OrderWithItems; creditNotes: CreditNoteRecord[] }> {
      const order = await orders.getOrder(viewer, orderId);
      return { order, creditNotes: await documents.listOrderCreditNotes(order.id) };
    },

    /**
     * A credit note of an order with what it credits (the order, or a return's lines), for its PDF: the one
     * numbered `number`, else the cancellation / refund note, else the latest return's (decision 173).
     */
    async getCreditNote(
      viewer: OrderViewer,
      orderId: string,
      number?: string,
    ): Promise<{ order: OrderWithItems; credited: OrderWithItems; note: CreditNoteRecord }> {
      const order = await orders.getOrder(viewer, orderId);
      const note = chooseCreditNote(await documents.listOrderCreditNotes(order.id), number);
      return { order, credited: creditedOrder(order, note), note };
    },

    /** GSTR-1 of a month ('YYYY-MM'), for the seller's GSTIN and state. */
    async gstr1(month: string, seller: { gstin: string; state: string }): Promise<Gstr1Report> {
      const { from, to } = indianMonthRange(month);
      const [invoices, notes] = await Promise.all([
        documents.invoicedOrders(from, to),
        documents.listCreditNotes(from, to),
      ]);
      const noteOrders = new Map((await documents.ordersByIds(notes.map((n) => n.orderId))).map((o) => [o.id, o]));
      const creditNotes = notes.flatMap((note) => {
        const order = noteOrders.get(note.orderId);
        return order ? [{ note, order, credited: note.lines ? creditedPart(order, note.lines) : order }] : [];
      });
      return buildGstr1({ month, seller, invoices, creditNotes });
    },

    /**
     * For the returns module: the credit note of a received return, crediting that return's amount, in the
     * same CN series (CGST Act s.34); inside the caller's transaction, at most one per return, none for an
     * order without an invoice (docs/decisions/121-return-refund-amount.md).
     */
    async issueForReturn(
      tx: Db,
      input: { orderId: string; returnId: string; amountPaise: number; lines: CreditedLine[]; at: Date },
    ): Promise<CreditNoteRecord | null> {
      const [order] = await tx
        .select({ id: ordersTable.id, invoiceNumber: ordersTable.invoiceNumber })
        .from(ordersTable)
        .where(eq(ordersTable.id, input.orderId))
        .for('update');
      if (!order?.invoiceNumber) return null;
      const txDocuments = createGstDocumentsRepository(tx);
      const existing = await txDocuments.findReturnCreditNote(input.returnId);
      if (existing) return existing;
      const number = formatCreditNoteNumber(await txDocuments.nextSerial('CN', input.at), input.at);
      return txDocuments.insertCreditNote({
        orderId: order.id,
        number,
        invoiceNumber: order.invoiceNumber,
        reason: 'returned',
        issuedAt: input.at,
        returnId: input.returnId,
        amountPaise: input.amountPaise,
        lines: input.lines,
      });
    },

    /**
     * For the payments module's refund path: a full refund of an invoiced order (e.g. after a return) issues
     * its credit note; a cancelled order already has one. Returns null for an order without an invoice.
     */
    async issueForRefund(orderId: string): Promise<CreditNoteRecord | null> {
      return db.transaction(async (tx) => {
        // Under the order's row lock, so two refund calls cannot both find no note and both issue one.
        const [order] = await tx
          .select({ id: ordersTable.id, invoiceNumber: ordersTable.invoiceNumber })
          .from(ordersTable)
          .where(eq(ordersTable.id, orderId))
          .for('update');
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        return issueCreditNoteIfInvoiced(tx, order, 'refunded' satisfies CreditNoteReason);
      });
    },
  };
}

export type GstDocumentsService = ReturnType<typeof createGstDocumentsService>;
