import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { createStockAlertsRepository } from './stock-alerts.repository';

/**
 * What the wishlist module offers the personal-data flows (docs/decisions/111-personal-data-returns-reviews.md):
 * the customer's wishlist and back-in-stock requests (docs/decisions/212-back-in-stock-requests.md) for
 * "Download my data", and their removal on account deletion. Each takes the caller's transaction.
 */
export const wishlistPersonalData = {
  async forExport(tx: Db, userId: string) {
    const rows = await tx
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.createdAt));
    return rows.map((r) => ({ productId: r.productId, addedAt: r.createdAt.toISOString() }));
  },

  /** The account's "Notify me when back in stock" requests, answered or waiting. */
  async stockAlertsForExport(tx: Db, userId: string) {
    const rows = await createStockAlertsRepository(tx).ofUser(userId);
    return rows.map((r) => ({
      productId: r.productId,
      email: r.email,
      requestedAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt?.toISOString() ?? null,
    }));
  },

  /** The daily retention purge of everyone's old back-in-stock requests, guests' included. Returns the count. */
  async purgeStaleStockAlerts(tx: Db, now: Date): Promise<number> {
    return createStockAlertsRepository(tx).purgeStale(now);
  },

  /** Returns how many back-in-stock requests were removed. */
  async eraseStockAlertsFor(tx: Db, userId: string): Promise<number> {
    return createStockAlertsRepository(tx).eraseFor(userId);
  },

  /** Returns how many items were removed. */
  async eraseFor(tx: Db, userId: string): Promise<number> {
    const rows = await tx
      .delete(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .returning({ productId: wishlistItems.productId });
    return rows.length;
  },
};

export type WishlistPersonalData = typeof wishlistPersonalData;
