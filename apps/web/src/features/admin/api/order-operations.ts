import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { useOrderMutation } from './order-mutation';

/** Both operations answer `{ order }`; the hooks hand back the order itself. */
function useOrderWrite<T>(write: (input: T) => Promise<{ order: Order }>) {
  return useOrderMutation(async (input: T) => (await write(input)).order);
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
