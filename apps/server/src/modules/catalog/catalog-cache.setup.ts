import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createCatalogCache, LIST_TAG, productTag, type CatalogCache } from './catalog-cache';
import { startPgInvalidationFeed, type InvalidationFeedLog } from '../../lib/pg-invalidation-feed';

export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';
const MAX_ENTRIES = 5000;
const MAX_BYTES = 64 * 1024 * 1024;
const TTL_MS = 60_000;
// NOTIFY payloads are capped at 8000 bytes; an order with more lines than this simply clears everything.
const MAX_IDS_PER_MESSAGE = 100;
const ANNOUNCE_BATCH_MS = 20;

type Change = { all: true } | { productIds: readonly string[] };
export type ChangeHeardListener = (productIds: readonly string[] | 'all') => void;

export interface CatalogCacheSetupOptions {
  enabled: boolean;
  db: Db;
  /** Set when running on PostgreSQL: other processes may write, so changes travel by LISTEN/NOTIFY. */
  databaseUrl?: string;
  log: InvalidationFeedLog;
}

export interface CatalogCacheSetup {
  cache: CatalogCache;
  /** For the orders service: stock of these products changed (an order placed, cancelled or expired). */
  onStockChanged: (productIds: readonly string[]) => void;
  /** For the admin product writes: anything about these products may have changed, even which exist. */
  onProductsChanged: (productIds: readonly string[]) => void;
  /**
   * Tells `listener` of each change another server process announced, after the cache has applied it; 'all' when
   * announcements may go or have gone unheard (the feed was lost, and when it is back).
   */
  onChangeHeard: (listener: ChangeHeardListener) => void;
  close: () => Promise<void>;
}

/**
 * The catalogue cache and its invalidation. A stock change drops every list (they show stock) and the
 * answers showing those products; a product write drops everything, since it can change which products
 * exist, their categories and the related products of others. On PostgreSQL every change is also
 * announced to the other server processes, and heard from them, on one channel.
 */
export async function setupCatalogCache({
  enabled,
  db,
  databaseUrl,
  log,
}: CatalogCacheSetupOptions): Promise<CatalogCacheSetup> {
  const cache = createCatalogCache({ maxEntries: enabled ? MAX_ENTRIES : 0, maxBytes: MAX_BYTES, ttlMs: TTL_MS });
  const origin = randomUUID();

  function apply(change: Change) {
    if ('all' in change) cache.clear();
    else cache.stockChanged([LIST_TAG, ...change.productIds.map(productTag)]);
  }

  const heardListeners: ChangeHeardListener[] = [];
  function heard(productIds: readonly string[] | 'all') {
    for (const listener of heardListeners) listener(productIds);
  }

  function onPayload(payload: string) {
    const change = parseChange(payload, origin);
    if (!change) return;
    apply(change);
    heard('all' in change ? 'all' : change.productIds);
  }

  // Until the first LISTEN is in place, writes elsewhere could go unheard: nothing is served from memory.
  const listens = enabled && databaseUrl !== undefined;
  if (listens) cache.setSuspended(true);
  const feed =
    listens && databaseUrl
      ? startPgInvalidationFeed({
          url: databaseUrl,
          channel: CATALOG_CHANGED_CHANNEL,
          onPayload,
          onLost: () => {
            cache.setSuspended(true);
            heard('all');
          },
          onListening: () => {
            // Resuming starts empty: whatever was announced while nobody listened is forgotten with it.
            cache.setSuspended(false);
            cache.clear();
            heard('all');
          },
          log,
        })
      : undefined;
  await feed?.ready;

  // Under load every order would cost one more round trip for its NOTIFY; changes within a few milliseconds
  // travel together instead (other processes hear them that much later).
  let pending: { all: boolean; productIds: Set<string> } | null = null;
  let flushTimer: NodeJS.Timeout | undefined;

  function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = pending;
    pending = null;
    if (!batch) return Promise.resolve();
    const message =
      batch.all || batch.productIds.size > MAX_IDS_PER_MESSAGE ? { all: true } : { productIds: [...batch.productIds] };
    const payload = JSON.stringify({ origin, ...message });
    return db
      .execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, ${payload})`)
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err }, 'catalogue cache: could not announce a change to other processes'));
  }

  function announce(change: Change) {
    // Even with its own cache off, a process tells the others: theirs may be on.
    if (!databaseUrl) return;
    pending ??= { all: false, productIds: new Set() };
    if ('all' in change) pending.all = true;
    else for (const id of change.productIds) pending.productIds.add(id);
    flushTimer ??= setTimeout(() => void flush(), ANNOUNCE_BATCH_MS);
  }

  function changed(change: Change) {
    // Locally at once, before the write's response leaves: the next read here is fresh.
    apply(change);
    announce(change);
  }

  return {
    cache,
    onStockChanged: (productIds) => changed({ productIds }),
    onProductsChanged: () => changed({ all: true }),
    onChangeHeard: (listener) => heardListeners.push(listener),
    close: async () => {
      await flush();
      await feed?.close();
    },
  };
}

/** Null for this process's own announcements; a message that cannot be read clears everything, to be safe. */
function parseChange(payload: string, ownOrigin: string): Change | null {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return { all: true };
  }
  if (typeof message !== 'object' || message === null) return { all: true };
  const { origin, all, productIds } = message as { origin?: unknown; all?: unknown; productIds?: unknown };
  if (origin === ownOrigin) return null;
  if (all === true) return { all: true };
  if (Array.isArray(productIds) && productIds.every((id) => typeof id === 'string')) {
    return { productIds };
  }
  return { all: true };
}
