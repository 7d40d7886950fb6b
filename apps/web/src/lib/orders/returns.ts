import type { z } from 'zod';
import type { returnEligibilitySchema, ReturnRequestDto } from '@shop/shared/schemas/returns';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { ordersQueryKey } from './get-my-orders';

export type ReturnEligibility = z.infer<typeof returnEligibilitySchema>;

/** GET /api/orders/:id/returns: the order's returns (with their timeline) and whether a return can be asked now. */
export function orderReturnsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'returns', orderId],
    queryFn: ({ signal }) => api.get<ReturnEligibility>(`/orders/${encodeURIComponent(orderId)}/returns`, { signal }),
  });
}

export interface ReturnRequestInput {
  orderId: string;
  items: { orderItemId: string; quantity: number }[];
  reason: string;
  description: string;
  payout?: Record<string, string>;
  files: File[];
  /** An exchange: the size or colour wanted instead (docs/decisions/244-exchanges.md). */
  exchangeVariantId?: string;
}

/** POST /api/orders/:id/returns as multipart: the fields, and the photos or video as `evidence`. */
export async function requestReturn(input: ReturnRequestInput): Promise<ReturnRequestDto> {
  const form = new FormData();
  form.set('items', JSON.stringify(input.items));
  form.set('reason', input.reason);
  form.set('description', input.description);
  if (input.payout) form.set('payout', JSON.stringify(input.payout));
  if (input.exchangeVariantId) form.set('exchangeVariantId', input.exchangeVariantId);
  for (const file of input.files) form.append('evidence', file, file.name);
  return (await api.post<{ return: ReturnRequestDto }>(`/orders/${encodeURIComponent(input.orderId)}/returns`, form))
    .return;
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'returns', input.orderId] }),
  });
}
