import type { CreditNoteDetails } from './invoice-pdf';
import type { InvoiceModel, SellerDetails } from './invoice-model';
import type { OrderWithItems } from './orders.repository';

export const MARGIN = 40;
export const FOOTER_SPACE = 24;

/** One invoice or credit note being drawn: what every section reads, and `y`, where the next one starts. */
export interface InvoiceSheet {
  doc: PDFKit.PDFDocument;
  order: OrderWithItems;
  seller: SellerDetails;
  creditNote: CreditNoteDetails | undefined;
  model: InvoiceModel;
  isIntraState: boolean;
  title: string;
  number: string;
  contentWidth: number;
  /** Width of each of the two columns under the heading (seller / facts, buyer / supply). */
  half: number;
  /** Where the right-hand column starts. */
  rightX: number;
  y: number;
}

/** The lowest y a row may reach on the current page (the footer sits below it). */
export const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - FOOTER_SPACE;
