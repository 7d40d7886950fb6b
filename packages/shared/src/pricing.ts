import { rupeesToPaise } from './money';
import { COD_SHIPPING_FEE_PAISE, FREE_SHIPPING_ABOVE_PAISE } from './constants';

export interface PricedProduct {
  mrp: number;
  sellingPrice?: number | null;
}

/** The price a shopper pays: sellingPrice when set, else mrp. Works in any one unit. */
export function effectivePrice(product: PricedProduct): number {
  return product.sellingPrice != null && product.sellingPrice > 0 ? product.sellingPrice : product.mrp;
}

export function hasDiscount(product: PricedProduct): boolean {
  return product.sellingPrice != null && product.sellingPrice > 0 && product.sellingPrice < product.mrp;
}

/** Rounded (mrp - sellingPrice) / mrp * 100, or 0 when there is no discount. */
export function discountPercent(product: PricedProduct): number {
  if (!hasDiscount(product) || product.mrp <= 0) return 0;
  return Math.round(((product.mrp - (product.sellingPrice ?? product.mrp)) / product.mrp) * 100);
}

export type PaymentMethod = 'cod' | 'razorpay' | 'whatsapp';
export const PAYMENT_METHODS = ['cod', 'razorpay', 'whatsapp'] as const satisfies readonly PaymentMethod[];

/** The shop's delivery charges, in paise, from its Settings (docs/decisions/039-shipping-fee-from-settings.md). */
export interface ShippingRates {
  /** Orders whose goods (after any coupon) cost more than this ship free. */
  freeAbovePaise: number;
  /** Charged on every order at or below the threshold. */
  shippingFeePaise: number;
  /** Charged on top for cash on delivery at or below the threshold. */
  codFeePaise: number;
  codEnabled: boolean;
}

/** The settings' rupee fields as rates. Takes only the four fields, so the public shop answer fits too. */
export function shippingRatesFromSettings(settings: {
  freeShippingAboveRupees: number;
  shippingFeeRupees: number;
  codFeeRupees: number;
  codEnabled: boolean;
}): ShippingRates {
  return {
    freeAbovePaise: rupeesToPaise(settings.freeShippingAboveRupees),
    shippingFeePaise: rupeesToPaise(settings.shippingFeeRupees),
    codFeePaise: rupeesToPaise(settings.codFeeRupees),
    codEnabled: settings.codEnabled,
  };
}

/** The first-start rates (decision 016's demo shop): free above 999 rupees, else 100 for COD, 0 for prepaid. */
export const DEFAULT_SHIPPING_RATES: ShippingRates = {
  freeAbovePaise: FREE_SHIPPING_ABOVE_PAISE,
  shippingFeePaise: 0,
  codFeePaise: COD_SHIPPING_FEE_PAISE,
  codEnabled: true,
};

export function isFreeShipping(subtotalPaise: number, rates: ShippingRates): boolean {
  return subtotalPaise > rates.freeAbovePaise;
}

/**
 * Checkout shipping (docs/decisions/039-shipping-fee-from-settings.md): above the threshold nothing; at or
 * below it the shipping fee, plus the COD fee for cash on delivery.
 */
export function shippingFeePaise(subtotalPaise: number, method: PaymentMethod, rates: ShippingRates): number {
  if (isFreeShipping(subtotalPaise, rates)) return 0;
  return rates.shippingFeePaise + (method === 'cod' ? rates.codFeePaise : 0);
}

export interface CartLine {
  unitPricePaise: number;
  quantity: number;
}

export function subtotalPaise(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
}

export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function starFill(rating: number, stars = 5): boolean[] {
  const filled = Math.floor(Math.max(0, Math.min(stars, rating)));
  return Array.from({ length: stars }, (_, i) => i < filled);
}
