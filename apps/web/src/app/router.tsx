import type { RouteObject } from 'react-router';
import { matchRoutes, Navigate } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';
import type { AdminPageName } from './routing/admin-pages';
import { lazyPage, type LazyPage } from './routing/lazy-page';
import { withMessages } from '../lib/i18n/i18n';
import { RootLayout } from './layouts/root-layout';

// One page for both policy paths, so switching tabs keeps the page mounted.
const PolicyPage = lazyPage(() =>
  withMessages('policy', import('../features/policy/routes/policy')).then((m) => m.PolicyRoute),
);

/** An admin page, whose chunk is found through the one admin pages chunk (see admin-pages.ts). */
const adminPage = (name: AdminPageName) =>
  lazyPage(() => import('./routing/admin-pages').then((pages) => pages.adminPages[name]()));

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
        Component: lazyPage(() =>
          withMessages('home', import('../features/home/routes/home')).then((m) => m.HomeRoute),
        ),
      },
      {
        id: 'products',
        path: 'products',
        Component: lazyPage(() =>
          withMessages('shop', import('../features/products/routes/products')).then((m) => m.ProductsRoute),
        ),
      },
      {
        id: 'product',
        path: 'products/:id',
        // Its picker, tab and review chunks too: the page hydrates whole (decision 265).
        Component: lazyPage(() =>
          withMessages('product', import('./routes/product-page')).then((m) =>
            m.productPageChunks.then(() => m.ProductPage),
          ),
        ),
      },
      {
        id: 'categories',
        path: 'categories',
        Component: lazyPage(() =>
          withMessages('categories', import('../features/categories/routes/categories')).then((m) => m.CategoriesRoute),
        ),
      },
      {
        id: 'cart',
        path: 'cart',
        Component: lazyPage(() => withMessages('buy', import('../features/cart/routes/cart')).then((m) => m.CartRoute)),
      },
      {
        path: 'wishlist',
        Component: lazyPage(() =>
          withMessages('account', import('../features/wishlist/routes/wishlist')).then((m) => m.WishlistRoute),
        ),
      },
      {
        path: 'order-success',
        Component: lazyPage(() =>
          withMessages('order', import('../features/orders/routes/order-success')).then((m) => m.OrderSuccessRoute),
        ),
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
        Component: lazyPage(() =>
          withMessages('policy', import('../features/policy/routes/terms')).then((m) => m.TermsRoute),
        ),
      },
      {
        id: 'privacy',
        path: 'privacy',
        Component: lazyPage(() =>
          withMessages('policy', import('../features/policy/routes/privacy')).then((m) => m.PrivacyRoute),
        ),
      },
      {
        id: 'about',
        path: 'about',
        Component: lazyPage(() =>
          withMessages('info', import('../features/info/routes/about')).then((m) => m.AboutRoute),
        ),
      },
      {
        id: 'contact',
        path: 'contact',
        Component: lazyPage(() =>
          withMessages('info', import('../features/info/routes/contact')).then((m) => m.ContactRoute),
        ),
      },
      {
        id: 'grievance',
        path: 'grievance',
        Component: lazyPage(() =>
          withMessages('info', import('../features/grievance/routes/grievance')).then((m) => m.GrievanceRoute),
        ),
      },
      {
        id: 'grievance-status',
        path: 'grievance/status',
        Component: lazyPage(() =>
          withMessages('info', import('../features/grievance/routes/grievance-status')).then(
            (m) => m.GrievanceStatusRoute,
          ),
        ),
      },
      {
        // Issue 37: the buyer answers a failed delivery from the mail's signed link, without signing in.
        path: 'orders/:id/delivery-issue',
        Component: lazyPage(() => import('./routing/link-pages').then((m) => m.default())),
      },
      {
        path: 'forgot-password',
        Component: lazyPage(() =>
          withMessages('account', import('../features/auth/routes/forgot-password')).then((m) => m.ForgotPasswordRoute),
        ),
      },
      {
        path: 'reset-password',
        Component: lazyPage(() =>
          withMessages('account', import('../features/auth/routes/reset-password')).then((m) => m.ResetPasswordRoute),
        ),
      },
      {
        // The buyer's COD confirmation link (docs/decisions/227-cod-confirmation.md): no sign-in, the token.
        path: 'orders/:id/confirm',
        Component: lazyPage(() =>
          withMessages('order', import('../features/orders/routes/cod-confirm')).then((m) => m.CodConfirmRoute),
        ),
      },
      {
        path: 'verify-email',
        Component: lazyPage(() =>
          withMessages('account', import('../features/auth/routes/verify-email')).then((m) => m.VerifyEmailRoute),
        ),
      },
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: 'login',
            Component: lazyPage(() =>
              withMessages('account', import('../features/auth/routes/login')).then((m) => m.LoginRoute),
            ),
          },
          {
            path: 'register',
            Component: lazyPage(() =>
              withMessages('account', import('../features/auth/routes/register')).then((m) => m.RegisterRoute),
            ),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout',
            // The cart's words too: checkout says what changed in the cart since it was filled (useRefreshCart).
            Component: lazyPage(() =>
              withMessages('buy', withMessages('order', import('../features/checkout/routes/checkout'))).then(
                (m) => m.CheckoutRoute,
              ),
            ),
          },
          {
            path: 'profile',
            Component: lazyPage(() =>
              withMessages('account', import('../features/profile/routes/profile')).then((m) => m.ProfileRoute),
            ),
          },
          {
            path: 'orders',
            Component: lazyPage(() =>
              withMessages('order', import('../features/orders/routes/orders')).then((m) => m.OrdersRoute),
            ),
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        children: [
          {
            Component: adminPage('layout'),
            children: [
              {
                index: true,
                Component: adminPage('overview'),
              },
              {
                path: 'products',
                Component: adminPage('products'),
              },
              {
                path: 'products/edit/:id',
                Component: adminPage('productEdit'),
              },
              {
                path: 'orders',
                Component: adminPage('orders'),
              },
              {
                path: 'users',
                Component: adminPage('users'),
              },
              {
                path: 'analytics',
                Component: adminPage('analytics'),
              },
              {
                path: 'outbox',
                Component: adminPage('outbox'),
              },
              {
                // The old Dashboard statistics screen is part of Analytics and the Overview now (decision 213).
                path: 'dashboard',
                element: <Navigate to="/admin" replace />,
              },
              {
                path: 'backups',
                Component: adminPage('backups'),
              },
              {
                path: 'inbox',
                Component: adminPage('inbox'),
              },
              {
                path: 'returns',
                Component: adminPage('returns'),
              },
              {
                path: 'deliveries',
                Component: adminPage('deliveries'),
              },
              {
                path: 'breaches',
                Component: adminPage('breaches'),
              },
              {
                path: 'reviews',
                Component: adminPage('reviews'),
              },
              {
                path: 'audit',
                Component: adminPage('audit'),
              },
              {
                path: 'coupons',
                Component: adminPage('coupons'),
              },
              {
                path: 'gst',
                Component: adminPage('gstReturns'),
              },
              {
                path: 'settings',
                Component: adminPage('settings'),
              },
            ],
          },
        ],
      },
      {
        id: 'not-found',
        path: '*',
        Component: lazyPage(() => withMessages('account', import('./routes/not-found')).then((m) => m.NotFoundRoute)),
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
