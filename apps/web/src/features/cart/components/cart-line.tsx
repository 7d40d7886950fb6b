import { formatPaise, formatRupees, rupeesToPaise } from '@shop/shared/money';
import { effectivePrice, hasDiscount } from '@shop/shared/pricing';
import { Info, Trash } from 'lucide-react';
import { Link } from '../../../lib/link';
import { ProductImage } from '../../../components/product/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { paths } from '../../../config/paths';
import { type CartItem, lineName } from '../../../stores/cart/cart-reducer';
import { isCapTheLimit, unitsAllowed } from '../../../stores/cart/order-cap';
import { useStockNote } from '../../../lib/i18n/use-stock-note';
import { useT } from '../../../lib/i18n/i18n';

export function CartLine({
  item,
  note,
  maxUnits,
  onQuantityChange,
  onRemove,
}: {
  item: CartItem;
  note?: string;
  /** The shop's cap on units of one product per order, when known. */
  maxUnits?: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { product, quantity } = item;
  const unitPrice = effectivePrice(product);
  const stock = Math.max(0, Math.floor(product.stock));
  const stockText = useStockNote(stock);
  const { t } = useT();
  const allowed = unitsAllowed(stock, maxUnits);
  const isAtCap = isCapTheLimit(stock, maxUnits) && quantity >= allowed;
  const href = paths.productVariant(product._id, product.variantId);

  return (
    <li data-testid="cart-line" className="flex gap-3 p-4 sm:gap-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={product.images[0]}
          alt=""
          width={200}
          srcSetWidths={[200, 400]}
          sizes="96px"
          className="h-20 w-20 rounded-lg sm:h-24 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={href} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700">
              {product.name}
            </Link>
            {product.variantTitle && (
              <p className="text-sm text-slate-700" data-testid="cart-line-variant">
                {product.variantTitle}
              </p>
            )}
            <p className="mt-0.5 text-sm text-slate-600">
              {formatRupees(unitPrice)}
              {hasDiscount(product) && (
                <del className="ml-2 text-xs text-slate-500">
                  <span className="sr-only">{t('price.mrp')} </span>
                  {formatRupees(product.mrp)}
                </del>
              )}
              <span className="sr-only"> {t('price.each')}</span>
            </p>
            {stockText !== null && (
              <p className={stock === 0 ? 'text-xs font-medium text-red-700' : 'text-xs font-medium text-amber-700'}>
                {stockText}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="-m-1 shrink-0 rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600"
            aria-label={t('cart.removeLine', { name: lineName(product) })}
            title={t('cart.remove')}
          >
            <Trash className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        {note && (
          <p role="status" className="flex gap-1.5 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-800">
            <Info className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {note}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <QuantityStepper
              value={quantity}
              max={allowed}
              onChange={onQuantityChange}
              label={t('cart.quantityOf', { name: lineName(product) })}
              size="sm"
            />
            {isAtCap && (
              <p className="text-xs text-slate-500" data-testid="order-cap">
                {t('cart.capLimit', { count: allowed })}
              </p>
            )}
          </div>
          <p className="font-semibold text-slate-900" data-testid="line-total">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {formatPaise(rupeesToPaise(unitPrice) * quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}
