import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';
import { lazyPage, type LazyPage } from './routing/lazy-page';
import { RootLayout } from './layouts/root-layout';

/** A page from a lazy chunk: `load` imports its module, `name` is the page component there. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  return lazyPage(() => load().then((module) => module[name]));
}

/** A route table's row: the page's path and the page. */
type PageEntry = [path: string, page: LazyPage];

// One page for both policy paths, so switching tabs keeps the page mounted.
const PolicyPage = page(() => import('../features/policy/routes/policy'), 'PolicyRoute');

/** The admin area's pages besides its overview, under /admin inside its layout. */
const adminPages: PageEntry[] = [
  ['products', page(() => import('../features/admin/routes/products'), 'AdminProductsRoute')],
  ['products/edit/:id', page(() => import('../features/admin/routes/product-edit'), 'AdminProductEditRoute')],
  ['orders', page(() => import('../features/admin/routes/orders'), 'AdminOrdersRoute')],
  ['users', page(() => import('../features/admin/routes/users'), 'AdminUsersRoute')],
  ['analytics', page(() => import('../features/admin/routes/analytics'), 'AdminAnalyticsRoute')],
  ['outbox', page(() => import('../features/admin/routes/outbox'), 'AdminOutboxRoute')],
  ['dashboard', page(() => import('../features/admin/routes/dashboard'), 'AdminDashboardRoute')],
  ['inbox', page(() => import('../features/admin/routes/inbox'), 'AdminInboxRoute')],
  ['returns', page(() => import('../features/admin/routes/returns'), 'AdminReturnsRoute')],
  ['reviews', page(() => import('../features/admin/routes/reviews'), 'AdminReviewsRoute')],
  ['audit', page(() => import('../features/admin/routes/audit'), 'AdminAuditRoute')],
  ['coupons', page(() => import('../features/admin/routes/coupons'), 'AdminCouponsRoute')],
  ['gst', page(() => import('../features/admin/routes/gst-returns'), 'AdminGstReturnsRoute')],
  ['settings', page(() => import('../features/admin/routes/settings'), 'AdminSettingsRoute')],
];

/**
 * Route ids, by path, of the pages the server renders (ssr/pages.ts keys its page data by them); the home and
 * not-found routes carry theirs in the table below.
 */
const SERVER_PAGE_IDS: Readonly<Record<string, string>> = {
  products: 'products',
  'products/:id': 'product',
  categories: 'categories',
  policypage: 'policy',
  'policypage/:tab': 'policy-tab',
  terms: 'terms',
  privacy: 'privacy',
  about: 'about',
  contact: 'contact',
  grievance: 'grievance',
};

/** The routes of a table of pages, each with its id from `ids` if it has one. */
function pageRoutes(pages: PageEntry[], ids: Readonly<Record<string, string>> = {}): RouteObject[] {
  return pages.map(([path, Component]) => ({ id: ids[path], path, Component }));
}

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
      { id: 'home', index: true, Component: page(() => import('../features/home/routes/home'), 'HomeRoute') },
      // Pages anyone may open.
      ...pageRoutes(
        [
          ['products', page(() => import('../features/products/routes/products'), 'ProductsRoute')],
          ['products/:id', page(() => import('../features/products/routes/product-detail'), 'ProductDetailRoute')],
          ['categories', page(() => import('../features/categories/routes/categories'), 'CategoriesRoute')],
          ['cart', page(() => import('../features/cart/routes/cart'), 'CartRoute')],
          ['wishlist', page(() => import('../features/wishlist/routes/wishlist'), 'WishlistRoute')],
          ['order-success', page(() => import('../features/orders/routes/order-success'), 'OrderSuccessRoute')],
          ['terms', page(() => import('../features/policy/routes/terms'), 'TermsRoute')],
          ['privacy', page(() => import('../features/policy/routes/privacy'), 'PrivacyRoute')],
          ['about', page(() => import('../features/info/routes/about'), 'AboutRoute')],
          ['contact', page(() => import('../features/info/routes/contact'), 'ContactRoute')],
          ['grievance', page(() => import('../features/grievance/routes/grievance'), 'GrievanceRoute')],
          ['forgot-password', page(() => import('../features/auth/routes/forgot-password'), 'ForgotPasswordRoute')],
          ['reset-password', page(() => import('../features/auth/routes/reset-password'), 'ResetPasswordRoute')],
          ['policypage', PolicyPage],
          ['policypage/:tab', PolicyPage],
        ],
        SERVER_PAGE_IDS,
      ),
      {
        // Sign-in pages send a signed-in visitor on.
        Component: RedirectIfSignedIn,
        children: pageRoutes([
          ['login', page(() => import('../features/auth/routes/login'), 'LoginRoute')],
          ['register', page(() => import('../features/auth/routes/register'), 'RegisterRoute')],
        ]),
      },
      {
        Component: RequireAuth,
        children: pageRoutes([
          ['checkout', page(() => import('../features/checkout/routes/checkout'), 'CheckoutRoute')],
          ['profile', page(() => import('../features/profile/routes/profile'), 'ProfileRoute')],
          ['orders', page(() => import('../features/orders/routes/orders'), 'OrdersRoute')],
        ]),
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        children: [
          {
            Component: page(() => import('../features/admin/components/admin-layout'), 'AdminLayout'),
            children: [
              { index: true, Component: page(() => import('../features/admin/routes/overview'), 'AdminOverviewRoute') },
              ...pageRoutes(adminPages),
            ],
          },
        ],
      },
      { id: 'not-found', path: '*', Component: page(() => import('./routes/not-found'), 'NotFoundRoute') },
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
