import { DEFAULT_PAGE_SIZE } from '@shop/shared/constants';
// Types only: this module is in the first chunk (home page, header search), which must stay free of zod.
import type { ProductListResponse } from '@shop/shared/schemas/catalog';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../api-client';
import { productKeys, type ProductListParams } from './product-keys';

export type { ProductListParams } from './product-keys';

/** docs/product.md#messages: a shape we cannot read is an error of its own. */
export const INVALID_PRODUCTS_DATA = 'Invalid products data format';

function isListResponse(data: unknown): data is ProductListResponse {
  return typeof data === 'object' && data !== null && 'products' in data && Array.isArray(data.products);
}

export async function fetchProducts(
  { page = 1, limit = DEFAULT_PAGE_SIZE, ...params }: ProductListParams & { page?: number },
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const data = await api.get<unknown>('/products', { params: { ...params, page, limit }, signal });
  if (!isListResponse(data)) throw new Error(INVALID_PRODUCTS_DATA);
  const { products } = data;
  // The contract carries paging fields; fill them in if an older server left them out.
  return {
    products,
    total: typeof data.total === 'number' ? data.total : products.length,
    // A broad search lists what it ranked and says more match (decision 276): "1,000+".
    ...(data.totalCapped === true ? { totalCapped: true } : {}),
    page: typeof data.page === 'number' ? data.page : page,
    limit: typeof data.limit === 'number' ? data.limit : limit,
    hasMore: typeof data.hasMore === 'boolean' ? data.hasMore : false,
  };
}

export function infiniteProductsQueryOptions(params: ProductListParams) {
  return infiniteQueryOptions({
    queryKey: productKeys.infinite(params),
    queryFn: ({ pageParam, signal }) => fetchProducts({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

/** One page at a time, appended by 'Load More Products'. */
export function useInfiniteProducts(params: ProductListParams) {
  return useInfiniteQuery(infiniteProductsQueryOptions(params));
}

export function productsQueryOptions(params: ProductListParams & { page?: number }) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
  });
}

/** A single page, e.g. the home page's top-rated products or the header's suggestions. */
export function useProducts(
  params: ProductListParams & { page?: number },
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...productsQueryOptions(params),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
