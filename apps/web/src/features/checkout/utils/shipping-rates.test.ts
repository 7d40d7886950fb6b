import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from '@shop/shared/pricing';
import type { CartProduct } from '../../../types/api';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { shippingNote } from '../components/checkout-summary';
import { computeCheckoutTotals } from './checkout-totals';
import { COD_OFF_NOTE, PAYMENT_OPTIONS, paymentOptionsForShop } from './payment-options';
import { loadTranslator } from '../../../lib/i18n/i18n';

const item = (mrp: number, quantity = 1): CartItem => ({
  product: { _id: `p${mrp}`, name: 'Item', mrp, images: [], stock: 10, gstRate: 18 } as unknown as CartProduct,
  quantity,
});

const english = await loadTranslator('en');

const RATES: ShippingRates = { freeAbovePaise: 500_00, shippingFeePaise: 40_00, codFeePaise: 25_00, codEnabled: true };

describe("checkout at the shop settings' rates (docs/decisions/039)", () => {
  it('adds the shipping fee, and the COD fee for cash on delivery, at or below the threshold', () => {
    expect(computeCheckoutTotals([item(500)], 'cod', RATES)).toMatchObject({
      shippingPaise: 65_00,
      totalPaise: 565_00,
    });
    expect(computeCheckoutTotals([item(500)], 'razorpay', RATES)).toMatchObject({ shippingPaise: 40_00 });
    expect(computeCheckoutTotals([item(501)], 'cod', RATES)).toMatchObject({ shippingPaise: 0, isFreeShipping: true });
  });

  it('prices the fee on the goods after the coupon', () => {
    const totals = computeCheckoutTotals([item(600)], 'cod', RATES, 150_00);
    expect(totals).toMatchObject({ shippingPaise: 65_00, totalPaise: 515_00, isFreeShipping: false });
  });

  it("keeps the demo shop's charges with the first-start rates", () => {
    expect(computeCheckoutTotals([item(999)], 'cod', DEFAULT_SHIPPING_RATES).shippingPaise).toBe(100_00);
    expect(computeCheckoutTotals([item(999)], 'whatsapp', DEFAULT_SHIPPING_RATES).shippingPaise).toBe(0);
  });

  it.each([
    [DEFAULT_SHIPPING_RATES, 'Free shipping on orders above ₹999. Cash on Delivery below that adds a delivery fee.'],
    [RATES, 'Free shipping on orders above ₹500. Below that, delivery costs ₹40, plus ₹25 for Cash on Delivery.'],
    [{ ...RATES, codEnabled: false }, 'Free shipping on orders above ₹500. Below that, delivery costs ₹40.'],
    // No order pays a fee: nothing to say.
    [{ ...DEFAULT_SHIPPING_RATES, codEnabled: false }, null],
  ])('describes the rule at checkout (%o)', (rates, note) => {
    expect(shippingNote(rates, english.t)).toBe(note);
  });

  it('keeps cash on delivery visible but not selectable when the shop switched it off', () => {
    expect(paymentOptionsForShop(PAYMENT_OPTIONS, true)).toBe(PAYMENT_OPTIONS);
    const cod = paymentOptionsForShop(PAYMENT_OPTIONS, false).find((o) => o.value === 'cod');
    expect(cod).toMatchObject({ isAvailable: false, unavailableNote: COD_OFF_NOTE });
  });

  it('names the COD fee in the shipping line only when it is part of it', () => {
    expect(computeCheckoutTotals([item(500)], 'cod', RATES).shippingLabel).toBe('shippingPlusCodFee');
    expect(computeCheckoutTotals([item(500)], 'razorpay', RATES).shippingLabel).toBe('shipping');
    expect(computeCheckoutTotals([item(500)], 'cod', DEFAULT_SHIPPING_RATES).shippingLabel).toBe('shippingCodFee');
  });
});
