import { serverWords } from '../../lib/shopper-words';
import { MAX_REVIEW_PHOTOS, REVIEW_MESSAGES, type Review } from '@shop/shared/schemas/reviews';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { ReviewForm, Reviewer, ReviewsContext } from './reviews-context';
import { publicAuthorName, toReviewDto } from './reviews-dto';
import { createReviewsRepository } from './reviews.repository';

function parseKeepPhotos(value: unknown, current: readonly string[]): string[] {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest('keepPhotos must be a JSON list of the review photos to keep');
    }
  }
  if (!Array.isArray(list) || !list.every((p) => typeof p === 'string'))
    throw badRequest('keepPhotos must be a JSON list of the review photos to keep');
  // Only the review's own photos can be kept: a path from elsewhere is not taken over.
  return [...new Set(list)].filter((p) => current.includes(p));
}

/** A customer's writes: the review (once per product), its edits, and helpful votes on others' reviews. */
export function createReviewWriting(ctx: ReviewsContext) {
  const { db, orders, repo, changed, requireProduct, recompute, readInput, storePhotos, removePhotos } = ctx;

  return {
    /** 403 for a customer without a delivered order of the product, 409 for a second review. */
    async create(productId: string, customer: Reviewer, form: ReviewForm): Promise<Review> {
      await requireProduct(productId);
      const input = readInput(form);
      if (form.files.length > MAX_REVIEW_PHOTOS) throw badRequest(REVIEW_MESSAGES.tooManyPhotos);
      if (!(await orders.hasDeliveredItem(customer.id, productId))) throw forbidden(REVIEW_MESSAGES.notABuyer);
      if (await repo.findMine(productId, customer.id)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      const photos = await storePhotos(form.files);
      try {
        const review = await db.transaction(async (tx) => {
          const within = createReviewsRepository(tx);
          await within.lockProduct(productId);
          const row = await within.insert({
            productId,
            userId: customer.id,
            authorName: publicAuthorName(customer.name),
            rating: input.rating,
            title: input.title,
            body: input.body,
            photos,
            verified: true,
          });
          if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
          await recompute(tx, productId);
          return row;
        });
        changed(productId);
        return toReviewDto(review);
      } catch (error) {
        await removePhotos(photos);
        throw error;
      }
    },

    /** The customer's own review: new text and stars, photos kept by `keepPhotos` plus new files (at most 3). */
    async update(productId: string, customer: Reviewer, form: ReviewForm): Promise<Review> {
      await requireProduct(productId);
      const input = readInput(form);
      const current = await repo.findMine(productId, customer.id);
      if (!current) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      const kept = parseKeepPhotos(form.fields.keepPhotos, current.photos);
      if (kept.length + form.files.length > MAX_REVIEW_PHOTOS) throw badRequest(REVIEW_MESSAGES.tooManyPhotos);
      const added = await storePhotos(form.files);
      try {
        const review = await db.transaction(async (tx) => {
          const within = createReviewsRepository(tx);
          await within.lockProduct(productId);
          const row = await within.update(current.id, {
            rating: input.rating,
            title: input.title,
            body: input.body,
            photos: [...kept, ...added],
          });
          if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
          await recompute(tx, productId);
          return row;
        });
        await removePhotos(current.photos.filter((p) => !kept.includes(p)));
        changed(productId);
        return toReviewDto(review);
      } catch (error) {
        await removePhotos(added);
        throw error;
      }
    },

    async voteHelpful(reviewId: string, customer: Reviewer): Promise<{ helpfulCount: number }> {
      const review = isUuid(reviewId) ? await repo.findById(reviewId) : null;
      if (!review || review.hiddenAt) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      if (review.userId === customer.id) throw badRequest(serverWords('review.ownReview'));
      const counted = await repo.voteHelpful(reviewId, customer.id);
      if (counted) changed(review.productId);
      return { helpfulCount: review.helpfulCount + (counted ? 1 : 0) };
    },
  };
}
