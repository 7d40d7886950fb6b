import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { products } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

/*
 * Stock SQL lives in the orders module, not behind the catalogue service: taking stock must happen inside
 * the order's own transaction (docs/decisions/005-stock-taken-atomically.md). The catalogue owns every other
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
  uqc: string;
  gstRatePercent: number;
  categoryId: string;
}

export interface StockShortage {
  kind: 'unknown' | 'deleted' | 'short';
  name?: string;
  available?: number;
}

interface ReservedRow {
  id: string;
  name: string;
  sku: string;
  mrp_paise: number;
  selling_price_paise: number | null;
  image: string | null;
  hsn: string;
  uqc: string;
  gst_rate_percent: number;
  category_id: string;
}

/**
 * A PostgreSQL array literal passed as one text parameter: both drivers send it the same way, whereas a JS
 * array parameter is encoded differently by node-postgres and PGlite. Ids are validated UUIDs and quantities
 * integers, so nothing needs quoting.
 */
function toPgArray(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

export function createInventoryRepository(db: Db) {
  return {
    /**
     * Takes every line of an order in one statement (one round trip however many lines). The CTE locks the
     * rows in product-id order, so two orders sharing products cannot deadlock; the UPDATE only touches rows
     * that CTE already holds, and its `stock >= quantity` guard is re-checked against the newest row version,
     * so no unit is sold twice whatever the isolation level. Returns the rows it took stock from: fewer than
     * `lines` means some line is unknown, deleted or short, and the caller must roll back.
     */
    async reserveAll(lines: readonly { productId: string; quantity: number }[]): Promise<ReservedProduct[]> {
      const ids = lines.map((l) => l.productId);
      const quantities = lines.map((l) => l.quantity);
      // The request schema guarantees both; anything else would corrupt the array literals below.
      if (!ids.every(isUuid) || !quantities.every(Number.isSafeInteger)) throw new Error('invalid order lines');
      const rows = await queryRows<ReservedRow>(
        db,
        sql`with wanted as (
              select * from unnest(${toPgArray(ids)}::uuid[], ${toPgArray(quantities)}::int[]) as w(id, quantity)
            ),
            locked as materialized (
              select p.id from products p where p.id in (select id from wanted) order by p.id for update
            )
            update products p
               set stock = p.stock - wanted.quantity
              from locked join wanted on wanted.id = locked.id
             where p.id = locked.id and p.deleted_at is null and p.stock >= wanted.quantity
            returning p.id, p.name, p.sku, p.mrp_paise, p.selling_price_paise, p.images[1] as image, p.hsn, p.uqc,
                      p.gst_rate_percent::float8 as gst_rate_percent, p.category_id`,
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        sku: r.sku,
        mrpPaise: r.mrp_paise,
        sellingPricePaise: r.selling_price_paise,
        image: r.image,
        hsn: r.hsn,
        uqc: r.uqc,
        gstRatePercent: r.gst_rate_percent,
        categoryId: r.category_id,
      }));
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
