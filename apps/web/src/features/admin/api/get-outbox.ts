import type { OutboxListResponse, OutboxStatus } from '@shop/shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from './use-paged-query';

export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxParams {
  status: OutboxStatus | 'all';
  to: string;
  page: number;
}

/** Under 'admin', like every admin key, so a sign-out drops it too. */
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  list: (params: OutboxParams) => ['admin', 'outbox', params] as const,
};

export function fetchOutbox({ status, to, page }: OutboxParams, signal?: AbortSignal): Promise<OutboxListResponse> {
  return api.get<OutboxListResponse>('/admin/outbox', {
    params: { status: status === 'all' ? undefined : status, to: to.trim(), page, limit: OUTBOX_PAGE_SIZE },
    signal,
  });
}

/** GET /api/admin/outbox: every mail, newest first. Refreshes itself while mails are still pending. */
export function useOutbox(params: OutboxParams) {
  return usePagedQuery(outboxKeys.list(params), (signal) => fetchOutbox(params, signal), {
    refetchInterval: (query) => (query.state.data?.emails.some((e) => e.status === 'pending') ? 3_000 : false),
  });
}
