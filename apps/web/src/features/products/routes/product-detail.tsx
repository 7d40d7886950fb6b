import { PackageX, RotateCcw, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { DiscountBadge, ProductPrice } from '../../../components/product/product-price';
import { StarRating } from '../../../components/product/star-rating';
import { Button, buttonClasses } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { pageMeta } from '../../../config/page-meta';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { cn } from '../../../lib/cn';
import { getErrorMessage } from '../../../lib/api-client';
import { useAddToCart } from '../../../stores/cart/use-add-to-cart';
import { useCart } from '../../../stores/cart/use-cart';
import { isCapTheLimit, unitsAllowed } from '../../../stores/cart/order-cap';
import { type ProductDetail, useProduct } from '../../../lib/products/get-product';
import {
  type Choice,
  imagesFor,
  priceRange,
  productPageTitle,
  productShown,
} from '../../../lib/products/variant-choice';
import type { ProductVariant } from '@shop/shared/schemas/catalog';
import type { VariantPicker as VariantPickerType } from '../components/variant-picker';
import { missingChoiceMessage, useVariantChoice } from '../hooks/use-variant-choice';
import { ProductGallery } from '../components/product-gallery';
import { UnitSalePriceLine } from '../components/unit-sale-price-line';
import type * as BelowFoldModule from '../components/product-below-fold';
import { StockStatus } from '../components/stock-status';
import { DeliveryCheckSlot, StockAlertSlot } from '../components/product-extras-slot';
import { productPerks } from '../utils/perks';
import { useShop } from '../../../lib/shop/get-shop';
import { ShareButton } from '../components/share-button';
import { useWishlist } from '../../../stores/wishlist/use-wishlist';
import { HeartButton } from '../../../components/heart-button';
import { useT, withMessages } from '../../../lib/i18n/i18n';

// The tabs and legal information below the fold are a chunk of their own, fetched when this module loads and
// hydrated when it arrives; the server awaits it before rendering, so the page is rendered whole (as the reviews
// are, app/routes/product-page.tsx).
let loadedBelowFold: typeof BelowFoldModule | undefined;
const belowFoldModule = withMessages('below', import('../components/product-below-fold')).then((m) => {
  loadedBelowFold = m;
  return m;
});
const LazyBelowFold = lazy(() => belowFoldModule.then((m) => ({ default: m.ProductBelowFold })));
const LazyRelated = lazy(() => belowFoldModule.then((m) => ({ default: m.RelatedProducts })));
if (import.meta.env.SSR) await belowFoldModule;

function ProductBelowFold(props: Parameters<typeof BelowFoldModule.ProductBelowFold>[0]) {
  const Loaded = loadedBelowFold?.ProductBelowFold;
  return Loaded ? <Loaded {...props} /> : <LazyBelowFold {...props} />;
}

function RelatedProducts(props: Parameters<typeof BelowFoldModule.RelatedProducts>[0]) {
  const Loaded = loadedBelowFold?.RelatedProducts;
  return Loaded ? <Loaded {...props} /> : <LazyRelated {...props} />;
}

// The option pickers likewise (only products with options need them): fetched with this module, awaited by the
// server. A press on a picker before its code is there is replayed by React once it hydrates (decision 080).
type Picker = typeof VariantPickerType;
let LoadedPicker: Picker | undefined;
const pickerModule = withMessages('below', import('../components/variant-picker')).then((m) => {
  LoadedPicker = m.VariantPicker;
  return { default: m.VariantPicker };
});
const LazyPicker = lazy(() => pickerModule);
if (import.meta.env.SSR) await pickerModule;

/**
 * Both chunks, for the route to wait for before the page renders (app/router.tsx): hydrated before they came,
 * the pickers stayed server HTML that React dropped taps on and then threw away (decision 265).
 */
export const productDetailChunks = Promise.all([belowFoldModule, pickerModule]);

function VariantPicker(props: Parameters<Picker>[0]) {
  return LoadedPicker ? <LoadedPicker {...props} /> : <LazyPicker {...props} />;
}

const PERK_ICONS = { shipping: Truck, warranty: ShieldCheck, returns: RotateCcw } as const;

function Breadcrumb({ category, label, name }: { category?: string; label?: string; name?: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-5 text-sm text-slate-500">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={paths.home} className="hover:text-brand-700">
            {t('product.home')}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={paths.products} className="hover:text-brand-700">
            {t('nav.products')}
          </Link>
        </li>
        {category && (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.productsInCategory(category)} className="hover:text-brand-700">
                {label ?? category}
              </Link>
            </li>
          </>
        )}
        {name && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="max-w-full truncate font-medium text-slate-700 sm:max-w-md">
              {name}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function NotFoundPanel({ message }: { message: string }) {
  const { t } = useT();
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
      <PackageX className="mx-auto h-14 w-14 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('product.notFound')}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('product.browse')}
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('product.loadingProduct')} className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-3">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="grid grid-cols-4 gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-lg" />
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-8 w-28 rounded-full" />
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    </div>
  );
}

interface VariantChoiceProps {
  detail: ProductDetail;
  choice: Choice;
  variant: ProductVariant | null;
  pick: (index: number, value: string) => void;
}

/** "M / Maroon": the chosen values of the options that have more than one, for "Only 2 left in M". */
function chosenValues({ detail, variant }: Pick<VariantChoiceProps, 'detail' | 'variant'>): string {
  if (!variant) return '';
  return variant.optionValues.filter((_, i) => (detail.options[i]?.values.length ?? 0) > 1).join(' / ');
}

function PurchasePanel({ detail, choice, variant, pick }: VariantChoiceProps) {
  const translator = useT();
  const { t } = translator;
  const hasOptions = detail.options.length > 0;
  // What the page shows and the cart takes: the chosen variant's price, stock and SKU (decision 217).
  const product = productShown(detail.product, detail.options, detail.variants, variant);
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [isChoiceAsked, setIsChoiceAsked] = useState(false);
  const wishlist = useWishlist();
  const { maxUnitsPerProduct } = useCart();
  const perks = productPerks(product, useShop(), t);
  const stock = Math.max(0, Math.floor(product.stock));
  const isOutOfStock = stock === 0;
  // The most one order may hold: the stock, and the shop's cap on units of one product per order.
  const allowed = unitsAllowed(stock, maxUnitsPerProduct);
  // A picked quantity never outlives a stock drop after a refetch.
  const shownQuantity = Math.min(Math.max(1, quantity), Math.max(1, allowed));
  const isAtCap = isCapTheLimit(stock, maxUnitsPerProduct) && shownQuantity >= allowed;
  const missing = hasOptions ? missingChoiceMessage(detail.options, choice, translator) : null;
  const range = hasOptions && !variant ? priceRange(detail.variants) : null;
  const onAdd = () => {
    if (missing || (hasOptions && !variant)) {
      setIsChoiceAsked(true);
      return;
    }
    addToCart(
      variant && hasOptions ? { ...product, variantId: variant._id, variantTitle: variant.title } : product,
      shownQuantity,
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
        {product.categoryLabel ?? product.category}
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
      {hasOptions && variant && (
        <p className="-mt-2 text-base text-slate-700" data-testid="variant-title">
          {variant.title}
        </p>
      )}
      <StarRating rating={product.rating} reviews={product.reviews} size="md" />
      <div className="space-y-1">
        <div className="flex items-baseline gap-2">
          {range && range.low !== range.high && <span className="text-lg text-slate-600">{t('product.from')}</span>}
          <ProductPrice product={product} size="lg" showBadge />
        </div>
        <p className="text-xs text-slate-500">{t('product.taxes')}</p>
        <UnitSalePriceLine product={product} />
        {product.declarations?.countryOfOrigin && (
          <p className="text-sm text-slate-600">
            {t('product.origin', { country: product.declarations.countryOfOrigin })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {(!hasOptions || variant || isOutOfStock) && (
          <StockStatus stock={stock} within={chosenValues({ detail, variant })} />
        )}
        {product.sku && <span className="text-xs text-slate-500">{t('product.sku', { sku: product.sku })}</span>}
      </div>

      {hasOptions && (
        <Suspense fallback={null}>
          <VariantPicker
            options={detail.options}
            variants={detail.variants}
            choice={choice}
            onPick={(index, value) => {
              pick(index, value);
              setIsChoiceAsked(false);
            }}
            missingMessage={isChoiceAsked ? (missing ?? t('product.notSold')) : null}
            sizeChart={detail.hasSizeChart ? { productId: product._id, productName: product.name } : undefined}
          />
        </Suspense>
      )}

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
        <div className="relative flex items-center gap-3">
          <span className="text-sm font-medium text-slate-700">{t('product.quantity')}</span>
          <QuantityStepper
            value={shownQuantity}
            max={Math.max(1, allowed)}
            onChange={setQuantity}
            label={t('product.quantity')}
            isDisabled={isOutOfStock}
          />
          {isAtCap && (
            // Under the picker on wide screens, so the Add to Cart button keeps its room.
            <span
              className="text-xs text-slate-500 sm:absolute sm:top-full sm:right-0 sm:mt-1 sm:whitespace-nowrap"
              data-testid="order-cap"
            >
              {t('product.cap', { max: allowed })}
            </span>
          )}
        </div>
        <div className="flex flex-1 gap-2">
          <Button size="lg" className="flex-1" disabled={isOutOfStock} onClick={onAdd}>
            <ShoppingCart className="h-5 w-5" aria-hidden="true" />
            {isOutOfStock ? t('stock.out') : t('card.addToCart')}
          </Button>
          <HeartButton productId={product._id} wishlist={wishlist} className="h-12 w-12" />
          <ShareButton title={product.name} path={paths.product(product._id)} />
        </div>
      </div>

      {isOutOfStock ? <StockAlertSlot productId={product._id} /> : <DeliveryCheckSlot productId={product._id} />}

      <ul
        data-testid="product-perks"
        className={cn('grid gap-2 border-t border-slate-200 pt-4', perks.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}
      >
        {perks.map(({ kind, label, hint }) => {
          const Icon = PERK_ICONS[kind];
          return (
            <li key={kind} className="flex flex-col items-center gap-1 rounded-xl bg-slate-50 p-3 text-center">
              <Icon className="h-6 w-6 text-brand-600" aria-hidden="true" />
              <span className="text-xs font-semibold text-slate-900 sm:text-sm">{label}</span>
              <span className="hidden text-xs text-slate-500 sm:block">{hint}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reviews under the product: another feature's, so app/routes/product-page.tsx passes it in. */
type ReviewsSectionSlot = ComponentType<{ productId: string; productName: string }>;

/** Product detail (/products/:id). */
export function ProductDetailRoute({ ReviewsSection }: { ReviewsSection: ReviewsSectionSlot }) {
  const { t } = useT();
  const id = useParams().id?.trim() ?? '';
  const query = useProduct(id);
  const product = query.data?.product;
  // A loaded product's title names the chosen variant: ProductView sets it (decision 245).
  usePageMeta(
    product ? null : t(query.isError || !id ? pageMeta.productNotFound.title : pageMeta.product.title),
    product?.description,
  );

  if (!id) {
    return (
      <div className="container-page py-8">
        <Breadcrumb />
        <NotFoundPanel message={t('product.noId')} />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="container-page py-8">
        <Breadcrumb />
        <NotFoundPanel message={getErrorMessage(query.error, t('product.detailsFailed'))} />
      </div>
    );
  }

  if (!product || !query.data) {
    return (
      <div className="container-page py-8">
        <Breadcrumb />
        <DetailSkeleton />
      </div>
    );
  }

  return <ProductView detail={query.data} ReviewsSection={ReviewsSection} />;
}

/** The loaded product: the gallery follows the chosen colour, the purchase panel the chosen variant. */
function ProductView({ detail, ReviewsSection }: { detail: ProductDetail; ReviewsSection: ReviewsSectionSlot }) {
  const { product, relatedProducts: related } = detail;
  const { choice, pick, variant } = useVariantChoice(detail);
  useDocumentTitle(productPageTitle(product.name, detail.options.length > 0 ? variant?.title : null));
  const images = imagesFor(product, detail.options, detail.variants, choice);

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumb category={product.category} label={product.categoryLabel} name={product.name} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          // A new product starts at its first picture (keys unique among the siblings: both remount per product).
          key={`gallery-${product._id}-${images.join(' ')}`}
          images={images}
          name={product.name}
          badge={<DiscountBadge product={product} className="px-3 py-1 text-sm shadow" />}
        />
        <PurchasePanel key={`purchase-${product._id}`} detail={detail} choice={choice} variant={variant} pick={pick} />
      </div>

      <Suspense fallback={null}>
        <ProductBelowFold product={productShown(product, detail.options, detail.variants, variant)} />
      </Suspense>
      <Suspense fallback={null}>
        <ReviewsSection key={product._id} productId={product._id} productName={product.name} />
      </Suspense>

      <Suspense fallback={null}>
        <RelatedProducts products={related} />
      </Suspense>
    </div>
  );
}
