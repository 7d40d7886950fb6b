import PDFDocument from 'pdfkit';
import { formatAmountInWords } from '@shop/shared/amount-in-words';
import { formatOrderNumber } from '@shop/shared/order-number';
import { isSameState, placeOfSupply, splitGst } from './gst';
import type { OrderWithItems } from './orders.repository';

export interface SellerDetails {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
}

const MARGIN = 40;
const FOOTER_SPACE = 24;
const CELL_PAD = 3;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** en-IN grouping without a currency sign (the standard PDF fonts have no ₹ glyph): 123456 -> "1,234.56". */
const amount = (paise: number) => amountFormat.format(paise / 100);
const rupees = (paise: number) => `Rs. ${amount(paise)}`;
const day = (d: Date | null) => (d ? dateFormat.format(d) : '-');

/**
 * The 14 standard PDF fonts only carry WinAnsi (Latin-1 plus a few typographic signs); anything else would
 * print as garbage, so it becomes '?' (and the rupee sign 'Rs.').
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replaceAll('₹', 'Rs. ')) {
    const code = ch.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n' ? ch : '?';
  }
  return out;
}

const PAYMENT_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (Razorpay)',
  whatsapp: 'WhatsApp order',
};

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

interface Row {
  cells: string[];
  isBold?: boolean;
}

/**
 * A4 GST tax invoice (CGST Rule 46): supplier name, address, GSTIN and state; serial number and date;
 * recipient and place of supply; per line HSN, quantity, rate, taxable value and each tax; totals, amount in
 * words and a signature line. Prices are GST-inclusive, so taxable value is backed out of each line.
 * Long orders run over several pages, each repeating the table header.
 */
