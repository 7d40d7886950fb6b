import type { FastifyInstance } from 'fastify';
import { wishlistPersonalData } from './wishlist-privacy';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService, type WishlistServiceOptions } from './wishlist.service';

/** Issue 19, the wishlist (docs/decisions/132-wishlist-merge.md); owns `wishlist_items` and `stock_alerts` (212). */
export async function registerWishlist(
  app: FastifyInstance,
  { rateLimitsEnabled, ...options }: WishlistServiceOptions & { rateLimitsEnabled: boolean },
) {
  // The personal-data flows' part (docs/decisions/111-personal-data-returns-reviews.md).
  const wishlist = Object.assign(createWishlistService(options), { personalData: wishlistPersonalData });
  await app.register(wishlistRoutes, { wishlist, rateLimitsEnabled });
  return wishlist;
}
