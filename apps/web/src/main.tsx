import { localePrefix, splitLocalePath } from '@shop/shared/locale';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readQueryState } from './app/query-state';
import { preloadPagesAt } from './app/router';
import { loadBrowserTranslator } from './lib/i18n/i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The language is the URL's (`/hi/...`, decision 249); its catalogue is a chunk of its own, fetched beside the
// page's code, so neither waits for the other.
const { locale, path } = splitLocalePath(window.location.pathname);
document.documentElement.lang = locale === 'en' ? 'en-IN' : locale;
const basename = localePrefix(locale) || undefined;

// The server sends its query cache with every page it renders; without it this is the plain shell.
const serverState = readQueryState(document, Math.round(performance.timeOrigin));
if (serverState) {
  void Promise.all([loadBrowserTranslator(locale), preloadPagesAt(path)]).then(([translator]) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (hundreds of ms on a slow phone). Taps in that window are not lost: the early
    // script holds them until the app marks itself ready (decision 080).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App serverState={serverState} translator={translator} basename={basename} />
        </StrictMode>,
      );
    });
  });
} else {
  void loadBrowserTranslator(locale).then((translator) => {
    createRoot(container).render(
      <StrictMode>
        <App translator={translator} basename={basename} />
      </StrictMode>,
    );
  });
}
