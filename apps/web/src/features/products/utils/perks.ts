import { formatRupeesShort } from '@shop/shared/money';

/**
 * The badges under Add to Cart: the SPEC's texts, with the numbers from data (docs/decisions/140-texts-from-data.md).
 * Free shipping reads the shop's threshold; the warranty badge appears only when the product states one.
 */
export type PerkKind = 'shipping' | 'warranty' | 'returns';
export interface Perk {
  kind: PerkKind;
  label: string;
  hint: string;
}

/** 24 -> '2 Year Warranty', 6 -> '6 Month Warranty' (a compound adjective: no plural 's'). */
export function warrantyLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12} Year Warranty` : `${months} Month Warranty`;
}

export function productPerks(
  product: { warrantyMonths?: number | null },
  shop: { freeShippingAboveRupees: number } | undefined,
): Perk[] {
  const perks: Perk[] = [];
  if (shop) {
    perks.push({
      kind: 'shipping',
      label: 'Free Shipping',
      hint:
        shop.freeShippingAboveRupees > 0
          ? `On orders above ${formatRupeesShort(shop.freeShippingAboveRupees)}`
          : 'On every order',
    });
  }
  if (product.warrantyMonths != null && product.warrantyMonths > 0) {
    perks.push({ kind: 'warranty', label: warrantyLabel(product.warrantyMonths), hint: 'Brand warranty' });
  }
  perks.push({ kind: 'returns', label: 'Easy Returns', hint: 'Wrong or damaged items' });
  return perks;
}
