import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { CatalogItem, DbExecutor, ProductRecord } from './catalog.records';
import { ORDER_BY, catalogItemColumns, isLive, selectProductRows } from './catalog.sql';

/** Products by id: one, the related ones, the same category's, the items an order prices; and the rating write. */
export function createProductLookups(db: Db) {
  const byId = selectProductRows(db)
    .where(and(eq(products.id, sql.placeholder('id')), isLive))
    .limit(1)
    .prepare('catalog_product_by_id');

  const relatedByIds = selectProductRows(db)
    .where(
      and(
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
        sql`${products.id} <> ${sql.placeholder('self')}::uuid`,
        isLive,
      ),
    )
    .orderBy(sql`array_position(${sql.placeholder('ids')}::uuid[], ${products.id})`)
    .limit(sql.placeholder('limit'))
    .prepare('catalog_related_by_ids');

  const sameCategory = selectProductRows(db)
    .where(
      and(
        eq(products.categoryId, sql.placeholder('categoryId')),
        sql`${products.id} <> ${sql.placeholder('self')}::uuid`,
        isLive,
      ),
    )
    .orderBy(...ORDER_BY.newest)
    .limit(sql.placeholder('limit'))
    .prepare('catalog_same_category');

  const itemsByIds = db
    .select(catalogItemColumns)
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, isLive))
    .prepare('catalog_items_by_ids');

  return {
    async findById(id: string): Promise<ProductRecord | null> {
      const rows = await byId.execute({ id });
      return rows[0] ?? null;
    },

    /** Live products among `ids`, in the order of `ids`, never the product itself. */
    async findRelated(self: string, ids: string[], limit: number): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      return relatedByIds.execute({ ids, self, limit });
    },

    async findInCategory(categoryId: string, self: string, limit: number): Promise<ProductRecord[]> {
      return sameCategory.execute({ categoryId, self, limit });
    },

    /** Live products with these ids (unknown or deleted ones are simply absent); inside `tx` when given. */
    async findItemsByIds(ids: string[], tx?: DbExecutor): Promise<CatalogItem[]> {
      if (ids.length === 0) return [];
      if (!tx) return itemsByIds.execute({ ids });
      return tx
        .select(catalogItemColumns)
        .from(products)
        .where(and(inArray(products.id, ids), isLive));
    },

    /** The product's rating and review count, recomputed by the reviews module (docs/decisions/131-rating-from-reviews.md). */
    async setRating(id: string, rating: number, reviewCount: number, tx: Pick<Db, 'update'> = db): Promise<void> {
      await tx.update(products).set({ rating, reviews: reviewCount }).where(eq(products.id, id));
    },
  };
}
