import { bottomOf, MARGIN, turnPage, type PdfCursor } from '../../lib/pdf/page';
import { scaleColumns, tableRows, type PdfColumn, type TableStyle } from '../../lib/pdf/table-rows';

/**
 * The sales report's fonts and its tables, which run over as many pages as they need (repeating their
 * title and header); the page mechanics are the shared ones in lib/pdf.
 */
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const CELL_PAD = 4;
const HEADER_FILL = '#e5e7eb';
const TOTAL_FILL = '#f3f4f6';
const ROW_STYLE: TableStyle = { cellPad: CELL_PAD, fontSize: 9, fontFor: (_text, isBold) => (isBold ? BOLD : FONT) };

/** The standard fonts carry WinAnsi only; anything else (Devanagari, emoji) prints as '?' rather than garbage. */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replaceAll('₹', 'Rs. ')) {
    const code = ch.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
  }
  return out;
}

/** The document and the vertical position the next section writes at. */
export type ReportCanvas = PdfCursor;

export interface TableSpec {
  title: string;
  columns: PdfColumn[];
  rows: string[][];
  emptyText: string;
  totalRow?: string[];
}

export function drawTable(canvas: ReportCanvas, { title, columns, rows, emptyText, totalRow }: TableSpec) {
  const { doc, contentWidth } = canvas;
  const { header, draw, drawOnPage } = tableRows(canvas, scaleColumns(columns, contentWidth), ROW_STYLE);
  const drawTitle = (text: string) => {
    doc.font(BOLD).fontSize(12).text(text, MARGIN, canvas.y, { width: contentWidth });
    canvas.y = doc.y + 6;
  };
  const continueOnNewPage = () => {
    turnPage(canvas);
    drawTitle(`${title} (continued)`);
    draw(header, true, HEADER_FILL);
  };

  // Title, header and first row stay together on one page.
  if (canvas.y + 60 > bottomOf(doc)) turnPage(canvas);
  drawTitle(title);
  draw(header, true, HEADER_FILL);
  if (rows.length === 0) {
    doc
      .font(FONT)
      .fontSize(9)
      .text(emptyText, MARGIN + CELL_PAD, canvas.y + CELL_PAD, { width: contentWidth });
    canvas.y = doc.y + CELL_PAD;
  }
  for (const row of rows) drawOnPage(row, false, undefined, continueOnNewPage);
  if (totalRow) drawOnPage(totalRow, true, TOTAL_FILL, continueOnNewPage);
  canvas.y += 18;
}
