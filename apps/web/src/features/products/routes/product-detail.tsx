import { PackageX, RotateCcw, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { type ComponentType, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { DiscountBadge, ProductPrice } from '../../../components/product/product-price';
import { StarRating } from '../../../components/product/star-rating';
import { Button, buttonClasses } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Skeleton } from '../../../components/ui/skeleton';
import { PAGE_SECTION_HEADING, TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import { pageMeta } from '../../../config/page-meta';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { cn } from '../../../lib/cn';
import { getErrorMessage } from '../../../lib/api-client';
import type { Product } from '../../../types/api';
import { useAddToCart } from '../../../stores/cart/use-add-to-cart';
import { useCart } from '../../../stores/cart/use-cart';
import { isCapTheLimit, ORDER_CAP_MESSAGES, unitsAllowed } from '../../../stores/cart/order-cap';
import { useProduct } from '../../../lib/products/get-product';
import { ProductGallery } from '../components/product-gallery';
import { LegalInformation, UnitSalePriceLine } from '../components/legal-information';
import { ProductTabs } from '../components/product-tabs';
import { StockStatus } from '../components/stock-status';
import { productPerks } from '../utils/perks';
import { useShop } from '../../../lib/shop/get-shop';
import { ShareButton } from '../components/share-button';
import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { useWishlist } from '../../../stores/wishlist/use-wishlist';
import { HeartButton } from '../../../components/heart-button';

const PRODUCT_DETAILS_FAILED = 'Failed to load product details';

const PERK_ICONS = { shipping: Truck, warranty: ShieldCheck, returns: RotateCcw } as const;

function Breadcrumb({ category, name }: { category?: string; name?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm text-slate-500">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={paths.home} className="hover:text-brand-700">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={paths.products} className="hover:text-brand-700">
            Products
          </Link>
        </li>
        {category && (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.productsInCategory(category)} className="hover:text-brand-700">
                {category}
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
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
      <PackageX className="mx-auto h-14 w-14 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Product Not Found</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
        Browse Products
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="grid gap-8 lg:grid-cols-2">
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

function PurchasePanel({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const wishlist = useWishlist();
  const { maxUnitsPerProduct } = useCart();
  const perks = productPerks(product, useShop());
  const stock = Math.max(0, Math.floor(product.stock));
  const isOutOfStock = stock === 0;
  // The most one order may hold: the stock, and the shop's cap on units of one product per order.
  const allowed = unitsAllowed(stock, maxUnitsPerProduct);
  // A picked quantity never outlives a stock drop after a refetch.
  const shownQuantity = Math.min(Math.max(1, quantity), Math.max(1, allowed));
  const isAtCap = isCapTheLimit(stock, maxUnitsPerProduct) && shownQuantity >= allowed;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{product.category}</p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
      <StarRating rating={product.rating} reviews={product.reviews} size="md" />
      <div className="space-y-1">
        <ProductPrice product={product} size="lg" showBadge />
        <p className="text-xs text-slate-500">Inclusive of all taxes</p>
        <UnitSalePriceLine product={product} />
        {product.declarations?.countryOfOrigin && (
          <p className="text-sm text-slate-600">Country of origin: {product.declarations.countryOfOrigin}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <StockStatus stock={stock} />
        {product.sku && <span className="text-xs text-slate-500">SKU: {product.sku}</span>}
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
        <div className="relative flex items-center gap-3">
          <span className="text-sm font-medium text-slate-700">Quantity</span>
          <QuantityStepper
            value={shownQuantity}
            max={Math.max(1, allowed)}
            onChange={setQuantity}
            label="Quantity"
            isDisabled={isOutOfStock}
          />
          {isAtCap && (
            // Under the picker on wide screens, so the Add to Cart button keeps its room.
            <span
              className="text-xs text-slate-500 sm:absolute sm:top-full sm:right-0 sm:mt-1 sm:whitespace-nowrap"
              data-testid="order-cap"
            >
              {ORDER_CAP_MESSAGES.limit(allowed)}
            </span>
          )}
        </div>
        <div className="flex flex-1 gap-2">
          <Button
            size="lg"
            className="flex-1"
            disabled={isOutOfStock}
            onClick={() => addToCart(product, shownQuantity)}
          >
            <ShoppingCart className="h-5 w-5" aria-hidden="true" />
            {isOutOfStock ? 'Out of Stock' : 'Add to Cart'}
          </Button>
          <HeartButton productId={product._id} wishlist={wishlist} className="h-12 w-12" />
          <ShareButton title={product.name} path={paths.product(product._id)} />
        </div>
      </div>

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
  const id = useParams().id?.trim() ?? '';
  const query = useProduct(id);
  const product = query.data?.product;
  usePageMeta(
    product?.name ?? (query.isError || !id ? pageMeta.productNotFound.title : 'Product Details'),
    product?.description,
  );

  if (!id) {
    return (
      <div className="container-page py-8">
        <Breadcrumb />
        <NotFoundPanel message="Product ID is missing" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="container-page py-8">
        <Breadcrumb />
        <NotFoundPanel message={getErrorMessage(query.error, PRODUCT_DETAILS_FAILED)} />
      </div>
    );
  }

  if (!product) {
    return (
      <div className="container-page py-8">
        <Breadcrumb />
        <DetailSkeleton />
      </div>
    );
  }

  const related = query.data?.relatedProducts ?? [];

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumb category={product.category} name={product.name} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          // A new product starts at its first picture (keys unique among the siblings: both remount per product).
          key={`gallery-${product._id}`}
          images={product.images}
          name={product.name}
          badge={<DiscountBadge product={product} className="px-3 py-1 text-sm shadow" />}
        />
        <PurchasePanel key={`purchase-${product._id}`} product={product} />
      </div>

      <div className="mt-10">
        <ProductTabs product={product} />
      </div>
      <LegalInformation product={product} />
      <Suspense fallback={null}>
        <ReviewsSection key={product._id} productId={product._id} productName={product.name} />
      </Suspense>

      {related.length > 0 && (
        <TitledSection
          id="related-products"
          title="Related Products"
          className="mt-12"
          headingClassName={PAGE_SECTION_HEADING}
        >
          <ShopProductGrid label="Related products" products={related} />
        </TitledSection>
      )}
    </div>
  );
}
