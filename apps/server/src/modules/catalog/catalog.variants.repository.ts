import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type ProductDeclarations, readDeclarations } from '@shop/shared/schemas/declarations';
import type { Db } from '../../db/client';
import { productOptions, productVariants, products } from '../../db/schema';

/* Options and variants of one product (docs/decisions/217-product-variants.md). Writers lock the product row first. */

export type VariantRecord = typeof productVariants.$inferSelect;
export type OptionRecord = typeof productOptions.$inferSelect;
export type NewVariant = typeof productVariants.$inferInsert;

/** The product fields a variant write needs, read under the product's row lock. */
export interface VariantOwner {
  id: string;
  name: string;
  sku: string;
  mrpPaise: number;
  sellingPricePaise: number | null;
  weightGrams: number;
  gstRatePercent: number;
  gstThresholdPaise: number | null;
  gstRateAbovePercent: number | null;
  images: string[];
  /** Read leniently: a variant without its own net quantity takes the product's (decision 270). */
  declarations: ProductDeclarations;
}

export function createVariantsRepository(db: Db) {
  return {
    async options(productId: string): Promise<OptionRecord[]> {
      return db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.position));
    },

    async variants(productId: string, activeOnly = false): Promise<VariantRecord[]> {
      return db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), activeOnly ? eq(productVariants.active, true) : undefined))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
    },

    async byIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          mrpPaise: productVariants.mrpPaise,
          sellingPricePaise: productVariants.sellingPricePaise,
          active: productVariants.active,
        })
        .from(productVariants)
        .where(inArray(productVariants.id, [...ids]));
    },

    /** The product's GST rule, for the variants' rates on the product page (no lock: a read). */
    async gstRuleOf(
      productId: string,
    ): Promise<Pick<VariantOwner, 'gstRatePercent' | 'gstThresholdPaise' | 'gstRateAbovePercent'> | null> {
      const [row] = await db
        .select({
          gstRatePercent: products.gstRatePercent,
          gstThresholdPaise: products.gstThresholdPaise,
          gstRateAbovePercent: products.gstRateAbovePercent,
        })
        .from(products)
        .where(eq(products.id, productId));
      return row ?? null;
    },

    /** The live product under its row lock (the first lock of every stock write), or null. */
    async lockOwner(productId: string): Promise<VariantOwner | null> {
      const [row] = await db
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          mrpPaise: products.mrpPaise,
          sellingPricePaise: products.sellingPricePaise,
          weightGrams: products.weightGrams,
          gstRatePercent: products.gstRatePercent,
          gstThresholdPaise: products.gstThresholdPaise,
          gstRateAbovePercent: products.gstRateAbovePercent,
          images: products.images,
          declarations: products.declarations,
        })
        .from(products)
        .where(and(eq(products.id, productId), sql`${products.deletedAt} is null`))
        .for('update');
      return row ? { ...row, declarations: readDeclarations(row.declarations) } : null;
    },

    async replaceOptions(productId: string, options: readonly { name: string; values: string[] }[]): Promise<void> {
      await db.delete(productOptions).where(eq(productOptions.productId, productId));
      if (options.length === 0) return;
      await db
        .insert(productOptions)
        .values(options.map((o, i) => ({ productId, position: i + 1, name: o.name, values: o.values })));
    },

    /** Variants of any product holding one of these SKUs (case as stored), for a clear "SKU taken" answer. */
    async holdersOfSkus(skus: readonly string[]): Promise<{ id: string; sku: string }[]> {
      if (skus.length === 0) return [];
      return db
        .select({ id: productVariants.id, sku: productVariants.sku })
        .from(productVariants)
        .where(inArray(productVariants.sku, [...skus]));
    },

    async deleteVariants(ids: readonly string[]): Promise<void> {
      if (ids.length) await db.delete(productVariants).where(inArray(productVariants.id, [...ids]));
    },

    async insertVariants(rows: readonly NewVariant[]): Promise<void> {
      if (rows.length) await db.insert(productVariants).values([...rows]);
    },

    async updateVariant(id: string, changes: Partial<NewVariant>): Promise<void> {
      await db
        .update(productVariants)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(productVariants.id, id));
    },

    /**
     * The product row's headline figures follow its variants: a default variant's own values, else the
     * cheapest active variant's prices (the listing's "from" price and sort). Stock follows by trigger.
     */
    async syncHeadline(productId: string): Promise<void> {
      await db.execute(
        sql`update products p
               set sku = case when v.is_default then v.sku else p.sku end,
                   mrp_paise = v.mrp_paise, selling_price_paise = v.selling_price_paise,
                   weight_grams = case when v.is_default then v.weight_grams else p.weight_grams end,
                   updated_at = now()
              from (select * from product_variants
                     where product_id = ${productId}
                     order by is_default desc, active desc, coalesce(selling_price_paise, mrp_paise), position
                     limit 1) v
             where p.id = ${productId}`,
      );
    },

    async setGstRule(productId: string, thresholdPaise: number | null, rateAbovePercent: number | null): Promise<void> {
      await db
        .update(products)
        .set({ gstThresholdPaise: thresholdPaise, gstRateAbovePercent: rateAbovePercent, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },
  };
}

export type VariantsRepository = ReturnType<typeof createVariantsRepository>;
