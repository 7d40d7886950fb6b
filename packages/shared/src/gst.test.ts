import { describe, expect, it } from 'vitest';
import {
  computeGst,
  defaultGstRate,
  describeIncludedGst,
  formatAmountInWords,
  formatPlaceOfSupply,
  HSN_PATTERN,
  gstRateProblem,
  isGstRate,
  isLegalGstRate,
  placeOfSupplyState,
  principalRatePercent,
  supplyTypeOf,
} from './gst';
import { financialYearCode, formatCreditNoteNumber, formatInvoiceNumber } from './invoice-number';
import { formatPaise } from './money';
import { shopSettingsSchema } from './schemas/shop-settings';

describe('GST inside GST-inclusive prices (docs/gst.md worked examples)', () => {
  it('₹599 @18% + ₹100 COD fee within the state: taxable ₹592.38, CGST = SGST, total exactly ₹699', () => {
    const gst = computeGst({
      items: [{ amountPaise: 599_00, ratePercent: 18 }],
      feePaise: 100_00,
      supplyType: 'intra',
    });
    expect(gst.feeRatePercent).toBe(18);
    expect(gst.totals).toEqual({
      amountPaise: 699_00,
      taxablePaise: 592_38,
      taxPaise: 106_62,
      cgstPaise: 53_31,
      sgstPaise: 53_31,
      igstPaise: 0,
    });
    expect(gst.totals.taxablePaise + gst.totals.cgstPaise + gst.totals.sgstPaise).toBe(699_00);
    // The fee is its own taxable line; lines add up to the totals.
    const fee = gst.lines.find((l) => l.kind === 'shipping');
    expect(fee).toMatchObject({ amountPaise: 100_00, ratePercent: 18 });
    expect(fee?.cgstPaise).toBe(fee?.sgstPaise);
    expect(gst.lines.reduce((s, l) => s + l.taxablePaise, 0)).toBe(592_38);
    expect(gst.lines.reduce((s, l) => s + l.cgstPaise, 0)).toBe(53_31);
    for (const line of gst.lines) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.amountPaise);
  });

  it('the same order to another state is IGST, with the same taxable value', () => {
    const gst = computeGst({
      items: [{ amountPaise: 599_00, ratePercent: 18 }],
      feePaise: 100_00,
      supplyType: 'inter',
    });
    expect(gst.totals).toEqual({
      amountPaise: 699_00,
      taxablePaise: 592_38,
      taxPaise: 106_62,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 106_62,
    });
  });

  it('a 5% + 18% cart: one summary per rate; the fee goes with the larger-value (principal) supply', () => {
    const items = [
      { amountPaise: 2 * 499_00, ratePercent: 5 }, // two T-shirts
      { amountPaise: 1499_00, ratePercent: 18 }, // earbuds
    ];
    expect(principalRatePercent(items)).toBe(18);
    const gst = computeGst({ items, feePaise: 100_00, supplyType: 'intra' });
    expect(gst.byRate).toEqual([
      // 998 x 2.5/105 = 23.7619 -> 23.76 each half
      {
        ratePercent: 5,
        amountPaise: 998_00,
        taxablePaise: 950_48,
        taxPaise: 47_52,
        cgstPaise: 23_76,
        sgstPaise: 23_76,
        igstPaise: 0,
      },
      // 1599 x 9/118 = 121.957 -> 121.96 each half
      {
        ratePercent: 18,
        amountPaise: 1599_00,
        taxablePaise: 1355_08,
        taxPaise: 243_92,
        cgstPaise: 121_96,
        sgstPaise: 121_96,
        igstPaise: 0,
      },
    ]);
    expect(gst.totals.amountPaise).toBe(2597_00);
    expect(gst.totals.taxablePaise + gst.totals.taxPaise).toBe(2597_00);
    expect(describeIncludedGst(gst, formatPaise)).toBe('incl. GST ₹291.44: 5% ₹47.52, 18% ₹243.92');
  });

  it('a mixed cart whose 5% items are worth more taxes the fee at 5%; a tie goes to the higher rate', () => {
    expect(
      principalRatePercent([
        { amountPaise: 2000_00, ratePercent: 5 },
        { amountPaise: 500_00, ratePercent: 18 },
      ]),
    ).toBe(5);
    expect(
      principalRatePercent([
        { amountPaise: 500_00, ratePercent: 5 },
        { amountPaise: 500_00, ratePercent: 18 },
      ]),
    ).toBe(18);
  });

  it('a ₹0-tax (exempt) item has no tax, its taxable value is its price; a fee on an exempt-only cart is exempt too', () => {
    const gst = computeGst({
      items: [
        { amountPaise: 250_00, ratePercent: 0 },
        { amountPaise: 118_00, ratePercent: 18 },
      ],
      supplyType: 'intra',
    });
    expect(gst.lines[0]).toMatchObject({ taxablePaise: 250_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(gst.lines[1]).toMatchObject({ taxablePaise: 100_00, cgstPaise: 9_00, sgstPaise: 9_00 });
    const exemptOnly = computeGst({
      items: [{ amountPaise: 250_00, ratePercent: 0 }],
      feePaise: 100_00,
      supplyType: 'inter',
    });
    expect(exemptOnly.feeRatePercent).toBe(0);
    expect(exemptOnly.totals).toMatchObject({ amountPaise: 350_00, taxablePaise: 350_00, taxPaise: 0 });
    expect(describeIncludedGst(exemptOnly, formatPaise)).toBe('incl. GST ₹0.00');
  });

  it('keeps the invoice total exact and CGST = SGST on every line, whatever the amounts', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const items = [
        { amountPaise: ((seed * 7919) % 500_000) + 1, ratePercent: [0, 5, 18, 40][seed % 4] ?? 18 },
        { amountPaise: ((seed * 104_729) % 300_000) + 1, ratePercent: [5, 18, 40, 0][seed % 4] ?? 5 },
        { amountPaise: ((seed * 1_299_709) % 90_000) + 1, ratePercent: 18 },
      ];
      const gst = computeGst({ items, feePaise: seed % 2 ? 100_00 : 0, supplyType: 'intra' });
      const paid = items.reduce((s, i) => s + i.amountPaise, 0) + (seed % 2 ? 100_00 : 0);
      expect(gst.totals.taxablePaise + gst.totals.cgstPaise + gst.totals.sgstPaise).toBe(paid);
      expect(gst.totals.cgstPaise).toBe(gst.totals.sgstPaise);
      for (const line of gst.lines) {
        expect(line.cgstPaise).toBe(line.sgstPaise);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.amountPaise);
      }
      for (const rate of gst.byRate) {
        const members = gst.lines.filter((l) => l.ratePercent === rate.ratePercent);
        expect(members.reduce((s, l) => s + l.taxablePaise, 0)).toBe(rate.taxablePaise);
      }
    }
  });
});

