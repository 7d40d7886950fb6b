import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '../types';
import { adminKeys } from './keys';

/** GET /api/products/:id answers `{product}` (or, from older servers, the product itself). */
export async function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const data = await api.get<{ product?: Product } | Product>(`/products/${encodeURIComponent(id)}`, { signal });
  return 'product' in data && data.product ? data.product : (data as Product);
}

export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
    enabled: id.length > 0,
  });
}
