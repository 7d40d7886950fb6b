import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SalesReport } from '../types';
import { adminKeys } from './keys';

export function fetchSalesReport(startDate: string, endDate: string, signal?: AbortSignal): Promise<SalesReport> {
  return api.get<SalesReport>('/admin/reports/sales', { params: { startDate, endDate }, signal });
}

/** GET /api/admin/reports/sales for a range; nothing is asked while the range is not a valid one. */
export function useSalesReport(startDate: string, endDate: string, isValid: boolean) {
  return useQuery({
    queryKey: adminKeys.report(startDate, endDate),
    queryFn: ({ signal }) => fetchSalesReport(startDate, endDate, signal),
    enabled: isValid,
    placeholderData: keepPreviousData,
  });
}
