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

/** The item table's columns, scaled to the content width: CGST and SGST within a state, IGST across states. */
function columnsFor(isIntraState: boolean, contentWidth: number): PdfColumn[] {
  const columns: PdfColumn[] = isIntraState
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
  return scaleColumns(columns, contentWidth);
}

/** One invoice line as table cells: its number, description (SKU, discount), HSN, figures and taxes. */
function lineRow(line: InvoiceLine, index: number, isIntraState: boolean): Row {
  const halfRate = line.ratePercent / 2;
  const taxCells = isIntraState
    ? [`${amount(line.cgstPaise)}\n@ ${halfRate}%`, `${amount(line.sgstPaise)}\n@ ${halfRate}%`]
    : [`${amount(line.igstPaise)}\n@ ${line.ratePercent}%`];
  return {
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
}

function totalsRow({ order, model, isIntraState }: InvoiceSheet): Row {
  const totals = model.gst.totals;
  return {
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
}

/** The item table: a row per line and a totals row; a new page repeats the table header. */
export function drawItemTable(sheet: InvoiceSheet) {
  const { doc, contentWidth, isIntraState } = sheet;
  const { header, draw, drawOnPage } = tableRows(sheet, columnsFor(isIntraState, contentWidth), ROW_STYLE);
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
  sheet.model.lines.forEach((line, index) => drawRow(lineRow(line, index, isIntraState)));
  drawRow(totalsRow(sheet), '#f4f4f4');
}
