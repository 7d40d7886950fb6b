import type { ComponentType } from 'react';
import { withMessages } from '../../lib/i18n/i18n';

/**
 * The admin area's page chunks, reached through this one lazy module rather than from the route table: the
 * bundler gives every dynamic import the list of files its chunk needs, and in the route table the admin
 * pages' lists were about 2.5 KB gzip of every shopper's entry chunk (decision 081). The first admin page
 * visited waits for this small chunk, then for its own as before.
 */
export const adminPages = {
  layout: () => import('../../features/admin/components/admin-layout').then((m) => m.AdminLayout),
  overview: () => import('../../features/admin/routes/overview').then((m) => m.AdminOverviewRoute),
  products: () => import('../../features/admin/routes/products').then((m) => m.AdminProductsRoute),
  productEdit: () => import('../../features/admin/routes/product-edit').then((m) => m.AdminProductEditRoute),
  // The order cards, credit notes and delivery answers are shared with My Orders: their words are in `order`.
  orders: () => withMessages('order', import('../../features/admin/routes/orders')).then((m) => m.AdminOrdersRoute),
  users: () => import('../../features/admin/routes/users').then((m) => m.AdminUsersRoute),
  analytics: () => import('../../features/admin/routes/analytics').then((m) => m.AdminAnalyticsRoute),
  outbox: () => import('../../features/admin/routes/outbox').then((m) => m.AdminOutboxRoute),
  inbox: () => import('../../features/admin/routes/inbox').then((m) => m.AdminInboxRoute),
  deliveries: () =>
    withMessages('order', import('../../features/admin/routes/deliveries')).then((m) => m.AdminDeliveriesRoute),
  returns: () => import('../../features/admin/routes/returns').then((m) => m.AdminReturnsRoute),
  reviews: () => import('../../features/admin/routes/reviews').then((m) => m.AdminReviewsRoute),
  audit: () => import('../../features/admin/routes/audit').then((m) => m.AdminAuditRoute),
  coupons: () => import('../../features/admin/routes/coupons').then((m) => m.AdminCouponsRoute),
  gstReturns: () => import('../../features/admin/routes/gst-returns').then((m) => m.AdminGstReturnsRoute),
  breaches: () => import('../../features/admin/routes/breaches').then((m) => m.AdminBreachesRoute),
  backups: () => import('../../features/admin/routes/backups').then((m) => m.AdminBackupsRoute),
  settings: () => import('../../features/admin/routes/settings').then((m) => m.AdminSettingsRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPageName = keyof typeof adminPages;
