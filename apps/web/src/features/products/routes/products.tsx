import { PackageSearch, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { ProductGridSkeleton } from '../../../components/product/product-grid';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { paths } from '../../../config/paths';
import { productsPageMeta } from '../../../config/page-meta';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useCategories } from '../../../lib/categories/get-categories';
import { useInfiniteProducts } from '../../../lib/products/get-products';
import { listParamsFrom, productsErrorMessage, toProductQuery } from '../utils/list-params';
import { CategoryFilter } from '../components/category-filter';
import { ProductFilters } from '../components/product-filters';
import { type SortChoice, SortSelect } from '../components/sort-select';
import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { plural } from '@shop/shared/plural';

/** Cards in the first screenful (4 columns on desktop) load their pictures eagerly. */
const EAGER_CARDS = 4;

function resultLine(total: number, query: string): string {
  return `Showing ${plural(total, 'result')} for "${query}"`;
}

/** Products list (/products?category=&q=&sort=): filter, sort, grid/list, and pages appended by Load More. */
export function ProductsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listParams = listParamsFrom(searchParams);
  const { category, q: query, sort } = listParams;
  const [view, setView] = useState<ViewMode>('grid');

  const heading = category || 'All Products';
  const meta = productsPageMeta({ category, query });
  usePageMeta(meta.title, meta.description);

  const categories = useCategories();
  const products = useInfiniteProducts(toProductQuery(listParams));
  const pages = products.data?.pages ?? [];
  const items = pages.flatMap((page) => page.products);
  const total = pages[0]?.total ?? 0;

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
              {products.isSuccess ? resultLine(total, query) : `Searching for "${query}"...`}
            </p>
            <button
              type="button"
              onClick={() => updateParams({ q: null, sort: null })}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              Clear search
            </button>
          </div>
        ) : (
          <p className="text-slate-600">Browse our catalogue of quality products at great prices.</p>
        )}
      </div>

      <div className="mb-6 space-y-4">
        <CategoryFilter
          categories={categories.data ?? []}
          selected={category}
          onSelect={(name) => updateParams({ category: name || null })}
          isLoading={categories.isPending}
        />
        <ProductFilters filters={listParams.filters} onChange={updateParams} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-y border-slate-200 py-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {products.isSuccess && total > 0 ? `${items.length} of ${plural(total, 'product')}` : '\u00a0'}
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
          title="Error Loading Products"
          message={productsErrorMessage(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
          <PackageSearch className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
          {query ? (
            <>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">No products match &ldquo;{query}&rdquo;</h2>
              <p className="mt-1 text-slate-600">Check the spelling or try a more general word.</p>
            </>
          ) : (
            <h2 className="mt-4 text-lg font-semibold text-slate-900">No products found in this category.</h2>
          )}
          <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
            View All Products
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
                Load More Products
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
