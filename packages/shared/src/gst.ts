import { formatAmountInWords } from './amount-in-words';
import { gstinState } from './gstin';
import { GST_STATE_CODES, type IndianState } from './indian-states';
import { DEFAULT_GST_RATE_PERCENT, isLegalGstRate } from './gst-rates';

/**
 * The one GST calculation of the shop: cart, checkout, order creation, tax invoice, credit notes and the
 * GSTR-1 export all call this module (docs/decisions/050-gst-calculation.md, docs/gst.md). Prices include
 * GST; amounts are integer paise.
 */

export {
  DEFAULT_GST_RATE_PERCENT,
  GST_RATES_PERCENT,
  LEGAL_GST_RATES_PERCENT,
  isGstRate,
  isLegalGstRate,
} from './gst-rates';

/** "0% (exempt)", "0.25%", "18%": how forms and messages name a rate. */
export function formatGstRate(ratePercent: number): string {
  return ratePercent === 0 ? '0% (exempt)' : `${ratePercent}%`;
}

/** The rate a new product starts at: the standard rate when the shop offers it, else the shop's highest. */
export function defaultGstRate(rates: readonly number[]): number {
  return rates.includes(DEFAULT_GST_RATE_PERCENT)
    ? DEFAULT_GST_RATE_PERCENT
    : (rates.at(-1) ?? DEFAULT_GST_RATE_PERCENT);
}

/**
 * Why a product may not be saved at `ratePercent` with this shop's rate list, or null when it may. A product
 * that already carries a rate since dropped from the list keeps it (`currentRatePercent`): existing products
 * and orders go on working; only choosing a rate outside the list is refused.
 */
export function gstRateProblem(
  ratePercent: number,
  shopRates: readonly number[],
  currentRatePercent?: number,
): string | null {
  if (shopRates.includes(ratePercent) || ratePercent === currentRatePercent) return null;
  const offered = shopRates.map((r) => `${r}%`).join(', ');
  return isLegalGstRate(ratePercent)
    ? `GST rate ${ratePercent}% is not in this shop's list of rates (${offered}). Choose one of them, or add ${ratePercent}% on the Settings screen first.`
    : `${ratePercent}% is not a GST rate for goods. Choose one of this shop's rates: ${offered}.`;
}

/** HSN codes are printed with 4, 6 or 8 digits (chapter+heading, subheading, tariff item). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits';

export { formatAmountInWords };

export type SupplyType = 'intra' | 'inter';

/**
 * Place of supply for goods delivered by the seller: the buyer's registered state when a GSTIN is given
 * (B2B, the invoice is billed to that registration), otherwise the delivery state.
 */
export function placeOfSupplyState(shippingState: string, buyerGstin?: string | null): string {
  const fromGstin = buyerGstin ? gstinState(buyerGstin) : undefined;
  return fromGstin ?? shippingState;
}

export function supplyTypeOf(sellerState: string, placeOfSupply: string): SupplyType {
  return sellerState.trim().toLowerCase() === placeOfSupply.trim().toLowerCase() ? 'intra' : 'inter';
}

export function gstStateCode(state: string): string | undefined {
  return GST_STATE_CODES[state as IndianState];
}

/** "Karnataka (29)", as the invoice and GSTR-1 print a place of supply. */
export function formatPlaceOfSupply(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}

export interface GstItemInput {
  /** GST-inclusive amount of the line in paise (unit price x quantity). */
  amountPaise: number;
  ratePercent: number;
}

export type GstLineKind = 'item' | 'shipping';

