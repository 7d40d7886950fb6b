import { formatRupees } from '@shop/shared/money';
import { discountPercent, effectivePrice, hasDiscount, type PricedProduct } from '@shop/shared/pricing';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/i18n';

/** "33% OFF": only when the selling price is below the MRP (docs/product.md#constants). */
export function DiscountBadge({ product, className }: { product: PricedProduct; className?: string }) {
  const { t } = useT();
  if (!hasDiscount(product)) return null;
  return (
    <span
      data-testid="discount-badge"
      className={cn('rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white', className)}
    >
      {t('price.off', { percent: discountPercent(product) })}
    </span>
  );
}

/** The price paid (selling price, else MRP) with the MRP struck through when there is a discount. */
export function ProductPrice({
  product,
  size = 'md',
  showBadge = false,
  className,
}: {
  product: PricedProduct;
  size?: 'md' | 'lg';
  showBadge?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const isDiscounted = hasDiscount(product);
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span
        data-testid="product-price"
        className={cn('font-bold text-slate-900', size === 'lg' ? 'text-3xl' : 'text-base sm:text-lg')}
      >
        {formatRupees(effectivePrice(product))}
      </span>
      {isDiscounted && (
        <del className={cn('text-slate-500', size === 'lg' ? 'text-lg' : 'text-xs sm:text-sm')}>
          <span className="sr-only">{t('price.mrp')} </span>
          {formatRupees(product.mrp)}
        </del>
      )}
      {showBadge && <DiscountBadge product={product} className="self-center" />}
    </div>
  );
}
