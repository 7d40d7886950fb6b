import type { MessageResponse } from '@shop/shared/schemas/account';
import type { NominationInput, NominationResponse } from '@shop/shared/schemas/nomination';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The account's nominee (DPDP Act s.14; docs/decisions/190-nomination.md). */
const nominationQuery = queryOptions({
  queryKey: ['account', 'nomination'],
  queryFn: ({ signal }) => api.get<NominationResponse>('/account/nomination', { signal }),
});

export function useNomination() {
  return useQuery(nominationQuery);
}

export function useSaveNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NominationInput) => api.put<NominationResponse>('/account/nomination', input),
    onSuccess: (answer) => queryClient.setQueryData(nominationQuery.queryKey, answer),
  });
}

export function useWithdrawNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>('/account/nomination'),
    onSuccess: () => queryClient.setQueryData(nominationQuery.queryKey, { nomination: null }),
  });
}
