import { formatRupeesShort } from '@shop/shared/money';
import type { Translator } from '../../../lib/i18n/i18n';

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
export function warrantyLabel(months: number, t: Translator['t']): string {
  return months % 12 === 0 ? t('perk.years', { count: months / 12 }) : t('perk.months', { count: months });
}

export function productPerks(
  product: { warrantyMonths?: number | null },
  shop: { freeShippingAboveRupees: number } | undefined,
  t: Translator['t'],
): Perk[] {
  const perks: Perk[] = [];
  if (shop) {
    perks.push({
      kind: 'shipping',
      label: t('perk.shipping'),
      hint:
        shop.freeShippingAboveRupees > 0
          ? t('perk.above', { amount: formatRupeesShort(shop.freeShippingAboveRupees) })
          : t('perk.every'),
    });
  }
  if (product.warrantyMonths != null && product.warrantyMonths > 0) {
    perks.push({ kind: 'warranty', label: warrantyLabel(product.warrantyMonths, t), hint: t('perk.brand') });
  }
  perks.push({ kind: 'returns', label: t('perk.returns'), hint: t('perk.returnsHint') });
  return perks;
}
