import type { PdfCursor } from '../../lib/pdf/page';
import type { InvoiceLabels } from './invoice-labels';
import type { InvoiceModel, SellerDetails } from './invoice-model';
import type { OrderWithItems } from './orders.repository';

/** A credit note is drawn like the invoice it cancels, with its own title, number and reference. */
export interface CreditNoteDetails {
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  reason: string;
}

/** One invoice or credit note being drawn: what every section reads, and `y`, where the next one starts. */
export interface InvoiceSheet extends PdfCursor {
  order: OrderWithItems;
  seller: SellerDetails;
  creditNote: CreditNoteDetails | undefined;
  model: InvoiceModel;
  isIntraState: boolean;
  /** False for a Bill of Supply: no tax columns, no tax lines. */
  hasTax: boolean;
  title: string;
  number: string;
  /** The document's labels: English, or English with Hindi beside it when the shop asks (decision 260). */
  labels: InvoiceLabels;
  /** Width of each of the two columns under the heading (seller / facts, buyer / supply). */
  half: number;
  /** Where the right-hand column starts. */
  rightX: number;
}
