import type { Locale } from '@shop/shared/locale';
import type { WishlistResponse } from '@shop/shared/schemas/reviews';
import type { QueryClient } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api-client';
import { getToken } from '../../lib/token';
import { loadTranslator } from '../../lib/i18n/i18n';
import type { ToastApi } from '../../components/ui/toast/toast-context';
import { guestWishlist, setGuestWishlist, wishlistKey } from './wishlist-store';

/**
 * The wishlist's API calls (docs/decisions/132-wishlist-merge.md): a signed-in customer's list is on the server;
 * the first read after sign-in sends the guest's hearts from this browser to be merged, then forgets them.
 */
export async function fetchWishlist(): Promise<WishlistResponse> {
  // The session ended between render and fetch (account deleted, docs/decisions/111): no call with no token,
  // whose 401 would send the page to /login.
  if (!getToken()) return { productIds: [], products: [] };
  const guest = guestWishlist();
  if (guest.length === 0) return api.get<WishlistResponse>('/wishlist');
  const merged = await api.post<WishlistResponse>('/wishlist/merge', { productIds: guest });
  setGuestWishlist([]);
  return merged;
}

/** Hearts or un-hearts a product: in this browser for a guest, on the account otherwise. */
export async function toggleWishlist(options: {
  productId: string;
  ids: readonly string[];
  isSignedIn: boolean;
  queryClient: QueryClient;
  toast: ToastApi;
  /** The page's language: the toasts' words come with the account section of the catalogue, fetched here. */
  locale: Locale;
}): Promise<void> {
  const { productId, ids, isSignedIn, queryClient, toast, locale } = options;
  const { t } = await loadTranslator(locale, ['core', 'account']);
  const wished = ids.includes(productId);
  const done = wished ? t('wishlist.removed') : t('wishlist.saved');
  if (!isSignedIn) {
    setGuestWishlist(wished ? ids.filter((id) => id !== productId) : [...ids, productId]);
    toast.info(done);
    return;
  }
  try {
    const path = `/wishlist/${encodeURIComponent(productId)}`;
    const next = await (wished ? api.delete<WishlistResponse>(path) : api.put<WishlistResponse>(path));
    queryClient.setQueryData<WishlistResponse>(wishlistKey, next);
    toast.info(done);
  } catch (error) {
    toast.error(getErrorMessage(error, t('wishlist.failed')));
  }
}
