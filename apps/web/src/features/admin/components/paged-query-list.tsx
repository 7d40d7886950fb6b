import type { ComponentProps } from 'react';
import { Pagination } from './pagination';
import { QueryStates, type QueryStatesProps } from './query-states';

/** A list screen's states (QueryStates) with its page links under the rows, shown only once rows are. */
export function PagedQueryList({
  pagination,
  children,
  ...states
}: QueryStatesProps & { pagination: ComponentProps<typeof Pagination> }) {
  return (
    <QueryStates {...states}>
      <>
        {children}
        <Pagination {...pagination} />
      </>
    </QueryStates>
  );
}
