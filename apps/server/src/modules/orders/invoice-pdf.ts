import { GST_DOCUMENT_TITLES } from '@shop/shared/gst-documents';
import { formatOrderNumber } from '@shop/shared/order-number';
import { MARGIN, openA4Document } from '../../lib/pdf/page';
import { buildInvoiceModel, type SellerDetails } from './invoice-model';
import { drawClosing, drawFooters } from './invoice-pdf-closing';
import { drawBuyerAndSupply, drawHeading, drawSellerAndFacts } from './invoice-pdf-parties';
import type { CreditNoteDetails, InvoiceSheet } from './invoice-pdf-sheet';
import { invoiceLabels } from './invoice-labels';
import { drawItemTable } from './invoice-pdf-table';
import { FONT_FILES } from './invoice-pdf-text';
import type { OrderWithItems } from './orders.repository';

export type { SellerDetails };

/** An A4 PDF document with the invoice fonts, and its bytes once it ends. */
async function openDocument(info: PDFKit.DocumentInfo) {
  const opened = await openA4Document(info);
  for (const [name, file] of Object.entries(FONT_FILES)) opened.doc.registerFont(name, file);
  return opened;
}

/**
 * A4 GST tax invoice (CGST Rule 46), bill of supply (Rule 49) or invoice-cum-bill of supply (Rule 46A) as the
 * goods require (decision 170), or the credit note cancelling it (Rule 53): supplier name, address,
 * GSTIN and state; serial number and date; recipient (with GSTIN for B2B) and place of supply; per line HSN,
 * quantity, rate, taxable value and each tax, the shipping/COD fee as its own taxable line; a summary per
 * rate, totals, amount in words and a signature line. Figures come from the shared GST module
 * (docs/decisions/050-gst-calculation.md). Long orders run over several pages, each repeating the header.
 */
export async function renderInvoicePdf(
  order: OrderWithItems,
  seller: SellerDetails,
  creditNote?: CreditNoteDetails,
): Promise<Buffer> {
  const model = buildInvoiceModel(order, seller.state);
  const title = creditNote ? 'Credit Note' : GST_DOCUMENT_TITLES[model.kind];
  const number = creditNote ? creditNote.number : (order.invoiceNumber ?? '');
  const { doc, bytes } = await openDocument({
    Title: `${title} ${number}`.trim(),
    Author: seller.legalName,
    Subject: `Order ${formatOrderNumber(order.id)}`,
  });
  const contentWidth = doc.page.width - 2 * MARGIN;
  const sheet: InvoiceSheet = {
    doc,
    order,
    seller,
    creditNote,
    model,
    isIntraState: model.gst.supplyType === 'intra',
    // A Bill of Supply charges no tax, so it prints no tax columns or lines (Rule 49).
    hasTax: model.kind !== 'bill-of-supply',
    title,
    number,
    labels: invoiceLabels(seller.hindiLabels === true),
    contentWidth,
    half: contentWidth / 2 - 10,
    rightX: MARGIN + contentWidth / 2 + 10,
    y: MARGIN,
  };
  drawHeading(sheet);
  drawSellerAndFacts(sheet);
  drawBuyerAndSupply(sheet);
  drawItemTable(sheet);
  drawClosing(sheet);
  drawFooters(sheet);
  doc.end();
  return bytes;
}
