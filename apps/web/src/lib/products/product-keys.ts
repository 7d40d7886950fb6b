import type { ProductSort } from '@shop/shared/schemas/catalog';

export interface ProductListParams {
  category?: string;
  /** Undefined lets the server order a search by relevance. */
  sort?: ProductSort;
  q?: string;
  limit?: number;
  /** Filters (issue 19): rupees, '1' for in stock only, minimum stars. */
  minPrice?: string;
  maxPrice?: string;
  inStock?: string;
  minRating?: string;
  /** Size, colour...: `Name:Value`, repeated (docs/decisions/238-option-filters.md). */
  option?: readonly string[];
}

/**
 * The query keys of the catalogue, apart from the list fetching: the product page needs only the detail key,
 * and importing it from get-products.ts brought the list and infinite-list queries into its chunk (decision 081).
 */
export const productKeys = {
  all: ['products'] as const,
  list: (params: ProductListParams & { page?: number }) => ['products', 'list', params] as const,
  infinite: (params: ProductListParams) => ['products', 'infinite', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};
