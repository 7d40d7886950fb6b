import { loadPdfDocument } from '../../lib/heavy-modules';
import type { SalesReportData } from './admin.service';

const MARGIN = 40;
const FOOTER_SPACE = 24;
const CELL_PAD = 4;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('en-IN');
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const stampFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The standard PDF fonts have no ₹ glyph, so money reads 'Rs. 1,23,456.00' (en-IN grouping). */
export const formatReportRupees = (paise: number) => `Rs. ${amountFormat.format(paise / 100)}`;
const day = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

const PAYMENT_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (Razorpay)',
  whatsapp: 'WhatsApp order',
};

/** The standard fonts carry WinAnsi only; anything else (Devanagari, emoji) prints as '?' rather than garbage. */
function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replaceAll('₹', 'Rs. ')) {
    const code = ch.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
  }
  return out;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

export interface SalesReportPdfOptions {
  shopName: string;
  generatedAt: Date;
}

/**
 * The sales report PDF (A4): period, totals, a per-day table that runs over as many pages as it needs
 * (repeating its header), top products and the split by payment method, with page numbers.
 */
export async function renderSalesReportPdf(report: SalesReportData, options: SalesReportPdfOptions): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    info: { Title: `Sales report ${report.startDate} to ${report.endDate}`, Author: pdfText(options.shopName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contentWidth = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const period = `${day(report.startDate)} to ${day(report.endDate)}`;
  let y = MARGIN;

  // ---- heading
  doc
    .font(BOLD)
    .fontSize(18)
    .text(`${pdfText(options.shopName)} - Sales Report`, MARGIN, y, { width: contentWidth });
  doc
    .font(FONT)
    .fontSize(10)
    .text(`Period: ${period} (${report.startDate} to ${report.endDate})`, { width: contentWidth });
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${stampFormat.format(options.generatedAt)} IST`, { width: contentWidth });
  doc.fillColor('black');
  y = doc.y + 14;

  // ---- totals, three boxes
  const boxes: [string, string][] = [
    ['Total revenue', formatReportRupees(report.revenuePaise)],
    ['Orders', countFormat.format(report.orders)],
    ['Average order value', formatReportRupees(report.averageOrderValuePaise)],
  ];
  const boxWidth = (contentWidth - 20) / 3;
  boxes.forEach(([label, value], i) => {
    const x = MARGIN + i * (boxWidth + 10);
    doc.rect(x, y, boxWidth, 48).fillAndStroke('#f3f4f6', '#d1d5db').fillColor('black');
    doc
      .font(FONT)
      .fontSize(9)
      .text(label, x + 8, y + 8, { width: boxWidth - 16 });
    doc
      .font(BOLD)
      .fontSize(13)
      .text(value, x + 8, y + 24, { width: boxWidth - 16 });
  });
  y += 48 + 10;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Revenue is the total (items and shipping, GST included) of every order placed in the period that was not cancelled, counted on the day it was placed (Indian time).',
      MARGIN,
      y,
      { width: contentWidth },
    );
  doc.fillColor('black');
  y = doc.y + 16;
  if (report.returns) {
    // Returns (issue 18): units received back and money refunded in the period.
    doc
      .font(FONT)
      .fontSize(10)
      .text(
        `Returns: ${countFormat.format(report.returns.requests)} requested, ${countFormat.format(report.returns.units)} units received back, ${formatReportRupees(report.returns.refundedPaise)} refunded.`,
        MARGIN,
        y,
        { width: contentWidth },
      );
    y = doc.y + 16;
  }

  // ---- tables
  function table(title: string, columns: Column[], rows: string[][], emptyText: string, totalRow?: string[]) {
    const scale = contentWidth / columns.reduce((s, c) => s + c.width, 0);
    const cols = columns.map((c) => ({ ...c, width: c.width * scale }));
    const heightOf = (cells: string[], isBold: boolean) => {
      doc.font(isBold ? BOLD : FONT).fontSize(9);
      return (
        Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: (cols[i]?.width ?? 0) - 2 * CELL_PAD }))) +
        2 * CELL_PAD
      );
    };
    const draw = (cells: string[], isBold = false, fill?: string) => {
      const h = heightOf(cells, isBold);
      if (fill) doc.rect(MARGIN, y, contentWidth, h).fill(fill).fillColor('black');
      let x = MARGIN;
      doc.font(isBold ? BOLD : FONT).fontSize(9);
      cells.forEach((text, i) => {
        const col = cols[i];
        if (!col) return;
        doc.text(text, x + CELL_PAD, y + CELL_PAD, { width: col.width - 2 * CELL_PAD, align: col.align });
        x += col.width;
      });
      y += h;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + contentWidth, y)
        .lineWidth(0.25)
        .strokeColor('#999999')
        .stroke();
      doc.strokeColor('black');
    };
    const header = cols.map((c) => c.title);
    const drawTitle = (text: string) => {
      doc.font(BOLD).fontSize(12).text(text, MARGIN, y, { width: contentWidth });
      y = doc.y + 6;
    };

    // Title, header and first row stay together on one page.
    if (y + 60 > bottom()) newPage();
    drawTitle(title);
    draw(header, true, '#e5e7eb');
    if (rows.length === 0) {
      doc
        .font(FONT)
        .fontSize(9)
        .text(emptyText, MARGIN + CELL_PAD, y + CELL_PAD, { width: contentWidth });
      y = doc.y + CELL_PAD;
    }
    const body: [string[], boolean][] = [
      ...rows.map((row): [string[], boolean] => [row, false]),
      ...(totalRow ? [[totalRow, true] as [string[], boolean]] : []),
    ];
    for (const [row, isTotal] of body) {
      if (y + heightOf(row, isTotal) > bottom()) {
        newPage();
        drawTitle(`${title} (continued)`);
        draw(header, true, '#e5e7eb');
      }
      draw(row, isTotal, isTotal ? '#f3f4f6' : undefined);
    }
    y += 18;
  }

  function newPage() {
    doc.addPage();
    y = MARGIN;
  }

  table(
    'Sales by day',
    [
      { title: 'Date', width: 200, align: 'left' },
      { title: 'Orders', width: 100, align: 'right' },
      { title: 'Revenue', width: 180, align: 'right' },
    ],
    report.byDay.map((d) => [day(d.date), countFormat.format(d.orders), formatReportRupees(d.revenuePaise)]),
    'No sales in this period.',
    ['Total', countFormat.format(report.orders), formatReportRupees(report.revenuePaise)],
  );

  table(
    'Top products',
    [
      { title: '#', width: 24, align: 'left' },
      { title: 'Product', width: 280, align: 'left' },
      { title: 'Units', width: 60, align: 'right' },
      { title: 'Revenue', width: 130, align: 'right' },
    ],
    report.topProducts.map((p, i) => [
      String(i + 1),
      pdfText(p.name),
      countFormat.format(p.units),
      formatReportRupees(p.revenuePaise),
    ]),
    'No products sold in this period.',
  );

  table(
    'Payment methods',
    [
      { title: 'Method', width: 200, align: 'left' },
      { title: 'Orders', width: 80, align: 'right' },
      { title: 'Revenue', width: 140, align: 'right' },
      { title: 'Share', width: 70, align: 'right' },
    ],
    report.paymentMethods.map((m) => [
      PAYMENT_LABELS[m.method] ?? pdfText(m.method),
      countFormat.format(m.orders),
      formatReportRupees(m.revenuePaise),
      report.revenuePaise > 0 ? `${((m.revenuePaise / report.revenuePaise) * 100).toFixed(1)}%` : '-',
    ]),
    'No payments in this period.',
  );

  // ---- footer on every page (inside the bottom margin, so the margin is lifted while writing)
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
        `Sales report ${report.startDate} to ${report.endDate} - Page ${i - range.start + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN - 10,
        {
          width: contentWidth,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.fillColor('black');
    doc.page.margins.bottom = previousBottom;
  }
  doc.end();
  return done;
}
