import {
  MAX_REVIEW_PHOTOS,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  reviewInputSchema,
  type AdminReview,
  type AdminReviewListResponse,
  type MyReviewResponse,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
} from '@shop/shared/schemas/reviews';
import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { ImageStore } from '../catalog/product-images';
import { toProductWebp } from '../catalog/product-images';
import type { OrdersService } from '../orders/orders.service';
import { createReviewsRepository, type ReviewRecord } from './reviews.repository';

export interface ReviewsServiceOptions {
  db: Db;
  orders: Pick<OrdersService, 'hasDeliveredItem'>;
  catalog: Pick<CatalogService, 'getProductsByIds' | 'setRating'>;
  audit: AuditRecorder;
  images: ImageStore;
  /** Drops the cached catalogue answers and rendered pages showing these products (docs/decisions/082-page-cache.md). */
  onProductsChanged?: (productIds: readonly string[]) => unknown;
}

export interface Reviewer {
  id: string;
  name: string;
}

export interface ReviewForm {
  fields: Record<string, unknown>;
  files: Buffer[];
}

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

/** The rating shown with a product: the mean of its visible reviews to one decimal, 0 without any. */
export function roundedRating(average: number): number {
  return Math.round(average * 10) / 10;
}

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

/**
 * Reviews by verified buyers (docs/decisions/130-who-may-review.md): one per customer and product, editable;
 * every write recomputes the product's rating in the same transaction (131) and drops the cached pages.
 */
export function createReviewsService({ db, orders, catalog, audit, images, onProductsChanged }: ReviewsServiceOptions) {
  const repo = createReviewsRepository(db);

  function changed(productId: string) {
    if (!onProductsChanged) return;
    try {
      void Promise.resolve(onProductsChanged([productId])).catch(() => undefined);
    } catch {
      // The caches expire on their own.
    }
  }

  async function requireProduct(productId: string) {
    const [product] = isUuid(productId) ? await catalog.getProductsByIds([productId]) : [];
    if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
    return product;
  }

  async function recompute(tx: Db, productId: string) {
    const summary = await createReviewsRepository(tx).summary(productId);
    await catalog.setRating(productId, roundedRating(summary.average), summary.count, tx);
  }

  /** Pictures are checked and stored before the transaction; if it fails they are removed again. */
  async function storePhotos(files: Buffer[]): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const file of files) saved.push(await images.saveProductImage(await toProductWebp(file)));
    } catch (error) {
      await removePhotos(saved);
      throw error;
    }
    return saved;
  }

  async function removePhotos(paths: readonly string[]) {
    await Promise.all(paths.map((p) => images.remove(p).catch(() => undefined)));
  }

  function readInput(form: ReviewForm) {
    const parsed = reviewInputSchema.safeParse(form.fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.invalidRating);
    return parsed.data;
  }

  return {
    async list(productId: string, query: ReviewListQuery): Promise<ReviewListResponse> {
      await requireProduct(productId);
      const limit = REVIEWS_PAGE_SIZE;
      const [{ rows, total }, summary] = await Promise.all([
        repo.listVisible({ productId, sort: query.sort, stars: query.stars, limit, offset: (query.page - 1) * limit }),
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
      if (review.userId === customer.id) throw badRequest('You cannot vote for your own review');
      const counted = await repo.voteHelpful(reviewId, customer.id);
      if (counted) changed(review.productId);
      return { helpfulCount: review.helpfulCount + (counted ? 1 : 0) };
    },

    async listForAdmin(query: { status: 'all' | 'visible' | 'hidden'; page: number }): Promise<AdminReviewListResponse> {
      const limit = 20;
      const { rows, total } = await repo.listForAdmin({ status: query.status, limit, offset: (query.page - 1) * limit });
      const products = await catalog.getProductsByIds([...new Set(rows.map((r) => r.productId))]);
      const names = new Map(products.map((p) => [p.id, p.name]));
      const reviews: AdminReview[] = rows.map((row) => ({
        ...toReviewDto(row),
        productId: row.productId,
        productName: names.get(row.productId) ?? '(deleted product)',
        hidden: row.hiddenAt !== null,
        hiddenReason: row.hiddenReason,
      }));
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
            details: { productId: existing.productId, rating: existing.rating, ...(hidden && reason ? { reason } : {}) },
          },
          tx,
        );
        return updated;
      });
      changed(existing.productId);
      const [product] = await catalog.getProductsByIds([row.productId]);
      return {
        ...toReviewDto(row),
        productId: row.productId,
        productName: product?.name ?? '(deleted product)',
        hidden: row.hiddenAt !== null,
        hiddenReason: row.hiddenReason,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
