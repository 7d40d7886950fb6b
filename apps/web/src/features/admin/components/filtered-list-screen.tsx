import { type ComponentProps, type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageFor } from '../hooks/use-page-for';
import { FilterTabs } from './filter-tabs';
import { type PageControl, PagedQueryList } from './paged-query-list';

/** The filter chosen on a filtered list screen and its page, which starts again at 1 for a new filter. */
export function useFilteredPages<Filter extends string>(initial: Filter) {
  const [filter, setFilter] = useState<Filter>(initial);
  const [page, setPage] = usePageFor(filter);
  return { filter, setFilter, page, setPage };
}

export type FilteredPages<Filter extends string> = ReturnType<typeof useFilteredPages<Filter>>;

type ListProps = ComponentProps<typeof PagedQueryList>;

/**
 * A screen of records one filter at a time, a page at a time (Inbox, Returns, Reviews): its title, the filter
 * tabs, then the list's loading / error / empty states, its rows (`children`) and page links.
 */
export function FilteredListScreen<Filter extends string>({
  title,
  subtitle,
  filters,
  view,
  pages,
  loading = <Skeleton className="h-40 w-full rounded-xl" />,
  errorFallback,
  ...list
}: Omit<ListProps, 'pages' | 'loading' | 'errorFallback'> & {
  title: string;
  subtitle: string;
  /** The tabs and the name of their group. */
  filters: { label: string; options: readonly { value: Filter; label: string }[] };
  view: FilteredPages<Filter>;
  pages: Omit<PageControl, 'page' | 'onChange'>;
  loading?: ReactNode;
  /** The error panel's message when the server gives none; the panel's title unless said. */
  errorFallback?: string;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mb-4">
        <FilterTabs {...filters} value={view.filter} onChange={view.setFilter} />
      </div>
      <PagedQueryList
        {...list}
        loading={loading}
        errorFallback={errorFallback ?? list.errorTitle}
        pages={{ ...pages, page: view.page, onChange: view.setPage }}
      />
    </>
  );
}
