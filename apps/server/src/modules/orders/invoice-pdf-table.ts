import type { InvoiceLine } from './invoice-model';
import { MARGIN, bottomOf, type InvoiceSheet } from './invoice-pdf-sheet';
import { FONT, amount, invoiceFontFor, rupees, writeText } from './invoice-pdf-text';

const CELL_PAD = 3;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

interface Row {
  cells: string[];
  isBold?: boolean;
}

/** The item table's columns, scaled to the content width: CGST and SGST within a state, IGST across states. */
function columnsFor(isIntraState: boolean, contentWidth: number): Column[] {
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
  return columns;
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
  const columns = columnsFor(isIntraState, contentWidth);

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
    if (fill) doc.rect(MARGIN, sheet.y, contentWidth, h).fill(fill).fillColor('black');
    let x = MARGIN;
    doc.fontSize(8);
    row.cells.forEach((text, i) => {
      const column = columns[i];
      if (!column) return;
      writeText(doc.font(invoiceFontFor(text, row.isBold)), text, x + CELL_PAD, sheet.y + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align,
      });
      x += column.width;
    });
    sheet.y += h;
    doc
      .moveTo(MARGIN, sheet.y)
      .lineTo(MARGIN + contentWidth, sheet.y)
      .lineWidth(0.25)
      .strokeColor('#999999')
      .stroke();
    doc.strokeColor('black');
  };
  const header: Row = { cells: columns.map((c) => c.title), isBold: true };
  const drawHeader = () => drawRow(header, '#e8e8e8');
  const newPage = () => {
    doc.addPage();
    sheet.y = MARGIN;
    doc
      .font(FONT)
      .fontSize(8)
      .text(`${sheet.title} ${sheet.number} (continued)`, MARGIN, sheet.y, { width: contentWidth });
    sheet.y = doc.y + 6;
    drawHeader();
  };
  const drawRowOnPage = (row: Row, fill?: string) => {
    if (sheet.y + rowHeight(row) > bottomOf(doc)) newPage();
    drawRow(row, fill);
  };

  drawHeader();
  sheet.model.lines.forEach((line, index) => drawRowOnPage(lineRow(line, index, isIntraState)));
  drawRowOnPage(totalsRow(sheet), '#f4f4f4');
}
