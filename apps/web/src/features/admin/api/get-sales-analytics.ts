import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SalesAnalytics, SalesPeriod } from '../types';
import { adminKeys } from './keys';

export function fetchSalesAnalytics(period: SalesPeriod, signal?: AbortSignal): Promise<SalesAnalytics> {
  return api.get<SalesAnalytics>('/admin/analytics/sales', { params: { period }, signal });
}

/** GET /api/admin/analytics/sales?period=; the last period's figures stay on screen while the next loads. */
export function useSalesAnalytics(period: SalesPeriod) {
  return useQuery({
    queryKey: adminKeys.analytics(period),
    queryFn: ({ signal }) => fetchSalesAnalytics(period, signal),
    placeholderData: keepPreviousData,
  });
}
