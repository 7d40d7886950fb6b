import { describe, expect, it } from 'vitest';
import { computeGst } from './gst';
import { GST_DOCUMENT_TITLES, gstDocumentKind } from './gst-documents';

describe('gstDocumentKind (CGST Act s.31, Rules 46, 46A, 49)', () => {
  it('an all-0% order is a Bill of Supply with no tax at all', () => {
    // Two books at ₹250 (4901, 0%) + ₹100 COD fee: the principal supply is exempt, so the fee is too.
    const gst = computeGst({ items: [{ amountPaise: 50000, ratePercent: 0 }], feePaise: 10000, supplyType: 'intra' });
    expect(gst.feeRatePercent).toBe(0);
    expect(gst.totals).toMatchObject({ amountPaise: 60000, taxablePaise: 60000, taxPaise: 0 });
    expect(gstDocumentKind(gst, false)).toBe('bill-of-supply');
    expect(gstDocumentKind(gst, true)).toBe('bill-of-supply');
    expect(GST_DOCUMENT_TITLES['bill-of-supply']).toBe('Bill of Supply');
  });

  it('a 0% + 18% B2C order is an Invoice-cum-Bill of Supply, tax only on the 18% part', () => {
    // ₹250 book (0%) + ₹1,499 earbuds (18%) + ₹100 fee at 18% (principal: 1,499 > 250):
    // 18%: A = 1599.00, half = round(159900 × 9 / 118) = 121.96, tax 243.92, taxable 1355.08; 0%: 250.00.
    const gst = computeGst({
      items: [
        { amountPaise: 25000, ratePercent: 0 },
        { amountPaise: 149900, ratePercent: 18 },
      ],
      feePaise: 10000,
      supplyType: 'intra',
    });
    expect(gst.byRate).toMatchObject([
      { ratePercent: 0, taxablePaise: 25000, taxPaise: 0 },
      { ratePercent: 18, taxablePaise: 135508, cgstPaise: 12196, sgstPaise: 12196 },
    ]);
    expect(gstDocumentKind(gst, false)).toBe('invoice-cum-bill-of-supply');
    expect(gstDocumentKind(gst, true)).toBe('tax-invoice');
  });

  it('an all-taxable order is a Tax Invoice', () => {
    const gst = computeGst({ items: [{ amountPaise: 69900, ratePercent: 5 }], feePaise: 10000, supplyType: 'inter' });
    expect(gstDocumentKind(gst, false)).toBe('tax-invoice');
  });
});
