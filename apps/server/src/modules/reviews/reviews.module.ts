import type { FastifyInstance } from 'fastify';
import { createReviewsPersonalData } from './reviews-privacy';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService, type ReviewsServiceOptions } from './reviews.service';

export interface ReviewsModuleOptions extends ReviewsServiceOptions {
  uploadLimitBytes: number;
}

/** Issue 19, reviews from verified buyers (docs/decisions/130-who-may-review.md); owns `reviews` and `review_votes`. */
export async function registerReviews(app: FastifyInstance, { uploadLimitBytes, ...options }: ReviewsModuleOptions) {
  const reviews = Object.assign(createReviewsService(options), {
    // The personal-data flows' part (docs/decisions/111-personal-data-returns-reviews.md).
    personalData: createReviewsPersonalData(options.onProductsChanged),
  });
  await app.register(reviewsRoutes, { reviews, uploadLimitBytes });
  return reviews;
}
