import { REVIEW_MESSAGES, reviewInputSchema } from '@shop/shared/schemas/reviews';
import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';
import { discardPictures, type ImageStore, storeProductPictures } from '../../lib/images/product-images';
import { type CatalogService, productChangeNotifier } from '../catalog';
import type { OrdersService } from '../orders';
import { createReviewsRepository } from './reviews.repository';
import { roundedRating } from './reviews-dto';

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

/** What every part of the reviews service shares: collaborators, the repository, the product and rating steps. */
export function createReviewsContext(options: ReviewsServiceOptions) {
  const { db, catalog, images } = options;

  async function requireProduct(productId: string) {
    const [product] = isUuid(productId) ? await catalog.getProductsByIds([productId]) : [];
    if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
    return product;
  }

  async function recompute(tx: Db, productId: string) {
    const summary = await createReviewsRepository(tx).summary(productId);
    await catalog.setRating(productId, roundedRating(summary.average), summary.count, tx);
  }

  function readInput(form: ReviewForm) {
    const parsed = reviewInputSchema.safeParse(form.fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.invalidRating);
    return parsed.data;
  }

  return {
    ...options,
    repo: createReviewsRepository(db),
    changed: productChangeNotifier(options.onProductsChanged),
    requireProduct,
    recompute,
    readInput,
    /** Pictures are checked and stored before the transaction; if it fails they are removed again. */
    storePhotos: (files: readonly Buffer[]) => storeProductPictures(images, files),
    removePhotos: (paths: readonly string[]) => discardPictures(images, paths),
  };
}

export type ReviewsContext = ReturnType<typeof createReviewsContext>;
