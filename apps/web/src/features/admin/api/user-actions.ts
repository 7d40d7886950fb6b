import type { UserRole } from '@shop/shared/schemas/auth';
import type { EmailQueuedResponse, SendUserEmailInput } from '@shop/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../types';
import { adminKeys } from './keys';

/** PUT /api/users/:id {role}. */
export async function updateUserRole({ id, role }: { id: string; role: UserRole }): Promise<User> {
  const data = await api.put<{ user?: User } | User>(`/users/${encodeURIComponent(id)}`, { role });
  return 'user' in data && data.user ? data.user : (data as User);
}

export function deleteUser(id: string): Promise<unknown> {
  return api.delete(`/users/${encodeURIComponent(id)}`);
}

export type EmailInput = SendUserEmailInput & {
  /** The same key for retries of one message: the server then queues it once. */
  idempotencyKey?: string;
};

export type EmailQueued = EmailQueuedResponse;

const keyHeader = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : undefined);

/** POST /api/users/:id/send-email {subject, message}. */
export function sendUserEmail({ id, idempotencyKey, ...body }: EmailInput & { id: string }): Promise<EmailQueued> {
  return api.post<EmailQueued>(`/users/${encodeURIComponent(id)}/send-email`, body, keyHeader(idempotencyKey));
}

/** POST /api/users/bulk-email {subject, message, role?}: every user, or every user of one role. */
export function sendBulkEmail({
  role,
  idempotencyKey,
  ...body
}: EmailInput & { role?: UserRole }): Promise<EmailQueued> {
  return api.post<EmailQueued>('/users/bulk-email', role ? { ...body, role } : body, keyHeader(idempotencyKey));
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
}

export function useUpdateUserRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: updateUserRole, onSettled: invalidate });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate });
}

export function useSendUserEmail() {
  return useMutation({ mutationFn: sendUserEmail });
}

export function useSendBulkEmail() {
  return useMutation({ mutationFn: sendBulkEmail });
}
