import type { Category } from '@shop/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type { Category };

export const categoryKeys = { list: ['categories', 'list'] as const };

export const CATEGORIES_LOAD_FAILED = 'Failed to load categories. Please try again later.';

/** docs/product.md#data: the API may answer with plain names; those become categories without picture or count. */
function toCategory(value: unknown): Category | null {
  if (typeof value === 'string')
    return value.trim() ? { _id: value, name: value, image: null, productCount: 0, lowestPrice: null } : null;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.name !== 'string' || !record.name.trim()) return null;
  const count = record.productCount ?? record.products;
  return {
    _id: typeof record._id === 'string' ? record._id : record.name,
    name: record.name,
    // The name in the page's language (decision 258); `name` stays the English one links and filters use.
    ...(typeof record.label === 'string' && record.label ? { label: record.label } : {}),
    image: typeof record.image === 'string' && record.image ? record.image : null,
    productCount: typeof count === 'number' ? count : Array.isArray(count) ? count.length : 0,
    lowestPrice: typeof record.lowestPrice === 'number' && record.lowestPrice > 0 ? record.lowestPrice : null,
  };
}

/** GET /api/products/categories/list: an array, or an object with `categories` or `items` (docs/product.md#api). */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const data = await api.get<unknown>('/products/categories/list', { signal });
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? ((data as Record<string, unknown>).categories ?? (data as Record<string, unknown>).items)
      : undefined;
  if (!Array.isArray(list)) throw new Error(CATEGORIES_LOAD_FAILED);
  return list.map(toCategory).filter((category): category is Category => category !== null);
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.list,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 5 * 60_000,
  });
}

/** A category's name in the page's language (decision 258), found by its English name; undefined when unknown. */
export function categoryLabelOf(categories: readonly Category[] | undefined, name: string): string | undefined {
  return categories?.find((c) => c.name.toLowerCase() === name.toLowerCase())?.label;
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
