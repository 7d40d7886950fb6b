import { describe, expect, it } from 'vitest';
import { gstRateForPrice } from './gst-rates';
import { variantTitle } from './schemas/variants';

// docs/decisions/218-gst-rate-by-price-threshold.md: 5% up to ₹2,500 per piece before GST, 18% above.
const apparel = { ratePercent: 5, thresholdPaise: 2500_00, rateAbovePercent: 18 };

describe('GST rate by price threshold', () => {
  it.each([
    [1999_00, 5],
    [2500_00, 5],
    // ₹2,625.00 including 5% GST is ₹2,500.00 before it: still within the threshold.
    [2625_00, 5],
    [2625_01, 18],
    [2999_00, 18],
  ])('a piece at %i paise (GST included) takes %i%%', (price, rate) => {
    expect(gstRateForPrice(apparel, price)).toBe(rate);
  });

  it('gives a product without the rule its one rate at any price', () => {
    expect(gstRateForPrice({ ratePercent: 18, thresholdPaise: null, rateAbovePercent: null }, 99_999_00)).toBe(18);
  });
});

describe('variant titles', () => {
  it('names the first option and gives the others by value', () => {
    expect(variantTitle(['Size', 'Colour'], ['M', 'Maroon'])).toBe('Size M / Maroon');
    expect(variantTitle(['Size'], ['UK 9'])).toBe('Size UK 9');
    expect(variantTitle([], [])).toBe('');
  });
});
