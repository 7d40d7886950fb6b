/**
 * Query keys of the admin area. Everything sits under 'admin' so a sign-out (which drops every cached
 * answer but the session) and a broad invalidation after a write both reach it.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: (period: string) => ['admin', 'analytics', period] as const,
  overview: (period: string) => ['admin', 'overview', period] as const,
  report: (startDate: string, endDate: string) => ['admin', 'report', startDate, endDate] as const,
  products: ['admin', 'products'] as const,
  productList: (params: object) => ['admin', 'products', 'list', params] as const,
  product: (id: string) => ['admin', 'products', 'detail', id] as const,
  variants: (id: string) => ['admin', 'products', 'variants', id] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (params: object) => ['admin', 'orders', 'list', params] as const,
  users: ['admin', 'users'] as const,
  userList: (params: object) => ['admin', 'users', 'list', params] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};

/** Keys the storefront caches products and categories under; an admin write makes them stale. */
export const storefrontCatalogKeys = [['products'], ['categories']] as const;
