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

export function isFreeShipping(subtotalPaise: number): boolean {
  return subtotalPaise > FREE_SHIPPING_ABOVE_PAISE;
}

/** Checkout shipping: free above 999 rupees; otherwise 100 for cash on delivery, 0 for prepaid and chat orders. */
export function shippingFeePaise(subtotalPaise: number, method: PaymentMethod): number {
  if (isFreeShipping(subtotalPaise)) return 0;
  return method === 'cod' ? COD_SHIPPING_FEE_PAISE : 0;
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
