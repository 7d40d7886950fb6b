import { createRequire } from 'node:module';
import { formatAmountInWords, formatPlaceOfSupply } from '@shop/shared/gst';
import { formatOrderNumber } from '@shop/shared/order-number';
import { buildInvoiceModel, type SellerDetails } from './invoice-model';
import type { OrderWithItems } from './orders.repository';
import { loadPdfDocument } from '../../lib/heavy-modules';

export type { SellerDetails };

/** A credit note is drawn like the invoice it cancels, with its own title, number and reference. */
export interface CreditNoteDetails {
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  reason: string;
}

const MARGIN = 40;
const FOOTER_SPACE = 24;
const CELL_PAD = 3;
/**
 * Noto Sans, bundled as npm packages (OFL): Noto Sans carries the rupee sign and Devanagari besides Latin, so
 * names such as "अनन्या शर्मा" print as written (pdfkit shapes them with the font's OpenType tables). Noto
 * Sans has no South Indian scripts: a text with Tamil or Kannada letters is set in Noto Sans Tamil / Kannada,
 * which also carry Latin, digits and ₹ (docs/decisions/056-invoice-fonts.md). pdfkit embeds only the fonts a
 * document uses.
 */
const requireFont = createRequire(import.meta.url);
const fontFile = (pkg: string, weight: '400Regular' | '700Bold', family: string) =>
  requireFont.resolve(`@expo-google-fonts/${pkg}/${weight}/${family}_${weight}.ttf`);
const FONT_FILES = {
  NotoSans: fontFile('noto-sans', '400Regular', 'NotoSans'),
  'NotoSans-Bold': fontFile('noto-sans', '700Bold', 'NotoSans'),
  NotoSansTamil: fontFile('noto-sans-tamil', '400Regular', 'NotoSansTamil'),
  'NotoSansTamil-Bold': fontFile('noto-sans-tamil', '700Bold', 'NotoSansTamil'),
  NotoSansKannada: fontFile('noto-sans-kannada', '400Regular', 'NotoSansKannada'),
  'NotoSansKannada-Bold': fontFile('noto-sans-kannada', '700Bold', 'NotoSansKannada'),
} as const;
const FONT = 'NotoSans';
const BOLD = 'NotoSans-Bold';
const TAMIL = /[\u0B80-\u0BFF]/u;
/** Devanagari to Sinhala: scripts whose vowel signs may be drawn before their consonant. */
const INDIC = /[\u0900-\u0DFF]/u;
const KANNADA = /[\u0C80-\u0CFF]/u;

