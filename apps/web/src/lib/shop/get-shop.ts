import type { PublicShop } from '@shop/shared/schemas/settings-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * The shop's own details (name, contact, legal identity) and whether it is the demo shop, from the admin
 * Settings: the one source for the header, the footer and the login page. Prefetched by the server renderer.
 */
export function shopQueryOptions() {
  return queryOptions({
    queryKey: ['shop'],
    // Checked: a page must never break on an unexpected answer; without details it just shows fewer. The schema
    // (and zod with it) loads with the first fetch, not with the page: server-rendered pages come prefetched, and
    // zod would add about 25 KB to every page's initial JavaScript (docs/decisions/081-initial-js-budget.md).
    queryFn: async ({ signal }) => {
      const [{ publicShopSchema }, body] = await Promise.all([
        import('@shop/shared/schemas/settings-api'),
        api.get<unknown>('/shop', { signal }),
      ]);
      return publicShopSchema.parse(body);
    },
    staleTime: 60_000,
  });
}

/** Undefined until loaded (never on a server-rendered page: the renderer fetched it). */
export function useShop(): PublicShop | undefined {
  return useQuery(shopQueryOptions()).data;
}

/**
 * The shop's name and contact details for page copy (policies, terms): from the Settings, never hard-coded.
 * Empty strings until loaded (a server-rendered page has them from the start).
 */
export function useShopContact() {
  const shop = useShop();
  const phone = shop?.supportPhone ?? '';
  return {
    name: shop?.shopName ?? '',
    email: shop?.supportEmail ?? '',
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    hours: shop?.supportHours ?? '',
    address: shop?.address ?? '',
  };
}
