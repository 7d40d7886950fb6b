/**
 * Every route of the app in one place (docs/product.md#routes-and-access); links and the route table both use these.
 */
/** The review form's anchor on the product page. */
export const WRITE_REVIEW_ID = 'write-review';

export const paths = {
  home: '/',
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  /** A product page with one variant chosen (docs/decisions/221-variant-choice-in-the-url.md). */
  productVariant: (id: string, variantId: string | undefined) =>
    variantId
      ? `/products/${encodeURIComponent(id)}?${new URLSearchParams({ variant: variantId }).toString()}`
      : `/products/${encodeURIComponent(id)}`,
  /** The product page with the signed-in buyer's review form open (from a delivered order). */
  productReview: (id: string) => `/products/${encodeURIComponent(id)}#${WRITE_REVIEW_ID}`,
  productsInCategory: (category: string) => `/products?${new URLSearchParams({ category }).toString()}`,
  productSearch: (query: string) => `/products?${new URLSearchParams({ q: query }).toString()}`,
  categories: '/categories',
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  orderSuccess: '/order-success',
  orders: '/orders',
  profile: '/profile',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  policy: '/policypage',
  policyTab: (tab: string) => `/policypage/${tab}`,
  about: '/about',
  contact: '/contact',
  grievance: '/grievance',
  /** A ticket's public status page (the shopper types the email there). */
  grievanceStatus: (ticket?: string) =>
    ticket ? `/grievance/status?ticket=${encodeURIComponent(ticket)}` : '/grievance/status',
  terms: '/terms',
  privacy: '/privacy',
  admin: {
    overview: '/admin',
    products: '/admin/products',
    editProduct: (id: string) => `/admin/products/edit/${encodeURIComponent(id)}`,
    orders: '/admin/orders',
    users: '/admin/users',
    analytics: '/admin/analytics',
    outbox: '/admin/outbox',
    audit: '/admin/audit',
    gstReturns: '/admin/gst',
    coupons: '/admin/coupons',
    inbox: '/admin/inbox',
    returns: '/admin/returns',
    breaches: '/admin/breaches',
    settings: '/admin/settings',
    backups: '/admin/backups',
    reviews: '/admin/reviews',
  },
} as const;
