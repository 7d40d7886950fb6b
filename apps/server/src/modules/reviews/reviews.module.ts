import type { FastifyInstance } from 'fastify';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService, type ReviewsServiceOptions } from './reviews.service';

export interface ReviewsModuleOptions extends ReviewsServiceOptions {
  uploadLimitBytes: number;
}

/** Issue 19, reviews from verified buyers (docs/decisions/130-who-may-review.md); owns `reviews` and `review_votes`. */
export async function registerReviews(app: FastifyInstance, { uploadLimitBytes, ...options }: ReviewsModuleOptions) {
  const reviews = createReviewsService(options);
  await app.register(reviewsRoutes, { reviews, uploadLimitBytes });
  return reviews;
}
