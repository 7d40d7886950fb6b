import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  effectivePrice,
  hasDiscount,
  itemCount,
  DEFAULT_SHIPPING_RATES,
  isFreeShipping,
  shippingFeePaise,
  shippingRatesFromSettings,
  starFill,
  subtotalPaise,
} from './pricing';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money';
import { formatOrderNumber, invoiceFileName } from './order-number';
import { formatInvoiceNumber } from './invoice-number';

describe('prices', () => {
  it('uses sellingPrice, else mrp', () => {
    expect(effectivePrice({ mrp: 1000, sellingPrice: 800 })).toBe(800);
    expect(effectivePrice({ mrp: 1000 })).toBe(1000);
    expect(effectivePrice({ mrp: 1000, sellingPrice: null })).toBe(1000);
  });

  it('rounds the discount percent and shows it only below mrp', () => {
    expect(discountPercent({ mrp: 2999, sellingPrice: 1999 })).toBe(33);
    expect(discountPercent({ mrp: 1000, sellingPrice: 1000 })).toBe(0);
    expect(discountPercent({ mrp: 1000, sellingPrice: 1200 })).toBe(0);
    expect(hasDiscount({ mrp: 1000, sellingPrice: 999 })).toBe(true);
    expect(hasDiscount({ mrp: 1000 })).toBe(false);
  });

  it('charges shipping per decision 016', () => {
    const rates = DEFAULT_SHIPPING_RATES;
    expect(shippingFeePaise(99_900, 'cod', rates)).toBe(10_000); // exactly 999 is not above 999
    expect(shippingFeePaise(99_901, 'cod', rates)).toBe(0);
    expect(shippingFeePaise(50_000, 'razorpay', rates)).toBe(0);
    expect(shippingFeePaise(50_000, 'whatsapp', rates)).toBe(0);
  });

  it("charges the settings' fee, plus the COD fee, at or below their threshold (decision 039)", () => {
    const rates = shippingRatesFromSettings({
      freeShippingAboveRupees: 500,
      shippingFeeRupees: 40,
      codFeeRupees: 25.5,
      codEnabled: true,
    });
    expect(rates).toEqual({ freeAbovePaise: 50_000, shippingFeePaise: 4_000, codFeePaise: 2_550, codEnabled: true });
    expect(shippingFeePaise(50_000, 'cod', rates)).toBe(6_550);
    expect(shippingFeePaise(50_000, 'razorpay', rates)).toBe(4_000);
    expect(shippingFeePaise(50_000, 'whatsapp', rates)).toBe(4_000);
    expect(shippingFeePaise(50_001, 'cod', rates)).toBe(0);
    expect(isFreeShipping(50_001, rates)).toBe(true);
    expect(isFreeShipping(50_000, rates)).toBe(false);
  });

  it('sums lines and counts quantities', () => {
    const lines = [
      { unitPricePaise: 250_00, quantity: 2 },
      { unitPricePaise: 99_50, quantity: 3 },
    ];
    expect(subtotalPaise(lines)).toBe(798_50);
    expect(itemCount(lines)).toBe(5);
  });

  it('fills stars up to the floor of the rating', () => {
    expect(starFill(3.9)).toEqual([true, true, true, false, false]);
    expect(starFill(0)).toEqual([false, false, false, false, false]);
    expect(starFill(7)).toEqual([true, true, true, true, true]);
  });
});

describe('money', () => {
  it('converts between paise and rupees without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('formats en-IN with the rupee sign and two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatPaise(99_900)).toBe('₹999.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });
});

describe('numbers shown to people', () => {
  it('uses the last 8 characters of the id, upper-case', () => {
    expect(formatOrderNumber('3f2b8c1e-4d5a-4b6c-8d7e-9fa0b1c2d3e4')).toBe('B1C2D3E4');
    expect(invoiceFileName('3f2b8c1e-4d5a-4b6c-8d7e-9fa0b1c2d3e4')).toBe('invoice-b1c2d3e4.pdf');
  });

  it('numbers invoices within the Indian financial year, in at most 16 characters', () => {
    expect(formatInvoiceNumber(42, new Date('2026-11-22T00:00:00Z'))).toBe('INV2627-000042');
    expect(formatInvoiceNumber(1, new Date('2027-02-01T00:00:00Z'))).toBe('INV2627-000001');
    expect(formatInvoiceNumber(1, new Date('2027-04-01T00:00:00Z'))).toBe('INV2728-000001');
    expect(formatInvoiceNumber(999999, new Date()).length).toBeLessThanOrEqual(16);
  });
});
