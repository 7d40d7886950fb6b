import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@shop/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { newestFirst, selectPage } from '../../db/page';
import { reviews, reviewVotes } from '../../db/schema';

export type ReviewRecord = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} asc`],
  helpful: [sql`${reviews.helpfulCount} desc`, sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} asc`],
};

/** The reviews module's SQL (reviews, review_votes). Callers inside a transaction pass it as `db`. */
export function createReviewsRepository(db: Db) {
  return {
    /**
     * Serialises review writes of one product until the transaction ends, so two reviews committed at once
     * cannot each recompute the rating without the other (docs/decisions/131-rating-from-reviews.md).
     */
    async lockProduct(productId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`reviews:${productId}`}))`);
    },

    /** Null when this customer already reviewed the product (the unique index decides, not a read). */
    async insert(review: NewReview): Promise<ReviewRecord | null> {
      const [row] = await db.insert(reviews).values(review).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findMine(productId: string, userId: string): Promise<ReviewRecord | null> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
      return row ?? null;
    },

    async findById(id: string): Promise<ReviewRecord | null> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    async update(
      id: string,
      values: Pick<ReviewRecord, 'rating' | 'title' | 'body' | 'photos'>,
    ): Promise<ReviewRecord | null> {
      const [row] = await db
        .update(reviews)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(reviews.id, id))
        .returning();
      return row ?? null;
    },

    /** Visible reviews only: average, count and the count of each star. */
    async summary(productId: string): Promise<{ average: number; count: number; breakdown: number[] }> {
      const rows = await db
        .select({ rating: reviews.rating, n: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
        .groupBy(reviews.rating);
      const breakdown = [0, 0, 0, 0, 0];
      for (const row of rows) breakdown[row.rating - 1] = Number(row.n);
      const total = breakdown.reduce((a, b) => a + b, 0);
      const sum = breakdown.reduce((a, n, i) => a + n * (i + 1), 0);
      return { average: total === 0 ? 0 : sum / total, count: total, breakdown };
    },

    async listVisible(params: {
      productId: string;
      sort: ReviewSort;
      stars?: number;
      limit: number;
      offset: number;
    }): Promise<{ rows: ReviewRecord[]; total: number }> {
      const where = and(
        eq(reviews.productId, params.productId),
        isNull(reviews.hiddenAt),
        params.stars ? eq(reviews.rating, params.stars) : undefined,
      );
      return selectPage(db, reviews, where, ORDER[params.sort], params);
    },

    async listForAdmin(params: { status: 'all' | 'visible' | 'hidden'; limit: number; offset: number }) {
      const where =
        params.status === 'hidden' ? isNotNull(reviews.hiddenAt) : params.status === 'visible' ? isNull(reviews.hiddenAt) : undefined;
      return selectPage(db, reviews, where, newestFirst(reviews), params);
    },

    /** One-way per call: hiding a hidden review (or restoring a visible one) changes nothing and returns null. */
    async setHidden(id: string, hidden: boolean, reason: string | null): Promise<ReviewRecord | null> {
      const [row] = await db
        .update(reviews)
        .set(hidden ? { hiddenAt: sql`now()`, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
        .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
        .returning();
      return row ?? null;
    },

    /** Counts a customer's "helpful" once; false when they had already voted. */
    async voteHelpful(reviewId: string, userId: string): Promise<boolean> {
      const inserted = await db.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning();
      if (inserted.length === 0) return false;
      await db
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
      return true;
    },
  };
}
