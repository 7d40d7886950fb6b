import { formatNetQuantity, formatUnitSalePrice } from '@shop/shared/declarations';
import { useT } from '../../../lib/i18n/i18n';
import type { Product } from '../../../types/api';

/** The unit sale price beside the price (Legal Metrology rule 6(11)), at the price the shopper pays. */
export function UnitSalePriceLine({ product }: { product: Product }) {
  const { t } = useT();
  const price = product.unitSalePriceAtSellingPrice ?? product.unitSalePrice;
  const quantity = product.declarations?.netQuantity;
  if (!product.declarations || quantity === null || quantity === undefined) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="unit-sale-price">
      {t('product.netQuantity', { quantity: formatNetQuantity(quantity, product.declarations.netQuantityUnit) })}
      {price ? ` · ${formatUnitSalePrice(price)}` : ''}
    </p>
  );
}
