import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, reviewVotes } from '../../db/schema';

/**
 * What the reviews module offers the personal-data flows (docs/decisions/111-personal-data-returns-reviews.md):
 * the customer's reviews and votes for "Download my data", and on account deletion the reviews de-identified
 * (they stay on the product page under "Former customer", with no link to the person) and the votes removed.
 * Each takes the caller's transaction.
 */

export const FORMER_CUSTOMER_NAME = 'Former customer';

export interface ReviewsErasure {
  reviewsDeidentified: number;
  votesRemoved: number;
  /** Products whose pages show a changed review or count (their cached pages are dropped after the commit). */
  productIds: string[];
}

export function createReviewsPersonalData(onProductsChanged?: (productIds: readonly string[]) => unknown) {
  return {
    async forExport(tx: Db, userId: string) {
      const rows = await tx.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt));
      const [votes] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(reviewVotes)
        .where(eq(reviewVotes.userId, userId));
      return {
        reviews: rows.map((r) => ({
          _id: r.id,
          productId: r.productId,
          authorName: r.authorName,
          rating: r.rating,
          title: r.title,
          body: r.body,
          photos: r.photos,
          helpfulCount: r.helpfulCount,
          hidden: r.hiddenAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
        helpfulVotes: Number(votes?.count ?? 0),
      };
    },

    /** Votes go (each review's count drops by one); reviews stay, under "Former customer", unlinked. */
    async deidentifyFor(tx: Db, userId: string): Promise<ReviewsErasure> {
      const votes = await tx.delete(reviewVotes).where(eq(reviewVotes.userId, userId)).returning({ reviewId: reviewVotes.reviewId });
      const voted = votes.map((v) => v.reviewId);
      const recounted =
        voted.length === 0
          ? []
          : await tx
              .update(reviews)
              .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} - 1, 0)` })
              .where(inArray(reviews.id, voted))
              .returning({ productId: reviews.productId });
      const own = await tx
        .update(reviews)
        .set({ userId: null, authorName: FORMER_CUSTOMER_NAME, updatedAt: new Date() })
        .where(eq(reviews.userId, userId))
        .returning({ productId: reviews.productId });
      return {
        reviewsDeidentified: own.length,
        votesRemoved: votes.length,
        productIds: [...new Set([...recounted, ...own].map((r) => r.productId))],
      };
    },

    /** After the commit: the product pages showing the old name or count are rendered again. */
    afterErase(productIds: readonly string[]): void {
      if (productIds.length > 0) onProductsChanged?.(productIds);
    },
  };
}

export type ReviewsPersonalData = ReturnType<typeof createReviewsPersonalData>;
