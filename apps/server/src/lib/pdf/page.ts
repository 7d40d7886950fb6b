import { loadPdfDocument } from '../heavy-modules';

/** The margin on every side of the shop's A4 documents (invoices, credit notes, reports). */
export const MARGIN = 40;
/** Room kept above the bottom margin for the page footer. */
export const FOOTER_SPACE = 24;

/** A document being drawn and `y`, where the next section starts. */
export interface PdfCursor {
  doc: PDFKit.PDFDocument;
  contentWidth: number;
  y: number;
}

/** The lowest y a row may reach on the current page (the footer sits below it). */
export const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - FOOTER_SPACE;

/** Continues on a fresh page, at its top margin. */
export function turnPage(cursor: PdfCursor) {
  cursor.doc.addPage();
  cursor.y = MARGIN;
}

/** An A4 document with pages kept in memory (so footers can number them at the end), and its bytes once it ends. */
export async function openA4Document(info: PDFKit.DocumentInfo) {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    info,
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * A small grey line centred at the foot of every page, `footerOf(page, pages)` saying what it is. It is written
 * inside the bottom margin, so the margin is lifted while writing (pdfkit would otherwise start a new page).
 */
export function drawPageFooters(
  { doc, contentWidth }: PdfCursor,
  font: string,
  footerOf: (page: number, pages: number) => string,
) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const previousBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(font)
      .fontSize(7)
      .fillColor('#555555')
      .text(footerOf(i - range.start + 1, range.count), MARGIN, doc.page.height - MARGIN - 10, {
        width: contentWidth,
        align: 'center',
        lineBreak: false,
      });
    doc.fillColor('black');
    doc.page.margins.bottom = previousBottom;
  }
}
