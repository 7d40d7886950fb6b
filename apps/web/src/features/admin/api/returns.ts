import type { ReturnStatus } from '@shop/shared/returns';
import type { AdminOpenReturnInput, ReturnRequestDto } from '@shop/shared/schemas/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from './use-paged-query';

export const RETURNS_PAGE_SIZE = 20;

/** Under 'admin', like every admin key, so a sign-out drops it too. */
export const returnsKeys = {
  all: ['admin', 'returns'] as const,
  list: (status: string, page: number) => ['admin', 'returns', 'list', status, page] as const,
};

export interface ReturnsPage {
  returns: ReturnRequestDto[];
  total: number;
  page: number;
  pages: number;
}

/** GET /api/admin/returns: return requests, newest first, optionally of one status. */
export function useAdminReturns(status: ReturnStatus | 'all', page: number) {
  return usePagedQuery(returnsKeys.list(status, page), (signal) =>
    api.get<ReturnsPage>('/admin/returns', {
      params: { ...(status === 'all' ? {} : { status }), page, limit: RETURNS_PAGE_SIZE },
      signal,
    }),
  );
}

export type ReturnAction =
  | { kind: 'decision'; id: string; decision: 'approve'; note?: string }
  | { kind: 'decision'; id: string; decision: 'reject'; note: string }
  | { kind: 'track'; id: string }
  | { kind: 'received'; id: string; damagedItemIds: string[] }
  | { kind: 'refund'; id: string }
  | { kind: 'payout-paid'; id: string; reference: string };

/** One admin step of a return (each audited on the server); the lists are refreshed after. */
export async function runReturnAction(action: ReturnAction): Promise<ReturnRequestDto> {
  const path = `/admin/returns/${encodeURIComponent(action.id)}/${action.kind}`;
  const body =
    action.kind === 'decision'
      ? action.decision === 'reject'
        ? { decision: action.decision, note: action.note }
        : { decision: action.decision, ...(action.note ? { note: action.note } : {}) }
      : action.kind === 'received'
        ? { damagedItemIds: action.damagedItemIds }
        : action.kind === 'payout-paid'
          ? { reference: action.reference }
          : {};
  return (await api.post<{ return: ReturnRequestDto }>(path, body)).return;
}

export function useReturnAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReturnAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKeys.all }),
  });
}

/** POST /api/admin/orders/:id/returns: the shop opens a return for the customer, with a note (decision 191). */
export function useOpenReturnForCustomer(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminOpenReturnInput) =>
      (await api.post<{ return: ReturnRequestDto }>(`/admin/orders/${encodeURIComponent(orderId)}/returns`, input))
        .return,
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKeys.all }),
  });
}
