import type { TrackingDetailResponse } from '@shop/shared/schemas/shipping';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { useOrderMutation } from './order-mutation';

/** GET /api/shiprocket/track/:id as the admin reads it: the courier's latest status code and words. */
export function shipmentTrackingQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['admin', 'shipment-tracking', orderId],
    queryFn: ({ signal }) =>
      api.get<TrackingDetailResponse>(`/shiprocket/track/${encodeURIComponent(orderId)}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * POST /api/shiprocket/lost-parcel/:id: "Open a claim / refund the customer" for a parcel the courier lost
 * (docs/decisions/166-every-shipment-status.md): the order closes, its stock stays out, a paid one is refunded once.
 */
export function useSettleLostParcel() {
  return useOrderMutation(
    async (id: string) =>
      await api.post<{ order: Order; refund: 'not-needed' | 'refunded' | 'pending' }>(
        `/shiprocket/lost-parcel/${encodeURIComponent(id)}`,
      ),
  );
}
