import type { AdminProductListResponse } from '@shop/shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { usePagedQuery } from './use-paged-query';

export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

export interface AdminProductParams {
  search: string;
  category: string;
  page: number;
}

/** The answer of GET /api/admin/products, as the shared schema types it. */
export type AdminProductPage = AdminProductListResponse;

export function fetchAdminProducts(
  { search, category, page }: AdminProductParams,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  return api.get<AdminProductPage>('/admin/products', {
    params: { search: search.trim(), category, page, limit: ADMIN_PRODUCTS_PAGE_SIZE },
    signal,
  });
}

/** GET /api/admin/products: every product (any stock), searched and filtered on the server. */
export function useAdminProducts(params: AdminProductParams) {
  return usePagedQuery(adminKeys.productList(params), (signal) => fetchAdminProducts(params, signal));
}
