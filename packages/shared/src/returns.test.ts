import { describe, expect, it } from 'vitest';
import {
  isWithinReturnWindow,
  returnRefundPaise,
  returnRequestRefundPaise,
  returnedDiscountSharePaise,
} from './returns';
import { payoutDetailsSchema } from './schemas/returns';

const HOUR = 3_600_000;

describe('the return window', () => {
  const delivered = new Date('2026-11-20T10:00:00Z');
  it('is 48 hours from delivery, inclusive', () => {
    expect(isWithinReturnWindow(delivered, new Date(delivered.getTime() + 47 * HOUR))).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date(delivered.getTime() + 48 * HOUR))).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date(delivered.getTime() + 48 * HOUR + 1))).toBe(false);
    expect(isWithinReturnWindow(delivered, new Date(delivered.getTime() + 49 * HOUR))).toBe(false);
    expect(isWithinReturnWindow(null, delivered)).toBe(false);
  });
});

describe('the refund of a returned line', () => {
  it('is the price paid for the units less their own discount share, never negative', () => {
    expect(returnRefundPaise({ unitPricePaise: 49_900, quantity: 2, discountSharePaise: 0 })).toBe(99_800);
    expect(returnRefundPaise({ unitPricePaise: 49_900, quantity: 2, discountSharePaise: 10_000 })).toBe(89_800);
    expect(returnRefundPaise({ unitPricePaise: 100, quantity: 1, discountSharePaise: 500 })).toBe(0);
    expect(
      returnRequestRefundPaise([
        { unitPricePaise: 30_000, quantity: 2, discountSharePaise: 0 },
        { unitPricePaise: 80_000, quantity: 1, discountSharePaise: 5_000 },
      ]),
    ).toBe(135_000);
  });
  it('refuses fractions and negative amounts', () => {
    expect(() => returnRefundPaise({ unitPricePaise: 10.5, quantity: 1, discountSharePaise: 0 })).toThrow(RangeError);
    expect(() => returnRefundPaise({ unitPricePaise: 100, quantity: 1, discountSharePaise: -1 })).toThrow(RangeError);
  });
});

describe('COD payout details', () => {
  it('take a UPI ID or a bank account with an IFSC and 9-18 digits', () => {
    expect(payoutDetailsSchema.safeParse({ method: 'upi', upiId: 'meera.iyer@okhdfcbank' }).success).toBe(true);
    expect(payoutDetailsSchema.safeParse({ method: 'upi', upiId: 'meera' }).success).toBe(false);
    const bank = payoutDetailsSchema.parse({
      method: 'bank',
      accountName: 'Meera Iyer',
      accountNumber: '1234 5678 9012',
      ifsc: 'sbin0001234',
    });
    expect(bank).toEqual({
      method: 'bank',
      accountName: 'Meera Iyer',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    });
    for (const ifsc of ['SBIN1001234', 'SBI0001234', 'SBIN000123']) {
      expect(
        payoutDetailsSchema.safeParse({ method: 'bank', accountName: 'Meera', accountNumber: '123456789', ifsc })
          .success,
        ifsc,
      ).toBe(false);
    }
    for (const accountNumber of ['12345678', '1234567890123456789', '12345678a']) {
      expect(
        payoutDetailsSchema.safeParse({ method: 'bank', accountName: 'Meera', accountNumber, ifsc: 'SBIN0001234' })
          .success,
      ).toBe(false);
    }
  });
});

describe('returned discount share', () => {
  it('gives back exactly the line discount over several partial returns', () => {
    const line = { lineDiscountPaise: 1000, lineQuantity: 3 };
    const first = returnedDiscountSharePaise({ ...line, alreadyReturned: 0, quantity: 1 });
    const second = returnedDiscountSharePaise({ ...line, alreadyReturned: 1, quantity: 1 });
    const third = returnedDiscountSharePaise({ ...line, alreadyReturned: 2, quantity: 1 });
    expect([first, second, third]).toEqual([333, 334, 333]);
    expect(first + second + third).toBe(1000);
    expect(returnedDiscountSharePaise({ ...line, alreadyReturned: 0, quantity: 3 })).toBe(1000);
  });

  it('is zero for a line without a discount', () => {
    expect(returnedDiscountSharePaise({ lineDiscountPaise: 0, lineQuantity: 2, alreadyReturned: 0, quantity: 1 })).toBe(
      0,
    );
  });
});
