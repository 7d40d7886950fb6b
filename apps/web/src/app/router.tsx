import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../components/ui/error-screen';
import { LoadingScreen } from '../components/ui/loading-screen';
import { HomeRoute } from '../features/home/routes/home';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';

/**
 * The route table of docs/product.md#routes-and-access. Only the home page ships in the first chunk; every other page,
 * and the whole admin area, is a lazy chunk fetched when first visited.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Last resort when the layout itself fails; pages fail into the boundary below, inside the layout.
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: LoadingScreen,
    children: [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [
          { id: 'home', index: true, Component: HomeRoute },
          {
            id: 'products',
            path: 'products',
            lazy: () => import('../features/products/routes/products').then((m) => ({ Component: m.ProductsRoute })),
          },
          {
            id: 'product',
            path: 'products/:id',
            lazy: () =>
              import('../features/products/routes/product-detail').then((m) => ({ Component: m.ProductDetailRoute })),
          },
          {
            id: 'categories',
            path: 'categories',
            lazy: () =>
              import('../features/categories/routes/categories').then((m) => ({ Component: m.CategoriesRoute })),
          },
          {
            path: 'cart',
            lazy: () => import('../features/cart/routes/cart').then((m) => ({ Component: m.CartRoute })),
          },
          {
            path: 'wishlist',
            lazy: () => import('../features/wishlist/routes/wishlist').then((m) => ({ Component: m.WishlistRoute })),
          },
          {
            path: 'order-success',
            lazy: () =>
              import('../features/orders/routes/order-success').then((m) => ({ Component: m.OrderSuccessRoute })),
          },
          {
            id: 'policy',
            path: 'policypage',
            lazy: () => import('../features/policy/routes/policy').then((m) => ({ Component: m.PolicyRoute })),
          },
          {
            id: 'policy-tab',
            path: 'policypage/:tab',
            lazy: () => import('../features/policy/routes/policy').then((m) => ({ Component: m.PolicyRoute })),
          },
          {
            id: 'terms',
            path: 'terms',
            lazy: () => import('../features/policy/routes/terms').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            id: 'privacy',
            path: 'privacy',
            lazy: () => import('../features/policy/routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            id: 'about',
            path: 'about',
            lazy: () => import('../features/info/routes/about').then((m) => ({ Component: m.AboutRoute })),
          },
          {
            id: 'contact',
            path: 'contact',
            lazy: () => import('../features/info/routes/contact').then((m) => ({ Component: m.ContactRoute })),
          },
          {
            id: 'grievance',
            path: 'grievance',
            lazy: () => import('../features/grievance/routes/grievance').then((m) => ({ Component: m.GrievanceRoute })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            Component: RedirectIfSignedIn,
            children: [
              {
                path: 'login',
                lazy: () => import('../features/auth/routes/login').then((m) => ({ Component: m.LoginRoute })),
              },
              {
                path: 'register',
                lazy: () => import('../features/auth/routes/register').then((m) => ({ Component: m.RegisterRoute })),
              },
            ],
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'checkout',
                lazy: () =>
                  import('../features/checkout/routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
              },
              {
                path: 'profile',
                lazy: () => import('../features/profile/routes/profile').then((m) => ({ Component: m.ProfileRoute })),
              },
              {
                path: 'orders',
                lazy: () => import('../features/orders/routes/orders').then((m) => ({ Component: m.OrdersRoute })),
              },
            ],
          },
          {
            path: 'admin',
            Component: RequireAdmin,
            children: [
              {
                lazy: () =>
                  import('../features/admin/components/admin-layout').then((m) => ({ Component: m.AdminLayout })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/admin/routes/overview').then((m) => ({ Component: m.AdminOverviewRoute })),
                  },
                  {
                    path: 'products',
                    lazy: () =>
                      import('../features/admin/routes/products').then((m) => ({ Component: m.AdminProductsRoute })),
                  },
                  {
                    path: 'products/edit/:id',
                    lazy: () =>
                      import('../features/admin/routes/product-edit').then((m) => ({
                        Component: m.AdminProductEditRoute,
                      })),
                  },
                  {
                    path: 'orders',
                    lazy: () =>
                      import('../features/admin/routes/orders').then((m) => ({ Component: m.AdminOrdersRoute })),
                  },
                  {
                    path: 'users',
                    lazy: () =>
                      import('../features/admin/routes/users').then((m) => ({ Component: m.AdminUsersRoute })),
                  },
                  {
                    path: 'analytics',
                    lazy: () =>
                      import('../features/admin/routes/analytics').then((m) => ({ Component: m.AdminAnalyticsRoute })),
                  },
                  {
                    path: 'outbox',
                    lazy: () =>
                      import('../features/admin/routes/outbox').then((m) => ({ Component: m.AdminOutboxRoute })),
                  },
                  {
                    path: 'dashboard',
                    lazy: () =>
                      import('../features/admin/routes/dashboard').then((m) => ({ Component: m.AdminDashboardRoute })),
                  },
                  {
                    path: 'inbox',
                    lazy: () =>
                      import('../features/admin/routes/inbox').then((m) => ({ Component: m.AdminInboxRoute })),
                  },
                  {
                    path: 'returns',
                    lazy: () =>
                      import('../features/admin/routes/returns').then((m) => ({ Component: m.AdminReturnsRoute })),
                  },
                  {
                    path: 'reviews',
                    lazy: () =>
                      import('../features/admin/routes/reviews').then((m) => ({ Component: m.AdminReviewsRoute })),
                  },
                  {
                    path: 'audit',
                    lazy: () =>
                      import('../features/admin/routes/audit').then((m) => ({ Component: m.AdminAuditRoute })),
                  },
                  {
                    path: 'coupons',
                    lazy: () =>
                      import('../features/admin/routes/coupons').then((m) => ({ Component: m.AdminCouponsRoute })),
                  },
                  {
                    path: 'gst',
                    lazy: () =>
                      import('../features/admin/routes/gst-returns').then((m) => ({
                        Component: m.AdminGstReturnsRoute,
                      })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('../features/admin/routes/settings').then((m) => ({ Component: m.AdminSettingsRoute })),
                  },
                ],
              },
            ],
          },
          {
            id: 'not-found',
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

/** Created inside the app, never at import time, so the module can be loaded where there is no window. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
