/*
 * The GST rate lists on their own, without the calculation: the cart checks a stored line's rate on every page
 * (it is in the entry chunk), and the calculation with its state and amount-in-words tables is not needed there.
 */

/**
 * Every GST rate a good may carry since 22 Sep 2025 (docs/decisions/055-configurable-gst-rates.md): the slabs
 * 0% (exempt/nil), 5% (merit), 18% (standard) and 40% (demerit), and the special rates 0.25% (rough
 * diamonds, precious stones) and 3% (gold, silver, jewellery). A shop's own list (shop settings) is a subset.
 */
export const LEGAL_GST_RATES_PERCENT = [0, 0.25, 3, 5, 18, 40] as const;
/** The list a shop starts with: the four slabs for goods (docs/decisions/050-gst-calculation.md). */
export const GST_RATES_PERCENT = [0, 5, 18, 40] as const;
export const DEFAULT_GST_RATE_PERCENT = 18;

export function isGstRate(value: number, rates: readonly number[] = GST_RATES_PERCENT): boolean {
  return rates.includes(value);
}

export function isLegalGstRate(value: number): boolean {
  return isGstRate(value, LEGAL_GST_RATES_PERCENT);
}

