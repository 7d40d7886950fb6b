import type { ForgotPasswordInput, MessageResponse } from '@shop/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/forgot-password', input, { skipUnauthorizedRedirect: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
