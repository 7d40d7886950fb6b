import { bottomOf, MARGIN, type PdfCursor } from './page';

export interface PdfColumn {
  title: string;
  /** Relative width: a table's columns are scaled together to the content width. */
  width: number;
  align: 'left' | 'right' | 'center';
}

/** How a table's cells are set: their padding and size, the font for a cell, and how text is written. */
export interface TableStyle {
  cellPad: number;
  fontSize: number;
  fontFor: (text: string, isBold: boolean) => string;
  /** doc.text unless the document needs more (the invoice marks Indic text for copy and search). */
  write?: (doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => void;
}

const plainText: NonNullable<TableStyle['write']> = (doc, text, x, y, options) => doc.text(text, x, y, options);

/** The columns at their share of the content width. */
export function scaleColumns<C extends PdfColumn>(columns: C[], contentWidth: number): C[] {
  const scale = contentWidth / columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => ({ ...c, width: c.width * scale }));
}

/**
 * Table rows across the content width: cells wrap inside their column, a row may be filled and is ruled
 * below, and `cursor.y` moves past each row drawn. `columns` are already scaled.
 */
export function tableRows(cursor: PdfCursor, columns: PdfColumn[], style: TableStyle) {
  const { doc, contentWidth } = cursor;
  const write = style.write ?? plainText;
  const innerWidth = (i: number) => (columns[i]?.width ?? 0) - 2 * style.cellPad;

  const heightOf = (cells: string[], isBold = false) => {
    doc.fontSize(style.fontSize);
    let h = 0;
    cells.forEach((text, i) => {
      doc.font(style.fontFor(text, isBold));
      h = Math.max(h, doc.heightOfString(text, { width: innerWidth(i) }));
    });
    return h + 2 * style.cellPad;
  };

  const draw = (cells: string[], isBold = false, fill?: string) => {
    const h = heightOf(cells, isBold);
    if (fill) doc.rect(MARGIN, cursor.y, contentWidth, h).fill(fill).fillColor('black');
    let x = MARGIN;
    cells.forEach((text, i) => {
      const column = columns[i];
      if (!column) return;
      doc.font(style.fontFor(text, isBold));
      write(doc, text, x + style.cellPad, cursor.y + style.cellPad, { width: innerWidth(i), align: column.align });
      x += column.width;
    });
    cursor.y += h;
    doc
      .moveTo(MARGIN, cursor.y)
      .lineTo(MARGIN + contentWidth, cursor.y)
      .lineWidth(0.25)
      .strokeColor('#999999')
      .stroke();
    doc.strokeColor('black');
  };

  /** Draws the row, first calling `continueOnNewPage` when it would reach into the footer. */
  const drawOnPage = (cells: string[], isBold: boolean, fill: string | undefined, continueOnNewPage: () => void) => {
    if (cursor.y + heightOf(cells, isBold) > bottomOf(doc)) continueOnNewPage();
    draw(cells, isBold, fill);
  };

  return { header: columns.map((c) => c.title), heightOf, draw, drawOnPage };
}
