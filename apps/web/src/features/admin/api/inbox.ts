import type { InboxList, InboxMessage } from '@shop/shared/schemas/inbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from './use-paged-query';

export const INBOX_PAGE_SIZE = 20;
export type InboxFilter = 'open' | 'all';

/** Under 'admin', like every admin key, so a sign-out drops it too. */
export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  unread: ['admin', 'inbox', 'unread'] as const,
  list: (filter: InboxFilter, page: number) => ['admin', 'inbox', 'list', filter, page] as const,
  message: (id: string) => ['admin', 'inbox', 'message', id] as const,
};

/** GET /api/admin/inbox: contact messages, newest first; 'open' hides those marked handled. */
export function useInbox(filter: InboxFilter, page: number) {
  return usePagedQuery(inboxKeys.list(filter, page), (signal) =>
    api.get<InboxList>('/admin/inbox', { params: { filter, page, limit: INBOX_PAGE_SIZE }, signal }),
  );
}

/** The unread count in the admin menu: refreshed every minute so a new message shows without a reload. */
export function useInboxUnread(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/admin/inbox/unread-count', { signal }),
    refetchInterval: 60_000,
    enabled,
  });
}

/** Opening a message marks it read on the server, so the lists and the count are refreshed after. */
export function useInboxMessage(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.message(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const { message } = await api.get<{ message: InboxMessage }>(`/admin/inbox/${encodeURIComponent(id!)}`, {
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'inbox', 'list'] });
      return message;
    },
  });
}

function useInboxWrite<T>(write: (input: T) => Promise<{ message: InboxMessage }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ message }) => queryClient.setQueryData(inboxKeys.message(message._id), message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'inbox', 'list'] }),
  });
}

export function useSetHandled() {
  return useInboxWrite(({ id, handled }: { id: string; handled: boolean }) =>
    api.put<{ message: InboxMessage }>(`/admin/inbox/${encodeURIComponent(id)}/handled`, { handled }),
  );
}

export function useReplyToMessage() {
  return useInboxWrite(({ id, message }: { id: string; message: string }) =>
    api.post<{ message: InboxMessage }>(`/admin/inbox/${encodeURIComponent(id)}/reply`, { message }),
  );
}

/** A grievance is closed with a written resolution, mailed to the complainant (docs/decisions/161). */
export function useResolveGrievance() {
  return useInboxWrite(({ id, resolution }: { id: string; resolution: string }) =>
    api.post<{ message: InboxMessage }>(`/admin/inbox/${encodeURIComponent(id)}/resolve`, { resolution }),
  );
}

export function useReopenGrievance() {
  return useInboxWrite(({ id, reason }: { id: string; reason?: string }) =>
    api.post<{ message: InboxMessage }>(`/admin/inbox/${encodeURIComponent(id)}/reopen`, reason ? { reason } : {}),
  );
}
