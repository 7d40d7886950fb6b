import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SizeChart } from '@shop/shared/schemas/size-chart';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

/* Size charts (migration 0059, docs/decisions/254-size-charts.md): a column of `categories` and of `products`. */

export interface ChartsOfProduct {
  product: SizeChart | null;
  category: SizeChart | null;
  categoryId: string;
  categoryName: string;
}

export function createSizeChartsRepository(db: Db) {
  return {
    /** A live product's own chart and its category's; null when there is no such live product. */
    async ofProduct(productId: string): Promise<ChartsOfProduct | null> {
      const [row] = await db
        .select({
          product: products.sizeChart,
          category: categories.sizeChart,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, productId), isNull(products.deletedAt)));
      return row ?? null;
    },

    /** Whether the product page should offer a chart (its own or its category's). */
    async hasChart(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ has: sql<boolean>`(${products.sizeChart} is not null or ${categories.sizeChart} is not null)` })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, productId));
      return row?.has ?? false;
    },

    async setForProduct(productId: string, chart: SizeChart | null): Promise<{ name: string } | null> {
      const [row] = await db
        .update(products)
        .set({ sizeChart: chart })
        .where(and(eq(products.id, productId), isNull(products.deletedAt)))
        .returning({ name: products.name });
      return row ?? null;
    },

    /** Saves a category's chart; answers its name and its products (whose cached pages change with it). */
    async setForCategory(
      categoryId: string,
      chart: SizeChart | null,
    ): Promise<{ name: string; productIds: string[] } | null> {
      const [row] = await db
        .update(categories)
        .set({ sizeChart: chart })
        .where(eq(categories.id, categoryId))
        .returning({ name: categories.name });
      if (!row) return null;
      const members = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, categoryId));
      return { name: row.name, productIds: members.map((m) => m.id) };
    },
  };
}
