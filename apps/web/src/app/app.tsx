import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider, createAppQueryClient } from './providers';
import { AppRoutes } from './routing/app-routes';
import { ServerHeadCleanup } from './routing/server-head-cleanup';
import { SessionExpiryRedirect } from './routing/session-expiry-redirect';
import { ServerRenderedContext } from './server-rendered';

export function App({ serverState }: { serverState?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createAppQueryClient();
    if (serverState) hydrate(client, serverState);
    return client;
  });
  const isServerRendered = serverState !== undefined;

  // The page now answers clicks: the early script in <head> replays the taps it held until now
  // (packages/shared/src/early-tap-capture.ts, decision 080).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <ServerRenderedContext value={isServerRendered}>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <SessionExpiryRedirect />
          {isServerRendered && <ServerHeadCleanup />}
        </BrowserRouter>
      </AppProvider>
    </ServerRenderedContext>
  );
}
