import type { TrackingResponse } from '@shop/shared/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../api-client';
import { loadMessages } from '../i18n/i18n';

/**
 * The owner gets the detailed view: the same fields plus the courier's AWB, its tracking page and the pickup
 * date, once known (optional: a manually shipped order has none).
 */
export type TrackingData = TrackingResponse['tracking_data'] & {
  awb_code?: string | null;
  track_url?: string | null;
  pickup_scheduled_date?: string | null;
};

/**
 * GET /api/shiprocket/track/:trackingNumber. A 404 is an answer, not a failure: the courier has nothing yet,
 * so it resolves to null and the panel says so. Anything else is an error the panel reports. The courier's
 * statuses in the page's language (the `tracking` words) come with the answer.
 */
export function trackingQueryOptions(trackingNumber: string) {
  return queryOptions({
    queryKey: ['tracking', trackingNumber],
    queryFn: async ({ signal }): Promise<TrackingData | null> => {
      try {
        const [data] = await Promise.all([
          api.get<TrackingResponse>(`/shiprocket/track/${encodeURIComponent(trackingNumber)}`, { signal }),
          // Without its words a status reads in the courier's English: the answer matters more.
          loadMessages('tracking').catch(() => undefined),
        ]);
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
