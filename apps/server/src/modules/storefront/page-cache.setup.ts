import type { Config } from '../../config/env';
import { createPageCache, type PageCache } from './page-cache';
import type { ReadTicket } from '../catalog';
import type { CatalogueVersion } from './page-rendering';

/** The catalogue cache's change tracking, as the page cache uses it. */
export interface CatalogueChanges extends CatalogueVersion {
  isUnchangedSince(ticket: ReadTicket): boolean;
  onlyStockChangedSince(ticket: ReadTicket): boolean;
}

const MAX_PAGES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const TTL_MS = 60_000;
/**
 * How long a rendered page stays current when only stock changed since its render began. On sale day every order
 * changes stock, and pages dropped at each one were rendered again for nearly every view; the order itself always
 * checks stock (docs/decisions/267-sale-pages-tolerate-stock-for-a-second.md). Past it the page is still served
 * while a render started for another view replaces it: only that view waits (decision 284).
 */
export const STOCK_TOLERANCE_MS = 1000;

/**
 * The rendered-page cache, tied to the catalogue cache's change tracking (the same feed drops both, in every
 * process); off with CATALOG_CACHE=off, as comparisons without caches expect.
 */
export function pageCacheFor(
  catalogue: CatalogueChanges | undefined,
  config: Pick<Config, 'CATALOG_CACHE'>,
  now: () => number = Date.now,
): { cache?: PageCache; catalogue?: CatalogueVersion } {
  if (!catalogue || config.CATALOG_CACHE !== 'on') return {};
  const cache = createPageCache({
    maxEntries: MAX_PAGES,
    maxBytes: MAX_BYTES,
    ttlMs: TTL_MS,
    isCurrent: (ticket) =>
      catalogue.isUnchangedSince(ticket) ||
      (catalogue.onlyStockChangedSince(ticket) && now() - ticket.takenAt < STOCK_TOLERANCE_MS),
    mayServeStale: (ticket) => catalogue.onlyStockChangedSince(ticket),
  });
  return { cache, catalogue };
}
