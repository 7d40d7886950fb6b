import { randomUUID } from 'node:crypto';
import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import { MAX_WISHLIST_ITEMS, REVIEW_MESSAGES, type WishlistResponse } from '@shop/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { CatalogService } from '../catalog';
import type { NotificationsService } from '../notifications';
import type { UserAccounts } from '../users';
import { createWishlistRepository } from './wishlist.repository';

export interface WishlistServiceOptions {
  db: Db;
  catalog: Pick<CatalogService, 'getProductsByIds' | 'getProductDtosByIds'>;
  accounts: Pick<UserAccounts, 'findById'>;
  mail: Pick<NotificationsService, 'shopperMail'>;
  log?: { warn: (obj: unknown, msg: string) => void };
}

/**
 * The signed-in customer's wishlist (docs/decisions/132-wishlist-merge.md) and the "back in stock" mail to
 * its wishers when a product's stock goes from 0 to more (133).
 */
export function createWishlistService({ db, catalog, accounts, mail, log }: WishlistServiceOptions) {
  const repo = createWishlistRepository(db);

  async function view(userId: string): Promise<WishlistResponse> {
    const ids = await repo.productIdsOf(userId);
    const products = await catalog.getProductDtosByIds(ids);
    // Deleted products drop out of the page and of the hearts alike.
    return { productIds: products.map((p) => p._id), products };
  }

  /** Adds the live products among `ids` (unknown or deleted ones are skipped), within the size cap. */
  async function addAll(userId: string, ids: readonly string[]) {
    const items = await catalog.getProductsByIds(ids.filter(isUuid));
    if (items.length === 0) return;
    const already = new Set(await repo.productIdsOf(userId));
    const fresh = items.filter((i) => !already.has(i.id));
    if (already.size + fresh.length > MAX_WISHLIST_ITEMS) throw badRequest(REVIEW_MESSAGES.tooManyWishlistItems);
    await repo.add(
      userId,
      fresh.map((i) => ({ productId: i.id, outOfStock: i.stock <= 0 })),
    );
  }

  return {
    view,

    async add(userId: string, productId: string): Promise<WishlistResponse> {
      const [item] = isUuid(productId) ? await catalog.getProductsByIds([productId]) : [];
      if (!item) throw notFound(CATALOG_MESSAGES.productNotFound);
      await addAll(userId, [productId]);
      return view(userId);
    },

    async remove(userId: string, productId: string): Promise<WishlistResponse> {
      if (isUuid(productId)) await repo.remove(userId, productId);
      return view(userId);
    },

    /** A guest's hearts at sign-in: the union of both lists, nothing removed (docs/decisions/132-wishlist-merge.md). */
    async merge(userId: string, productIds: readonly string[]): Promise<WishlistResponse> {
      await addAll(userId, [...new Set(productIds)]);
      return view(userId);
    },

    /**
     * Called after any stock or product change (orders, admin edits): products now at 0 make their wishers
     * wait; products above 0 whose wishers waited get one mail each, queued with the claim in one transaction.
     */
    async stockChanged(productIds: readonly string[]): Promise<number> {
      const items = await catalog.getProductsByIds(productIds);
      const empty = items.filter((i) => i.stock <= 0).map((i) => i.id);
      const stocked = items.filter((i) => i.stock > 0);
      await repo.markAwaitingRestock(empty);
      if (stocked.length === 0) return 0;
      const names = new Map(stocked.map((i) => [i.id, i.name]));
      // Recipients are read before the transaction (the accounts service reads outside it); a wisher added in
      // between keeps the mark and is mailed at the next stock change.
      const waiting = await repo.waitingFor(stocked.map((i) => i.id));
      if (waiting.length === 0) return 0;
      const users = new Map<string, { id: string; name: string; email: string }>();
      for (const userId of new Set(waiting.map((w) => w.userId))) {
        const user = await accounts.findById(userId);
        if (user) users.set(userId, { id: user.id, name: user.name, email: user.email });
      }
      const restock = randomUUID();
      let queued = 0;
      await db.transaction(async (tx) => {
        const claimed = await createWishlistRepository(tx).claimRestocked(waiting.filter((w) => users.has(w.userId)));
        for (const { userId, productId } of claimed) {
          await mail.shopperMail.backInStock(
            tx,
            users.get(userId)!,
            { id: productId, name: names.get(productId) ?? 'A product you wished for' },
            `back-in-stock:${userId}:${productId}:${restock}`,
          );
          queued++;
        }
      });
      if (queued > 0) mail.shopperMail.afterCommit();
      return queued;
    },

    /** Fire-and-forget form for the stock hooks: a failure is logged, the order or edit stands. */
    stockChangedInBackground(productIds: readonly string[]): void {
      void this.stockChanged(productIds).catch((err: unknown) =>
        log?.warn({ err, productIds }, 'wishlist: could not check back-in-stock mails'),
      );
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
