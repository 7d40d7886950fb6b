import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';

/**
 * One page of a server-side list. The page on screen stays (dimmed by QueryStates) while the next one loads,
 * so a new filter or page never flashes the skeletons.
 */
export function usePagedQuery<TData>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<TData>,
  options: Omit<UseQueryOptions<TData, Error, TData, QueryKey>, 'queryKey' | 'queryFn' | 'placeholderData'> = {},
) {
  return useQuery({
    ...options,
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
}
