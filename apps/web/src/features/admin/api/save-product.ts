import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '../types';
import { type ImageItem, planImageUpload, savedImageOrder } from '../utils/product-images';
import { buildProductFormData, type ProductPayload } from '../utils/product-form';
import { adminKeys, storefrontCatalogKeys } from './keys';

export interface SaveProductInput {
  /** Absent for a new product. */
  id?: string;
  payload: ProductPayload;
  images: ImageItem[];
}

function send(id: string | undefined, form: FormData): Promise<{ product: Product }> {
  return id
    ? api.put<{ product: Product }>(`/products/${encodeURIComponent(id)}`, form)
    : api.post<{ product: Product }>('/products', form);
}

/**
 * POST /api/products or PUT /api/products/:id as multipart. The server keeps `existingImages` in order and
 * appends uploaded files after them; when the admin placed a new picture before a kept one, a second PUT
 * (no files) puts the pictures in the order shown on screen.
 */
export async function saveProduct({ id, payload, images }: SaveProductInput): Promise<Product> {
  const plan = planImageUpload(images);
  const { product } = await send(id, buildProductFormData(payload, plan.existingImages, plan.files));
  if (!plan.needsReorder) return product;
  const order = savedImageOrder(images, plan.existingImages, product.images);
  if (!order) return product;
  const { product: reordered } = await send(product._id, buildProductFormData(payload, order, []));
  return reordered;
}

export function invalidateCatalog(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.products }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ...storefrontCatalogKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(adminKeys.product(product._id), product);
      await invalidateCatalog(queryClient);
    },
  });
}
