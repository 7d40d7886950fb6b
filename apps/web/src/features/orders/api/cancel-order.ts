import type { Order } from '@shop/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from '../../../lib/orders/get-my-orders';

/** POST /api/orders/:id/cancel. Allowed while pending or packed; the server answers 409 with a reason otherwise. */
export async function cancelOrder(orderId: string): Promise<Order> {
  return (await api.post<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/cancel`)).order;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Refetch after success and failure alike: a 409 means the order moved on and the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
