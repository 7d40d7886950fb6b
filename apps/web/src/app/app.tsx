import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endSession } from '../lib/auth';
import { loginPathFor } from '../lib/redirect';
import { PAGE_HEAD_ATTRIBUTE } from '../ssr/page-head-attribute';
import { AppProvider, createAppQueryClient } from './providers';
import { createAppRouter } from './router';
import { ServerRenderedContext } from './server-rendered';

export function App({ serverState }: { serverState?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createAppQueryClient();
    if (serverState) hydrate(client, serverState);
    return client;
  });
  const [router] = useState(createAppRouter);
  const isServerRendered = serverState !== undefined;

  // Any 401 from the API: the session is over. Sign out here and go to /login, coming back afterwards.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        endSession(queryClient);
        const { pathname, search } = router.state.location;
        if (pathname !== '/login') void router.navigate(loginPathFor(pathname + search), { replace: true });
      }),
    [queryClient, router],
  );

  // The page now answers clicks: the early script in <head> replays the taps it held until now
  // (packages/shared/src/early-tap-capture.ts, decision 080).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  // The server's canonical link, OpenGraph tags and JSON-LD describe the first page only.
  useEffect(() => {
    if (!isServerRendered) return;
    const first = router.state.location;
    const unsubscribe = router.subscribe(({ location }) => {
      if (location.pathname === first.pathname && location.search === first.search) return;
      for (const tag of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) tag.remove();
      unsubscribe();
    });
    return unsubscribe;
  }, [isServerRendered, router]);

  return (
    <ServerRenderedContext value={isServerRendered}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </ServerRenderedContext>
  );
}
