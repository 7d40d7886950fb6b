import { type ComponentType, use, useSyncExternalStore } from 'react';

// The status field React itself uses to track a promise given to use().
type SettledPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A page whose code is a lazy chunk; `preload` fetches it without rendering. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<unknown>;
}

// How many page chunks are on their way: the layout shows a progress bar meanwhile.
let pagesLoading = 0;
const listeners = new Set<() => void>();
function setPagesLoading(delta: number) {
  pagesLoading += delta;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Each chunk is counted once, however often its page renders while it loads. Counting per render looped:
// a render that suspends outside a transition (a tap replayed while hydrating) bumped the count, the count
// re-rendered the layout synchronously, the page suspended again and bumped it again, all in microtasks, so
// the chunk's own response was never handled and the tab froze.
const counted = new WeakSet<Promise<unknown>>();
function countWhileLoading(pending: SettledPromise<unknown>) {
  if (pending.status === 'fulfilled' || pending.status === 'rejected' || counted.has(pending)) return;
  counted.add(pending);
  // Counted outside render: the subscribers are other components.
  queueMicrotask(() => setPagesLoading(1));
  const done = () => setPagesLoading(-1);
  pending.then(done, done);
}

/** True while a page's code is downloading after a navigation. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pagesLoading > 0,
    () => false,
  );
}

/**
 * A route's page from a lazy chunk. Unlike React.lazy, a page that is already loaded (preloaded before
 * hydration, see main.tsx) renders at once: hydration then meets the same HTML the server sent instead of
 * a suspended boundary. Navigations are transitions (BrowserRouter), so the current page stays on screen
 * while the next one's chunk loads.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: SettledPromise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: SettledPromise<ComponentType> = load();
      // React's use() reads a settled promise's status and value synchronously.
      void promise.then(
        (component) => {
          promise.status = 'fulfilled';
          promise.value = component;
        },
        (error: unknown) => {
          promise.status = 'rejected';
          promise.reason = error;
          // A failed chunk (a deployment replaced it, the network dropped) is tried again on the next visit.
          loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Page() {
    const pending = preload();
    countWhileLoading(pending);
    const Component = use(pending as Promise<ComponentType>);
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
