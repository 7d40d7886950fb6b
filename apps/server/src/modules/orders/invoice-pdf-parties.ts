import { formatPlaceOfSupply } from '@shop/shared/gst';
import { formatOrderNumber } from '@shop/shared/order-number';
import { MARGIN } from '../../lib/pdf/page';
import type { InvoiceSheet } from './invoice-pdf-sheet';
import { BOLD, FONT, day, invoiceFontFor, writeText } from './invoice-pdf-text';

const PAYMENT_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (Razorpay)',
  whatsapp: 'WhatsApp order',
};

/** Widest and tallest the shop's logo is drawn at the top left (points). */
const LOGO_BOX: [number, number] = [120, 40];

/** The shop's logo at the top left, beside the title; a logo pdfkit cannot draw is left off, never the invoice. */
function drawLogo({ doc, seller }: InvoiceSheet): number {
  if (!seller.logo) return MARGIN;
  try {
    doc.image(seller.logo, MARGIN, MARGIN, { fit: LOGO_BOX });
    return MARGIN + LOGO_BOX[1];
  } catch {
    return MARGIN;
  }
}

/** The logo (when the shop has one), then the title and copy line, centred at the top of the first page. */
export function drawHeading(sheet: InvoiceSheet) {
  const { doc, title, creditNote, contentWidth, labels } = sheet;
  const logoBottom = drawLogo(sheet);
  doc.font(BOLD).fontSize(18).text(title, MARGIN, MARGIN, { width: contentWidth, align: 'center' });
  const hindiTitle = labels.hindiOf(title);
  if (hindiTitle)
    writeText(doc.font(BOLD).fontSize(12), hindiTitle, undefined, undefined, { width: contentWidth, align: 'center' });
  writeText(
    doc.font(FONT).fontSize(8),
    labels.label(creditNote ? 'Issued against the tax invoice below' : 'Original for Recipient'),
    undefined,
    undefined,
    { width: contentWidth, align: 'center' },
  );
  sheet.y = Math.max(doc.y, logoBottom) + 12;
}

/** Serial numbers, dates and payment of the document (a credit note also names the invoice it cancels). */
function documentFacts({ order, creditNote, labels }: InvoiceSheet): [string, string][] {
  const facts: [string, string][] = creditNote
    ? [
        ['Credit Note No.', creditNote.number],
        ['Credit Note Date', day(creditNote.issuedAt)],
        ['Against Invoice', creditNote.invoiceNumber],
        ['Invoice Date', day(order.invoiceDate)],
        ['Order No.', formatOrderNumber(order.id)],
        ['Reason', creditNote.reason],
      ]
    : [
        ['Invoice No.', order.invoiceNumber ?? '-'],
        ['Invoice Date', day(order.invoiceDate)],
        ['Order No.', formatOrderNumber(order.id)],
        ['Order Date', day(order.createdAt)],
        ['Payment', PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod],
      ];
  return facts.map(([label, value]) => [labels.label(label), value]);
}

/**
 * Label-and-value rows in the right-hand column from `y`: a label that wraps (its Hindi beside it) pushes the
 * next row down. Returns where the rows end.
 */
function drawLabelledRows(
  { doc, rightX, half }: InvoiceSheet,
  rows: [string, string][],
  y: number,
  rowHeight: number,
): number {
  let rowY = y;
  for (const [label, value] of rows) {
    writeText(doc.font(BOLD).fontSize(9), `${label}:`, rightX, rowY, { width: 90 });
    const labelBottom = doc.y;
    doc.font(FONT).text(value, rightX + 90, rowY, { width: half - 90 });
    rowY = Math.max(doc.y, labelBottom, rowY + rowHeight);
  }
  return rowY;
}

