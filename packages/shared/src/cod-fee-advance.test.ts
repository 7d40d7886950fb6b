import { describe, expect, it } from 'vitest';
import {
  awaitsCodFeeAdvance,
  codCollection,
  codFeeAdvancePaise,
  codFeeAdvanceSentence,
  dueOnDeliveryText,
} from './cod-fee-advance';
import type { ShippingRates } from './pricing';

const rates: ShippingRates = { freeAbovePaise: 999_00, shippingFeePaise: 40_00, codFeePaise: 49_00, codEnabled: true };

describe('the COD fee paid in advance (decision 252)', () => {
  it('asks the COD fee below the free-shipping line, only when the shop asks, and never under ₹1', () => {
    expect(codFeeAdvancePaise(450_00, rates, true)).toBe(49_00);
    expect(codFeeAdvancePaise(450_00, rates, false)).toBe(0);
    expect(codFeeAdvancePaise(1_000_00, rates, true)).toBe(0);
    expect(codFeeAdvancePaise(450_00, { ...rates, codFeePaise: 50 }, true)).toBe(0);
    expect(codFeeAdvancePaise(450_00, { ...rates, codEnabled: false }, true)).toBe(0);
  });

  it('splits the total once the fee is paid: the courier collects the rest', () => {
    const order = { paymentMethod: 'cod', totalPaise: 539_00, codFeeAdvancePaise: 49_00, codFeeAdvancePaidAt: null };
    expect(awaitsCodFeeAdvance(order)).toBe(true);
    expect(codCollection(order)).toEqual({ paidInAdvancePaise: 0, dueOnDeliveryPaise: 539_00 });
    const paid = { ...order, codFeeAdvancePaidAt: new Date() };
    expect(awaitsCodFeeAdvance(paid)).toBe(false);
    expect(codCollection(paid)).toEqual({ paidInAdvancePaise: 49_00, dueOnDeliveryPaise: 490_00 });
    expect(dueOnDeliveryText(codCollection(paid))).toBe('₹490.00 to pay on delivery');
    expect(codCollection({ ...paid, paymentMethod: 'razorpay' })).toEqual({
      paidInAdvancePaise: 0,
      dueOnDeliveryPaise: 0,
    });
  });

  it("says checkout's two amounts in one sentence", () => {
    expect(codFeeAdvanceSentence(49_00, 539_00)).toBe('Pay ₹49.00 COD fee now by UPI; pay ₹490.00 on delivery.');
  });
});
