import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import type { Product } from '../../types/api';
import { Button, buttonClasses } from '../ui/button';
import { ProductImage } from './product-image';
import { DiscountBadge, ProductPrice } from './product-price';
import { StarRating } from './star-rating';
import { useT } from '../../lib/i18n/i18n';

/** What a card shows of a product. `sellingPrice` may be absent (sold at MRP). */
export type CardProduct = Pick<
  Product,
  '_id' | 'name' | 'mrp' | 'images' | 'stock' | 'rating' | 'reviews' | 'category' | 'choices' | 'categoryLabel'
> & { sellingPrice?: number | null };

export interface ProductCardProps<P extends CardProduct> {
  product: P;
  onAddToCart: (product: P) => void;
  layout?: 'grid' | 'list';
  /** Cards in the first screenful load their picture eagerly; the rest wait until scrolled near. */
  imageLoading?: 'lazy' | 'eager';
  /** Heading level of the product name inside the page outline. */
  headingLevel?: 'h2' | 'h3';
  /**
   * The wishlist heart (features/wishlist HeartButton), placed over the picture. A slot rather than an import,
   * so the home page's first chunk does not carry the wishlist (docs/decisions/134-share-and-lazy-review-form.md).
   */
  heart?: ReactNode;
}

/**
 * The product card of docs/product.md#products-list: picture (placeholder when missing), percent-off badge,
 * Out of Stock overlay, name, stars with review count, price with MRP struck through, 'Stock: N items', Add to Cart.
 */
export function ProductCard<P extends CardProduct>({
  product,
  onAddToCart,
  layout = 'grid',
  imageLoading = 'lazy',
  headingLevel: Heading = 'h3',
  heart,
}: ProductCardProps<P>) {
  const { t } = useT();
  const isOutOfStock = product.stock <= 0;
  const href = paths.product(product._id);
  const isList = layout === 'list';
  // A product with sizes or colours is chosen on its page (decision 217): the card links there.
  const choices = product.choices;
  const isFrom = choices ? choices.highestPrice > (product.sellingPrice ?? product.mrp) : false;
  // Only the colours some size is in stock in (decision 247); the first three by name.
  const colours = choices?.colours ?? [];

  return (
    <article
      data-testid="product-card"
      className={cn(
        'group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        isList ? 'flex-row' : 'flex-col',
      )}
    >
      {/* The picture repeats the name link for pointer users; keyboard and screen readers get the name link. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn(
          'relative block shrink-0 overflow-hidden bg-slate-100',
          isList ? 'm-3 aspect-square w-24 self-start rounded-xl sm:m-4 sm:w-44' : 'aspect-square w-full',
        )}
      >
        <ProductImage
          src={product.images[0]}
          alt=""
          width={400}
          srcSetWidths={[400, 800]}
          sizes={
            isList ? '(min-width: 640px) 192px, 112px' : '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw'
          }
          loading={imageLoading}
          className="h-full w-full transition-transform duration-300 group-hover:scale-105"
        />
        <DiscountBadge product={product} className="absolute top-2 left-2 shadow-sm" />
        {isOutOfStock && (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-900/55">
            <span
              data-testid="out-of-stock-overlay"
              className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-900 sm:text-sm"
            >
              {t('stock.out')}
            </span>
          </span>
        )}
      </Link>
      {heart && (
        <div className={cn('absolute', isList ? 'top-4 left-4 sm:top-5 sm:left-5' : 'top-2 right-2')}>{heart}</div>
      )}

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', isList ? 'py-3 pr-3 sm:py-4 sm:pr-5' : 'p-3 sm:p-4')}>
        <p className="text-[11px] font-semibold tracking-wider text-brand-600 uppercase">
          {product.categoryLabel ?? product.category}
        </p>
        <Heading
          className={cn('font-semibold text-slate-900', isList ? 'text-base sm:text-lg' : 'text-sm sm:text-base')}
        >
          <Link to={href} className="line-clamp-2 hover:text-brand-700 focus-visible:underline">
            {product.name}
          </Link>
        </Heading>
        <StarRating rating={product.rating} reviews={product.reviews} />
        <div className="flex items-baseline gap-1">
          {isFrom && <span className="text-xs text-slate-600 sm:text-sm">{t('card.from')}</span>}
          <ProductPrice product={product} />
        </div>
        {colours.length > 0 && (
          <p className="truncate text-xs text-slate-600" data-testid="card-colours">
            {t('card.colours', { count: colours.length })} {colours.slice(0, 3).join(', ')}
            {colours.length > 3 ? ` +${colours.length - 3}` : ''}
          </p>
        )}
        <p className="text-xs text-slate-500">{t('card.stock', { count: Math.max(0, product.stock) })}</p>
        <div className={cn('pt-2', isList ? 'sm:mt-auto sm:max-w-xs' : 'mt-auto')}>
          {choices && !isOutOfStock ? (
            <Link to={href} className={buttonClasses('primary', 'sm', 'w-full')}>
              {t('card.chooseOptions')}
              <span className="sr-only">: {product.name}</span>
            </Link>
          ) : (
            <Button size="sm" className="w-full" disabled={isOutOfStock} onClick={() => onAddToCart(product)}>
              {isOutOfStock ? (
                t('stock.out')
              ) : (
                <>
                  <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                  {t('card.addToCart')}
                  <span className="sr-only">: {product.name}</span>
                </>
              )}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Card-shaped placeholder while products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  const isList = layout === 'list';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex overflow-hidden rounded-2xl border border-slate-200 bg-white',
        isList ? 'flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn('animate-pulse bg-slate-200', isList ? 'aspect-square w-28 sm:w-48' : 'aspect-square w-full')}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="h-3 w-16 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-24 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-20 animate-pulse rounded bg-slate-200" />
        <div className="mt-2 h-8 w-full animate-pulse rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
