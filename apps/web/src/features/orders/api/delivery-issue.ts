import type { DeliveryIssueAction } from '@shop/shared/failed-delivery';
import type { DeliveryIssue } from '@shop/shared/schemas/delivery-issues';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (orderId: string) => ['delivery-issue', orderId] as const;

/** GET /api/delivery-issues/:orderId?token=: the failed delivery the buyer's mail links to (no sign-in). */
export function useDeliveryIssue(orderId: string, token: string) {
  return useQuery({
    queryKey: key(orderId),
    queryFn: ({ signal }) => api.get<DeliveryIssue>(
        `/delivery-issues/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`,
        { signal },
      ),
    retry: false,
  });
}

/** POST /api/delivery-issues/:orderId/answer?token=: the buyer's answer, sent to the courier once. */
export function useAnswerDeliveryIssue(orderId: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: DeliveryIssueAction) => api.post<DeliveryIssue>(
        `/delivery-issues/${encodeURIComponent(orderId)}/answer?token=${encodeURIComponent(token)}`,
        action,
      ),
    onSuccess: (issue) => client.setQueryData(key(orderId), issue),
    onError: () => void client.invalidateQueries({ queryKey: key(orderId) }),
  });
}
