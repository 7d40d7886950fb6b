import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DashboardStats } from '../types';
import { adminKeys } from './keys';

export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return api.get<DashboardStats>('/admin/stats', { signal });
}

/** GET /api/admin/stats: the overview's cards, recent orders and low-stock list. */
export function useDashboardStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => fetchDashboardStats(signal) });
}
