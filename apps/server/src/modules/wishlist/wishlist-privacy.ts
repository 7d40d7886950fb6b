import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';

/**
 * What the wishlist module offers the personal-data flows (docs/decisions/111-personal-data-returns-reviews.md):
 * the customer's wishlist for "Download my data", and its removal on account deletion. Each takes the
 * caller's transaction.
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

  /** Returns how many items were removed. */
  async eraseFor(tx: Db, userId: string): Promise<number> {
    const rows = await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId)).returning({ productId: wishlistItems.productId });
    return rows.length;
  },
};

export type WishlistPersonalData = typeof wishlistPersonalData;
