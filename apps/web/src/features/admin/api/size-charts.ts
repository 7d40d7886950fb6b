import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSizeCharts, CategorySizeChart, SizeChart } from '@shop/shared/schemas/size-chart';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { invalidateCatalog } from './save-product';

/* A product's size chart and its category's (docs/decisions/254-size-charts.md). */

const chartsKey = (productId: string) => [...adminKeys.product(productId), 'size-chart'] as const;

export function useSizeCharts(productId: string) {
  return useQuery({
    queryKey: chartsKey(productId),
    queryFn: ({ signal }) =>
      api.get<AdminSizeCharts>(`/admin/products/${encodeURIComponent(productId)}/size-chart`, { signal }),
  });
}

export function useSaveProductSizeChart(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chart: SizeChart | null) =>
      api.put<AdminSizeCharts>(`/admin/products/${encodeURIComponent(productId)}/size-chart`, { chart }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(chartsKey(productId), answer);
      await invalidateCatalog(queryClient);
    },
  });
}

/** A category's chart changes every product page of it: every product's charts are read again. */
export function useSaveCategorySizeChart(categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chart: SizeChart | null) =>
      api.put<CategorySizeChart>(`/admin/categories/${encodeURIComponent(categoryId)}/size-chart`, { chart }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products }),
        invalidateCatalog(queryClient),
      ]);
    },
  });
}
