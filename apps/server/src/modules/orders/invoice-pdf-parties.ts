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

/** Title and copy line, centred at the top of the first page. */
export function drawHeading(sheet: InvoiceSheet) {
  const { doc, title, creditNote, contentWidth } = sheet;
  doc.font(BOLD).fontSize(18).text(title, MARGIN, MARGIN, { width: contentWidth, align: 'center' });
  doc
    .font(FONT)
    .fontSize(8)
    .text(creditNote ? 'Issued against the tax invoice below' : 'Original for Recipient', {
      width: contentWidth,
      align: 'center',
    });
  sheet.y = doc.y + 12;
}

/** Serial numbers, dates and payment of the document (a credit note also names the invoice it cancels). */
function documentFacts({ order, creditNote }: InvoiceSheet): [string, string][] {
  return creditNote
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
}

/** The seller (left) and the document facts (right), ruled off below. */
export function drawSellerAndFacts(sheet: InvoiceSheet) {
  const { doc, seller, half, rightX, contentWidth } = sheet;
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

  let factY = y;
  for (const [label, value] of documentFacts(sheet)) {
    doc.font(BOLD).fontSize(9).text(`${label}:`, rightX, factY, { width: 90 });
    doc.font(FONT).text(value, rightX + 90, factY, { width: half - 90 });
    factY = Math.max(doc.y, factY + 12);
  }
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
  const { doc, order, model, half } = sheet;
  const billTo = model.billTo;
  if (billTo) {
    doc.font(BOLD).fontSize(9).text('Bill to', MARGIN, y, { width: half });
    doc.fontSize(9);
    partyLine(sheet, billTo.legalName);
    partyLine(sheet, billTo.street);
    partyLine(sheet, `${billTo.city}, ${billTo.state} - ${billTo.pincode}`);
    doc.font(FONT).text(`State: ${formatPlaceOfSupply(billTo.state)}`, { width: half });
    doc.font(FONT).text(`GSTIN: ${billTo.gstin}`, { width: half });
    doc.font(BOLD).text('Ship to', MARGIN, doc.y + 6, { width: half });
    deliveryLines(sheet);
    return;
  }
  doc.font(BOLD).fontSize(9).text('Bill to / Ship to', MARGIN, y, { width: half });
  doc.fontSize(9);
  if (order.buyerLegalName) partyLine(sheet, order.buyerLegalName);
  if (model.buyerGstin) partyLine(sheet, `Buyer GSTIN: ${model.buyerGstin}`);
  deliveryLines(sheet);
}

/** The recipient (left) and place of supply, supply type and reverse charge (right). */
export function drawBuyerAndSupply(sheet: InvoiceSheet) {
  const { doc, model, half, rightX, isIntraState } = sheet;
  const { y } = sheet;
  drawRecipient(sheet, y);
  const buyerBottom = doc.y;
  doc.font(BOLD).text('Place of Supply:', rightX, y, { width: 90 });
  doc.font(FONT).text(formatPlaceOfSupply(model.placeOfSupply), rightX + 90, y, { width: half - 90 });
  doc.font(BOLD).text('Supply Type:', rightX, y + 14, { width: 90 });
  // A Bill of Supply names no tax (Rule 49).
  const supply = isIntraState ? ['Intra-state', ' (CGST + SGST)'] : ['Inter-state', ' (IGST)'];
  doc.font(FONT).text(sheet.hasTax ? supply.join('') : supply[0]!, rightX + 90, y + 14, {
    width: half - 90,
  });
  doc.font(BOLD).text('Reverse Charge:', rightX, y + 28, { width: 90 });
  doc.font(FONT).text('No', rightX + 90, y + 28, { width: half - 90 });
  sheet.y = Math.max(buyerBottom, y + 42) + 12;
}
