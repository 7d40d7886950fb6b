import type {
  CATALOG_MESSAGES as SHARED_CATALOG_MESSAGES,
  PRODUCT_SORTS as SHARED_PRODUCT_SORTS,
  ProductSort,
} from '@shop/shared/schemas/catalog';

/*
 * The catalogue constants the products page needs. The shared module that defines them also builds the zod
 * schemas, and importing any value from it puts all of zod (~25 KB gzip) into this page's JavaScript. The
 * types below come from the shared module, so any drift between the two is a compile error.
 */
export const PRODUCT_SORTS: typeof SHARED_PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'rating'];

export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

export const FETCH_PRODUCTS_FAILED: (typeof SHARED_CATALOG_MESSAGES)['fetchProductsFailed'] =
  'Failed to fetch products. Please try again later.';
