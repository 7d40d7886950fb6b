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


/**
 * "Rate by price threshold" (docs/decisions/218-gst-rate-by-price-threshold.md): apparel, made-ups and footwear
 * of sale value not exceeding ₹2,500 per piece (or pair) take 5%, above it 18% (Notification 9/2025-Central Tax
 * (Rate), from 22 Sep 2025). The sale value is the transaction value before GST, after the invoice's discount.
 * A product without the rule has one rate for every variant.
 */
export interface GstPriceRule {
  ratePercent: number;
  /** At or below this sale value per piece: `ratePercent`; above it: `rateAbovePercent`. */
  thresholdPaise: number | null;
  rateAbovePercent: number | null;
}

/**
 * The GST rate of one piece sold at `unitPricePaise` (GST-inclusive, as every shop price) under the product's
 * rule: the lower rate while the value before that rate's GST stays within the threshold (₹2,625.00 inclusive
 * at 5% is ₹2,500.00 before GST), else the higher rate.
 */
export function gstRateForPrice(rule: GstPriceRule, unitPricePaise: number): number {
  if (rule.thresholdPaise === null || rule.rateAbovePercent === null) return rule.ratePercent;
  // Integers only: price / (1 + rate/100) <= threshold  <=>  price * 100 <= threshold * (100 + rate).
  const withinThreshold = unitPricePaise * 100 <= rule.thresholdPaise * (100 + rule.ratePercent);
  return withinThreshold ? rule.ratePercent : rule.rateAbovePercent;
}
