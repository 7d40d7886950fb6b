import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { createPageCache, type PageCache } from './page-cache';
import type { CatalogueVersion } from './page-rendering';

const MAX_PAGES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const TTL_MS = 60_000;

/**
 * The rendered-page cache, tied to the catalogue cache's change tracking (the same feed drops both, in every
 * process); off with CATALOG_CACHE=off, as comparisons without caches expect.
 */
export function pageCacheFor(
  app: FastifyInstance,
  config: Pick<Config, 'CATALOG_CACHE'>,
): { cache?: PageCache; catalogue?: CatalogueVersion } {
  const catalogue = app.hasDecorator('catalogCache') ? app.catalogCache : undefined;
  if (!catalogue || config.CATALOG_CACHE !== 'on') return {};
  const cache = createPageCache({
    maxEntries: MAX_PAGES,
    maxBytes: MAX_BYTES,
    ttlMs: TTL_MS,
    isCurrent: (ticket) => catalogue.isUnchangedSince(ticket),
  });
  return { cache, catalogue };
}
