import type { MessageResponse, ResetPasswordInput } from '@shop/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/auth';

/** POST /api/auth/reset-password with the emailed token: every earlier session of the account ends. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/reset-password', input, { skipUnauthorizedRedirect: true });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A token this browser holds is void now; dropping it lets the login page open instead of bouncing.
    onSuccess: () => endSession(queryClient),
  });
}