describe('place of supply', () => {
  it('is the buyer GSTIN state for B2B, else the delivery state', () => {
    expect(placeOfSupplyState('Karnataka')).toBe('Karnataka');
    expect(placeOfSupplyState('Karnataka', '27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(supplyTypeOf('Karnataka', 'Karnataka')).toBe('intra');
    expect(supplyTypeOf('Karnataka', 'Maharashtra')).toBe('inter');
    expect(formatPlaceOfSupply('Karnataka')).toBe('Karnataka (29)');
  });
});

describe('rates, HSN and words', () => {
  it('offers the current slabs and checks HSN length', () => {
    expect([0, 5, 18, 40].every((r) => isGstRate(r))).toBe(true);
    expect(isGstRate(12)).toBe(false);
    expect(isGstRate(28)).toBe(false);
    expect(['8518', '610910', '85171300'].every((h) => HSN_PATTERN.test(h))).toBe(true);
    expect(['851', '85171', '851713001', '85A8'].some((h) => HSN_PATTERN.test(h))).toBe(false);
  });

  it('knows the rates in force, special ones included, and what a shop may choose (docs/decisions/055)', () => {
    expect([0, 0.25, 3, 5, 18, 40].every(isLegalGstRate)).toBe(true);
    expect([12, 28, 1.5, 0.1, -5].some(isLegalGstRate)).toBe(false);
    expect(defaultGstRate([0, 5, 18, 40])).toBe(18);
    expect(defaultGstRate([0, 0.25, 3])).toBe(3);
    expect(gstRateProblem(5, [0, 5, 18])).toBeNull();
    expect(gstRateProblem(40, [0, 5, 18], 40)).toBeNull();
    expect(gstRateProblem(40, [0, 5, 18], 18)).toBe(
      "GST rate 40% is not in this shop's list of rates (0%, 5%, 18%). Choose one of them, or add 40% on the Settings screen first.",
    );
    expect(gstRateProblem(12, [0, 5, 18])).toBe(
      "12% is not a GST rate for goods. Choose one of this shop's rates: 0%, 5%, 18%.",
    );
  });

  it("validates the shop's rate list in the settings: legal rates only, at least one, sorted, slabs by default", () => {
    const base = shopSettingsSchema.parse({
      shopName: 'Rao Handlooms',
      legalName: 'Rao Handlooms Private Limited',
      address: '12 MG Road, Pune 411001',
      state: 'Maharashtra',
      supportEmail: 'help@raohandlooms.in',
      supportPhone: '+91 20 4000 1234',
      notificationEmails: ['owner@raohandlooms.in'],
      whatsappNumber: '',
      pickupLocation: 'Pune',
      pickupAddress: 'Plot 4, Bhosari MIDC, Pune',
      pickupPincode: '411026',
      shippingFeeRupees: 49,
      freeShippingAboveRupees: 999,
      codEnabled: true,
      codFeeRupees: 30,
      paymentWindowMinutes: 30,
      whatsappConfirmationHours: 24,
      codConfirmationEnabled: false,
      codConfirmationHours: 24,
      codMaxOrderValueRupees: 0,
      codBlockedPincodes: [],
      codBlockedStates: [],
      codMaxFailedOrders: 0,
      maxUnitsPerProduct: 10,
      maxOpenUnpaidOrders: 3,
    });
    expect(base.gstRatesPercent).toEqual([0, 5, 18, 40]);
    expect(shopSettingsSchema.parse({ ...base, gstRatesPercent: [18, 3, 3, 0.25] }).gstRatesPercent).toEqual([
      0.25, 3, 18,
    ]);
    const wrong = shopSettingsSchema.safeParse({ ...base, gstRatesPercent: [5, 12] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['gstRatesPercent'],
      message: '12% is not a GST rate for goods; choose from 0%, 0.25%, 3%, 5%, 18%, 40%',
    });
    expect(shopSettingsSchema.safeParse({ ...base, gstRatesPercent: [] }).success).toBe(false);
  });

  it('spells the invoice total', () => {
    expect(formatAmountInWords(699_00)).toBe('Rupees Six Hundred Ninety-Nine Only');
  });
});

describe('document numbers by India time', () => {
  it('31 March 23:59 IST is the old financial year, 1 April 00:01 IST the new one', () => {
    const lastMinute = new Date('2027-03-31T23:59:00+05:30');
    const firstMinute = new Date('2027-04-01T00:01:00+05:30');
    expect(financialYearCode(lastMinute)).toBe('2627');
    expect(financialYearCode(firstMinute)).toBe('2728');
    expect(formatInvoiceNumber(1234, lastMinute)).toBe('INV2627-001234');
    // The serial restarts at 1 in the new year (docs/decisions/051-invoice-at-dispatch.md).
    expect(formatInvoiceNumber(1, firstMinute)).toBe('INV2728-000001');
    // 1 April 03:00 IST is still 31 March in UTC: India time decides.
    expect(financialYearCode(new Date('2027-03-31T21:30:00Z'))).toBe('2728');
  });

  it('credit notes have their own series, and numbers stay within 16 characters', () => {
    expect(formatCreditNoteNumber(7, new Date('2026-11-25T10:00:00Z'))).toBe('CN2627-000007');
    expect(formatInvoiceNumber(99_999_999, new Date()).length).toBeLessThanOrEqual(16);
    expect(() => formatInvoiceNumber(0, new Date())).toThrow();
  });
});
