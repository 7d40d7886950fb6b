import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../../../lib/i18n/i18n';
import { productPerks, warrantyLabel } from './perks';

const { t } = await loadTranslator('en');
const hindi = await loadTranslator('hi');

describe('product perks', () => {
  it('keeps the SPEC wording with the numbers from data', () => {
    expect(warrantyLabel(24, t)).toBe('2 Year Warranty');
    expect(warrantyLabel(12, t)).toBe('1 Year Warranty');
    expect(warrantyLabel(6, t)).toBe('6 Month Warranty');
    const perks = productPerks({ warrantyMonths: 24 }, { freeShippingAboveRupees: 1499 }, t);
    expect(perks.map((p) => p.label)).toEqual(['Free Shipping', '2 Year Warranty', 'Easy Returns']);
    expect(perks[0]!.hint).toBe('On orders above ₹1,499');
  });

  it('shows no warranty badge when the product has none', () => {
    const perks = productPerks({ warrantyMonths: null }, { freeShippingAboveRupees: 999 }, t);
    expect(perks.map((p) => p.kind)).toEqual(['shipping', 'returns']);
    expect(productPerks({}, { freeShippingAboveRupees: 0 }, t)[0]!.hint).toBe('On every order');
  });

  it('words the badges in Hindi on a Hindi page', () => {
    const perks = productPerks({ warrantyMonths: 12 }, { freeShippingAboveRupees: 1499 }, hindi.t);
    expect(perks.map((p) => p.label)).toEqual(['मुफ़्त डिलीवरी', '1 साल की वारंटी', 'आसान रिटर्न']);
    expect(perks[0]!.hint).toBe('₹1,499 से ज़्यादा के ऑर्डर पर');
  });
});
