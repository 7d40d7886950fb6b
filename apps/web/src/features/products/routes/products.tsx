import { PackageSearch, X } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { ProductGridSkeleton } from '../../../components/product/product-grid';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { paths } from '../../../config/paths';
import { productsPageMeta } from '../../../config/page-meta';
import { useOwnPageMeta } from '../../../hooks/use-page-meta';
import { categoryLabelOf, useCategories } from '../../../lib/categories/get-categories';
import { useInfiniteProducts } from '../../../lib/products/get-products';
import { listParamsFrom, productsErrorMessage, toProductQuery } from '../utils/list-params';
import { CategoryFilter } from '../components/category-filter';
import { ProductFilters } from '../components/product-filters';
import { type SortChoice, SortSelect } from '../components/sort-select';
import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { useT } from '../../../lib/i18n/i18n';

// The size and colour chips load after the list (decision 238): the first paint does not wait for them.
const OptionFilters = lazy(() => import('../components/option-filters'));

/** Cards in the first screenful (4 columns on desktop) load their pictures eagerly. */
const EAGER_CARDS = 4;

/** Products list (/products?category=&q=&sort=): filter, sort, grid/list, and pages appended by Load More. */
export function ProductsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listParams = listParamsFrom(searchParams);
  const { category, q: query, sort } = listParams;
  const [view, setView] = useState<ViewMode>('grid');
  const { t } = useT();

  const categories = useCategories();
  // The category's name in the page's language (decision 258); the URL keeps the English one.
  const categoryName = categoryLabelOf(categories.data, category) ?? category;
  const heading = category ? categoryName : t('shop.allProducts');
  useOwnPageMeta(productsPageMeta({ category: categoryName, query }));

  const products = useInfiniteProducts(toProductQuery(listParams));
  const pages = products.data?.pages ?? [];
  const items = pages.flatMap((page) => page.products);
  const total = pages[0]?.total ?? 0;
  // A broad search lists the matches it ranked, and more match (decision 276): "1,000+ results".
  const capped = pages[0]?.totalCapped === true;

  const updateParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next);
  };

  const onSortChange = (value: SortChoice) => updateParams({ sort: value === 'relevance' ? null : value });

  return (
    <div className="container-page py-6 sm:py-8">
      <div className="mb-5 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {query ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
            <p aria-live="polite" data-testid="search-summary">
              {products.isSuccess
                ? t(capped ? 'shop.resultsCapped' : 'shop.results', { count: total, query })
                : t('shop.searching', { query })}
            </p>
            <button
              type="button"
              onClick={() => updateParams({ q: null, sort: null })}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {t('shop.clearSearch')}
            </button>
          </div>
        ) : (
          <p className="text-slate-600">{t('shop.intro')}</p>
        )}
      </div>

      <div className="mb-6 space-y-4">
        <CategoryFilter
          categories={categories.data ?? []}
          selected={category}
          onSelect={(name) => updateParams({ category: name || null, option: null })}
          isLoading={categories.isPending}
        />
        <ProductFilters filters={listParams.filters} onChange={updateParams} />
        {(category || query) && (
          <Suspense fallback={null}>
            <OptionFilters
              category={category || undefined}
              query={query || undefined}
              selected={listParams.options}
              onChange={(options) => {
                const next = new URLSearchParams(searchParams);
                next.delete('option');
                for (const option of options) next.append('option', option);
                setSearchParams(next);
              }}
            />
          </Suspense>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-y border-slate-200 py-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {products.isSuccess && total > 0
              ? t(capped ? 'shop.shownCapped' : 'shop.shown', { shown: items.length, count: total })
              : '\u00a0'}
          </p>
          <div className="flex items-center gap-3">
            <SortSelect value={sort ?? 'relevance'} onChange={onSortChange} hasRelevance={Boolean(query)} />
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>
      </div>

      {products.isPending ? (
        <ProductGridSkeleton layout={view} count={view === 'grid' ? 8 : 4} />
      ) : products.isError && !products.data ? (
        <ErrorPanel
          title={t('shop.loadFailed')}
          message={productsErrorMessage(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
          <PackageSearch className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
          {query ? (
            <>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('shop.noMatch', { query })}</h2>
              <p className="mt-1 text-slate-600">{t('shop.noMatchHint')}</p>
            </>
          ) : (
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('shop.emptyCategory')}</h2>
          )}
          <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('shop.viewAll')}
          </Link>
        </div>
      ) : (
        <>
          <ShopProductGrid layout={view} label={heading} products={items} eagerCount={EAGER_CARDS} headingLevel="h2" />
          {products.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => void products.fetchNextPage()}
                isLoading={products.isFetchingNextPage}
              >
                {t('shop.loadMore')}
              </Button>
            </div>
          )}
          {products.isFetchNextPageError && (
            <p role="alert" className="mt-4 text-center text-sm text-red-600">
              {productsErrorMessage(products.error)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
