import type { EraseAccountInput, EraseAccountResponse } from '@shop/shared/privacy';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/account/delete. A wrong password is a 400 shown in the dialog; a refusal (an order on its way)
 * is a 409 with the reason. On success the caller ends the session: the token no longer works.
 */
export function deleteAccount(input: EraseAccountInput): Promise<EraseAccountResponse> {
  return api.post<EraseAccountResponse>('/account/delete', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
