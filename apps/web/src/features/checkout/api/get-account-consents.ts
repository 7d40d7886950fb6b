import type { AccountConsents } from '@shop/shared/privacy';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/account/consents: whether this account's checkout must ask for consent to delivery
 * (docs/decisions/189-consent-at-checkout.md). Read afresh on every visit to the checkout.
 */
export function accountConsentsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'consents'],
    queryFn: ({ signal }) => api.get<AccountConsents>('/account/consents', { signal }),
    staleTime: 0,
  });
}
