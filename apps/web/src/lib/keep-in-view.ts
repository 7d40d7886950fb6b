const SETTLE_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls an element to the middle of the window and keeps it there while the page around it is still arriving
 * (chunks that render above it with no placeholder, images, answers), until the shopper scrolls or presses
 * something, or the page has had time to settle. Returns the function that stops watching.
 *
 * Why: a link to "#write-review" scrolled once, then the product's tabs arrived above the form and pushed it out
 * of the window; the browser's own scroll anchoring does not always pick an anchor that follows it.
 */
export function keepInViewWhileSettling(element: HTMLElement | null): () => void {
  if (!element) return () => undefined;
  const center = () => element.scrollIntoView({ block: 'center' });
  center();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(center);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
