import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useUser } from '../../lib/auth';
import { useIsServerRendered } from '../server-rendered';
import { DemoBanner } from '../../features/shop/components/demo-banner';
import { usePageLoading } from '../routing/lazy-page';
import { RouteErrorBoundary } from '../routing/route-error-boundary';
import { paths } from '../../config/paths';
import { useT, withMessages } from '../../lib/i18n/i18n';
import { Header } from './header';

// Below the fold on every page, so its code (links, contact icons, language switcher) is a chunk of its own:
// the server renders it into the page, and the browser hydrates it when the chunk arrives (decision 249 found
// the bytes for the catalogues here).
const Footer = lazy(() => withMessages('footer', import('./footer')).then((module) => ({ default: module.Footer })));
// One element for every render of the layout. A server-rendered page hydrates the footer only once its chunk is
// here; a signed-in shopper's account arrives before that and renders the layout again at once. A new element
// would reach the footer's boundary and make React render it again on the client, empty until the chunk came:
// the footer left the page for up to a second and a half on a slow phone, the page grew shorter under a shopper
// reading near its end, and their tap hit what moved under the finger. The same element is no update, so the
// server's footer stays until it hydrates (decision 281).
const FOOTER = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);
// Scroll positions matter from the first navigation on, never for the page the shopper landed on (it starts at
// its top), so this is a chunk of its own too: ~0.4 KB the first paint does not wait for.
const ScrollRestoration = lazy(() =>
  import('../routing/scroll-restoration').then((module) => ({ default: module.ScrollRestoration })),
);

/**
 * Header on every page, the store footer on every page outside the admin area (a back office needs no shop
 * links under its tables). A page started in the browser waits for the session before it renders;
 * a server-rendered one keeps its content (guarded pages still wait in their guard).
 */
function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.overview || pathname.startsWith(`${paths.admin.overview}/`);
}

export function RootLayout() {
  const { isPending } = useUser();
  const isServerRendered = useIsServerRendered();
  const isPageLoading = usePageLoading();
  const { pathname } = useLocation();
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      {isPageLoading && (
        <div
          role="progressbar"
          aria-label={t('layout.loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gradient-to-r from-indigo-500 to-purple-500"
        />
      )}
      <DemoBanner />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          {isServerRendered ? (
            // No Suspense boundary here: React would hydrate the page in a pass after the app reports ready
            // and the held taps are replayed (decision 080). Navigations are transitions, so a page whose
            // chunk is loading keeps the current one on screen without a boundary.
            <Outlet />
          ) : isPending ? (
            <LoadingScreen label={t('layout.loadingAccount')} />
          ) : (
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          )}
        </RouteErrorBoundary>
      </main>
      {!isAdminPath(pathname) && FOOTER}
      <Suspense fallback={null}>
        <ScrollRestoration />
      </Suspense>
    </div>
  );
}
