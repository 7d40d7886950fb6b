import type { ContentEncoding } from '../../lib/content-encoding';
import type { ReadTicket } from '../catalog';

/** A rendered page, ready to send, with the compressed copies made so far. */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  expiresAt: number;
  /** The catalogue's state the page was rendered from. */
  ticket: ReadTicket;
  /**
   * No longer served as current (the catalogue changed, or it is past its grace period), but kept, within the
   * cache's bounds, as the last known page for when the database cannot be reached (decision 239).
   */
  retired?: boolean;
}

/** A kept page, and whether its time is up (it is then served while one render replaces it). */
export interface PageLookup {
  page: CachedPage;
  isExpired: boolean;
  /** Not current: stock changed since its render (decision 284). Served only while a render replaces it. */
  isStockStale: boolean;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /**
   * Safety net behind the change feed, as for the catalogue's answers. A page past it is still served for
   * another `ttlMs` while one render replaces it; a page past twice that is gone.
   */
  ttlMs: number;
  /** False once the catalogue changed after `ticket` (or while its change feed is down). */
  isCurrent: (ticket: ReadTicket) => boolean;
  /**
   * A page that is no longer current but may still be served while a render replaces it (only stock changed since
   * its render began, decision 284); absent: none may.
   */
  mayServeStale?: (ticket: ReadTicket) => boolean;
  now?: () => number;
}

function sizeOf(page: CachedPage): number {
  return page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
}

/**
 * Server-rendered storefront pages per URL (an LRU bounded by entries and bytes). Every page shows catalogue
 * data, so any catalogue change drops them all: a page is served only while the catalogue cache says nothing
 * changed since the page's render began, which covers writes in other processes too (they reach the catalogue
 * cache through the same PostgreSQL change feed). See docs/decisions/082-page-cache.md.
 */
export function createPageCache({
  maxEntries,
  maxBytes,
  ttlMs,
  isCurrent,
  mayServeStale = () => false,
  now = Date.now,
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  }

  function evictOverflow() {
    for (const key of pages.keys()) {
      if (pages.size <= maxEntries && bytes <= maxBytes) return;
      remove(key);
    }
  }

  return {
    /**
     * The page for `key` unless the catalogue changed since its render or it is past its grace period; a page that
     * may be served stale comes back marked so (`isStockStale`).
     */
    lookup(key: string): PageLookup | undefined {
      const page = pages.get(key);
      if (!page || page.retired) return undefined;
      const time = now();
      const current = isCurrent(page.ticket);
      if (time >= page.expiresAt + ttlMs || (!current && !mayServeStale(page.ticket))) {
        page.retired = true;
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return { page, isExpired: !current || page.expiresAt <= time, isStockStale: !current };
    },

    /** Keeps the page unless the catalogue changed while it was being rendered (beyond what may be served stale). */
    store(key: string, ticket: ReadTicket, page: Pick<CachedPage, 'status' | 'html' | 'etag'>): CachedPage | undefined {
      const keepable = isCurrent(ticket) || mayServeStale(ticket);
      if (maxEntries < 1 || page.html.length > maxBytes || !keepable) return undefined;
      remove(key);
      const entry: CachedPage = { ...page, encoded: {}, expiresAt: now() + ttlMs, ticket };
      pages.set(key, entry);
      bytes += page.html.length;
      evictOverflow();
      return entry;
    },

    /**
     * The newest page kept under a key ending in `suffix` (any settings version: a settings reload while the
     * database is down must not lose them), current or not, if rendered within `maxAgeMs`: what a visitor is
     * shown while the database cannot be reached, instead of a page that cannot load (decision 239). A scan of
     * at most `maxEntries` keys, only while the database is down.
     */
    lastKnown(suffix: string, maxAgeMs: number): CachedPage | undefined {
      let newest: CachedPage | undefined;
      for (const [key, page] of pages) {
        if (key.endsWith(suffix) && (!newest || page.expiresAt > newest.expiresAt)) newest = page;
      }
      return newest && now() - (newest.expiresAt - ttlMs) <= maxAgeMs ? newest : undefined;
    },

    /** A compressed copy, made once per page and encoding. */
    attachEncoded(key: string, page: CachedPage, encoding: ContentEncoding, data: Buffer) {
      if (pages.get(key) !== page || page.encoded[encoding]) return;
      page.encoded[encoding] = data;
      bytes += data.length;
      evictOverflow();
    },

    size: () => pages.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
