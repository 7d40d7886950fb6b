import { WISHLIST_STORAGE_KEY } from '@shop/shared/constants';
import type { WishlistResponse } from '@shop/shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { readJsonStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * The wishlist (docs/decisions/132-wishlist-merge.md): a guest's hearts live in localStorage; a signed-in
 * customer's on the server. The first read after sign-in sends the guest's hearts to be merged, then forgets them.
 */
export const wishlistKey = ['wishlist'] as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];
const NONE: readonly string[] = [];

export function guestWishlist(): readonly string[] {
  const raw = typeof window === 'undefined' ? null : window.localStorage?.getItem(WISHLIST_STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  const parsed = readJsonStorage(WISHLIST_STORAGE_KEY);
  cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : NONE;
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
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The account's wishlist; a guest list left in this browser is merged into it first. */
export async function fetchWishlist(): Promise<WishlistResponse> {
  const guest = guestWishlist();
  if (guest.length === 0) return api.get<WishlistResponse>('/wishlist');
  const merged = await api.post<WishlistResponse>('/wishlist/merge', { productIds: guest });
  setGuestWishlist([]);
  return merged;
}

export const addToWishlist = (productId: string) =>
  api.put<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`);
export const removeFromWishlist = (productId: string) =>
  api.delete<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`);
