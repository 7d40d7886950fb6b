import type { Product, ProductDetailResponse, ProductOption, ProductVariant } from '@shop/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { productKeys } from './product-keys';

/** The product, its options and active variants (decision 217; none from an older server) and related products. */
export type ProductDetail = Pick<
  ProductDetailResponse,
  'product' | 'relatedProducts' | 'options' | 'variants' | 'hasSizeChart'
>;

function listField<T>(data: unknown, field: string): T[] {
  const value =
    typeof data === 'object' && data !== null && field in data ? (data as Record<string, unknown>)[field] : [];
  return Array.isArray(value) ? (value as T[]) : [];
}

function isProduct(value: unknown): value is Product {
  return typeof value === 'object' && value !== null && '_id' in value && typeof value._id === 'string';
}

/**
 * GET /api/products/{id}: `{product, options, variants, relatedProducts}` (older servers answer the bare product).
 * Related products are extras: a bad list is logged and dropped, never fatal.
 */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const data = await api.get<unknown>(`/products/${encodeURIComponent(id)}`, { signal });
  const product = typeof data === 'object' && data !== null && 'product' in data ? data.product : data;
  if (!isProduct(product)) throw new Error('Failed to load product details');
  let relatedProducts: Product[] = [];
  const related = typeof data === 'object' && data !== null && 'relatedProducts' in data ? data.relatedProducts : [];
  if (Array.isArray(related)) {
    relatedProducts = related.filter(isProduct).filter((item) => item._id !== product._id);
  } else {
    console.error('Failed to load related products', related);
  }
  // Options without variants cannot be chosen from: the product is then shown as one without options.
  const variants = listField<ProductVariant>(data, 'variants');
  const options = variants.length > 0 ? listField<ProductOption>(data, 'options') : [];
  const hasSizeChart =
    typeof data === 'object' && data !== null && 'hasSizeChart' in data && data.hasSizeChart === true;
  return { product, options, variants, relatedProducts, hasSizeChart };
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id.length > 0,
    // A missing product stays missing: a failed answer (also one rendered on the server) is shown as it is
    // instead of being fetched again when the page mounts.
    retryOnMount: false,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
