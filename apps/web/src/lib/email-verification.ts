import type { MessageResponse } from '@shop/shared/schemas/account';
import type { VerifyEmailInput } from '@shop/shared/schemas/email-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sessionQueryKey } from './auth';

/** POST /api/auth/verify-email with the emailed token; works signed out too (the link may open anywhere). */
export function verifyEmail(input: VerifyEmailInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/verify-email', input, { skipUnauthorizedRedirect: true });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in session in this browser shows the new state (the profile banner goes away).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/resend-verification: a new link for the signed-in account (a few an hour). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<MessageResponse>('/auth/resend-verification', {}) });
}
