import { describe, expect, it } from 'vitest';
import { orderGstDescription } from './order-gst';

const line = (price: number, quantity: number, gstRate: number, discount = 0) => ({
  product: { _id: null, name: 'x', sku: null, images: [] },
  name: 'x',
  sku: null,
  price,
  mrp: price,
  quantity,
  discount,
  gstRate,
});

describe('orderGstDescription (docs/gst.md)', () => {
  it('taxes the COD fee at a 5% kurta rate, as the invoice does', () => {
    // 699 + 100 at 5%: half = round(79900 × 2.5 / 105) = 1902.38 -> 19.02; tax 38.04
    expect(orderGstDescription({ items: [line(699, 1, 5)], shippingFee: 100 })).toBe('incl. GST ₹38.04: 5% ₹38.04');
  });

  it('splits a mixed order by rate with the fee at the principal rate (worked example 3)', () => {
    expect(orderGstDescription({ items: [line(499, 2, 5), line(1499, 1, 18)], shippingFee: 100 })).toBe(
      'incl. GST ₹291.44: 5% ₹47.52, 18% ₹243.92',
    );
  });
});
