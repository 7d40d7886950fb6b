import type { Order } from '@shop/shared/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from '../../../lib/orders/get-my-orders';

/** GET /api/orders/:id: one of the signed-in customer's orders (404 for anyone else's). */
export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'detail', orderId],
    queryFn: async ({ signal }) =>
      (await api.get<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}`, { signal })).order,
  });
}
