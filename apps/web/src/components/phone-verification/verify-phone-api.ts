import type { MessageResponse } from '@shop/shared/schemas/account';
import type { User } from '@shop/shared/schemas/auth';
import type { PhoneCodeChannel, VerifyPhoneCodeInput } from '@shop/shared/schemas/phone-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/auth';

/** How the shop can send codes: SMS always, WhatsApp when it sends WhatsApp messages. */
export function usePhoneCodeChannels() {
  return useQuery({
    queryKey: ['phone-code-channels'],
    queryFn: () => api.get<{ channels: PhoneCodeChannel[] }>('/auth/phone/channels'),
    staleTime: 5 * 60_000,
  });
}

export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: (input: { phone: string; channel: PhoneCodeChannel }) =>
      api.post<MessageResponse>('/auth/phone/code', input),
  });
}

/** The answer is the account with its verified phone: the session shows it at once. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyPhoneCodeInput) => api.post<User>('/auth/phone/verify', input),
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
