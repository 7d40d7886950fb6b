import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';
import { lazyPage, type LazyPage } from './routing/lazy-page';
import { RootLayout } from './layouts/root-layout';

// One page for both policy paths, so switching tabs keeps the page mounted.
const PolicyPage = lazyPage(() => import('../features/policy/routes/policy').then((m) => m.PolicyRoute));

/**
 * The route table of docs/product.md#routes-and-access, rendered with `useRoutes` (declarative mode: the app
 * has no loaders or actions, and the data router's code costs ~16 KB on every page, decision 081). Every
 * page, and the whole admin area, is a lazy chunk fetched when first visited (the home page too: the other
 * pages need none of its code). The layout holds the pages' error boundary and loading fallback.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        id: 'home',
        index: true,
        Component: lazyPage(() => import('../features/home/routes/home').then((m) => m.HomeRoute)),
      },
      {
        id: 'products',
        path: 'products',
        Component: lazyPage(() => import('../features/products/routes/products').then((m) => m.ProductsRoute)),
      },
      {
        id: 'product',
        path: 'products/:id',
        Component: lazyPage(() =>
          import('../features/products/routes/product-detail').then((m) => m.ProductDetailRoute),
        ),
      },
      {
        id: 'categories',
        path: 'categories',
        Component: lazyPage(() => import('../features/categories/routes/categories').then((m) => m.CategoriesRoute)),
      },
      {
        path: 'cart',
        Component: lazyPage(() => import('../features/cart/routes/cart').then((m) => m.CartRoute)),
      },
      {
        path: 'wishlist',
        Component: lazyPage(() => import('../features/wishlist/routes/wishlist').then((m) => m.WishlistRoute)),
      },
      {
        path: 'order-success',
        Component: lazyPage(() => import('../features/orders/routes/order-success').then((m) => m.OrderSuccessRoute)),
      },
      {
        id: 'policy',
        path: 'policypage',
        Component: PolicyPage,
      },
      {
        id: 'policy-tab',
        path: 'policypage/:tab',
        Component: PolicyPage,
      },
      {
        id: 'terms',
        path: 'terms',
        Component: lazyPage(() => import('../features/policy/routes/terms').then((m) => m.TermsRoute)),
      },
      {
        id: 'privacy',
        path: 'privacy',
        Component: lazyPage(() => import('../features/policy/routes/privacy').then((m) => m.PrivacyRoute)),
      },
      {
        id: 'about',
        path: 'about',
        Component: lazyPage(() => import('../features/info/routes/about').then((m) => m.AboutRoute)),
      },
      {
        id: 'contact',
        path: 'contact',
        Component: lazyPage(() => import('../features/info/routes/contact').then((m) => m.ContactRoute)),
      },
      {
        id: 'grievance',
        path: 'grievance',
        Component: lazyPage(() => import('../features/grievance/routes/grievance').then((m) => m.GrievanceRoute)),
      },
      {
        path: 'forgot-password',
        Component: lazyPage(() => import('../features/auth/routes/forgot-password').then((m) => m.ForgotPasswordRoute)),
      },
      {
        path: 'reset-password',
        Component: lazyPage(() => import('../features/auth/routes/reset-password').then((m) => m.ResetPasswordRoute)),
      },
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: 'login',
            Component: lazyPage(() => import('../features/auth/routes/login').then((m) => m.LoginRoute)),
          },
          {
            path: 'register',
            Component: lazyPage(() => import('../features/auth/routes/register').then((m) => m.RegisterRoute)),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout',
            Component: lazyPage(() => import('../features/checkout/routes/checkout').then((m) => m.CheckoutRoute)),
          },
          {
            path: 'profile',
            Component: lazyPage(() => import('../features/profile/routes/profile').then((m) => m.ProfileRoute)),
          },
          {
            path: 'orders',
            Component: lazyPage(() => import('../features/orders/routes/orders').then((m) => m.OrdersRoute)),
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        children: [
          {
            Component: lazyPage(() => import('../features/admin/components/admin-layout').then((m) => m.AdminLayout)),
            children: [
              {
                index: true,
                Component: lazyPage(() =>
                  import('../features/admin/routes/overview').then((m) => m.AdminOverviewRoute),
                ),
              },
              {
                path: 'products',
                Component: lazyPage(() =>
                  import('../features/admin/routes/products').then((m) => m.AdminProductsRoute),
                ),
              },
              {
                path: 'products/edit/:id',
                Component: lazyPage(() =>
                  import('../features/admin/routes/product-edit').then((m) => m.AdminProductEditRoute),
                ),
              },
              {
                path: 'orders',
                Component: lazyPage(() => import('../features/admin/routes/orders').then((m) => m.AdminOrdersRoute)),
              },
              {
                path: 'users',
                Component: lazyPage(() => import('../features/admin/routes/users').then((m) => m.AdminUsersRoute)),
              },
              {
                path: 'analytics',
                Component: lazyPage(() =>
                  import('../features/admin/routes/analytics').then((m) => m.AdminAnalyticsRoute),
                ),
              },
              {
                path: 'outbox',
                Component: lazyPage(() => import('../features/admin/routes/outbox').then((m) => m.AdminOutboxRoute)),
              },
              {
                path: 'dashboard',
                Component: lazyPage(() =>
                  import('../features/admin/routes/dashboard').then((m) => m.AdminDashboardRoute),
                ),
              },
              {
                path: 'inbox',
                Component: lazyPage(() => import('../features/admin/routes/inbox').then((m) => m.AdminInboxRoute)),
              },
              {
                path: 'returns',
                Component: lazyPage(() => import('../features/admin/routes/returns').then((m) => m.AdminReturnsRoute)),
              },
              {
                path: 'reviews',
                Component: lazyPage(() => import('../features/admin/routes/reviews').then((m) => m.AdminReviewsRoute)),
              },
              {
                path: 'audit',
                Component: lazyPage(() => import('../features/admin/routes/audit').then((m) => m.AdminAuditRoute)),
              },
              {
                path: 'coupons',
                Component: lazyPage(() => import('../features/admin/routes/coupons').then((m) => m.AdminCouponsRoute)),
              },
              {
                path: 'gst',
                Component: lazyPage(() =>
                  import('../features/admin/routes/gst-returns').then((m) => m.AdminGstReturnsRoute),
                ),
              },
              {
                path: 'settings',
                Component: lazyPage(() =>
                  import('../features/admin/routes/settings').then((m) => m.AdminSettingsRoute),
                ),
              },
            ],
          },
        ],
      },
      {
        id: 'not-found',
        path: '*',
        Component: lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundRoute)),
      },
    ],
  },
];

/**
 * Fetches the code of the pages at `pathname` before hydration, so that the first render in the browser is
 * the page the server rendered rather than a suspended one.
 */
export function preloadPagesAt(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.map(({ route }) => route.Component as Partial<LazyPage> | null | undefined);
  return Promise.all(pages.flatMap((page) => (page?.preload ? [page.preload()] : [])));
}
