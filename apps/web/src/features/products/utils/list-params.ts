import { CATALOG_MESSAGES, PRODUCT_SORTS, type ProductSort } from '@shop/shared/schemas/catalog';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** SPEC.md section 8: the server's message, else the error's own message, else the fixed fallback. */
export function productsErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return CATALOG_MESSAGES.fetchProductsFailed;
}
