import { Pagination } from './pagination';
import { QueryStates, type QueryLike, type QueryStatesProps } from './query-states';

/** A list query whose answer says how many rows there are in all. */
export type PagedQuery = QueryLike & { data?: { total: number } };

/** The page on screen, the page size, how to turn the page, and what the page links are called. */
export interface PageControl {
  page: number;
  size: number;
  onChange: (page: number) => void;
  label?: string;
}

/** A list screen's states (QueryStates) with its page links under the rows, shown only once rows are. */
export function PagedQueryList({
  query,
  pages,
  ...states
}: Omit<QueryStatesProps, 'query' | 'footer'> & { query: PagedQuery; pages: PageControl }) {
  return (
    <QueryStates
      query={query}
      footer={
        <Pagination
          page={pages.page}
          pageSize={pages.size}
          total={query.data?.total ?? 0}
          onPageChange={pages.onChange}
          label={pages.label}
        />
      }
      {...states}
    />
  );
}
