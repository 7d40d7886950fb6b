/**
 * The page mechanics of the sales report PDF: where the next line goes, page breaks, tables that run over as
 * many pages as they need (repeating their header) and the page-numbered footer.
 */
export const MARGIN = 40;
const FOOTER_SPACE = 24;
const CELL_PAD = 4;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** The standard fonts carry WinAnsi only; anything else (Devanagari, emoji) prints as '?' rather than garbage. */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replaceAll('₹', 'Rs. ')) {
    const code = ch.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
  }
  return out;
}

export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The document and the vertical position the next section writes at. */
export interface ReportCanvas {
  doc: PDFKit.PDFDocument;
  contentWidth: number;
  y: number;
}

const bottomOf = (canvas: ReportCanvas) => canvas.doc.page.height - MARGIN - FOOTER_SPACE;

function newPage(canvas: ReportCanvas) {
  canvas.doc.addPage();
  canvas.y = MARGIN;
}

export interface TableSpec {
  title: string;
  columns: Column[];
  rows: string[][];
  emptyText: string;
  totalRow?: string[];
}

/** Rows scaled to the content width, ruled below, wrapping inside their cells. */
function tableRows(canvas: ReportCanvas, columns: Column[]) {
  const { doc, contentWidth } = canvas;
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
    if (fill) doc.rect(MARGIN, canvas.y, contentWidth, h).fill(fill).fillColor('black');
    let x = MARGIN;
    doc.font(isBold ? BOLD : FONT).fontSize(9);
    cells.forEach((text, i) => {
      const col = cols[i];
      if (!col) return;
      doc.text(text, x + CELL_PAD, canvas.y + CELL_PAD, { width: col.width - 2 * CELL_PAD, align: col.align });
      x += col.width;
    });
    canvas.y += h;
    doc
      .moveTo(MARGIN, canvas.y)
      .lineTo(MARGIN + contentWidth, canvas.y)
      .lineWidth(0.25)
      .strokeColor('#999999')
      .stroke();
    doc.strokeColor('black');
  };
  return { header: cols.map((c) => c.title), heightOf, draw };
}

export function drawTable(canvas: ReportCanvas, { title, columns, rows, emptyText, totalRow }: TableSpec) {
  const { doc, contentWidth } = canvas;
  const { header, heightOf, draw } = tableRows(canvas, columns);
  const drawTitle = (text: string) => {
    doc.font(BOLD).fontSize(12).text(text, MARGIN, canvas.y, { width: contentWidth });
    canvas.y = doc.y + 6;
  };

  // Title, header and first row stay together on one page.
  if (canvas.y + 60 > bottomOf(canvas)) newPage(canvas);
  drawTitle(title);
  draw(header, true, '#e5e7eb');
  if (rows.length === 0) {
    doc
      .font(FONT)
      .fontSize(9)
      .text(emptyText, MARGIN + CELL_PAD, canvas.y + CELL_PAD, { width: contentWidth });
    canvas.y = doc.y + CELL_PAD;
  }
  const body: [string[], boolean][] = [
    ...rows.map((row): [string[], boolean] => [row, false]),
    ...(totalRow ? [[totalRow, true] as [string[], boolean]] : []),
  ];
  for (const [row, isTotal] of body) {
    if (canvas.y + heightOf(row, isTotal) > bottomOf(canvas)) {
      newPage(canvas);
      drawTitle(`${title} (continued)`);
      draw(header, true, '#e5e7eb');
    }
    draw(row, isTotal, isTotal ? '#f3f4f6' : undefined);
  }
  canvas.y += 18;
}

/** `label - Page i of n` on every page, inside the bottom margin (so the margin is lifted while writing). */
export function drawPageFooters(canvas: ReportCanvas, label: string) {
  const { doc, contentWidth } = canvas;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const previousBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(7)
      .fillColor('#555555')
      .text(`${label} - Page ${i - range.start + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN - 10, {
        width: contentWidth,
        align: 'center',
        lineBreak: false,
      });
    doc.fillColor('black');
    doc.page.margins.bottom = previousBottom;
  }
}
