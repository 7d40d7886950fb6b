import { WISHLIST_STORAGE_KEY } from '@shop/shared/constants';
import { readJsonStorage, readStorage, removeStorage, writeStorage } from '../../lib/storage';

/**
 * A guest's hearts in localStorage (docs/decisions/132-wishlist-merge.md), read through useSyncExternalStore.
 * Only this and the hook are in the first chunk; the API calls load on first use (wishlist.ts).
 */
export const wishlistKey = ['wishlist'] as const;

const listeners = new Set<() => void>();
const NONE: readonly string[] = [];
let cachedRaw: string | null = null;
let cachedIds = NONE;

export function guestWishlist(): readonly string[] {
  const raw = readStorage(WISHLIST_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const parsed = readJsonStorage(WISHLIST_STORAGE_KEY);
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : NONE;
  }
  return cachedIds;
}

export const noGuestWishlist = () => NONE;

export function setGuestWishlist(ids: readonly string[]): void {
  if (ids.length === 0) removeStorage(WISHLIST_STORAGE_KEY);
  else writeStorage(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

export function subscribeToGuestWishlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
