import { useT } from '../../../lib/i18n/i18n';
import { netQuantityWords, unitSalePriceWords } from '../../../lib/declaration-words';
import type { Product } from '../../../types/api';

/** The unit sale price beside the price (Legal Metrology rule 6(11)), at the price the shopper pays. */
export function UnitSalePriceLine({ product }: { product: Product }) {
  const translator = useT();
  const price = product.unitSalePriceAtSellingPrice ?? product.unitSalePrice;
  const quantity = product.declarations?.netQuantity;
  if (!product.declarations || quantity === null || quantity === undefined) return null;
  const words = netQuantityWords(translator, quantity, product.declarations.netQuantityUnit);
  return (
    <p className="text-sm text-slate-600" data-testid="unit-sale-price">
      {translator.t('product.netQuantity', { quantity: words })}
      {price ? ` · ${unitSalePriceWords(translator, price)}` : ''}
    </p>
  );
}
