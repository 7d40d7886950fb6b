import type { WishlistResponse } from '@shop/shared/schemas/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useToast } from '../../components/ui/toast/use-toast';
import { useUser } from '../../lib/auth';
import { useT } from '../../lib/i18n/i18n';
import { guestWishlist, noGuestWishlist, subscribeToGuestWishlist, wishlistKey } from './wishlist-store';

const NO_IDS: readonly string[] = [];

export interface WishlistState {
  ids: readonly string[];
  isWished: (productId: string) => boolean;
  toggle: (productId: string) => Promise<void>;
}

/** The account's wishlist (a guest list in this browser is merged into it first). */
export function wishlistQueryOptions() {
  return {
    queryKey: wishlistKey,
    queryFn: async (): Promise<WishlistResponse> => (await import('./wishlist-api')).fetchWishlist(),
    staleTime: 60_000,
  };
}

/** Hearts for cards and the product page; the server renders every heart empty, as a guest's first paint. */
export function useWishlist(): WishlistState {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { locale } = useT();
  const guest = useSyncExternalStore(subscribeToGuestWishlist, guestWishlist, noGuestWishlist);
  const accountIds = useQuery({ ...wishlistQueryOptions(), enabled: Boolean(user) }).data?.productIds;
  const ids = user ? (accountIds ?? NO_IDS) : guest;
  return {
    ids,
    isWished: (id) => ids.includes(id),
    toggle: async (productId) =>
      (await import('./wishlist-api')).toggleWishlist({
        productId,
        ids,
        isSignedIn: Boolean(user),
        queryClient,
        toast,
        locale,
      }),
  };
}
