import type { TrackingResponse } from '@shop/shared/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type TrackingData = TrackingResponse['tracking_data'];

/**
 * GET /api/shiprocket/track/:trackingNumber. A 404 is an answer, not a failure: the courier has nothing yet,
 * so it resolves to null and the panel says so. Anything else is an error the panel reports.
 */
export function trackingQueryOptions(trackingNumber: string) {
  return queryOptions({
    queryKey: ['tracking', trackingNumber],
    queryFn: async ({ signal }): Promise<TrackingData | null> => {
      try {
        const data = await api.get<TrackingResponse>(`/shiprocket/track/${encodeURIComponent(trackingNumber)}`, {
          signal,
        });
        return data?.tracking_data ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
