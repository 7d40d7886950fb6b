import { formatPaise } from '@shop/shared/money';
import { lazy, Suspense } from 'react';
import { ArrowRight, Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Link } from '../../../lib/link';
import { ProductGridSkeleton } from '../../../components/product/product-grid';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useShop } from '../../../lib/shop/get-shop';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import { pageMeta } from '../../../config/page-meta';
import { useOwnPageMeta } from '../../../hooks/use-page-meta';
import { useCategories } from '../../../lib/categories/get-categories';
import { CategoryTile } from '../../../components/category/category-tile';
import { type ProductListParams, useProducts } from '../../../lib/products/get-products';
import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { type MessageKey, useT, withMessages } from '../../../lib/i18n/i18n';

const FEATURED_CATEGORIES_ON_HOME = 6;
const FEATURED_PRODUCTS_ON_HOME = 8;
// The last section, far below the fold: its own chunk, server-rendered and hydrated when it arrives
// (decision 249 found the bytes for the home page's words here).
const Testimonials = lazy(() =>
  withMessages('below', import('../components/testimonials')).then((module) => ({ default: module.Testimonials })),
);

/** The home page's featured products; the server-side renderer loads the same list. */
export const FEATURED_PRODUCTS_QUERY: ProductListParams = { sort: 'rating', limit: FEATURED_PRODUCTS_ON_HOME };

const highlights: { icon: typeof Truck; title: MessageKey; text: MessageKey | null }[] = [
  // The free-shipping line comes from the shop settings (docs/decisions/039): filled in by HomeRoute.
  { icon: Truck, title: 'home.freeShipping', text: null },
  { icon: ShieldCheck, title: 'home.securePayments', text: 'home.securePaymentsText' },
  { icon: RotateCcw, title: 'home.easyReturns', text: 'home.easyReturnsText' },
  { icon: Headphones, title: 'home.support', text: 'home.supportText' },
];

function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {link.label}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

function FeaturedCategories() {
  const { data, isPending, isError } = useCategories();
  const categories = (data ?? []).slice(0, FEATURED_CATEGORIES_ON_HOME);
  const { t } = useT();
  if (isError) return null;
  return (
    <section aria-labelledby="featured-categories" className="container-page py-12">
      <SectionHeading
        id="featured-categories"
        title={t('home.byCategory')}
        subtitle={t('home.byCategorySubtitle')}
        link={{ to: paths.categories, label: t('home.allCategories') }}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {isPending
          ? Array.from({ length: FEATURED_CATEGORIES_ON_HOME }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-square w-full rounded-2xl" />
              </li>
            ))
          : categories.map((category) => (
              <li key={category._id}>
                <CategoryTile
                  category={category}
                  look="square"
                  detail={t('home.productCount', { count: category.productCount })}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}

function FeaturedProducts() {
  const { data, isPending, isError } = useProducts(FEATURED_PRODUCTS_QUERY);
  const { t } = useT();
  return (
    <section aria-labelledby="featured-products" className="container-page pb-14">
      <SectionHeading id="featured-products" title={t('home.featured')} subtitle={t('home.featuredSubtitle')} />
      {isPending ? (
        <ProductGridSkeleton count={FEATURED_PRODUCTS_ON_HOME} />
      ) : isError ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('home.featuredFailed')}
        </p>
      ) : (
        <ShopProductGrid label={t('home.featured')} products={data.products} />
      )}
      <div className="mt-10 text-center">
        <Link to={paths.products} className={buttonClasses('primary', 'lg')}>
          {t('home.viewAll')}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/** Home (/): hero, value highlights, featured categories and products from the catalogue, testimonials. */
export function HomeRoute() {
  useOwnPageMeta(pageMeta.home);
  const { t } = useT();
  const shopName = useShop()?.shopName ?? '';
  const freeAbove = t('home.freeShippingText', {
    amount: formatPaise(useShippingRates().freeAbovePaise).replace('.00', ''),
  });
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-700 via-brand-700 to-purple-700 text-white">
        <div className="container-page py-14 sm:py-24">
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">{t('home.tagline')}</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.products}
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('home.shopNow')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <Link
              to={paths.categories}
              className="inline-flex h-12 items-center rounded-lg border border-white/50 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              {t('home.browseCategories')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-shop" className="container-page pt-10">
        <h2 id="why-shop" className="sr-only">
          {t('home.whyShop', { shop: shopName })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{text ? t(text) : freeAbove}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedCategories />
      <FeaturedProducts />
      <Suspense fallback={null}>
        <Testimonials />
      </Suspense>
    </>
  );
}
