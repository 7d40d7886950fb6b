import type { WishlistResponse } from '@shop/shared/schemas/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useUser } from '../../../lib/auth';
import { getErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/ui/toast/use-toast';
import {
  addToWishlist,
  fetchWishlist,
  guestWishlist,
  noGuestWishlist,
  removeFromWishlist,
  setGuestWishlist,
  subscribeToGuestWishlist,
  wishlistKey,
} from './wishlist';

export interface WishlistState {
  ids: readonly string[];
  isWished: (productId: string) => boolean;
  toggle: (productId: string) => Promise<void>;
  isSignedIn: boolean;
}

/** Hearts for cards and the product page; the server renders every heart empty, as a guest's first paint. */
export function useWishlist(): WishlistState {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const guest = useSyncExternalStore(subscribeToGuestWishlist, guestWishlist, noGuestWishlist);
  const query = useQuery({
    queryKey: wishlistKey,
    queryFn: fetchWishlist,
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  const accountIds = query.data?.productIds;
  const ids = useMemo(() => (user ? (accountIds ?? []) : guest), [user, accountIds, guest]);

  const toggle = useCallback(
    async (productId: string) => {
      const wished = ids.includes(productId);
      if (!user) {
        setGuestWishlist(wished ? ids.filter((id) => id !== productId) : [...ids, productId]);
        toast.info(wished ? 'Removed from your wishlist' : 'Saved to your wishlist');
        return;
      }
      try {
        const next = await (wished ? removeFromWishlist(productId) : addToWishlist(productId));
        queryClient.setQueryData<WishlistResponse>(wishlistKey, next);
        toast.info(wished ? 'Removed from your wishlist' : 'Saved to your wishlist');
      } catch (error) {
        toast.error(getErrorMessage(error, 'Could not update your wishlist'));
      }
    },
    [ids, user, queryClient, toast],
  );

  return { ids, isWished: (id) => ids.includes(id), toggle, isSignedIn: Boolean(user) };
}
