import {
  REVIEWS_PAGE_SIZE,
  type MyReviewResponse,
  type ReviewListQuery,
  type ReviewListResponse,
} from '@shop/shared/schemas/reviews';
import type { ReviewsContext, Reviewer } from './reviews-context';
import { roundedRating, toReviewDto } from './reviews-dto';
import { pageWindow } from '../../db/page';

/** What a product page reads: its visible reviews with the rating breakdown, and the shopper's own review. */
export function createReviewListing({ orders, repo, requireProduct }: ReviewsContext) {
  return {
    async list(productId: string, query: ReviewListQuery): Promise<ReviewListResponse> {
      await requireProduct(productId);
      const limit = REVIEWS_PAGE_SIZE;
      const [{ rows, total }, summary] = await Promise.all([
        repo.listVisible({ productId, sort: query.sort, stars: query.stars, ...pageWindow(query.page, limit) }),
        repo.summary(productId),
      ]);
      return {
        reviews: rows.map(toReviewDto),
        total,
        page: query.page,
        limit,
        hasMore: query.page * limit < total,
        summary: { ...summary, average: roundedRating(summary.average) },
      };
    },

    async mine(productId: string, customer: Reviewer): Promise<MyReviewResponse> {
      await requireProduct(productId);
      const [review, canReview] = await Promise.all([
        repo.findMine(productId, customer.id),
        orders.hasDeliveredItem(customer.id, productId),
      ]);
      return { canReview, review: review ? toReviewDto(review) : null };
    },
  };
}
