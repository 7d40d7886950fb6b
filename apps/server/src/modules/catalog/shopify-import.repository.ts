import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productOptions, productVariants, products } from '../../db/schema';

/* The reads and writes of a Shopify CSV import and export (docs/decisions/224-shopify-product-csv.md). */

export function createShopifyImportRepository(db: Db) {
  return {
    /** Which product holds each of these SKUs (live or deleted), to tell an update from a new product. */
    async skuOwners(skus: readonly string[]) {
      if (skus.length === 0) return [];
      return db
        .select({
          sku: productVariants.sku,
          productId: products.id,
          deleted: sql<boolean>`${products.deletedAt} is not null`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.sku, [...skus]));
    },

    /** Product SKUs (parent SKUs included), which a new product's own SKU must not repeat. */
    async productSkusTaken(skus: readonly string[]): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const rows = await db
        .select({ sku: products.sku })
        .from(products)
        .where(inArray(products.sku, [...skus]));
      return new Set(rows.map((r) => r.sku));
    },

    /** The GST rate and HSN code most used by the live products of a category: a new product's defaults. */
    async categoryTaxDefaults(category: string): Promise<{ gstRatePercent: number; hsn: string } | null> {
      const [row] = await db
        .select({ gstRatePercent: products.gstRatePercent, hsn: products.hsn, n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(isNull(products.deletedAt), sql`lower(${categories.name}) = lower(${category})`))
        .groupBy(products.gstRatePercent, products.hsn)
        .orderBy(desc(sql`count(*)`), asc(products.hsn))
        .limit(1);
      return row ? { gstRatePercent: row.gstRatePercent, hsn: row.hsn ?? '' } : null;
    },

    async updateDescriptive(
      id: string,
      fields: { name: string; description: string; tags: string[]; category: { id: string; name: string } },
    ) {
      await db
        .update(products)
        .set({
          name: fields.name,
          description: fields.description,
          tags: fields.tags,
          tagsText: fields.tags.join(' '),
          categoryId: fields.category.id,
          categoryName: fields.category.name,
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id));
    },

    /** The figures of a product without options; its default variant follows them (trigger, decision 217). */
    async updateDefaultFigures(
      id: string,
      f: { sku: string; mrpPaise: number; sellingPricePaise: number | null; stock: number; weightGrams: number },
    ) {
      await db
        .update(products)
        .set({ ...f, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** Every live product with its category, options and variants, for the export. */
    async exportRows() {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          category: categories.name,
          tags: products.tags,
          images: products.images,
          sku: products.sku,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(isNull(products.deletedAt))
        .orderBy(asc(products.createdAt), asc(products.id));
      const ids = rows.map((r) => r.id);
      const [options, variants] = ids.length
        ? await Promise.all([
            db
              .select()
              .from(productOptions)
              .where(inArray(productOptions.productId, ids))
              .orderBy(asc(productOptions.position)),
            db
              .select()
              .from(productVariants)
              .where(and(inArray(productVariants.productId, ids), eq(productVariants.active, true)))
              .orderBy(asc(productVariants.position), asc(productVariants.id)),
          ])
        : [[], []];
      return rows.map((r) => ({
        ...r,
        options: options.filter((o) => o.productId === r.id),
        variants: variants.filter((v) => v.productId === r.id),
      }));
    },
  };
}