export interface GstLine {
  kind: GstLineKind;
  /** Index in the input items; -1 for the shipping / COD fee line. */
  index: number;
  amountPaise: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstRateSummary extends GstTotals {
  ratePercent: number;
}

export interface GstTotals {
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstBreakdown {
  supplyType: SupplyType;
  /** Rate at which the shipping / COD fee was taxed (the principal supply's rate); null without a fee. */
  feeRatePercent: number | null;
  lines: GstLine[];
  /** One entry per rate present, ascending. */
  byRate: GstRateSummary[];
  totals: GstTotals;
}

/**
 * The principal supply of a composite supply (CGST Act s.2(90)) is its predominant element: the rate whose
 * items carry the largest value; a tie goes to the higher rate. Null for an empty cart.
 */
export function principalRatePercent(items: readonly GstItemInput[]): number | null {
  const valueByRate = new Map<number, number>();
  for (const item of items)
    valueByRate.set(item.ratePercent, (valueByRate.get(item.ratePercent) ?? 0) + item.amountPaise);
  let best: number | null = null;
  for (const [rate, value] of valueByRate) {
    const bestValue = best === null ? -1 : (valueByRate.get(best) ?? 0);
    if (value > bestValue || (value === bestValue && best !== null && rate > best)) best = rate;
  }
  return best;
}

/**
 * Half the tax inside a GST-inclusive amount, rounded to the paisa: CGST = SGST = this, IGST = twice this,
 * so the two halves are always equal and the taxable value is the same whichever state the goods go to.
 */
function halfTaxExact(amountPaise: number, ratePercent: number): number {
  return (amountPaise * ratePercent) / 2 / (100 + ratePercent);
}

/** Splits `total` over parts in proportion to their exact shares (largest remainder), so the parts add up. */
function apportion(total: number, exactShares: readonly number[]): number[] {
  const floors = exactShares.map((share) => Math.floor(share));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exactShares
    .map((share, i) => ({ i, fraction: share - Math.floor(share) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/**
 * GST inside a GST-inclusive invoice. Rounding is per invoice and rate (docs/decisions/050): for each rate,
 * half-tax = round(sum of amounts x rate/2 / (100 + rate)); tax = 2 x half-tax; taxable = amount - tax.
 * Lines get their share of the rate's half-tax by largest remainder, so lines add up to the rate summary,
 * the summaries add up to the totals, and taxable + tax is exactly what the shopper paid.
 * The shipping / COD fee is part of the composite supply and taxed at the principal supply's rate.
 */
export function computeGst(input: {
  items: readonly GstItemInput[];
  feePaise?: number;
  supplyType: SupplyType;
}): GstBreakdown {
  const { items, supplyType } = input;
  const feePaise = input.feePaise ?? 0;
  const feeRate = feePaise > 0 ? (principalRatePercent(items) ?? DEFAULT_GST_RATE_PERCENT) : null;
  const all: { kind: GstLineKind; index: number; amountPaise: number; ratePercent: number }[] = items.map(
    (item, index) => ({ kind: 'item', index, amountPaise: item.amountPaise, ratePercent: item.ratePercent }),
  );
  if (feeRate !== null) all.push({ kind: 'shipping', index: -1, amountPaise: feePaise, ratePercent: feeRate });

  const lines: GstLine[] = all.map((l) => ({
    ...l,
    taxablePaise: l.amountPaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  }));
  const rates = [...new Set(all.map((l) => l.ratePercent))].sort((a, b) => a - b);
  const byRate: GstRateSummary[] = rates.map((ratePercent) => {
    const members = lines.filter((l) => l.ratePercent === ratePercent);
    const amountPaise = members.reduce((sum, l) => sum + l.amountPaise, 0);
    const half = Math.round(halfTaxExact(amountPaise, ratePercent));
    const shares = apportion(
      half,
      members.map((l) => halfTaxExact(l.amountPaise, ratePercent)),
    );
    members.forEach((line, i) => {
      const lineHalf = shares[i] ?? 0;
      line.taxablePaise = line.amountPaise - 2 * lineHalf;
      if (supplyType === 'intra') {
        line.cgstPaise = lineHalf;
        line.sgstPaise = lineHalf;
      } else {
        line.igstPaise = 2 * lineHalf;
      }
    });
    return {
      ratePercent,
      amountPaise,
      taxablePaise: amountPaise - 2 * half,
      taxPaise: 2 * half,
      cgstPaise: supplyType === 'intra' ? half : 0,
      sgstPaise: supplyType === 'intra' ? half : 0,
      igstPaise: supplyType === 'inter' ? 2 * half : 0,
    };
  });
  const totals = byRate.reduce<GstTotals>(
    (t, r) => ({
      amountPaise: t.amountPaise + r.amountPaise,
      taxablePaise: t.taxablePaise + r.taxablePaise,
      taxPaise: t.taxPaise + r.taxPaise,
      cgstPaise: t.cgstPaise + r.cgstPaise,
      sgstPaise: t.sgstPaise + r.sgstPaise,
      igstPaise: t.igstPaise + r.igstPaise,
    }),
    { amountPaise: 0, taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
  return { supplyType, feeRatePercent: feeRate, lines, byRate, totals };
}

/** "5% ₹a, 18% ₹b": each rate with the GST inside it; rates without tax (exempt items) are left out, so it may be ''. */
export function includedGstRates(breakdown: GstBreakdown, formatPaise: (paise: number) => string): string {
  return breakdown.byRate
    .filter((r) => r.taxPaise > 0)
    .map((r) => `${r.ratePercent}% ${formatPaise(r.taxPaise)}`)
    .join(', ');
}

/**
 * The English line "incl. GST ₹x: 5% ₹a, 18% ₹b" (mails and documents); screens say it in the shopper's language
 * from `includedGstRates`.
 */
export function describeIncludedGst(breakdown: GstBreakdown, formatPaise: (paise: number) => string): string {
  const rates = includedGstRates(breakdown, formatPaise);
  return rates === '' ? `incl. GST ${formatPaise(0)}` : `incl. GST ${formatPaise(breakdown.totals.taxPaise)}: ${rates}`;
}

/** One line of a placed order as the GST calculation needs it (server rows and the order API alike). */
export interface OrderGstLine {
  unitPricePaise: number;
  quantity: number;
  /** The line's share of the coupon discount: GST is on the value after it (docs/decisions/138). */
  discountPaise?: number;
  ratePercent: number;
}

/**
 * The GST of a placed order, exactly as its invoice states it: the lines after their coupon share, the
 * shipping / COD fee at the principal supply's rate. The order page, the mails, the invoice, credit notes and
 * GSTR-1 all read this, so no screen can show another breakup (docs/gst.md).
 */
export function orderGst(
  order: { items: readonly OrderGstLine[]; shippingFeePaise: number },
  supplyType: SupplyType = 'intra',
): GstBreakdown {
  return computeGst({
    items: order.items.map((item) => ({
      amountPaise: item.unitPricePaise * item.quantity - (item.discountPaise ?? 0),
      ratePercent: item.ratePercent,
    })),
    feePaise: order.shippingFeePaise,
    supplyType,
  });
}
