import type { DeliveryIssueAction } from '@shop/shared/failed-delivery';
import type { AdminDeliveryIssue, RtoReport } from '@shop/shared/schemas/delivery-issues';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings';

const queueKey = ['admin', 'deliveries'] as const;

/** GET /api/admin/deliveries: failed deliveries waiting for an answer, and those ended lately. */
export function useDeliveryQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => api.get<{ issues: AdminDeliveryIssue[] }>('/admin/deliveries', { signal }),
  });
}

/** POST /api/admin/deliveries/:id/answer: the merchant answers for the buyer (sent to the courier once). */
export function useAnswerAsMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: DeliveryIssueAction }) =>
      api.post<AdminDeliveryIssue>(`/admin/deliveries/${encodeURIComponent(id)}/answer`, action),
    onSettled: () => void client.invalidateQueries({ queryKey: queueKey }),
  });
}

/** GET /api/admin/rto-report?weeks=: returns to origin by PIN code, state, courier, payment, product, customer, week. */
export function useRtoReport(weeks: number) {
  return useQuery({
    queryKey: ['admin', 'rto-report', weeks],
    queryFn: ({ signal }) => api.get<RtoReport>(`/admin/rto-report?weeks=${weeks}`, { signal }),
  });
}

/** POST /api/admin/settings/cod-blocked-pincodes: "Turn off COD for this PIN code" from the RTO report (decision 241). */
export function useBlockCodPincode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pincode: string) =>
      api.post<{ pincode: string; codBlockedPincodes: string[]; message: string }>('/admin/settings/cod-blocked-pincodes', {
        pincode,
      }),
    // The Settings screen shows the new list.
    onSettled: () => void client.invalidateQueries({ queryKey: settingsKeys.admin }),
  });
}
