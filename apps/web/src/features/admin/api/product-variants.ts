import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GstPriceRuleInput,
  ProductOptionsInput,
  ProductVariantsResponse,
  VariantsBulkEdit,
} from '@shop/shared/schemas/variants';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { invalidateCatalog } from './save-product';

/* The options editor, the variant grid and the GST rule of one product (docs/decisions/217 and 218). */

export function useProductVariants(productId: string) {
  return useQuery({
    queryKey: adminKeys.variants(productId),
    queryFn: ({ signal }) =>
      api.get<ProductVariantsResponse>(`/admin/products/${encodeURIComponent(productId)}/variants`, { signal }),
  });
}

/** Each write answers the whole grid again: it replaces the cached one, and the catalogue goes stale. */
function useVariantsWrite<Input>(productId: string, send: (input: Input) => Promise<ProductVariantsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminKeys.variants(productId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.product(productId) }),
        invalidateCatalog(queryClient),
      ]);
    },
  });
}

export const useSetProductOptions = (productId: string) =>
  useVariantsWrite(productId, (input: ProductOptionsInput) =>
    api.put<ProductVariantsResponse>(`/admin/products/${encodeURIComponent(productId)}/options`, input),
  );

export const useBulkEditVariants = (productId: string) =>
  useVariantsWrite(productId, (input: VariantsBulkEdit) =>
    api.patch<ProductVariantsResponse>(`/admin/products/${encodeURIComponent(productId)}/variants`, input),
  );

export const useSetGstRule = (productId: string) =>
  useVariantsWrite(productId, (input: GstPriceRuleInput) =>
    api.put<ProductVariantsResponse>(`/admin/products/${encodeURIComponent(productId)}/gst-rule`, input),
  );
