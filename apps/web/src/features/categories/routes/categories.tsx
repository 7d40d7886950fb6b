import { FEATURED_CATEGORY_COUNT } from '@shop/shared/constants';
import { formatRupeesShort } from '@shop/shared/money';
import { ArrowRight, Crown, Flame, FolderSearch, Search, TrendingUp, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { PAGE_SECTION_HEADING, TitledSection } from '../../../components/ui/titled-section';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { paths } from '../../../config/paths';
import { pageMeta } from '../../../config/page-meta';
import { useOwnPageMeta } from '../../../hooks/use-page-meta';
import { cn } from '../../../lib/cn';
import { type Category, useCategories } from '../../../lib/categories/get-categories';
import { CategoryTile } from '../../../components/category/category-tile';
import { CategoryVisual } from '../../../components/category/category-visual';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';

const FEATURED_BADGES = [
  { label: 'cat.trending', icon: TrendingUp, className: 'bg-rose-500' },
  { label: 'cat.popular', icon: Flame, className: 'bg-amber-500' },
  { label: 'cat.premium', icon: Crown, className: 'bg-brand-600' },
] as const satisfies readonly { label: MessageKey; icon: unknown; className: string }[];

function CategoryCard({ category, view }: { category: Category; view: ViewMode }) {
  const { t } = useT();
  const isList = view === 'list';
  return (
    <Link
      to={paths.productsInCategory(category.name)}
      data-testid="category-card"
      className={cn(
        'group flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2',
        isList ? 'items-center' : 'flex-col',
      )}
    >
      <div className={cn('shrink-0 overflow-hidden', isList ? 'h-20 w-20 sm:h-24 sm:w-24' : 'aspect-[4/3] w-full')}>
        <CategoryVisual
          name={category.name}
          image={category.image}
          className="h-full w-full transition-transform duration-300 group-hover:scale-105"
          iconClassName={isList ? 'h-8 w-8' : 'h-14 w-14'}
        />
      </div>
      <div className={cn('flex flex-1 items-center justify-between gap-3', isList ? 'px-4 py-3' : 'p-4')}>
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 group-hover:text-brand-700">
            {category.label ?? category.name}
          </h3>
          <p className="text-sm text-slate-500">{t('cat.products', { count: category.productCount })}</p>
        </div>
        <ArrowRight
          className="h-5 w-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-1 group-hover:text-brand-600"
          aria-hidden="true"
        />
      </div>
    </Link>
  );
}

function FeaturedCollections({ categories }: { categories: readonly Category[] }) {
  const { t } = useT();
  const featured = categories.slice(0, FEATURED_CATEGORY_COUNT);
  if (featured.length === 0) return null;
  return (
    <TitledSection
      id="featured-collections"
      title={t('cat.featured')}
      className="mt-12"
      headingClassName={PAGE_SECTION_HEADING}
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {featured.map((category, index) => {
          const badge = FEATURED_BADGES[index] ?? FEATURED_BADGES[0];
          const BadgeIcon = badge.icon;
          return (
            <li key={category._id}>
              <CategoryTile
                category={category}
                look="wide"
                detail={
                  category.lowestPrice === null
                    ? null
                    : t('cat.startingFrom', { price: formatRupeesShort(category.lowestPrice) })
                }
                detailTestId="starting-from"
              >
                <span
                  className={cn(
                    'absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold text-white shadow',
                    badge.className,
                  )}
                >
                  <BadgeIcon className="h-3.5 w-3.5" aria-hidden="true" />
                  {t(badge.label)}
                </span>
              </CategoryTile>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

function CategoriesSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('cat.loading')} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Categories (/categories) as docs/product.md#categories describes it. */
export function CategoriesRoute() {
  useOwnPageMeta(pageMeta.categories);
  const toast = useToast();
  const { t } = useT();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ViewMode>('grid');
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } = useCategories();

  // One toast per failed load (docs/product.md#messages), not one per render.
  useEffect(() => {
    if (isError) toast.error(t('cat.loadFailed'));
  }, [isError, errorUpdatedAt, toast, t]);

  const term = search.trim().toLowerCase();
  const categories = data ?? [];
  const shown = term
    ? categories.filter((category) =>
        [category.name, category.label ?? ''].some((name) => name.toLowerCase().includes(term)),
      )
    : categories;

  return (
    <div className="container-page py-6 sm:py-8">
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('cat.title')}</h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('cat.intro')}</p>
      </div>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {t('cat.search')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('cat.searchPlaceholder')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
          />
        </div>
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-medium text-slate-600" aria-live="polite" data-testid="categories-count">
            {isPending || isError ? '\u00a0' : t('cat.found', { count: shown.length })}
          </p>
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {isPending ? (
        <CategoriesSkeleton />
      ) : isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
          <TriangleExclamationPoint className="mx-auto h-10 w-10 text-red-500" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-red-800">{t('cat.loadError')}</h2>
          <p className="mt-1 text-sm text-red-700">{t('cat.loadFailed')}</p>
          <Button variant="outline" className="mt-5" onClick={() => void refetch()} isLoading={isRefetching}>
            {t('cat.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
          <FolderSearch className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('cat.none')}</h2>
          <p className="mt-1 text-slate-600">{t('cat.noneHint')}</p>
          <Button variant="outline" className="mt-5" onClick={() => setSearch('')}>
            {t('cat.clear')}
          </Button>
        </div>
      ) : (
        <ul
          className={
            view === 'grid'
              ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4'
              : 'grid gap-3 sm:grid-cols-2'
          }
        >
          {shown.map((category) => (
            <li key={category._id} className="flex [&>*]:flex-1">
              <CategoryCard category={category} view={view} />
            </li>
          ))}
        </ul>
      )}

      {!isPending && !isError && <FeaturedCollections categories={categories} />}

      <div className="mt-12 rounded-2xl bg-gradient-to-br from-indigo-600 to-purple-600 px-6 py-10 text-center text-white">
        <h2 className="text-2xl font-bold">{t('cat.cantFind')}</h2>
        <p className="mx-auto mt-2 max-w-lg text-white/85">{t('cat.cantFindText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.products}
            className="inline-flex h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
          >
            {t('cat.browseAll')}
          </Link>
          <Link
            to={paths.products}
            className="inline-flex h-11 items-center rounded-lg border border-white/60 px-5 font-semibold text-white hover:bg-white/10"
          >
            {t('cat.advanced')}
          </Link>
        </div>
      </div>
    </div>
  );
}
