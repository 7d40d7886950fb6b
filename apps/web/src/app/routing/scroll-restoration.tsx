import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * A new page starts at its top (or at the element its #hash names); Back and Forward, and a reload, return
 * to where the shopper was on that entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const positionsOf = () => (positions.current ??= readPositions());
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const save = () => {
      const saved = positionsOf();
      saved.set((window.history.state as { key?: string } | null)?.key ?? 'default', window.scrollY);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved].slice(-50)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Remembers where the page being left was scrolled to: the scroll listener's value, since the new page's
  // content may already have moved the window when this runs.
  useLayoutEffect(() => {
    const key = location.key;
    return () => {
      positionsOf().set(key, lastY.current);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    // 'default' is any entry the app was loaded at (no history state yet): a different page each time.
    const isRevisit = navigationType === NavigationType.Pop && location.key !== 'default';
    const saved = isRevisit ? positionsOf().get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== NavigationType.Pop) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);

  return null;
}
