import type { GstBreakdown } from './gst';

/**
 * Which document an invoiced order gets, by what it supplies (docs/decisions/170-gst-document-kind.md):
 * - a Tax Invoice (CGST Act s.31(1), Rule 46) when everything on it is taxable, or for a registered buyer;
 * - a Bill of Supply (s.31(3)(c), Rule 49) when nothing on it is taxable (0%: nil rated or exempt): no tax
 *   is charged, so it carries no tax lines;
 * - an Invoice-cum-Bill of Supply (Rule 46A) when an unregistered buyer gets taxable and exempt goods
 *   together: one document lists both, tax only on the taxable lines.
 * A registered buyer of a mixed order keeps the Tax Invoice with its exempt lines marked, so the buyer's
 * input tax credit rests on a tax invoice.
 */
export type GstDocumentKind = 'tax-invoice' | 'bill-of-supply' | 'invoice-cum-bill-of-supply';

export const GST_DOCUMENT_TITLES: Record<GstDocumentKind, string> = {
  'tax-invoice': 'Tax Invoice',
  'bill-of-supply': 'Bill of Supply',
  'invoice-cum-bill-of-supply': 'Invoice-cum-Bill of Supply',
};

export function gstDocumentKind(gst: Pick<GstBreakdown, 'byRate'>, isB2b: boolean): GstDocumentKind {
  const hasExempt = gst.byRate.some((r) => r.ratePercent === 0);
  const hasTaxable = gst.byRate.some((r) => r.ratePercent > 0);
  if (!hasTaxable) return 'bill-of-supply';
  if (hasExempt && !isB2b) return 'invoice-cum-bill-of-supply';
  return 'tax-invoice';
}
