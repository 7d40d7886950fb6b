import { creditNoteFileName } from '@shop/shared/order-number';
import type { CreditNoteRecord } from './gst-documents.repository';
import { renderInvoicePdf, type SellerDetails } from './invoice-pdf';
import type { OrderWithItems } from './orders.repository';

const REASONS: Record<string, string> = {
  cancelled: 'Order cancelled',
  refunded: 'Refund',
  returned: 'Goods returned',
};

/**
 * The PDF of one credit note (CGST Act s.34, Rule 53): drawn like the invoice it reduces, over what it credits
 * (the whole order, or a return's lines without the fee), naming the invoice's number and date (decision 173).
 */
export async function renderCreditNote(
  credited: OrderWithItems,
  note: CreditNoteRecord,
  seller: SellerDetails,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const content = await renderInvoicePdf(credited, seller, {
    number: note.number,
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    reason: REASONS[note.reason] ?? note.reason,
  });
  return { filename: creditNoteFileName(note.number), content, contentType: 'application/pdf' };
}
