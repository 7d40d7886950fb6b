import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readQueryState } from './app/query-state';
import { preloadPagesAt } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server sends its query cache with every page it renders; without it this is the plain shell.
const serverState = readQueryState(document);
if (serverState) {
  void preloadPagesAt(window.location.pathname).then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (hundreds of ms on a slow phone). Taps in that window are not lost: the early
    // script holds them until the app marks itself ready (decision 080).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App serverState={serverState} />
        </StrictMode>,
      );
    });
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
