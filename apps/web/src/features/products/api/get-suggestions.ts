// Types only: the header search is in the first chunk, which must stay free of zod.
import type { SuggestionsResponse } from '@shop/shared/schemas/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/products/suggest: a few products for what the shopper is typing (docs/decisions/139). */
export function useSuggestions(q: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['products', 'suggest', q] as const,
    queryFn: async ({ signal }) => {
      const data = await api.get<SuggestionsResponse>('/products/suggest', { params: { q }, signal });
      return Array.isArray(data?.suggestions) ? data.suggestions : [];
    },
    enabled: options.enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
