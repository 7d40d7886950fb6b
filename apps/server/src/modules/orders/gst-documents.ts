import { formatCreditNoteNumber, formatInvoiceNumber } from '@shop/shared/invoice-number';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createGstDocumentsRepository, type CreditNoteRecord } from './gst-documents.repository';

/** Statuses from which the goods are ready to leave or have left: the tax invoice exists (docs/decisions/051). */
export const INVOICED_STATUSES = ['packed', 'shipped', 'delivered'] as const;

export function isInvoiceDue(status: string): boolean {
  return (INVOICED_STATUSES as readonly string[]).includes(status);
}

/**
 * The invoice number and date for an order about to be packed or shipped (CGST Act s.31(1)(a): at or
 * before removal of the goods). Call inside the transaction that changes the status.
 */
export async function nextInvoiceFields(tx: Db, at: Date): Promise<{ invoiceNumber: string; invoiceDate: Date }> {
  const serial = await createGstDocumentsRepository(tx).nextSerial('INV', at);
  return { invoiceNumber: formatInvoiceNumber(serial, at), invoiceDate: at };
}

/** Numbers an order that reached dispatch before invoices were issued there (older data); once. */
export async function ensureInvoiceNumber(db: Db, orderId: string, fallbackDate: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || row.n) return;
    const fields = await nextInvoiceFields(tx, fallbackDate);
    await createGstDocumentsRepository(tx).setInvoiceNumber(orderId, fields.invoiceNumber, fields.invoiceDate);
  });
}

export type CreditNoteReason = 'cancelled' | 'refunded';

/**
 * Issues the credit note of an invoiced order that is being cancelled or refunded in full (CGST Act s.34),
 * with its own series and a reference to the invoice; nothing for an order without an invoice, and at most
 * one per order. Call inside the transaction that cancels or refunds.
 */
export async function issueCreditNoteIfInvoiced(
  tx: Db,
  order: { id: string; invoiceNumber: string | null },
  reason: CreditNoteReason,
  at = new Date(),
): Promise<CreditNoteRecord | null> {
  if (!order.invoiceNumber) return null;
  const documents = createGstDocumentsRepository(tx);
  const existing = await documents.findCreditNote(order.id);
  if (existing) return existing;
  const number = formatCreditNoteNumber(await documents.nextSerial('CN', at), at);
  return documents.insertCreditNote({
    orderId: order.id,
    number,
    invoiceNumber: order.invoiceNumber,
    reason,
    issuedAt: at,
  });
}
