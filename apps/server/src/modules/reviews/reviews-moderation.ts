import { REVIEW_MESSAGES, type AdminReview, type AdminReviewListResponse } from '@shop/shared/schemas/reviews';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor } from '../audit';
import type { ReviewsContext } from './reviews-context';
import { toAdminReview } from './reviews-dto';
import { createReviewsRepository } from './reviews.repository';
import { pageWindow } from '../../db/page';

/** The admin's moderation: every review by visibility, and hide or restore. */
export function createReviewModeration({ db, catalog, audit, repo, changed, recompute }: ReviewsContext) {
  return {
    async listForAdmin(query: {
      status: 'all' | 'visible' | 'hidden';
      page: number;
    }): Promise<AdminReviewListResponse> {
      const limit = 20;
      const { rows, total } = await repo.listForAdmin({
        status: query.status,
        ...pageWindow(query.page, limit),
      });
      const products = await catalog.getProductsByIds([...new Set(rows.map((r) => r.productId))]);
      const names = new Map(products.map((p) => [p.id, p.name]));
      const reviews: AdminReview[] = rows.map((row) => toAdminReview(row, names.get(row.productId)));
      return { reviews, total, page: query.page, limit };
    },

    /** Admin hide/restore: audited in the same transaction, the rating recomputed without hidden reviews. */
    async setHidden(actor: AuditActor, reviewId: string, hidden: boolean, reason?: string): Promise<AdminReview> {
      const existing = isUuid(reviewId) ? await repo.findById(reviewId) : null;
      if (!existing) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      const row = await db.transaction(async (tx) => {
        const within = createReviewsRepository(tx);
        await within.lockProduct(existing.productId);
        const updated = await within.setHidden(reviewId, hidden, hidden ? (reason ?? null) : null);
        // Already in that state: nothing changes and nothing is audited.
        if (!updated) return existing;
        await recompute(tx, existing.productId);
        await audit.record(
          actor,
          {
            action: hidden ? 'review.hide' : 'review.restore',
            entityType: 'review',
            entityId: reviewId,
            details: {
              productId: existing.productId,
              rating: existing.rating,
              ...(hidden && reason ? { reason } : {}),
            },
          },
          tx,
        );
        return updated;
      });
      changed(existing.productId);
      const [product] = await catalog.getProductsByIds([row.productId]);
      return toAdminReview(row, product?.name);
    },
  };
}
