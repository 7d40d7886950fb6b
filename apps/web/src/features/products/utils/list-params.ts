import type { ProductSort } from '@shop/shared/schemas/catalog';
import type { ProductListParams } from '../../../lib/products/get-products';
import { DEFAULT_PRODUCT_SORT, FETCH_PRODUCTS_FAILED, PRODUCT_SORTS } from './catalog-constants';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** What /products?category=&q=&sort= asks the catalogue for (the page and the server-side renderer agree). */
/** The list filters kept in the URL (?minPrice=&maxPrice=&inStock=1&minRating=4). */
export const FILTER_KEYS = ['minPrice', 'maxPrice', 'inStock', 'minRating'] as const;
export type ListFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

function filtersFrom(searchParams: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const key of FILTER_KEYS) {
    const value = searchParams.get(key)?.trim();
    if (value && /^\d+(\.\d+)?$/.test(value)) filters[key] = value;
  }
  return filters;
}

/** The option filters in the URL (?option=Size:M&option=Colour:Red), well formed ones only, at most 10. */
export function optionFiltersFrom(searchParams: URLSearchParams): string[] {
  return searchParams
    .getAll('option')
    .map((o) => o.trim())
    .filter((o) => /^[^:]{1,40}:.{1,40}$/.test(o))
    .slice(0, 10);
}

export function listParamsFrom(searchParams: URLSearchParams): Required<Pick<ProductListParams, 'category' | 'q'>> & {
  sort: ProductSort | undefined;
  filters: ListFilters;
  options: string[];
} {
  const category = searchParams.get('category')?.trim() ?? '';
  const q = searchParams.get('q')?.trim() ?? '';
  const sortParam = searchParams.get('sort');
  // A search without an explicit sort is ranked by relevance; everything else defaults to newest.
  const sort = isProductSort(sortParam) ? sortParam : q ? undefined : DEFAULT_PRODUCT_SORT;
  return { category, q, sort, filters: filtersFrom(searchParams), options: optionFiltersFrom(searchParams) };
}

/** The catalogue query of a products list page; empty filters are left out. */
export function toProductQuery({
  category,
  q,
  sort,
  filters,
  options,
}: ReturnType<typeof listParamsFrom>): ProductListParams {
  return {
    category: category || undefined,
    q: q || undefined,
    sort,
    ...filters,
    ...(options.length ? { option: options } : {}),
  };
}

/** docs/product.md#messages: the server's message, else the error's own message, else the fixed fallback. */
export function productsErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FETCH_PRODUCTS_FAILED;
}
