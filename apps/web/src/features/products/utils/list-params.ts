import type { ProductSort } from '@shop/shared/schemas/catalog';
import type { ProductListParams } from '../api/get-products';
import { DEFAULT_PRODUCT_SORT, FETCH_PRODUCTS_FAILED, PRODUCT_SORTS } from './catalog-constants';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** What /products?category=&q=&sort= asks the catalogue for (the page and the server-side renderer agree). */
export function listParamsFrom(searchParams: URLSearchParams): Required<Pick<ProductListParams, 'category' | 'q'>> & {
  sort: ProductSort | undefined;
} {
  const category = searchParams.get('category')?.trim() ?? '';
  const q = searchParams.get('q')?.trim() ?? '';
  const sortParam = searchParams.get('sort');
  // A search without an explicit sort is ranked by relevance; everything else defaults to newest.
  const sort = isProductSort(sortParam) ? sortParam : q ? undefined : DEFAULT_PRODUCT_SORT;
  return { category, q, sort };
}

/** The catalogue query of a products list page; empty filters are left out. */
export function toProductQuery({ category, q, sort }: ReturnType<typeof listParamsFrom>): ProductListParams {
  return { category: category || undefined, q: q || undefined, sort };
}

/** docs/product.md#messages: the server's message, else the error's own message, else the fixed fallback. */
export function productsErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FETCH_PRODUCTS_FAILED;
}
