import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewSchema,
  hideReviewSchema,
  myReviewResponseSchema,
  REVIEW_MESSAGES,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewResponseSchema,
} from '@shop/shared/schemas/reviews';
import { authUserOf, routeKit } from '../../plugins/auth';
import { errorSchema } from '../../lib/error-schema';
import { readProductForm } from '../../lib/product-form';
import type { ReviewsService } from './reviews.service';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
};
const productParams = z.object({ id: z.string().max(100) });
const FORM_DESCRIPTION =
  'multipart/form-data (or JSON without photos): rating (1-5), title, body, up to 3 repeated `images` files ' +
  '(JPEG, PNG, WebP, AVIF or GIF); on edit, keepPhotos (JSON array of the current photo paths to keep).';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
  uploadLimitBytes: number;
}

/** Reviews of a product, the customer's own review, helpful votes and the admin's hide/restore. */
export async function reviewsRoutes(app: FastifyInstance, { reviews, uploadLimitBytes }: ReviewsRoutesOptions) {
  const { r, signedIn, tags, security } = routeKit(app, 'reviews');

  r.get(
    '/api/products/:id/reviews',
    {
      schema: {
        operationId: 'listProductReviews',
        tags,
        summary:
          "A product's visible reviews (newest or most helpful, 5 a page, optional star filter) and its rating breakdown",
        params: productParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema.describe('One page of reviews and the rating breakdown'), ...errors },
      },
    },
    async (request) => reviews.list(request.params.id, request.query),
  );

  r.get(
    '/api/products/:id/reviews/mine',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getMyReview',
        tags,
        security,
        summary: "The signed-in customer's review of the product, and whether they may write one",
        params: productParams,
        response: {
          200: myReviewResponseSchema.describe('Your review, if any, and whether you may write one'),
          ...errors,
        },
      },
    },
    async (request) => reviews.mine(request.params.id, authUserOf(request)),
  );

  r.post(
    '/api/products/:id/reviews',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createReview',
        tags,
        security,
        summary: 'Review a product received in a delivered order (once; 403 without one, 409 the second time)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        params: productParams,
        response: { 201: reviewResponseSchema.describe('The new review'), ...errors },
      },
    },
    async (request, reply) => {
      const form = await readProductForm(request, uploadLimitBytes);
      const review = await reviews.create(request.params.id, authUserOf(request), form);
      return reply.status(201).send({ review, message: say(request, REVIEW_MESSAGES.reviewSaved) });
    },
  );

  r.put(
    '/api/products/:id/reviews/mine',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateMyReview',
        tags,
        security,
        summary: "Edit the signed-in customer's review of the product",
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        params: productParams,
        response: { 200: reviewResponseSchema.describe('The updated review'), ...errors },
      },
    },
    async (request) => {
      const form = await readProductForm(request, uploadLimitBytes);
      const review = await reviews.update(request.params.id, authUserOf(request), form);
      return { review, message: say(request, REVIEW_MESSAGES.reviewUpdated) };
    },
  );

  r.post(
    '/api/reviews/:id/helpful',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'markReviewHelpful',
        tags,
        security,
        summary: 'Mark a review helpful (counted once per customer)',
        params: productParams,
        response: {
          200: z.object({ helpfulCount: z.number().int() }).describe("The review's helpful count"),
          ...errors,
        },
      },
    },
    async (request) => reviews.voteHelpful(request.params.id, authUserOf(request)),
  );

  registerModerationRoutes(app, reviews);
}

/** The admin's moderation of reviews: every review, hide and restore (audited). */
function registerModerationRoutes(app: FastifyInstance, reviews: ReviewsRoutesOptions['reviews']) {
  const { r, adminOnly, tags, security } = routeKit(app, 'reviews');

  r.get(
    '/api/admin/reviews',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listAdminReviews',
        tags: [...tags, 'admin'],
        security,
        summary: 'Every review, newest first, for moderation',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListResponseSchema.describe('One page of reviews'), ...errors },
      },
    },
    async (request) => reviews.listForAdmin(request.query),
  );

  r.put(
    '/api/admin/reviews/:id/hide',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'hideReview',
        tags: [...tags, 'admin'],
        security,
        summary: 'Hide a review from the shop (audited; the rating is recomputed without it)',
        params: productParams,
        body: hideReviewSchema.optional(),
        response: {
          200: z.object({ review: adminReviewSchema, message: z.string() }).describe('The hidden review'),
          ...errors,
        },
      },
    },
    async (request) => ({
      review: await reviews.setHidden(authUserOf(request), request.params.id, true, request.body?.reason || undefined),
      message: REVIEW_MESSAGES.reviewHidden,
    }),
  );

  r.put(
    '/api/admin/reviews/:id/restore',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'restoreReview',
        tags: [...tags, 'admin'],
        security,
        summary: 'Show a hidden review again (audited)',
        params: productParams,
        response: {
          200: z.object({ review: adminReviewSchema, message: z.string() }).describe('The review, visible again'),
          ...errors,
        },
      },
    },
    async (request) => ({
      review: await reviews.setHidden(authUserOf(request), request.params.id, false),
      message: REVIEW_MESSAGES.reviewRestored,
    }),
  );
}
