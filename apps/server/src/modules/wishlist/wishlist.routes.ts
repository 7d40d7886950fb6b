import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wishlistMergeSchema, wishlistResponseSchema } from '@shop/shared/schemas/reviews';
import { stockAlertRequestSchema, stockAlertResponseSchema } from '@shop/shared/schemas/stock-alerts';
import { languageQuerySchema } from '@shop/shared/schemas/catalog';
import { authUserOf, mailLanguage, routeKit } from '../../plugins/auth';
import { errorSchema } from '../../lib/error-schema';
import type { WishlistService } from './wishlist.service';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const params = z.object({ productId: z.string().max(100) });

/** The signed-in customer's wishlist: read, add, remove, and merge a guest's hearts at sign-in. */
export async function wishlistRoutes(
  app: FastifyInstance,
  { wishlist, rateLimitsEnabled }: { wishlist: WishlistService; rateLimitsEnabled: boolean },
) {
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

  // "Notify me when back in stock" (docs/decisions/212-back-in-stock-requests.md): guests too, so limited per
  // address like the other public forms.
  r.post(
    '/api/wishlist/stock-alerts',
    {
      schema: {
        operationId: 'requestStockAlert',
        tags,
        // Optional: a signed-in shopper's request is linked to the account (export and deletion find it).
        security: [{}, ...security],
        summary: 'Ask for one email when a sold-out product is back in stock',
        description:
          'One waiting request per product and address: asking again changes nothing. 409 when the product is in stock.',
        // The page's language; a signed-in shopper's account language comes first (decision 233).
        querystring: languageQuerySchema,
        body: stockAlertRequestSchema,
        response: {
          200: stockAlertResponseSchema.describe('The request is saved'),
          ...errors,
          409: errorSchema,
          429: errorSchema,
        },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '1 minute' } : (false as const) },
    },
    async (request) => {
      const user = await app.optionalUser(request);
      const language = mailLanguage(user, request);
      const saved = await wishlist.requestStockAlert(request.body, user?.id ?? null, language);
      return { ...saved, message: say(request, saved.message) };
    },
  );
}
