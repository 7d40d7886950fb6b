import { createHash } from 'node:crypto';
import type { ContentEncoding } from '../../lib/content-encoding';

/** Tag of every answer that lists products or counts them (lists, searches, categories). */
export const LIST_TAG = 'list';
/** Tag of every answer that shows this product (its detail page, and pages listing it as related). */
export const productTag = (productId: string) => `product:${productId}`;

/** A serialized answer, ready to send as it is. */
export interface CachedAnswer {
  key: string;
  body: string;
  /** Compressed copies of `body`, made on first demand: compressing per request costs more than a hit saves. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** Weak, because compression may change the bytes on the wire but never the meaning. */
  etag: string;
  expiresAt: number;
  tags: readonly string[];
}

/**
 * Taken before reading the database: the answer read afterwards may be stored only if no invalidation that
 * touches it happened in between (it could hold stock from before a write that has since committed).
 */
export interface ReadTicket {
  readonly generation: number;
  /** Counts the changes that are more than stock (a product write, a clear): see `onlyStockChangedSince`. */
  readonly contentGeneration: number;
  /** When the read began (ms). */
  readonly takenAt: number;
}

export interface CatalogCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Safety net: even if an invalidation were lost, no answer lives longer than this. */
  ttlMs: number;
  now?: () => number;
}

export interface CatalogCacheStats {
  hits: number;
  misses: number;
  stores: number;
  /** Answers not stored because an invalidation overtook their read. */
  staleStoresRefused: number;
  evictions: number;
  entries: number;
  bytes: number;
}

// Remembering the generation of every tag ever invalidated would grow without end; past this many, the
// memory is dropped and every read in flight is treated as overtaken (safe, and rare).
const MAX_REMEMBERED_TAGS = 10_000;

/**
 * In-memory LRU of serialized catalogue answers, bounded by entry count and bytes (string length plus
 * compressed copies; catalogue JSON is nearly all ASCII), with a TTL, tag-based invalidation and a
 * generation counter that guards the read-then-store race.
 */
export function createCatalogCache({ maxEntries, maxBytes, ttlMs, now = Date.now }: CatalogCacheOptions) {
  // Map order is recency order: a hit moves its key to the end, eviction takes from the front.
  const entries = new Map<string, CachedAnswer>();
  const keysByTag = new Map<string, Set<string>>();
  /** Generation at which each tag was last invalidated. */
  const tagGenerations = new Map<string, number>();
  let generation = 0;
  /** Bumped by every change but a stock change (`stockChanged`). */
  let contentGeneration = 0;
  /** Generation of the last full clear: every ticket older than it is overtaken. */
  let clearedAt = 0;
  let suspended = false;
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stores: 0, staleStoresRefused: 0, evictions: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function evictOverflow() {
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
      stats.evictions++;
    }
  }

  function isOvertaken(ticket: ReadTicket, tags: readonly string[]): boolean {
    if (suspended || ticket.generation < clearedAt) return true;
    return tags.some((tag) => (tagGenerations.get(tag) ?? 0) > ticket.generation);
  }

  function dropAll() {
    entries.clear();
    keysByTag.clear();
    tagGenerations.clear();
    bytes = 0;
    clearedAt = ++generation;
    contentGeneration++;
  }

  function dropTagged(tags: readonly string[]) {
    generation++;
    if (tagGenerations.size + tags.length > MAX_REMEMBERED_TAGS) {
      tagGenerations.clear();
      clearedAt = generation;
    }
    for (const tag of tags) {
      tagGenerations.set(tag, generation);
      for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
    }
  }

  return {
    beginRead(): ReadTicket {
      return { generation, contentGeneration, takenAt: now() };
    },

    /**
     * True while nothing in the catalogue changed since `ticket` (here or, through the feed, elsewhere) and
     * the cache is trusted: what other caches built from catalogue reads (rendered pages) may still serve.
     */
    isUnchangedSince(ticket: ReadTicket): boolean {
      return !suspended && ticket.generation === generation;
    },

    /** True while all that changed since `ticket` was stock: what a rendered page may tolerate (decision 267). */
    onlyStockChangedSince(ticket: ReadTicket): boolean {
      return !suspended && ticket.contentGeneration === contentGeneration;
    },

    get(key: string): CachedAnswer | undefined {
      const entry = suspended ? undefined : entries.get(key);
      if (!entry || entry.expiresAt <= now()) {
        if (entry) remove(key);
        stats.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },

    /** Stores `body` unless an invalidation of any of `tags` (or a clear) happened since `ticket`. */
    store(ticket: ReadTicket, key: string, body: string, tags: readonly string[]): CachedAnswer | undefined {
      if (isOvertaken(ticket, tags)) {
        stats.staleStoresRefused++;
        return undefined;
      }
      if (body.length > maxBytes || maxEntries < 1) return undefined;
      remove(key);
      const entry: CachedAnswer = { key, body, encoded: {}, etag: etagOf(body), expiresAt: now() + ttlMs, tags };
      entries.set(key, entry);
      bytes += body.length;
      for (const tag of tags) {
        let keys = keysByTag.get(tag);
        if (!keys) keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      stats.stores++;
      evictOverflow();
      return entry;
    },

    /** Keeps a compressed copy with its answer (counted in the byte bound), if the answer is still held. */
    attachEncoded(entry: CachedAnswer, encoding: ContentEncoding, data: Buffer) {
      if (entries.get(entry.key) !== entry || entry.encoded[encoding]) return;
      entry.encoded[encoding] = data;
      bytes += data.length;
      evictOverflow();
    },

    /** Drops every answer carrying one of `tags`, and refuses to store answers read before this call. */
    invalidate(tags: readonly string[]) {
      contentGeneration++;
      dropTagged(tags);
    },

    /** The same for a change of stock alone, which rendered pages may tolerate for a moment (`onlyStockChangedSince`). */
    stockChanged(tags: readonly string[]) {
      dropTagged(tags);
    },

    /** Drops everything; answers read before this call are not stored. */
    clear: dropAll,

    /**
     * While suspended (e.g. the cross-process invalidation feed is down) nothing is served or stored, so a
     * write announced elsewhere cannot be missed. Resuming starts empty.
     */
    setSuspended(value: boolean) {
      if (value === suspended) return;
      suspended = value;
      dropAll();
    },

    stats(): CatalogCacheStats {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

function sizeOf(entry: CachedAnswer): number {
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}

/** A weak validator of a serialized answer. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
