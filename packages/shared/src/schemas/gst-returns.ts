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
  'returnRefunds',
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

/** The GSTR-1 tables the shop fills, by the GST offline utility's sheet names (docs/gst.md). */
export const GSTR1_SHEETS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exemp', 'hsn_b2b', 'hsn_b2c', 'docs'] as const;
export type Gstr1Sheet = (typeof GSTR1_SHEETS)[number];

const gstr1TotalsSchema = z.object({
  invoices: z.number().int(),
  invoiceValue: z.number(),
  creditNotes: z.number().int(),
  creditNoteValue: z.number(),
  /** Invoice value less credit notes: what the sales report counts for a month whose orders were all invoiced in it. */
  netValue: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});

/** A month's GSTR-1 as the admin GST screen reads it: each sheet's rows (the CSV's cells) and the totals. */
export const gstr1ReportSchema = z.object({
  month: z.string(),
  gstin: z.string(),
  sheets: z.record(z.enum(GSTR1_SHEETS), z.array(z.array(z.union([z.string(), z.number()])))),
  totals: gstr1TotalsSchema,
});
export type Gstr1Report = z.infer<typeof gstr1ReportSchema>;
