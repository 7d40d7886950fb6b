import { publicShopSchema, type PublicShop } from '@shop/shared/schemas/settings-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The shop's own details (name, contact, legal identity) and whether it is the demo shop, from the admin
 * Settings: the one source for the header, the footer and the login page. Prefetched by the server renderer.
 */
export function shopQueryOptions() {
  return queryOptions({
    queryKey: ['shop'],
    // Checked: a page must never break on an unexpected answer; without details it just shows fewer.
    queryFn: async ({ signal }) => publicShopSchema.parse(await api.get<unknown>('/shop', { signal })),
    staleTime: 60_000,
  });
}

/** Undefined until loaded (never on a server-rendered page: the renderer fetched it). */
export function useShop(): PublicShop | undefined {
  return useQuery(shopQueryOptions()).data;
}
