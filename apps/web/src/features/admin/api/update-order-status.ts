import type { UpdateOrderStatusInput as UpdateOrderStatusBody } from '@shop/shared/schemas/order';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { useOrderMutation } from './order-mutation';

export type UpdateOrderStatusInput = UpdateOrderStatusBody & { id: string };

/** PUT /api/orders/:id/status; the server answers 409 with a message for a change it does not allow. */
export async function updateOrderStatus({ id, ...body }: UpdateOrderStatusInput): Promise<Order> {
  const { order } = await api.put<{ order: Order }>(`/orders/${encodeURIComponent(id)}/status`, body);
  return order;
}

export function useUpdateOrderStatus() {
  return useOrderMutation(updateOrderStatus);
}
