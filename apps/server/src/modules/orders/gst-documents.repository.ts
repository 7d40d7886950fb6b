import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { financialYearCode, type DocumentSeries } from '@shop/shared/invoice-number';
import { queryRows, type Db } from '../../db/client';
import { creditNotes, documentSerials, orderItems, orders, type BuyerAddressSnapshot } from '../../db/schema';
import { attachItems } from './order-items.repository';
import type { OrderRecord, OrderWithItems } from './orders.repository';

export type CreditNoteRecord = typeof creditNotes.$inferSelect;

/** A business buyer as the order keeps it for the invoice's "Bill to" (docs/decisions/053, 185). */
export interface BusinessBuyer {
  buyerGstin: string;
  buyerLegalName: string | null;
  buyerAddress: BuyerAddressSnapshot | null;
}

/**
 * GST document serials and credit notes (docs/decisions/051, 052). Callers pass their transaction as `db`:
 * the serial row stays locked until it commits, so numbers are consecutive (a rolled-back number is reused)
 * and unique across processes.
 */
export function createGstDocumentsRepository(db: Db) {
  /** Items by id, as the GST documents have always listed them. */
  const withItems = (rows: OrderRecord[]) => attachItems(db, rows, [asc(orderItems.id)]);

  return {
    /** The next serial of a series in the financial year (India time) of `date`; the first of a year is 1. */
    async nextSerial(series: DocumentSeries, date: Date): Promise<number> {
      const [row] = await queryRows<{ last_serial: number }>(
        db,
        sql`insert into ${documentSerials} (series, financial_year, last_serial)
            values (${series}, ${financialYearCode(date)}, 1)
            on conflict (series, financial_year)
            do update set last_serial = ${documentSerials}.last_serial + 1
            returning last_serial`,
      );
      if (!row) throw new Error('document serial was not returned');
      return Number(row.last_serial);
    },

    /** Sets the invoice number of an order that has none yet; false when it already had one. */
    async setInvoiceNumber(orderId: string, invoiceNumber: string, invoiceDate: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ invoiceNumber, invoiceDate })
        .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** B2B details given at checkout, written with the new order. */
    async setBuyer(orderId: string, buyer: BusinessBuyer): Promise<void> {
      await db.update(orders).set(buyer).where(eq(orders.id, orderId));
    },

    async findCreditNote(orderId: string): Promise<CreditNoteRecord | null> {
      const [row] = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.returnId)))
        .limit(1);
      return row ?? null;
    },

    /** Every credit note of an order (its cancellation or full refund, and each return), oldest first. */
    async listOrderCreditNotes(orderId: string): Promise<CreditNoteRecord[]> {
      return db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.orderId, orderId))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
    },

    /** The credit note of one return (docs/decisions/121-return-refund-amount.md), if issued. */
    async findReturnCreditNote(returnId: string): Promise<CreditNoteRecord | null> {
      const [row] = await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId)).limit(1);
      return row ?? null;
    },

    async insertCreditNote(note: typeof creditNotes.$inferInsert): Promise<CreditNoteRecord> {
      const [row] = await db.insert(creditNotes).values(note).returning();
      if (!row) throw new Error('credit note insert returned nothing');
      return row;
    },

    /** Orders (with items) whose invoice is dated in [from, to), by invoice number. */
    async invoicedOrders(from: Date, to: Date): Promise<OrderWithItems[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(gte(orders.invoiceDate, from), lt(orders.invoiceDate, to)))
        .orderBy(asc(orders.invoiceNumber));
      return withItems(rows);
    },

    /** The orders behind some credit notes, with items. */
    async ordersByIds(ids: string[]): Promise<OrderWithItems[]> {
      if (ids.length === 0) return [];
      return withItems(await db.select().from(orders).where(inArray(orders.id, ids)));
    },

    /**
     * Orders invoiced or placed in [from, to): their total, dates, status and whether the sales report counts
     * them as revenue, by the database's own rule order_is_revenue() (migration 0005, docs/decisions/045).
     */
    async ordersOfPeriod(from: Date, to: Date) {
      return db
        .select({
          totalPaise: orders.totalPaise,
          createdAt: orders.createdAt,
          invoiceDate: orders.invoiceDate,
          status: orders.status,
          revenue: sql<boolean>`order_is_revenue(${orders.status}, ${orders.paymentMethod}, ${orders.paymentStatus})`,
        })
        .from(orders)
        .where(
          or(
            and(gte(orders.invoiceDate, from), lt(orders.invoiceDate, to)),
            and(gte(orders.createdAt, from), lt(orders.createdAt, to)),
          ),
        );
    },

    /** Credit notes issued in [from, to), oldest first. */
    async listCreditNotes(from: Date, to: Date): Promise<CreditNoteRecord[]> {
      return db
        .select()
        .from(creditNotes)
        .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
    },
  };
}