/** The bundled font that can draw `text`: by the first South Indian script it holds, else Noto Sans. */
export function invoiceFontFor(text: string, isBold = false): keyof typeof FONT_FILES {
  const tamil = text.search(TAMIL);
  const kannada = text.search(KANNADA);
  const family =
    tamil >= 0 && (kannada < 0 || tamil < kannada) ? 'NotoSansTamil' : kannada >= 0 ? 'NotoSansKannada' : 'NotoSans';
  return isBold ? `${family}-Bold` : family;
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** en-IN grouping: 123456 -> "1,234.56"; with the sign: "₹1,234.56". */
const amount = (paise: number) => amountFormat.format(paise / 100);
const rupees = (paise: number) => `₹${amount(paise)}`;
const day = (d: Date | null) => (d ? dateFormat.format(d) : '-');

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
 * A4 GST tax invoice (CGST Rule 46), or the credit note cancelling it (Rule 53): supplier name, address,
 * GSTIN and state; serial number and date; recipient (with GSTIN for B2B) and place of supply; per line HSN,
 * quantity, rate, taxable value and each tax, the shipping/COD fee as its own taxable line; a summary per
 * rate, totals, amount in words and a signature line. Figures come from the shared GST module
 * (docs/decisions/050-gst-calculation.md). Long orders run over several pages, each repeating the header.
 */
/**
 * Writes `text` as doc.text does. Indic text is wrapped in a span carrying its ActualText: a shaped Indic word
 * draws some vowel signs before their consonant (Tamil "செ" as ெ + ச), and a PDF reader's copy, search or
 * text extraction would otherwise read the glyphs in drawing order.
 */
function writeText(doc: PDFKit.PDFDocument, text: string, ...rest: [number?, number?, PDFKit.Mixins.TextOptions?]) {
  const isIndic = INDIC.test(text);
  if (isIndic) doc.markContent('Span', { actual: text });
  const [x, y, options] = rest;
  if (x === undefined) doc.text(text, options);
  else doc.text(text, x, y, options);
  if (isIndic) doc.endMarkedContent();
}

export async function renderInvoicePdf(
  order: OrderWithItems,
  seller: SellerDetails,
  creditNote?: CreditNoteDetails,
): Promise<Buffer> {
  const title = creditNote ? 'Credit Note' : 'Tax Invoice';
  const number = creditNote ? creditNote.number : (order.invoiceNumber ?? '');
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    info: {
      Title: `${title} ${number}`.trim(),
      Author: seller.legalName,
      Subject: `Order ${formatOrderNumber(order.id)}`,
    },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const model = buildInvoiceModel(order, seller.state);
  const isIntraState = model.gst.supplyType === 'intra';
  const pageWidth = doc.page.width;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const address = order.shippingAddress;

  // ---- heading
  doc.font(BOLD).fontSize(18).text(title, MARGIN, MARGIN, { width: contentWidth, align: 'center' });
  doc
    .font(FONT)
    .fontSize(8)
    .text(creditNote ? 'Issued against the tax invoice below' : 'Original for Recipient', {
      width: contentWidth,
      align: 'center',
    });
  let y = doc.y + 12;

  // ---- seller (left) and document facts (right)
  const half = contentWidth / 2 - 10;
  const rightX = MARGIN + contentWidth / 2 + 10;
  writeText(doc.font(invoiceFontFor(seller.legalName, true)).fontSize(11), seller.legalName, MARGIN, y, { width: half });
  writeText(doc.font(invoiceFontFor(seller.address)).fontSize(9), seller.address, undefined, undefined, { width: half });
  doc.font(FONT).text(`GSTIN: ${seller.gstin || '-'}`, { width: half });
  doc.text(`State: ${formatPlaceOfSupply(seller.state)}`, { width: half });
  const sellerBottom = doc.y;

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
  let factY = y;
  for (const [label, value] of facts) {
    doc.font(BOLD).fontSize(9).text(`${label}:`, rightX, factY, { width: 90 });
    doc.font(FONT).text(value, rightX + 90, factY, { width: half - 90 });
    factY = Math.max(doc.y, factY + 12);
  }
  y = Math.max(sellerBottom, factY) + 10;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + contentWidth, y).lineWidth(0.5).stroke();
  y += 8;

  // ---- buyer (left) and place of supply (right)
  doc.font(BOLD).fontSize(9).text('Bill to / Ship to', MARGIN, y, { width: half });
  doc.fontSize(9);
  // What the shopper typed may be in any Indian script: each line gets a font that can draw it.
  const buyerLine = (text: string) =>
    writeText(doc.font(invoiceFontFor(text)), text, undefined, undefined, { width: half });
  if (order.buyerLegalName) buyerLine(order.buyerLegalName);
  if (model.buyerGstin) buyerLine(`Buyer GSTIN: ${model.buyerGstin}`);
  buyerLine(address.name);
  buyerLine(address.street);
  buyerLine(`${address.city}, ${address.state} - ${address.pincode}`);
  // Blank once the customer deleted their account (docs/decisions/110-personal-data.md).
  if (address.phone) buyerLine(`Phone: ${address.phone}`);
  if (address.email) buyerLine(`Email: ${address.email}`);
  const buyerBottom = doc.y;
  doc.font(BOLD).text('Place of Supply:', rightX, y, { width: 90 });
  doc.font(FONT).text(formatPlaceOfSupply(model.placeOfSupply), rightX + 90, y, { width: half - 90 });
  doc.font(BOLD).text('Supply Type:', rightX, y + 14, { width: 90 });
  doc.font(FONT).text(isIntraState ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)', rightX + 90, y + 14, {
    width: half - 90,
  });
  doc.font(BOLD).text('Reverse Charge:', rightX, y + 28, { width: 90 });
  doc.font(FONT).text('No', rightX + 90, y + 28, { width: half - 90 });
  y = Math.max(buyerBottom, y + 42) + 12;

  // ---- item table
  const columns: Column[] = isIntraState
    ? [
        { title: '#', width: 18, align: 'left' },
        { title: 'Description', width: 131, align: 'left' },
        { title: 'HSN', width: 44, align: 'left' },
        { title: 'Qty', width: 26, align: 'right' },
        { title: 'Rate (₹)', width: 56, align: 'right' },
        { title: 'Taxable Value', width: 60, align: 'right' },
        { title: 'CGST', width: 58, align: 'right' },
        { title: 'SGST', width: 58, align: 'right' },
        { title: 'Amount (₹)', width: 68, align: 'right' },
      ]
    : [
        { title: '#', width: 18, align: 'left' },
        { title: 'Description', width: 175, align: 'left' },
        { title: 'HSN', width: 44, align: 'left' },
        { title: 'Qty', width: 26, align: 'right' },
        { title: 'Rate (₹)', width: 60, align: 'right' },
        { title: 'Taxable Value', width: 64, align: 'right' },
        { title: 'IGST', width: 62, align: 'right' },
        { title: 'Amount (₹)', width: 70, align: 'right' },
      ];
  const scale = contentWidth / columns.reduce((s, c) => s + c.width, 0);
  for (const c of columns) c.width *= scale;

  const rowHeight = (row: Row) => {
    doc.fontSize(8);
    let h = 0;
    row.cells.forEach((text, i) => {
      doc.font(invoiceFontFor(text, row.isBold));
      const width = (columns[i]?.width ?? 0) - 2 * CELL_PAD;
      h = Math.max(h, doc.heightOfString(text, { width }));
    });
    return h + 2 * CELL_PAD;
  };
  const drawRow = (row: Row, fill?: string) => {
    const h = rowHeight(row);
    if (fill) doc.rect(MARGIN, y, contentWidth, h).fill(fill).fillColor('black');
    let x = MARGIN;
    doc.fontSize(8);
    row.cells.forEach((text, i) => {
      const column = columns[i];
      if (!column) return;
      writeText(doc.font(invoiceFontFor(text, row.isBold)), text, x + CELL_PAD, y + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align,
      });
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
    doc.font(FONT).fontSize(8).text(`${title} ${number} (continued)`, MARGIN, y, { width: contentWidth });
    y = doc.y + 6;
    drawHeader();
  };

  drawHeader();
  model.lines.forEach((line, index) => {
    const halfRate = line.ratePercent / 2;
    const taxCells = isIntraState
      ? [`${amount(line.cgstPaise)}\n@ ${halfRate}%`, `${amount(line.sgstPaise)}\n@ ${halfRate}%`]
      : [`${amount(line.igstPaise)}\n@ ${line.ratePercent}%`];
    const row: Row = {
      cells: [
        String(index + 1),
        (line.sku ? `${line.description}\nSKU: ${line.sku}` : line.description) +
          (line.discountPaise > 0 ? `\nLess discount ${rupees(line.discountPaise)}` : ''),
        line.hsn || '-',
        line.quantity === null ? '' : String(line.quantity),
        line.unitPricePaise === null ? '' : amount(line.unitPricePaise),
        amount(line.taxablePaise),
        ...taxCells,
        amount(line.amountPaise),
      ],
    };
    if (y + rowHeight(row) > bottom()) newPage();
    drawRow(row);
  });
  const totals = model.gst.totals;
  const totalsRow: Row = {
    cells: [
      '',
      'Total',
      '',
      String(order.items.reduce((s, i) => s + i.quantity, 0)),
      '',
      amount(totals.taxablePaise),
      ...(isIntraState ? [amount(totals.cgstPaise), amount(totals.sgstPaise)] : [amount(totals.igstPaise)]),
      amount(totals.amountPaise),
    ],
    isBold: true,
  };
  if (y + rowHeight(totalsRow) > bottom()) newPage();
  drawRow(totalsRow, '#f4f4f4');

  // ---- tax summary per rate, totals, amount in words, signature: kept together on one page
  const words = formatAmountInWords(order.totalPaise);
  const rateLines = model.gst.byRate.map((r) =>
    isIntraState
      ? `GST @ ${r.ratePercent}%: taxable ${rupees(r.taxablePaise)}; CGST @ ${r.ratePercent / 2}% ${rupees(r.cgstPaise)}; SGST @ ${r.ratePercent / 2}% ${rupees(r.sgstPaise)}`
      : `GST @ ${r.ratePercent}%: taxable ${rupees(r.taxablePaise)}; IGST @ ${r.ratePercent}% ${rupees(r.igstPaise)}`,
  );
  doc.font(FONT).fontSize(9);
  const wordsHeight = doc.heightOfString(words, { width: contentWidth });
  const closingHeight = 230 + wordsHeight + rateLines.length * 12;
  if (y + 12 + closingHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
  } else {
    y += 12;
  }
  const labelX = MARGIN + contentWidth - 220;
  const summary: [string, number, boolean][] = [
    // The coupon is shown once; the line values and taxes above are already after it (docs/decisions/135).
    ...(order.discountPaise > 0
      ? ([
          ['Goods before discount', order.subtotalPaise, false],
          [`Coupon ${order.couponCode ?? ''}`, -order.discountPaise, false],
        ] as [string, number, boolean][])
      : []),
    ['Taxable Value', totals.taxablePaise, false],
    ...(isIntraState
      ? ([
          ['CGST', totals.cgstPaise, false],
          ['SGST', totals.sgstPaise, false],
        ] as [string, number, boolean][])
      : ([['IGST', totals.igstPaise, false]] as [string, number, boolean][])),
    [creditNote ? 'Total credited' : 'Total', order.totalPaise, true],
  ];
  for (const [label, value, isStrong] of summary) {
    doc.font(isStrong ? BOLD : FONT).fontSize(isStrong ? 11 : 9);
    // Labels may reach left of the column (a long coupon code) rather than wrap.
    doc.text(label, labelX - 60, y, { width: 160 });
    doc.text(value < 0 ? `- ${rupees(-value)}` : rupees(value), labelX + 100, y, { width: 120, align: 'right' });
    y = doc.y + 4;
  }
  y += 8;
  doc.font(BOLD).fontSize(9).text('Amount in words:', MARGIN, y, { width: contentWidth });
  doc.font(FONT).text(words, { width: contentWidth });
  y = doc.y + 10;
  doc.font(BOLD).fontSize(8).text('Tax summary', MARGIN, y, { width: contentWidth });
  doc.font(FONT).fontSize(8);
  for (const line of rateLines) doc.text(line, { width: contentWidth });
  doc.text(
    'Prices include GST. Shipping and COD charges are part of the supply and taxed at the rate of its principal goods.',
    { width: contentWidth },
  );
  y = doc.y + 24;
  writeText(doc.font(invoiceFontFor(seller.legalName, true)).fontSize(9), `For ${seller.legalName}`, labelX - 40, y, {
    width: 260,
    align: 'right',
  });
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
        `This is a computer-generated ${creditNote ? 'credit note' : 'invoice'}. Page ${i - range.start + 1} of ${range.count}`,
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
