import type { CodConfirmationView } from '@shop/shared/cod-confirmation';
import type { ShippingAddress } from '@shop/shared/schemas/address';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The buyer's COD confirmation calls (docs/decisions/227-cod-confirmation.md): the link's token, no sign-in. */
interface Answer {
  message: string;
  confirmation: CodConfirmationView;
}

const key = (orderId: string) => ['cod-confirmation', orderId] as const;

export function useCodConfirmation(orderId: string, token: string) {
  return useQuery({
    queryKey: key(orderId),
    queryFn: async () =>
      (await api.post<Answer>(`/cod-confirmations/${encodeURIComponent(orderId)}`, { token })).confirmation,
    enabled: Boolean(orderId && token),
    retry: false,
  });
}

type Action = { kind: 'confirm' | 'cancel' } | { kind: 'address'; shippingAddress: ShippingAddress };

function act(orderId: string, token: string, action: Action): Promise<Answer> {
  const id = encodeURIComponent(orderId);
  switch (action.kind) {
    case 'address':
      return api.put<Answer>(`/cod-confirmations/${id}/address`, { token, shippingAddress: action.shippingAddress });
    case 'confirm':
      return api.post<Answer>(`/cod-confirmations/${id}/confirm`, { token });
    case 'cancel':
      return api.post<Answer>(`/cod-confirmations/${id}/cancel`, { token });
  }
}

export function useCodConfirmationAction(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => act(orderId, token, action),
    onSuccess: (answer) => queryClient.setQueryData(key(orderId), answer.confirmation),
  });
}
