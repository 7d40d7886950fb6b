import { describe, expect, it } from 'vitest';
import { reconcileGstWithSales, type ReconciliationOrder } from './gst-reconciliation';

const order = (totalPaise: number, facts: Partial<ReconciliationOrder>): ReconciliationOrder => ({
  totalPaise,
  placedInMonth: true,
  invoicedInMonth: true,
  invoicedLater: false,
  cancelled: false,
  revenue: true,
  ...facts,
});

describe('GST reconciliation with the sales report (decision 181)', () => {
  it('a month where every order was placed, invoiced and paid in it: equal, no lines', () => {
    const result = reconcileGstWithSales({
      month: '2026-11',
      gstNetPaise: 699_00 + 1849_00,
      salesRevenuePaise: 699_00 + 1849_00,
      creditNotes: [],
      orders: [order(699_00, {}), order(1849_00, {})],
    });
    expect(result).toEqual({ month: '2026-11', gstNetValue: 2548, salesRevenue: 2548, lines: [], unexplained: 0 });
  });

  it('worked example: COD invoiced at packing but undelivered, a return, a cancellation, a paid order not packed', () => {
    // Invoiced in November: A ₹699 (delivered), B ₹1,849 (COD, shipped, not delivered), C ₹2,597 (placed in
    // October), D ₹1,499 (cancelled after packing). Credit notes: D ₹1,499 (cancelled), a return of ₹699 on an
    // October order. Placed in November and paid online, not packed yet: E ₹999; packed on 1 December: F ₹450.
    const gstNet = 699_00 + 1849_00 + 2597_00 + 1499_00 - 1499_00 - 699_00; // ₹4,446.00
    const sales = 699_00 + 999_00 + 450_00; // ₹2,148.00
    const result = reconcileGstWithSales({
      month: '2026-11',
      gstNetPaise: gstNet,
      salesRevenuePaise: sales,
      creditNotes: [
        { reason: 'cancelled', valuePaise: 1499_00 },
        { reason: 'returned', valuePaise: 699_00 },
      ],
      orders: [
        order(699_00, {}),
        order(1849_00, { revenue: false }),
        order(2597_00, { placedInMonth: false }),
        order(1499_00, { cancelled: true, revenue: false }),
        order(999_00, { invoicedInMonth: false }),
        order(450_00, { invoicedInMonth: false, invoicedLater: true }),
        // Placed in November, unpaid and not packed: on neither side.
        order(300_00, { invoicedInMonth: false, revenue: false }),
      ],
    });
    expect(result.gstNetValue).toBe(4446);
    expect(result.salesRevenue).toBe(2148);
    expect(result.lines.map((line) => [line.key, line.count, line.amount])).toEqual([
      ['creditNotesCancelled', 1, 1499],
      ['creditNotesReturned', 1, 699],
      ['invoicedPlacedEarlier', 1, -2597],
      ['invoicedThenCancelled', 1, -1499],
      ['invoicedNotRevenue', 1, -1849],
      ['revenueNotInvoiced', 1, 999],
      ['revenueInvoicedLater', 1, 450],
    ]);
    // 4446 + 1499 + 699 - 2597 - 1499 - 1849 + 999 + 450 = 2148.
    expect(result.unexplained).toBe(0);
  });

  it('says so when the two figures part in a way no line explains', () => {
    const result = reconcileGstWithSales({
      month: '2026-11',
      gstNetPaise: 1000_00,
      salesRevenuePaise: 1000_50,
      creditNotes: [],
      orders: [order(1000_00, {})],
    });
    expect(result.unexplained).toBe(0.5);
  });
});
