import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/*
 * Stock SQL lives in the orders module, not behind the catalogue service, on purpose: taking stock must
 * happen inside the order's own transaction (same connection, same commit or rollback as the order rows),
 * so that "all lines reserved and the order written" is one atomic step. The catalogue owns every other
 * product write; this file only moves `stock` and reads what an order line must snapshot.
 * Callers pass the transaction as `db`.
 */

export interface ReservedProduct {
  id: string;
  name: string;
  sku: string;
  mrpPaise: number;
  sellingPricePaise: number | null;
  image: string | null;
  hsn: string;
  gstRatePercent: number;
}

export interface StockShortage {
  kind: 'unknown' | 'deleted' | 'short';
  name?: string;
  available?: number;
}

export function createInventoryRepository(db: Db) {
  return {
    /**
     * Takes `quantity` units in one conditional UPDATE: the row lock plus the `stock >= quantity` re-check
     * make it impossible for two orders to get the same last unit, whatever the isolation level.
     * Returns null (and changes nothing) when the product is unknown, deleted or short.
     */
    async reserve(productId: string, quantity: number): Promise<ReservedProduct | null> {
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), isNull(products.deletedAt), gte(products.stock, quantity)))
        .returning({
          id: products.id,
          name: products.name,
          sku: products.sku,
          mrpPaise: products.mrpPaise,
          sellingPricePaise: products.sellingPricePaise,
          image: sql<string | null>`${products.images}[1]`,
          hsn: products.hsn,
          gstRatePercent: products.gstRatePercent,
        });
      return rows[0] ?? null;
    },

    /** Why a reservation failed, for the shopper's message. */
    async explainShortage(productId: string): Promise<StockShortage> {
      const [row] = await db
        .select({ name: products.name, stock: products.stock, deletedAt: products.deletedAt })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!row) return { kind: 'unknown' };
      if (row.deletedAt) return { kind: 'deleted', name: row.name };
      return { kind: 'short', name: row.name, available: row.stock };
    },

    /**
     * Gives units back. A soft-deleted product gets its units back too (restoring it restores its stock);
     * a hard-deleted one (product id null on the order line) has nothing to return to.
     * Lines are released in id order so concurrent releases and reservations lock rows in the same order.
     */
    async release(lines: readonly { productId: string | null; quantity: number }[]): Promise<void> {
      const sorted = lines
        .filter((l): l is { productId: string; quantity: number } => l.productId !== null)
        .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
      for (const line of sorted) {
        await db
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
