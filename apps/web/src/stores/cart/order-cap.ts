/**
 * The shop's cap on units of one product per order (admin Settings, "max units per product"; the server refuses
 * more with a 422, docs/decisions/043-stock-hoarding-caps.md). The product page and the cart never offer more
 * than the cap or the stock, whichever is lower, and say why (docs/decisions/048-caps-shown-before-checkout.md).
 */

/** Whole units one cart line may hold: the stock, and the shop's cap once known. */
export function unitsAllowed(stock: number, maxUnits?: number): number {
  const inStock = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  return maxUnits !== undefined && maxUnits >= 1 ? Math.min(inStock, Math.floor(maxUnits)) : inStock;
}

/** True when the cap, not the stock, is what stops the shopper. */
export function isCapTheLimit(stock: number, maxUnits?: number): boolean {
  return maxUnits !== undefined && unitsAllowed(stock, maxUnits) < unitsAllowed(stock);
}
