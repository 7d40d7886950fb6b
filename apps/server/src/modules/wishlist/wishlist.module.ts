import type { FastifyInstance } from 'fastify';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService, type WishlistServiceOptions } from './wishlist.service';

/** Issue 19, the wishlist (docs/decisions/132-wishlist-merge.md); owns `wishlist_items`. */
export async function registerWishlist(app: FastifyInstance, options: WishlistServiceOptions) {
  const wishlist = createWishlistService(options);
  await app.register(wishlistRoutes, { wishlist });
  return wishlist;
}
