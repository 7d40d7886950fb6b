import { paiseToRupees } from '@shop/shared/money';
import { drawPageFooters, MARGIN, openA4Document } from '../../lib/pdf/page';
import type { PdfColumn } from '../../lib/pdf/table-rows';
import type { SalesReportData } from './admin.service';
import { BOLD, drawTable, FONT, pdfText, type ReportCanvas, type TableSpec } from './sales-report-pdf-canvas';

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
export const formatReportRupees = (paise: number) => `Rs. ${amountFormat.format(paiseToRupees(paise))}`;
const day = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

const PAYMENT_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (Razorpay)',
  whatsapp: 'WhatsApp order',
};

export interface SalesReportPdfOptions {
  shopName: string;
  generatedAt: Date;
}

function drawHeading(canvas: ReportCanvas, report: SalesReportData, options: SalesReportPdfOptions) {
  const { doc, contentWidth } = canvas;
  const period = `${day(report.startDate)} to ${day(report.endDate)}`;
  doc
    .font(BOLD)
    .fontSize(18)
    .text(`${pdfText(options.shopName)} - Sales Report`, MARGIN, canvas.y, { width: contentWidth });
  doc
    .font(FONT)
    .fontSize(10)
    .text(`Period: ${period} (${report.startDate} to ${report.endDate})`, { width: contentWidth });
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${stampFormat.format(options.generatedAt)} IST`, { width: contentWidth });
  doc.fillColor('black');
  canvas.y = doc.y + 14;
}

/** Three boxes (revenue, orders, average order value) and the revenue rule under them. */
function drawTotals(canvas: ReportCanvas, report: SalesReportData) {
  const { doc, contentWidth } = canvas;
  const boxes: [string, string][] = [
    ['Total revenue', formatReportRupees(report.revenuePaise)],
    ['Orders', countFormat.format(report.orders)],
    ['Average order value', formatReportRupees(report.averageOrderValuePaise)],
  ];
  const boxWidth = (contentWidth - 20) / 3;
  const y = canvas.y;
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
  canvas.y += 48 + 10;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Revenue is the total (items and shipping, GST included) of every order placed in the period that was not cancelled, counted on the day it was placed (Indian time).',
      MARGIN,
      canvas.y,
      { width: contentWidth },
    );
  doc.fillColor('black');
  canvas.y = doc.y + 16;
}

/** Returns (issue 18): units received back and money refunded in the period. */
function drawReturns(canvas: ReportCanvas, returns: NonNullable<SalesReportData['returns']>) {
  const { doc, contentWidth } = canvas;
  doc
    .font(FONT)
    .fontSize(10)
    .text(
      `Returns: ${countFormat.format(returns.requests)} requested, ${countFormat.format(returns.units)} units received back, ${formatReportRupees(returns.refundedPaise)} refunded.`,
      MARGIN,
      canvas.y,
      { width: contentWidth },
    );
  canvas.y = doc.y + 16;
}

/** A column as data: title, relative width and, for figures, right alignment. */
type ColumnSpec = [title: string, width: number, align?: PdfColumn['align']];
const columns = (...specs: ColumnSpec[]): PdfColumn[] =>
  specs.map(([title, width, align = 'left']) => ({ title, width, align }));

/**
 * Top sizes or colours (decision 246), as the Analytics screen shows them: units and revenue per option value, by
 * the revenue rule; a shop that sells no sizes sees the empty line.
 */
function optionValueTable(
  title: string,
  heading: string,
  values: SalesReportData['topSizes'],
  emptyText: string,
): TableSpec {
  return {
    title,
    columns: columns(['#', 24], [heading, 280], ['Units', 60, 'right'], ['Revenue', 130, 'right']),
    rows: values.map((v, i) => [
      String(i + 1),
      pdfText(v.value),
      countFormat.format(v.units),
      formatReportRupees(v.revenuePaise),
    ]),
    emptyText,
  };
}

/** The report's tables in page order: sales by day (with a total), top products, sizes, colours, payment methods. */
function reportTables(report: SalesReportData): TableSpec[] {
  const revenueShare = (paise: number) =>
    report.revenuePaise > 0 ? `${((paise / report.revenuePaise) * 100).toFixed(1)}%` : '-';
  return [
    {
      title: 'Sales by day',
      columns: columns(['Date', 200], ['Orders', 100, 'right'], ['Revenue', 180, 'right']),
      rows: report.byDay.map((d) => [day(d.date), countFormat.format(d.orders), formatReportRupees(d.revenuePaise)]),
      emptyText: 'No sales in this period.',
      totalRow: ['Total', countFormat.format(report.orders), formatReportRupees(report.revenuePaise)],
    },
    {
      title: 'Top products',
      columns: columns(['#', 24], ['Product', 280], ['Units', 60, 'right'], ['Revenue', 130, 'right']),
      rows: report.topProducts.map((p, i) => [
        String(i + 1),
        pdfText(p.name),
        countFormat.format(p.units),
        formatReportRupees(p.revenuePaise),
      ]),
      emptyText: 'No products sold in this period.',
    },
    optionValueTable('Top sizes', 'Size', report.topSizes, 'No sizes sold in this period.'),
    optionValueTable('Top colours', 'Colour', report.topColours, 'No colours sold in this period.'),
    {
      title: 'Payment methods',
      columns: columns(['Method', 200], ['Orders', 80, 'right'], ['Revenue', 140, 'right'], ['Share', 70, 'right']),
      rows: report.paymentMethods.map((m) => [
        PAYMENT_LABELS[m.method] ?? pdfText(m.method),
        countFormat.format(m.orders),
        formatReportRupees(m.revenuePaise),
        revenueShare(m.revenuePaise),
      ]),
      emptyText: 'No payments in this period.',
    },
  ];
}

/**
 * The sales report PDF (A4): period, totals, a per-day table that runs over as many pages as it needs
 * (repeating its header), top products, top sizes and colours, and the split by payment method, with page numbers.
 */
export async function renderSalesReportPdf(report: SalesReportData, options: SalesReportPdfOptions): Promise<Buffer> {
  const label = `Sales report ${report.startDate} to ${report.endDate}`;
  const { doc, bytes } = await openA4Document({ Title: label, Author: pdfText(options.shopName) });
  const canvas: ReportCanvas = { doc, contentWidth: doc.page.width - 2 * MARGIN, y: MARGIN };
  drawHeading(canvas, report, options);
  drawTotals(canvas, report);
  if (report.returns) drawReturns(canvas, report.returns);
  for (const table of reportTables(report)) drawTable(canvas, table);
  drawPageFooters(canvas, FONT, (page, pages) => `${label} - Page ${page} of ${pages}`);
  doc.end();
  return bytes;
}
