import { formatAmountInWords } from '@shop/shared/gst';
import { bottomOf, drawPageFooters, MARGIN } from '../../lib/pdf/page';
import type { InvoiceSheet } from './invoice-pdf-sheet';
import { BOLD, FONT, invoiceFontFor, rupees, writeText } from './invoice-pdf-text';

type SummaryLine = [label: string, paise: number, isStrong: boolean];

/** The totals block: the coupon (shown once), taxable value, each tax, and the total paid or credited. */
function summaryLines(sheet: InvoiceSheet): SummaryLine[] {
  const { order, model, isIntraState, hasTax, creditNote, labels } = sheet;
  const totals = model.gst.totals;
  const taxLines: SummaryLine[] = isIntraState
    ? [
        ['CGST', totals.cgstPaise, false],
        ['SGST', totals.sgstPaise, false],
      ]
    : [['IGST', totals.igstPaise, false]];
  return [
    // The coupon is shown once; the line values and taxes above are already after it (docs/decisions/135).
    ...(order.discountPaise > 0
      ? ([
          [labels.label('Goods before discount'), order.subtotalPaise, false],
          [`Coupon ${order.couponCode ?? ''}`, -order.discountPaise, false],
        ] as SummaryLine[])
      : []),
    ...(hasTax
      ? ([[labels.label('Taxable Value'), totals.taxablePaise, false], ...taxLines] as SummaryLine[])
      : ([[labels.label('Value of exempt supply'), totals.amountPaise, false]] as SummaryLine[])),
    [labels.label(creditNote ? 'Total credited' : 'Total'), order.totalPaise, true],
    ...collectionLines(sheet),
  ];
}

/** A COD order whose fee was paid in advance by UPI: what was paid and what the courier collects (decision 252). */
function collectionLines({ model, creditNote, labels }: InvoiceSheet): SummaryLine[] {
  const { paidInAdvancePaise, dueOnDeliveryPaise } = model.collection;
  if (creditNote || paidInAdvancePaise === 0) return [];
  return [
    [labels.label('Amount paid in advance (UPI)'), paidInAdvancePaise, false],
    [labels.label('Balance due on delivery'), dueOnDeliveryPaise, true],
  ];
}

/** One line per GST rate: its taxable value and the taxes charged on it. */
function rateLines({ model, isIntraState, hasTax }: InvoiceSheet): string[] {
  if (!hasTax) return [];
  return model.gst.byRate.map((r) =>
    r.ratePercent === 0
      ? `Exempt (0%): value ${rupees(r.taxablePaise)}; no GST charged`
      : isIntraState
        ? `GST @ ${r.ratePercent}%: taxable ${rupees(r.taxablePaise)}; CGST @ ${r.ratePercent / 2}% ${rupees(r.cgstPaise)}; SGST @ ${r.ratePercent / 2}% ${rupees(r.sgstPaise)}`
        : `GST @ ${r.ratePercent}%: taxable ${rupees(r.taxablePaise)}; IGST @ ${r.ratePercent}% ${rupees(r.igstPaise)}`,
  );
}

/** Why the document reads as it does: exempt goods, and the fee's rate. */
function closingNotes({ model }: InvoiceSheet): string[] {
  const fee = 'Shipping and COD charges are part of the supply and taxed at the rate of its principal goods.';
  if (model.kind === 'bill-of-supply')
    return [
      'Bill of Supply: the goods are exempt from GST (nil rated or exempted); no tax is charged (CGST Act s.31(3)(c), Rule 49).',
      fee,
    ];
  if (model.kind === 'invoice-cum-bill-of-supply')
    return [
      'Invoice-cum-Bill of Supply (Rule 46A): GST is charged on the taxable goods only; lines marked Exempt carry no tax.',
      `Prices include GST. ${fee}`,
    ];
  return [`Prices include GST. ${fee}`];
}

/** Tax summary per rate, totals, amount in words and signature: kept together on one page. */
export function drawClosing(sheet: InvoiceSheet) {
  const { doc, order, seller, contentWidth, labels } = sheet;
  let { y } = sheet;
  const words = formatAmountInWords(order.totalPaise);
  const perRate = rateLines(sheet);
  doc.font(FONT).fontSize(9);
  const wordsHeight = doc.heightOfString(words, { width: contentWidth });
  // Hindi beside the labels wraps some of them onto a second line.
  const hindiHeight = labels.hindiOf('Total') ? 24 : 0;
  const closingHeight = 230 + hindiHeight + wordsHeight + perRate.length * 12 + collectionLines(sheet).length * 14;
  if (y + 12 + closingHeight > bottomOf(doc)) {
    doc.addPage();
    y = MARGIN;
  } else {
    y += 12;
  }
  const labelX = MARGIN + contentWidth - 220;
  for (const [label, value, isStrong] of summaryLines(sheet)) {
    doc.font(isStrong ? BOLD : FONT).fontSize(isStrong ? 11 : 9);
    // Labels may reach left of the column (a long coupon code) rather than wrap.
    writeText(doc, label, labelX - 60, y, { width: 160 });
    const labelBottom = doc.y;
    doc.text(value < 0 ? `- ${rupees(-value)}` : rupees(value), labelX + 100, y, { width: 120, align: 'right' });
    y = Math.max(doc.y, labelBottom) + 4;
  }
  y += 8;
  writeText(doc.font(BOLD).fontSize(9), `${labels.label('Amount in words')}:`, MARGIN, y, { width: contentWidth });
  doc.font(FONT).text(words, { width: contentWidth });
  y = doc.y + 10;
  writeText(doc.font(BOLD).fontSize(8), labels.label(sheet.hasTax ? 'Tax summary' : 'Supply'), MARGIN, y, {
    width: contentWidth,
  });
  doc.font(FONT).fontSize(8);
  for (const line of perRate) doc.text(line, { width: contentWidth });
  for (const note of closingNotes(sheet)) doc.text(note, { width: contentWidth });
  y = doc.y + 24;
  writeText(doc.font(invoiceFontFor(seller.legalName, true)).fontSize(9), `For ${seller.legalName}`, labelX - 40, y, {
    width: 260,
    align: 'right',
  });
  y = doc.y + 30;
  doc
    .moveTo(labelX + 60, y)
    .lineTo(MARGIN + contentWidth, y)
    .lineWidth(0.5)
    .stroke();
  writeText(doc.font(FONT).fontSize(8), labels.label('Authorised Signatory'), labelX - 40, y + 4, {
    width: 260,
    align: 'right',
  });
  sheet.y = y;
}

/** The footer on every page: what the document is, and its page number. */
export function drawFooters(sheet: InvoiceSheet) {
  const kind = sheet.title.toLowerCase();
  drawPageFooters(sheet, FONT, (page, pages) => `This is a computer-generated ${kind}. Page ${page} of ${pages}`);
}
