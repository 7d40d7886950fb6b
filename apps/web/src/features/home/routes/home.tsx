import { plural } from '@shop/shared/plural';
import { formatPaise } from '@shop/shared/money';
import { ArrowRight, Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Link } from '../../../lib/link';
import { ProductGridSkeleton } from '../../../components/product/product-grid';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { useShop } from '../../../lib/shop/get-shop';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import { pageMeta } from '../../../config/page-meta';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useCategories } from '../../../lib/categories/get-categories';
import { CategoryTile } from '../../../components/category/category-tile';
import { type ProductListParams, useProducts } from '../../../lib/products/get-products';
import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { Testimonials } from '../components/testimonials';

const FEATURED_CATEGORIES_ON_HOME = 6;
const FEATURED_PRODUCTS_ON_HOME = 8;
/** The home page's featured products; the server-side renderer loads the same list. */
export const FEATURED_PRODUCTS_QUERY: ProductListParams = { sort: 'rating', limit: FEATURED_PRODUCTS_ON_HOME };

const highlights = [
  // The free-shipping line comes from the shop settings (docs/decisions/039): filled in by HomeRoute.
  { icon: Truck, title: 'Free Shipping', text: null },
  { icon: ShieldCheck, title: 'Secure Payments', text: 'UPI, cards, netbanking or cash on delivery' },
  { icon: RotateCcw, title: 'Easy Returns', text: 'Wrong or damaged item? We make it right' },
  { icon: Headphones, title: 'Customer Support', text: 'Replies within 24 hours' },
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
  if (isError) return null;
  return (
    <section aria-labelledby="featured-categories" className="container-page py-12">
      <SectionHeading
        id="featured-categories"
        title="Shop by Category"
        subtitle="Find what you need, faster"
        link={{ to: paths.categories, label: 'All Categories' }}
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
                <CategoryTile category={category} look="square" detail={plural(category.productCount, 'product')} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function FeaturedProducts() {
  const { data, isPending, isError } = useProducts(FEATURED_PRODUCTS_QUERY);
  return (
    <section aria-labelledby="featured-products" className="container-page pb-14">
      <SectionHeading id="featured-products" title="Featured Products" subtitle="Top rated by our shoppers" />
      {isPending ? (
        <ProductGridSkeleton count={FEATURED_PRODUCTS_ON_HOME} />
      ) : isError ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          Featured products could not be loaded right now.
        </p>
      ) : (
        <ShopProductGrid label="Featured products" products={data.products} />
      )}
      <div className="mt-10 text-center">
        <Link to={paths.products} className={buttonClasses('primary', 'lg')}>
          View All Products
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/** Home (/): hero, value highlights, featured categories and products from the catalogue, testimonials. */
export function HomeRoute() {
  usePageMeta(pageMeta.home.title, pageMeta.home.description);
  const shopName = useShop()?.shopName ?? 'us';
  const freeAbove = `On orders above ${formatPaise(useShippingRates().freeAbovePaise).replace('.00', '')}`;
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-700 via-brand-700 to-purple-700 text-white">
        <div className="container-page py-14 sm:py-24">
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">{SITE.tagline}</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Everything you love, delivered across India
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Discover electronics, fashion, home essentials and more at prices that make sense. Pay your way, including
            cash on delivery.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.products}
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
            >
              Shop Now
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <Link
              to={paths.categories}
              className="inline-flex h-12 items-center rounded-lg border border-white/50 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              Browse Categories
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-shop" className="container-page pt-10">
        <h2 id="why-shop" className="sr-only">
          Why shop with {shopName}
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
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text ?? freeAbove}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedCategories />
      <FeaturedProducts />
      <Testimonials />
    </>
  );
}
