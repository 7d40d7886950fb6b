import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wishlistMergeSchema, wishlistResponseSchema } from '@shop/shared/schemas/reviews';
import { authUserOf, routeKit } from '../../plugins/auth';
import { errorSchema } from '../../lib/error-schema';
import type { WishlistService } from './wishlist.service';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const params = z.object({ productId: z.string().max(100) });

/** The signed-in customer's wishlist: read, add, remove, and merge a guest's hearts at sign-in. */
export async function wishlistRoutes(app: FastifyInstance, { wishlist }: { wishlist: WishlistService }) {
  const { r, signedIn, tags, security } = routeKit(app, 'wishlist');
  const response = { 200: wishlistResponseSchema.describe('The wishlist'), ...errors };

  r.get(
    '/api/wishlist',
    {
      onRequest: signedIn,
      schema: { operationId: 'getWishlist', tags, security, summary: 'The wished products, oldest first', response },
    },
    async (request) => wishlist.view(authUserOf(request).id),
  );

  r.put(
    '/api/wishlist/:productId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'addToWishlist',
        tags,
        security,
        summary: 'Add a product to the wishlist',
        params,
        response,
      },
    },
    async (request) => wishlist.add(authUserOf(request).id, request.params.productId),
  );

  r.delete(
    '/api/wishlist/:productId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'removeFromWishlist',
        tags,
        security,
        summary: 'Remove a product from the wishlist',
        params,
        response,
      },
    },
    async (request) => wishlist.remove(authUserOf(request).id, request.params.productId),
  );

  r.post(
    '/api/wishlist/merge',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'mergeWishlist',
        tags,
        security,
        summary: "Merge a guest's hearts (kept in the browser) into the account: the union of both",
        body: wishlistMergeSchema,
        response,
      },
    },
    async (request) => wishlist.merge(authUserOf(request).id, request.body.productIds),
  );
}
