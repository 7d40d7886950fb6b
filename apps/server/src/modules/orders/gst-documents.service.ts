import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';
import { orders as ordersTable, type CreditedLine } from '../../db/schema';
import type { Db } from '../../db/client';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import { formatCreditNoteNumber } from '@shop/shared/invoice-number';
import { createGstDocumentsRepository, type CreditNoteRecord } from './gst-documents.repository';
import type { OrdersService, OrderViewer, OrderWithItems } from './orders.service';
import { issueCreditNoteIfInvoiced, type CreditNoteReason } from './gst-documents';
import type { Gstr1Report } from '@shop/shared/schemas/gst-returns';
import { collectGstr1, creditedPart, gstr1Report, type Gstr1Ledger } from './gstr1';
import { gstr1PortalJson, type Gstr1PortalJson } from './gstr1-json';
import { reconcileGstWithSales } from './gst-reconciliation';
import type { GstReconciliation } from '@shop/shared/schemas/gst-returns';

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

/** The last day of a month 'YYYY-MM', as 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, mon, 0)).getUTCDate()).padStart(2, '0')}`;
}

export interface GstDocumentsServiceOptions {
  db: Db;
  orders: OrdersService;
  /** The sales report's revenue of Indian days startDate..endDate, in paise (the admin module's figure). */
  salesFigures?: (startDate: string, endDate: string) => Promise<{ revenuePaise: number; returnRefunds: { paise: number; count: number } }>;
}

/** Credit notes and GST figures of orders, read through the orders service (who may see what). */
export function createGstDocumentsService({ db, orders, salesFigures }: GstDocumentsServiceOptions) {
  const documents = createGstDocumentsRepository(db);

  /** The month's invoices and credit notes (each with what it credits), read once for every GSTR-1 output. */
  async function monthDocuments(month: string) {
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
    return { invoices, creditNotes };
  }

  async function ledger(month: string, seller: { gstin: string; state: string }): Promise<Gstr1Ledger> {
    return collectGstr1({ month, seller, ...(await monthDocuments(month)) });
  }

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

    /** GSTR-1 of a month ('YYYY-MM'), for the seller's GSTIN and state: the offline utility's sheets and totals. */
    async gstr1(month: string, seller: { gstin: string; state: string }): Promise<Gstr1Report> {
      return gstr1Report(await ledger(month, seller));
    },

    /** The same month as the GST portal's upload JSON (decision 180). */
    async gstr1Json(month: string, seller: { gstin: string; state: string }): Promise<Gstr1PortalJson> {
      return gstr1PortalJson(await ledger(month, seller));
    },

    /** The month's GSTR-1 net value against the sales report, every difference explained (decision 181). */
    async reconciliation(month: string): Promise<GstReconciliation> {
      const { from, to } = indianMonthRange(month);
      const [{ invoices, creditNotes }, periodOrders, sales] = await Promise.all([
        monthDocuments(month),
        documents.ordersOfPeriod(from, to),
        salesFigures ? salesFigures(`${month}-01`, lastDayOf(month)) : Promise.resolve({ revenuePaise: 0, returnRefunds: { paise: 0, count: 0 } }),
      ]);
      const invoicePaise = invoices.reduce((sum, order) => sum + order.totalPaise, 0);
      const notes = creditNotes.map(({ note, credited }) => ({ reason: note.reason, valuePaise: credited.totalPaise }));
      const inMonth = (date: Date | null) => date !== null && date >= from && date < to;
      return reconcileGstWithSales({
        month,
        gstNetPaise: invoicePaise - notes.reduce((sum, note) => sum + note.valuePaise, 0),
        salesRevenuePaise: sales.revenuePaise,
        returnRefunds: sales.returnRefunds,
        creditNotes: notes,
        orders: periodOrders.map((order) => ({
          totalPaise: order.totalPaise,
          placedInMonth: inMonth(order.createdAt),
          invoicedInMonth: inMonth(order.invoiceDate),
          invoicedLater: order.invoiceDate !== null && order.invoiceDate >= to,
          cancelled: order.status === 'cancelled',
          revenue: Boolean(order.revenue),
        })),
      });
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
