import { describe, expect, it } from 'vitest';
import { productPerks, warrantyLabel } from './perks';

describe('product perks', () => {
  it('keeps the SPEC wording with the numbers from data', () => {
    expect(warrantyLabel(24)).toBe('2 Year Warranty');
    expect(warrantyLabel(12)).toBe('1 Year Warranty');
    expect(warrantyLabel(6)).toBe('6 Month Warranty');
    const perks = productPerks({ warrantyMonths: 24 }, { freeShippingAboveRupees: 1499 });
    expect(perks.map((p) => p.label)).toEqual(['Free Shipping', '2 Year Warranty', 'Easy Returns']);
    expect(perks[0]!.hint).toBe('On orders above ₹1,499');
  });

  it('shows no warranty badge when the product has none', () => {
    const perks = productPerks({ warrantyMonths: null }, { freeShippingAboveRupees: 999 });
    expect(perks.map((p) => p.kind)).toEqual(['shipping', 'returns']);
    expect(productPerks({}, { freeShippingAboveRupees: 0 })[0]!.hint).toBe('On every order');
  });
});
