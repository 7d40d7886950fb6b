import { z } from 'zod';

/**
 * The GST screen's reconciliation of a month's GSTR-1 with the sales report (docs/decisions/181-gst-sales-reconciliation.md):
 * the GSTR-1 net value, one line per reason the two differ (signed, in rupees: added to the net value on the way
 * to the sales report's revenue), and what is left unexplained (0 unless the two rules drift apart).
 */
export const RECONCILIATION_KEYS = [
  'creditNotesCancelled',
  'creditNotesRefunded',
  'creditNotesReturned',
  'invoicedPlacedEarlier',
  'invoicedThenCancelled',
  'invoicedNotRevenue',
  'revenueNotInvoiced',
  'revenueInvoicedLater',
] as const;
export type ReconciliationKey = (typeof RECONCILIATION_KEYS)[number];

export const gstReconciliationLineSchema = z.object({
  key: z.enum(RECONCILIATION_KEYS),
  label: z.string(),
  /** How many documents (credit notes) or orders the line stands for. */
  count: z.number().int(),
  /** Signed rupees: + the sales report counts more, - it counts less. */
  amount: z.number(),
});

export const gstReconciliationSchema = z.object({
  month: z.string(),
  /** GSTR-1: invoice value less credit notes of the month. */
  gstNetValue: z.number(),
  /** The sales report's revenue for the month's days (paid online orders, delivered COD / WhatsApp orders). */
  salesRevenue: z.number(),
  lines: z.array(gstReconciliationLineSchema),
  /** salesRevenue - (gstNetValue + the lines): 0 when every difference is explained. */
  unexplained: z.number(),
});
export type GstReconciliation = z.infer<typeof gstReconciliationSchema>;
