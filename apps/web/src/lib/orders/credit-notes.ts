import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { ordersQueryKey } from './get-my-orders';

export interface CreditNoteSummary {
  number: string;
  issuedAt: string;
  /** cancelled, refunded or returned. */
  reason: string;
  /** Rupees credited. */
  amount: number;
}

/** GET /api/orders/:id/gst: the order's credit notes (cancellation, refund, each return), for the owner or an admin. */
export function creditNotesQueryOptions(orderId: string, isEnabled: boolean) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'credit-notes', orderId],
    queryFn: async ({ signal }) =>
      (await api.get<{ creditNotes: CreditNoteSummary[] }>(`/orders/${encodeURIComponent(orderId)}/gst`, { signal }))
        .creditNotes,
    enabled: isEnabled,
  });
}
