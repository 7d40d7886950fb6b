import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { adminKeys } from './keys';

function useOrderWrite<T>(write: (input: T) => Promise<{ order: Order }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await write(input)).order,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}

/** POST /api/orders/:id/admin-cancel: 409 with the server's words once the courier has the parcel. */
export function useAdminCancelOrder() {
  return useOrderWrite(({ id, reason }: { id: string; reason: string }) =>
    api.post<{ order: Order }>(`/orders/${encodeURIComponent(id)}/admin-cancel`, { reason }),
  );
}

/** POST /api/orders/:id/confirm: a WhatsApp order confirmed with its customer. */
export function useConfirmWhatsAppOrder() {
  return useOrderWrite((id: string) => api.post<{ order: Order }>(`/orders/${encodeURIComponent(id)}/confirm`));
}