export async function renderInvoicePdf(order: OrderWithItems, seller: SellerDetails): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    info: {
      Title: `Tax Invoice ${order.invoiceNumber ?? ''}`.trim(),
      Author: seller.legalName,
      Subject: `Order ${formatOrderNumber(order.id)}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const address = order.shippingAddress;
  const isIntraState = isSameState(address.state, seller.state);

  // ---- heading
  doc.font(BOLD).fontSize(18).text('Tax Invoice', MARGIN, MARGIN, { width: contentWidth, align: 'center' });
  doc.font(FONT).fontSize(8).text('Original for Recipient', { width: contentWidth, align: 'center' });
  let y = doc.y + 12;

  // ---- seller (left) and invoice facts (right)
  const half = contentWidth / 2 - 10;
  const rightX = MARGIN + contentWidth / 2 + 10;
  doc.font(BOLD).fontSize(11).text(pdfText(seller.legalName), MARGIN, y, { width: half });
  doc.font(FONT).fontSize(9);
  doc.text(pdfText(seller.address), { width: half });
  doc.text(`GSTIN: ${seller.gstin}`, { width: half });
  doc.text(`State: ${placeOfSupply(seller.state)}`, { width: half });
  const sellerBottom = doc.y;

  const facts: [string, string][] = [
    ['Invoice No.', order.invoiceNumber ?? '-'],
    ['Invoice Date', day(order.invoiceDate ?? order.deliveredAt)],
    ['Order No.', formatOrderNumber(order.id)],
    ['Order Date', day(order.createdAt)],
    ['Payment', PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod],
  ];
  let factY = y;
  for (const [label, value] of facts) {
    doc.font(BOLD).fontSize(9).text(`${label}:`, rightX, factY, { width: 80 });
    doc.font(FONT).text(pdfText(value), rightX + 80, factY, { width: half - 80 });
    factY = Math.max(doc.y, factY + 12);
  }
  y = Math.max(sellerBottom, factY) + 10;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + contentWidth, y).lineWidth(0.5).stroke();
  y += 8;

  // ---- buyer (left) and place of supply (right)
  doc.font(BOLD).fontSize(9).text('Bill to / Ship to', MARGIN, y, { width: half });
  doc.font(FONT).fontSize(9);
  doc.text(pdfText(address.name), { width: half });
  doc.text(pdfText(address.street), { width: half });
  doc.text(pdfText(`${address.city}, ${address.state} - ${address.pincode}`), { width: half });
  doc.text(`Phone: ${pdfText(address.phone)}`, { width: half });
  if (address.email) doc.text(`Email: ${pdfText(address.email)}`, { width: half });
  const buyerBottom = doc.y;
  doc.font(BOLD).text('Place of Supply:', rightX, y, { width: 80 });
  doc.font(FONT).text(placeOfSupply(address.state), rightX + 80, y, { width: half - 80 });
  doc.font(BOLD).text('Supply Type:', rightX, y + 14, { width: 80 });
  doc.font(FONT).text(isIntraState ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)', rightX + 80, y + 14, {
    width: half - 80,
  });
  y = Math.max(buyerBottom, y + 28) + 12;

  // ---- item table
  const columns: Column[] = isIntraState
    ? [
        { title: '#', width: 18, align: 'left' },
        { title: 'Description', width: 131, align: 'left' },
        { title: 'HSN', width: 40, align: 'left' },
        { title: 'Qty', width: 26, align: 'right' },
        { title: 'Rate (Rs.)', width: 56, align: 'right' },
        { title: 'Taxable Value', width: 60, align: 'right' },
        { title: 'CGST', width: 58, align: 'right' },
        { title: 'SGST', width: 58, align: 'right' },
        { title: 'Amount (Rs.)', width: 68, align: 'right' },
      ]
    : [
        { title: '#', width: 18, align: 'left' },
        { title: 'Description', width: 175, align: 'left' },
        { title: 'HSN', width: 40, align: 'left' },
        { title: 'Qty', width: 26, align: 'right' },
        { title: 'Rate (Rs.)', width: 60, align: 'right' },
        { title: 'Taxable Value', width: 64, align: 'right' },
        { title: 'IGST', width: 62, align: 'right' },
        { title: 'Amount (Rs.)', width: 70, align: 'right' },
      ];
  const scale = contentWidth / columns.reduce((s, c) => s + c.width, 0);
  for (const c of columns) c.width *= scale;

  const rowHeight = (row: Row) => {
    doc.font(row.isBold ? BOLD : FONT).fontSize(8);
    let h = 0;
    row.cells.forEach((text, i) => {
      const width = (columns[i]?.width ?? 0) - 2 * CELL_PAD;
      h = Math.max(h, doc.heightOfString(text, { width }));
    });
    return h + 2 * CELL_PAD;
  };
  const drawRow = (row: Row, fill?: string) => {
    const h = rowHeight(row);
    if (fill) doc.rect(MARGIN, y, contentWidth, h).fill(fill).fillColor('black');
    let x = MARGIN;
    doc.font(row.isBold ? BOLD : FONT).fontSize(8);
    row.cells.forEach((text, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(text, x + CELL_PAD, y + CELL_PAD, { width: column.width - 2 * CELL_PAD, align: column.align });
      x += column.width;
    });
    y += h;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + contentWidth, y).lineWidth(0.25).strokeColor('#999999').stroke();
    doc.strokeColor('black');
  };
  const header: Row = { cells: columns.map((c) => c.title), isBold: true };
  const drawHeader = () => drawRow(header, '#e8e8e8');
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
    doc.font(FONT).fontSize(8).text(`Tax Invoice ${order.invoiceNumber ?? ''} (continued)`, MARGIN, y, {
      width: contentWidth,
    });
    y = doc.y + 6;
    drawHeader();
  };

  drawHeader();
  const sum = { amount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  order.items.forEach((item, index) => {
    const lineAmount = item.unitPricePaise * item.quantity;
    const gst = splitGst({ amountPaise: lineAmount, ratePercent: item.gstRatePercent }, isIntraState);
    sum.amount += lineAmount;
    sum.taxable += gst.taxablePaise;
    sum.cgst += gst.cgstPaise;
    sum.sgst += gst.sgstPaise;
    sum.igst += gst.igstPaise;
    const halfRate = item.gstRatePercent / 2;
    const taxCells = isIntraState
      ? [`${amount(gst.cgstPaise)}\n@ ${halfRate}%`, `${amount(gst.sgstPaise)}\n@ ${halfRate}%`]
      : [`${amount(gst.igstPaise)}\n@ ${item.gstRatePercent}%`];
    const row: Row = {
      cells: [
        String(index + 1),
        pdfText(item.sku ? `${item.name}\nSKU: ${item.sku}` : item.name),
        item.hsn ?? '-',
        String(item.quantity),
        amount(item.unitPricePaise),
        amount(gst.taxablePaise),
        ...taxCells,
        amount(lineAmount),
      ],
    };
    if (y + rowHeight(row) > bottom()) newPage();
    drawRow(row);
  });
  const totalsRow: Row = {
    cells: [
      '',
      'Total',
      '',
      String(order.items.reduce((s, i) => s + i.quantity, 0)),
      '',
      amount(sum.taxable),
      ...(isIntraState ? [amount(sum.cgst), amount(sum.sgst)] : [amount(sum.igst)]),
      amount(sum.amount),
    ],
    isBold: true,
  };
  if (y + rowHeight(totalsRow) > bottom()) newPage();
  drawRow(totalsRow, '#f4f4f4');

  // ---- totals, amount in words, tax summary, signature: kept together on one page
  const words = formatAmountInWords(order.totalPaise);
  doc.font(FONT).fontSize(9);
  const wordsHeight = doc.heightOfString(words, { width: contentWidth });
  const closingHeight = 200 + wordsHeight;
  if (y + 12 + closingHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
  } else {
    y += 12;
  }
  const labelX = MARGIN + contentWidth - 220;
  const totals: [string, number, boolean][] = [
    ['Subtotal', order.subtotalPaise, false],
    ['Shipping', order.shippingFeePaise, false],
    ['Total', order.totalPaise, true],
  ];
  for (const [label, value, isStrong] of totals) {
    doc.font(isStrong ? BOLD : FONT).fontSize(isStrong ? 11 : 9);
    doc.text(label, labelX, y, { width: 100 });
    doc.text(rupees(value), labelX + 100, y, { width: 120, align: 'right' });
    y = doc.y + 4;
  }
  y += 8;
  doc.font(BOLD).fontSize(9).text('Amount in words:', MARGIN, y, { width: contentWidth });
  doc.font(FONT).text(words, { width: contentWidth });
  y = doc.y + 10;
  const taxSummary = isIntraState
    ? `Taxable value ${rupees(sum.taxable)}; CGST ${rupees(sum.cgst)}; SGST ${rupees(sum.sgst)}; total tax ${rupees(sum.cgst + sum.sgst)}.`
    : `Taxable value ${rupees(sum.taxable)}; IGST ${rupees(sum.igst)}.`;
  doc.font(FONT).fontSize(8).text(`${taxSummary} Prices include GST. Tax is not payable on reverse charge.`, MARGIN, y, {
    width: contentWidth,
  });
  y = doc.y + 24;
  doc.font(BOLD).fontSize(9).text(`For ${pdfText(seller.legalName)}`, labelX - 40, y, { width: 260, align: 'right' });
  y = doc.y + 30;
  doc.moveTo(labelX + 60, y).lineTo(MARGIN + contentWidth, y).lineWidth(0.5).stroke();
  doc.font(FONT).fontSize(8).text('Authorised Signatory', labelX - 40, y + 4, { width: 260, align: 'right' });

  // ---- footer on every page (written inside the bottom margin, so the margin is lifted while writing)
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const previousBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(7)
      .fillColor('#555555')
      .text(
        `This is a computer-generated invoice. Page ${i - range.start + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN - 10,
        { width: contentWidth, align: 'center', lineBreak: false },
      );
    doc.fillColor('black');
    doc.page.margins.bottom = previousBottom;
  }
  doc.end();
  return done;
}