/** The seller (left) and the document facts (right), ruled off below. */
export function drawSellerAndFacts(sheet: InvoiceSheet) {
  const { doc, seller, half, contentWidth } = sheet;
  let y = sheet.y;
  writeText(doc.font(invoiceFontFor(seller.legalName, true)).fontSize(11), seller.legalName, MARGIN, y, {
    width: half,
  });
  writeText(doc.font(invoiceFontFor(seller.address)).fontSize(9), seller.address, undefined, undefined, {
    width: half,
  });
  doc.font(FONT).text(`GSTIN: ${seller.gstin || '-'}`, { width: half });
  doc.text(`State: ${formatPlaceOfSupply(seller.state)}`, { width: half });
  const sellerBottom = doc.y;

  const factY = drawLabelledRows(sheet, documentFacts(sheet), y, 12);
  y = Math.max(sellerBottom, factY) + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth, y)
    .lineWidth(0.5)
    .stroke();
  sheet.y = y + 8;
}

/** Writes one line of what the shopper typed, in a font that can draw its script, in the left column. */
function partyLine(sheet: InvoiceSheet, text: string) {
  writeText(sheet.doc.font(invoiceFontFor(text)), text, undefined, undefined, { width: sheet.half });
}

/** The delivery address with its contact lines (blank once the customer deleted their account: decision 110). */
function deliveryLines(sheet: InvoiceSheet) {
  const address = sheet.order.shippingAddress;
  partyLine(sheet, address.name);
  partyLine(sheet, address.street);
  partyLine(sheet, `${address.city}, ${address.state} - ${address.pincode}`);
  if (address.phone) partyLine(sheet, `Phone: ${address.phone}`);
  if (address.email) partyLine(sheet, `Email: ${address.email}`);
}

/**
 * The recipient in the left column. A registered buyer is billed at its registered address with its GSTIN
 * ("Bill to", Rule 46(d)) and the goods go to the delivery address ("Ship to", Rule 46(o)), printed apart
 * (docs/decisions/185). A personal order (and a B2B order placed before the registered address was asked)
 * has one address for both.
 */
function drawRecipient(sheet: InvoiceSheet, y: number) {
  const { doc, order, model, half, labels } = sheet;
  const billTo = model.billTo;
  if (billTo) {
    writeText(doc.font(BOLD).fontSize(9), labels.label('Bill to'), MARGIN, y, { width: half });
    doc.fontSize(9);
    partyLine(sheet, billTo.legalName);
    partyLine(sheet, billTo.street);
    partyLine(sheet, `${billTo.city}, ${billTo.state} - ${billTo.pincode}`);
    doc.font(FONT).text(`State: ${formatPlaceOfSupply(billTo.state)}`, { width: half });
    doc.font(FONT).text(`GSTIN: ${billTo.gstin}`, { width: half });
    writeText(doc.font(BOLD), labels.label('Ship to'), MARGIN, doc.y + 6, { width: half });
    deliveryLines(sheet);
    return;
  }
  writeText(doc.font(BOLD).fontSize(9), labels.label('Bill to / Ship to'), MARGIN, y, { width: half });
  doc.fontSize(9);
  if (order.buyerLegalName) partyLine(sheet, order.buyerLegalName);
  if (model.buyerGstin) partyLine(sheet, `Buyer GSTIN: ${model.buyerGstin}`);
  deliveryLines(sheet);
}

/** The recipient (left) and place of supply, supply type and reverse charge (right). */
export function drawBuyerAndSupply(sheet: InvoiceSheet) {
  const { doc, model, isIntraState, labels } = sheet;
  const { y } = sheet;
  drawRecipient(sheet, y);
  const buyerBottom = doc.y;
  // A Bill of Supply names no tax (Rule 49).
  const supply = isIntraState ? ['Intra-state', ' (CGST + SGST)'] : ['Inter-state', ' (IGST)'];
  const supplyBottom = drawLabelledRows(
    sheet,
    [
      [labels.label('Place of Supply'), formatPlaceOfSupply(model.placeOfSupply)],
      [labels.label('Supply Type'), sheet.hasTax ? supply.join('') : supply[0]!],
      [labels.label('Reverse Charge'), 'No'],
    ],
    y,
    14,
  );
  sheet.y = Math.max(buyerBottom, supplyBottom + 2, y + 42) + 12;
}
