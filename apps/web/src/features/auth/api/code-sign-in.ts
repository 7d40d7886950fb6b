import type { MessageResponse } from '@shop/shared/schemas/account';
import type { AuthResponse } from '@shop/shared/schemas/auth';
import type { SignInCodeInput } from '@shop/shared/schemas/phone-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';

/** POST /api/auth/code/request: the same answer whether or not an account has this verified phone. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      api.post<MessageResponse>('/auth/code/request', { phone }, { skipUnauthorizedRedirect: true }),
  });
}

/** Sign in with the code sent to the account's verified phone (docs/decisions/240-verified-phone-numbers.md). */
export function useCodeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 401 here is a wrong code, shown on the form; it must not bounce the page.
    mutationFn: (input: SignInCodeInput) =>
      api.post<AuthResponse>('/auth/code/sign-in', input, { skipUnauthorizedRedirect: true }),
    onSuccess: (response) => startSession(queryClient, response),
  });
}
