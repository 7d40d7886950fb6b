import type { OrderListResponse } from '@shop/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { usePagedQuery } from './use-paged-query';

export const ADMIN_ORDERS_PAGE_SIZE = 10;

export type AdminOrderPage = OrderListResponse;

export function fetchAdminOrders(
  { status, page }: { status: string; page: number },
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return api.get<AdminOrderPage>('/orders', { params: { status, page, limit: ADMIN_ORDERS_PAGE_SIZE }, signal });
}

/** GET /api/orders (admin): every customer's orders, newest first, optionally of one status. */
export function useAdminOrders(params: { status: string; page: number }) {
  return usePagedQuery(adminKeys.orderList(params), (signal) => fetchAdminOrders(params, signal));
}
