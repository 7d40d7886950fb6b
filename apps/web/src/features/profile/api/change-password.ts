import type { ChangePasswordInput } from '@shop/shared/schemas/account';
import type { AuthResponse } from '@shop/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { setToken } from '../../../lib/token';

/**
 * POST /api/auth/change-password. Every earlier token stops working, so the fresh one in the answer
 * replaces this browser's at once and the session carries on.
 */
export function changePassword(input: ChangePasswordInput): Promise<AuthResponse> {
  // A wrong current password is a 400 shown on the form, never a sign-out.
  return api.post<AuthResponse>('/auth/change-password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user, token }) => {
      setToken(token);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
