import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@shop/shared/schemas/admin-overview';
import { api } from '../../../lib/api-client';
import type { SalesPeriod } from '../types';
import { adminKeys } from './keys';

/** GET /api/admin/overview?period=: the Overview's figures; the last period's stay on screen while the next loads. */
export function useAdminOverview(period: SalesPeriod) {
  return useQuery({
    queryKey: adminKeys.overview(period),
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { params: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}
