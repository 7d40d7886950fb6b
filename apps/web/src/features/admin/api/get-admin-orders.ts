import type { OrderListResponse } from '@shop/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { usePagedQuery } from './use-paged-query';

export const ADMIN_ORDERS_PAGE_SIZE = 10;

export type AdminOrderPage = OrderListResponse;

/** What the admin's order list is narrowed by; blank values narrow nothing. */
export interface AdminOrderFilters {
  status: string;
  /** An order number, customer name, phone or AWB. */
  q: string;
  /** First and last day placed, YYYY-MM-DD. */
  from: string;
  to: string;
}

export function fetchAdminOrders(
  { page, ...filters }: Partial<AdminOrderFilters> & { page: number },
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return api.get<AdminOrderPage>('/orders', { params: { ...filters, page, limit: ADMIN_ORDERS_PAGE_SIZE }, signal });
}

/** GET /api/orders (admin): every customer's orders, newest first, narrowed by status, search and days. */
export function useAdminOrders(params: AdminOrderFilters & { page: number }) {
  return usePagedQuery(adminKeys.orderList(params), (signal) => fetchAdminOrders(params, signal));
}
