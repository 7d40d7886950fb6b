import type { AdminReview, Review } from '@shop/shared/schemas/reviews';
import type { ReviewRecord } from './reviews.repository';

/** "Priya Sharma" -> "Priya S.": enough to be a person, not a full name on a public page. */
export function publicAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Customer';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function toReviewDto(row: ReviewRecord): Review {
  return {
    _id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    photos: row.photos,
    authorName: row.authorName,
    verifiedBuyer: row.verified,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The moderation screen's review: with its product's name (or a marker once the product is gone). */
export function toAdminReview(row: ReviewRecord, productName: string | undefined): AdminReview {
  return {
    ...toReviewDto(row),
    productId: row.productId,
    productName: productName ?? '(deleted product)',
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
  };
}

/** The rating shown with a product: the mean of its visible reviews to one decimal, 0 without any. */
export function roundedRating(average: number): number {
  return Math.round(average * 10) / 10;
}
