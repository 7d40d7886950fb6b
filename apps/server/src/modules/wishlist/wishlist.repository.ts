import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';

/** The wishlist module's SQL (wishlist_items). Callers inside a transaction pass it as `db`. */
export function createWishlistRepository(db: Db) {
  return {
    /** Oldest first, so the page keeps the order things were wished in. */
    async productIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
      return rows.map((r) => r.productId);
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** Adding twice keeps the first row; `outOfStock` items start out waiting for their restock mail. */
    async add(userId: string, items: { productId: string; outOfStock: boolean }[]): Promise<void> {
      if (items.length === 0) return;
      await db
        .insert(wishlistItems)
        .values(items.map((i) => ({ userId, productId: i.productId, awaitingRestock: i.outOfStock })))
        .onConflictDoNothing();
    },

    async remove(userId: string, productId: string): Promise<void> {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },

    /** These products were seen at stock 0: their wishers wait for a restock mail. */
    async markAwaitingRestock(productIds: string[]): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .update(wishlistItems)
        .set({ awaitingRestock: true })
        .where(and(inArray(wishlistItems.productId, productIds), eq(wishlistItems.awaitingRestock, false)));
    },

    /** Wishers still waiting for the restock mail of these products. */
    async waitingFor(productIds: string[]): Promise<{ userId: string; productId: string }[]> {
      if (productIds.length === 0) return [];
      return db
        .select({ userId: wishlistItems.userId, productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(inArray(wishlistItems.productId, productIds), sql`${wishlistItems.awaitingRestock}`));
    },

    /**
     * Clears the waiting mark of these (user, product) pairs and returns the ones it cleared. The guarded UPDATE
     * is the claim, so two processes hearing the same change never both mail (docs/decisions/133-back-in-stock-once.md).
     */
    async claimRestocked(pairs: { userId: string; productId: string }[]): Promise<{ userId: string; productId: string }[]> {
      if (pairs.length === 0) return [];
      const keys = pairs.map((p) => `${p.userId}:${p.productId}`);
      return db
        .update(wishlistItems)
        .set({ awaitingRestock: false })
        .where(
          and(
            sql`${wishlistItems.awaitingRestock}`,
            inArray(sql`(${wishlistItems.userId}::text || ':' || ${wishlistItems.productId}::text)`, keys),
          ),
        )
        .returning({ userId: wishlistItems.userId, productId: wishlistItems.productId });
    },
  };
}
