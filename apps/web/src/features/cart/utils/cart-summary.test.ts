import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../../../types/api';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { DEFAULT_SHIPPING_RATES } from '@shop/shared/pricing';
import { summarizeCart } from './cart-summary';

function line(
  price: { mrp: number; sellingPrice?: number; gstRate?: number },
  quantity: number,
  id = `p${price.mrp}`,
): CartItem {
  const product: CartProduct = { _id: id, name: id, images: [], stock: 100, category: 'Home', ...price };
  return { product, quantity };
}

describe('summarizeCart', () => {
  it('adds sellingPrice (else mrp) times quantity in paise, and counts units', () => {
    const summary = summarizeCart(
      [line({ mrp: 3999, sellingPrice: 1499 }, 2), line({ mrp: 450.5 }, 3)],
      DEFAULT_SHIPPING_RATES,
    );
    expect(summary.subtotalPaise).toBe(1499_00 * 2 + 450_50 * 3);
    expect(summary.totalPaise).toBe(summary.subtotalPaise);
    expect(summary.itemCount).toBe(5);
  });

  it('shows the GST included in the total, not added on top (standard 18% for a product without a rate)', () => {
    const summary = summarizeCart([line({ mrp: 1180 }, 1)], DEFAULT_SHIPPING_RATES);
    expect(summary.includedGstPaise).toBe(180_00);
    expect(summary.totalPaise).toBe(1180_00);
    // 12,091.00 at 18%: each half = 12,091 x 9/118 = 922.19 (rounded), GST = 2 x 922.19 (docs/gst.md)
    expect(summarizeCart([line({ mrp: 12091 }, 1)], DEFAULT_SHIPPING_RATES).includedGstPaise).toBe(1844_38);
  });

  it('shows GST per product rate', () => {
    const summary = summarizeCart(
      [line({ mrp: 499, gstRate: 5 }, 2), line({ mrp: 1499, gstRate: 18 }, 1)],
      DEFAULT_SHIPPING_RATES,
    );
    expect(summary.gstRates).toBe('5% ₹47.52, 18% ₹228.66');
    expect(summary.includedGstPaise).toBe(276_18);
  });

  it('promises free shipping only above ₹999', () => {
    expect(summarizeCart([line({ mrp: 999 }, 1)], DEFAULT_SHIPPING_RATES).isFreeShipping).toBe(false);
    expect(summarizeCart([line({ mrp: 999.01 }, 1)], DEFAULT_SHIPPING_RATES).isFreeShipping).toBe(true);
    expect(summarizeCart([line({ mrp: 500 }, 2)], DEFAULT_SHIPPING_RATES).isFreeShipping).toBe(true);
  });

  it("follows the settings' rates: free when no offered method charges below the threshold", () => {
    const noFees = { ...DEFAULT_SHIPPING_RATES, codFeePaise: 0 };
    expect(summarizeCart([line({ mrp: 100 }, 1)], noFees).isFreeShipping).toBe(true);
    const codOff = { ...DEFAULT_SHIPPING_RATES, codEnabled: false };
    expect(summarizeCart([line({ mrp: 100 }, 1)], codOff).isFreeShipping).toBe(true);
    const flatFee = { ...codOff, shippingFeePaise: 40_00, freeAbovePaise: 500_00 };
    expect(summarizeCart([line({ mrp: 500 }, 1)], flatFee).isFreeShipping).toBe(false);
    expect(summarizeCart([line({ mrp: 501 }, 1)], flatFee).isFreeShipping).toBe(true);
  });

  it('is all zero for an empty cart', () => {
    expect(summarizeCart([], DEFAULT_SHIPPING_RATES)).toEqual({
      itemCount: 0,
      subtotalPaise: 0,
      includedGstPaise: 0,
      gstRates: '',
      isFreeShipping: false,
      totalPaise: 0,
    });
  });

  it('does not drift with prices that are not exact in binary', () => {
    expect(summarizeCart([line({ mrp: 0.1 }, 3)], DEFAULT_SHIPPING_RATES).subtotalPaise).toBe(30);
  });
});
