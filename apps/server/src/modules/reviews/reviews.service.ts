import { createReviewsContext, type ReviewsServiceOptions } from './reviews-context';
import { createReviewModeration } from './reviews-moderation';
import { createReviewListing } from './reviews-public';
import { createReviewWriting } from './reviews-writing';

export type { ReviewForm, Reviewer, ReviewsServiceOptions } from './reviews-context';

/**
 * Reviews by verified buyers (docs/decisions/130-who-may-review.md): one per customer and product, editable;
 * every write recomputes the product's rating in the same transaction (131) and drops the cached pages.
 */
export function createReviewsService(options: ReviewsServiceOptions) {
  const ctx = createReviewsContext(options);
  return { ...createReviewListing(ctx), ...createReviewWriting(ctx), ...createReviewModeration(ctx) };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
