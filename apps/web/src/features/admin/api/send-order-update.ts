import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/orders/:id/send-update: emails the customer the order's current status. */
export function sendOrderUpdate(id: string): Promise<unknown> {
  return api.post(`/orders/${encodeURIComponent(id)}/send-update`);
}

export function useSendOrderUpdate() {
  return useMutation({ mutationFn: sendOrderUpdate });
}
