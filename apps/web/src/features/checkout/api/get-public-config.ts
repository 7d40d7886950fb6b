import type { PublicConfig } from '@shop/shared/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Shop settings the browser may see (WhatsApp number, payment provider key); they change only on restart. */
export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api.get<PublicConfig>('/public-config', { signal }),
    staleTime: 5 * 60_000,
  });
}
