import { paiseToRupees } from '@shop/shared/money';
import type { GstReconciliation, ReconciliationKey } from '@shop/shared/schemas/gst-returns';

/**
 * Why a month's GSTR-1 net value (invoices dated in the month less the credit notes issued in it) is not the
 * sales report's revenue (orders placed in the month whose money the shop has: paid online, or COD / WhatsApp
 * delivered; docs/decisions/045), line by line (docs/decisions/181-gst-sales-reconciliation.md). Every order
 * invoiced or placed in the month falls in at most one line; each credit note of the month in one.
 */

/** An order invoiced or placed in the month, as the reconciliation needs it. */
export interface ReconciliationOrder {
  totalPaise: number;
  placedInMonth: boolean;
  invoicedInMonth: boolean;
  /** Invoiced in a later month than this one (placed here, packed after the month ended). */
  invoicedLater: boolean;
  cancelled: boolean;
  /** Counted as revenue by the sales report's rule (order_is_revenue, migration 0005). */
  revenue: boolean;
}

export interface ReconciliationCreditNote {
  reason: string;
  /** What it credits, as GSTR-1 counts it. */
  valuePaise: number;
}

/** Each line's wording, the sign it takes and what it says to the merchant. */
export const RECONCILIATION_LABELS: Record<ReconciliationKey, string> = {
  creditNotesCancelled:
    'Credit notes for orders cancelled after invoicing: GSTR-1 subtracts them; the sales report never counted those orders',
  creditNotesRefunded: 'Credit notes for refunded orders: GSTR-1 subtracts them this month',
  creditNotesReturned: 'Credit notes for returns: GSTR-1 subtracts them in the month they are issued',
  returnRefunds:
    'Refunds of returns of orders placed this month: the sales report subtracts them from those orders’ revenue',
  invoicedPlacedEarlier:
    'Invoiced this month but placed in an earlier month: the sales report counts them in the month they were placed',
  invoicedThenCancelled: 'Invoiced this month, then cancelled: not a sale in the sales report',
  invoicedNotRevenue:
    'Invoiced this month, money not yet received (cash on delivery not yet delivered, or payment not captured): not yet revenue',
  revenueNotInvoiced: 'Paid this month but not invoiced yet (not packed): revenue, no invoice yet',
  revenueInvoicedLater: 'Placed and paid this month, invoiced in a later month',
};

/** The line an order of the month falls in, or null when both sides count it alike. */
function orderLine(order: ReconciliationOrder): ReconciliationKey | null {
  const inRevenue = order.placedInMonth && order.revenue;
  if (order.invoicedInMonth && !inRevenue) {
    if (!order.placedInMonth) return 'invoicedPlacedEarlier';
    return order.cancelled ? 'invoicedThenCancelled' : 'invoicedNotRevenue';
  }
  if (inRevenue && !order.invoicedInMonth) return order.invoicedLater ? 'revenueInvoicedLater' : 'revenueNotInvoiced';
  return null;
}

const NOTE_LINES: Record<string, ReconciliationKey> = {
  cancelled: 'creditNotesCancelled',
  refunded: 'creditNotesRefunded',
  returned: 'creditNotesReturned',
};

/** The reconciliation of a month; lines with nothing in them are left out, in RECONCILIATION_LABELS order. */
export function reconcileGstWithSales(input: {
  month: string;
  gstNetPaise: number;
  salesRevenuePaise: number;
  /** What the sales report subtracted for refunded returns of the month's orders, and how many (decision 213). */
  returnRefunds?: { paise: number; count: number };
  creditNotes: readonly ReconciliationCreditNote[];
  orders: readonly ReconciliationOrder[];
}): GstReconciliation {
  const sums = new Map<ReconciliationKey, { count: number; paise: number }>();
  const add = (key: ReconciliationKey, paise: number) => {
    const line = sums.get(key) ?? { count: 0, paise: 0 };
    sums.set(key, { count: line.count + 1, paise: line.paise + paise });
  };
  // A credit note lowers the GSTR-1 figure only: the sales report gets it back.
  for (const note of input.creditNotes) add(NOTE_LINES[note.reason] ?? 'creditNotesRefunded', note.valuePaise);
  if (input.returnRefunds && input.returnRefunds.paise !== 0) {
    sums.set('returnRefunds', { count: input.returnRefunds.count, paise: -input.returnRefunds.paise });
  }
  for (const order of input.orders) {
    const key = orderLine(order);
    if (key) add(key, key.startsWith('revenue') ? order.totalPaise : -order.totalPaise);
  }
  const keys = Object.keys(RECONCILIATION_LABELS) as ReconciliationKey[];
  const lines = keys.flatMap((key) => {
    const sum = sums.get(key);
    return sum ? [{ key, label: RECONCILIATION_LABELS[key], count: sum.count, amount: paiseToRupees(sum.paise) }] : [];
  });
  const explainedPaise = input.gstNetPaise + [...sums.values()].reduce((total, line) => total + line.paise, 0);
  return {
    month: input.month,
    gstNetValue: paiseToRupees(input.gstNetPaise),
    salesRevenue: paiseToRupees(input.salesRevenuePaise),
    lines,
    unexplained: paiseToRupees(input.salesRevenuePaise - explainedPaise),
  };
}
