import { describe, expect, it } from 'vitest';
import { shiprocketMoneyFields, shiprocketOrderValuePaise } from './shiprocket-money';

describe('Shiprocket money fields', () => {
  const order = {
    subtotalPaise: 749_900,
    discountPaise: 10_000,
    shippingFeePaise: 0,
    items: [
      { unitPricePaise: 749_900, quantity: 1, discountPaise: 10_000 },
    ],
  };

  it('a ₹7,499 order less a ₹100 coupon makes the courier collect ₹7,399, not ₹7,499', () => {
    const fields = shiprocketMoneyFields(order);
    expect(fields).toMatchObject({ sub_total: 7399, total_discount: 0, shipping_charges: 0, lineDiscounts: [100] });
    expect(shiprocketOrderValuePaise(fields)).toBe(739_900);
  });

  it('adds the delivery charge (with the COD fee) and keeps paise', () => {
    const fields = shiprocketMoneyFields({
      subtotalPaise: 62_130,
      discountPaise: 4_350,
      shippingFeePaise: 12_650,
      items: [
        { unitPricePaise: 12_345, quantity: 3, discountPaise: 2_550 },
        { unitPricePaise: 24_095, quantity: 1, discountPaise: 1_800 },
      ],
    });
    expect(shiprocketOrderValuePaise(fields)).toBe(62_130 - 4_350 + 12_650);
  });

  it('reads Shiprocket fields as they arrive: strings, missing ones, and a total_discount still to take off', () => {
    expect(shiprocketOrderValuePaise({ sub_total: '7499', total_discount: '100', shipping_charges: '0.5' })).toBe(739_950);
    expect(shiprocketOrderValuePaise({ sub_total: 'abc' })).toBe(0);
  });
});
