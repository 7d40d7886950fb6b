import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { invalidateCatalog } from './save-product';

export function deleteProduct(id: string): Promise<unknown> {
  return api.delete(`/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.product(id) });
      await invalidateCatalog(queryClient);
    },
  });
}
