import type { OrderStatus } from '@shop/shared/order-status';
import type { OrderListResponse } from '@shop/shared/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export type MyOrdersResponse = OrderListResponse;

export const ordersQueryKey = ['orders'] as const;

/** GET /api/orders/my-orders, optionally one status; newest first, as the server sends them. */
export function myOrdersQueryOptions(status: OrderStatus | undefined) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'mine', status ?? 'all'],
    queryFn: ({ signal }) => api.get<MyOrdersResponse>('/orders/my-orders', { params: { status }, signal }),
  });
}
