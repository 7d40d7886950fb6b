import { MARGIN, turnPage } from '../../lib/pdf/page';
import { scaleColumns, tableRows, type PdfColumn, type TableStyle } from '../../lib/pdf/table-rows';
import type { InvoiceLine } from './invoice-model';
import type { InvoiceSheet } from './invoice-pdf-sheet';
import { FONT, amount, invoiceFontFor, rupees, writeText } from './invoice-pdf-text';

/** Cells in the font that can draw them, their Indic text marked for copy and search. */
const ROW_STYLE: TableStyle = { cellPad: 3, fontSize: 8, fontFor: invoiceFontFor, write: writeText };

interface Row {
  cells: string[];
  isBold?: boolean;
}

/** A Bill of Supply's columns: no tax is charged, so none is shown (Rule 49). */
const UNTAXED_COLUMNS: PdfColumn[] = [
  { title: '#', width: 18, align: 'left' },
  { title: 'Description', width: 215, align: 'left' },
  { title: 'HSN', width: 50, align: 'left' },
  { title: 'Qty', width: 50, align: 'right' },
  { title: 'Rate (₹)', width: 70, align: 'right' },
  { title: 'Value (₹)', width: 80, align: 'right' },
];

/**
 * The item table's columns, scaled to the content width: CGST and SGST within a state, IGST across states,
 * no tax columns on a Bill of Supply.
 */
function columnsFor({ isIntraState, hasTax, contentWidth, labels }: InvoiceSheet): PdfColumn[] {
  const headed = (columns: PdfColumn[]) => columns.map((c) => ({ ...c, title: labels.heading(c.title) }));
  if (!hasTax) return scaleColumns(headed(UNTAXED_COLUMNS), contentWidth);
  const columns: PdfColumn[] = isIntraState
    ? [
        { title: '#', width: 18, align: 'left' },
        { title: 'Description', width: 119, align: 'left' },
        { title: 'HSN', width: 44, align: 'left' },
        { title: 'Qty', width: 38, align: 'right' },
        { title: 'Rate (₹)', width: 56, align: 'right' },
        { title: 'Taxable Value', width: 60, align: 'right' },
        { title: 'CGST', width: 58, align: 'right' },
        { title: 'SGST', width: 58, align: 'right' },
        { title: 'Amount (₹)', width: 68, align: 'right' },
      ]
    : [
        { title: '#', width: 18, align: 'left' },
        { title: 'Description', width: 163, align: 'left' },
        { title: 'HSN', width: 44, align: 'left' },
        { title: 'Qty', width: 38, align: 'right' },
        { title: 'Rate (₹)', width: 60, align: 'right' },
        { title: 'Taxable Value', width: 64, align: 'right' },
        { title: 'IGST', width: 62, align: 'right' },
        { title: 'Amount (₹)', width: 70, align: 'right' },
      ];
  return scaleColumns(headed(columns), contentWidth);
}

/** One invoice line as table cells: its number, description (SKU, discount), HSN, figures and taxes. */
function taxCellsOf(line: InvoiceLine, { isIntraState, hasTax }: InvoiceSheet): string[] {
  if (!hasTax) return [];
  // An exempt line on an Invoice-cum-Bill of Supply is marked, not taxed at "0%" (Rule 46A).
  if (line.ratePercent === 0) return isIntraState ? ['Exempt', 'Exempt'] : ['Exempt'];
  const halfRate = line.ratePercent / 2;
  return isIntraState
    ? [`${amount(line.cgstPaise)}\n@ ${halfRate}%`, `${amount(line.sgstPaise)}\n@ ${halfRate}%`]
    : [`${amount(line.igstPaise)}\n@ ${line.ratePercent}%`];
}

function lineRow(line: InvoiceLine, index: number, sheet: InvoiceSheet): Row {
  const taxCells = taxCellsOf(line, sheet);
  return {
    cells: [
      String(index + 1),
      (line.sku ? `${line.description}\nSKU: ${line.sku}` : line.description) +
        (line.discountPaise > 0 ? `\nLess discount ${rupees(line.discountPaise)}` : ''),
      line.hsn || '-',
      line.quantity === null ? '' : `${line.quantity} ${line.uqc}`,
      line.unitPricePaise === null ? '' : amount(line.unitPricePaise),
      ...(sheet.hasTax ? [amount(line.taxablePaise)] : []),
      ...taxCells,
      amount(line.amountPaise),
    ],
  };
}

function totalsRow({ order, model, isIntraState, hasTax, labels }: InvoiceSheet): Row {
  const totals = model.gst.totals;
  const taxCells = isIntraState ? [amount(totals.cgstPaise), amount(totals.sgstPaise)] : [amount(totals.igstPaise)];
  return {
    cells: [
      '',
      labels.label('Total'),
      '',
      String(order.items.reduce((s, i) => s + i.quantity, 0)),
      '',
      ...(hasTax ? [amount(totals.taxablePaise), ...taxCells] : []),
      amount(totals.amountPaise),
    ],
    isBold: true,
  };
}

/** The item table: a row per line and a totals row; a new page repeats the table header. */
export function drawItemTable(sheet: InvoiceSheet) {
  const { doc, contentWidth } = sheet;
  const { header, draw, drawOnPage } = tableRows(sheet, columnsFor(sheet), ROW_STYLE);
  const drawHeader = () => draw(header, true, '#e8e8e8');
  const continueOnNewPage = () => {
    turnPage(sheet);
    doc
      .font(FONT)
      .fontSize(8)
      .text(`${sheet.title} ${sheet.number} (continued)`, MARGIN, sheet.y, { width: contentWidth });
    sheet.y = doc.y + 6;
    drawHeader();
  };
  const drawRow = ({ cells, isBold = false }: Row, fill?: string) => drawOnPage(cells, isBold, fill, continueOnNewPage);

  drawHeader();
  sheet.model.lines.forEach((line, index) => drawRow(lineRow(line, index, sheet)));
  drawRow(totalsRow(sheet), '#f4f4f4');
}
