import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { I18nContext, type Translator } from '../lib/i18n/i18n';
import { AppProvider, createAppQueryClient } from './providers';
import { AppRoutes } from './routing/app-routes';
import { ServerHeadCleanup } from './routing/server-head-cleanup';
import { SessionExpiryRedirect } from './routing/session-expiry-redirect';
import { ServerRenderedContext } from './server-rendered';

interface AppProps {
  serverState?: DehydratedState;
  /** The page's language (from the URL) with its catalogue loaded. */
  translator: Translator;
  /** `/hi` on Hindi pages: every link in the app stays in the language (decision 249). */
  basename?: string;
}

export function App({ serverState, translator, basename }: AppProps) {
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
      <I18nContext value={translator}>
        <AppProvider queryClient={queryClient} serverRendered={isServerRendered}>
          <BrowserRouter basename={basename}>
            <AppRoutes />
            <SessionExpiryRedirect />
            {isServerRendered && <ServerHeadCleanup />}
          </BrowserRouter>
        </AppProvider>
      </I18nContext>
    </ServerRenderedContext>
  );
}
