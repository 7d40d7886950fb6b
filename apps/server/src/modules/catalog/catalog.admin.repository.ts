import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTotal } from '../../db/page';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { categories, lowStockVariants, productVariants, products } from '../../db/schema';
import type { PricedItemField, ProductRecord } from './catalog.records';
import { isLive, pricedItemColumns, productColumns, selectProductRows } from './catalog.sql';
import type { ProductDeclarations } from '@shop/shared/declarations';

export type NewProduct = typeof products.$inferInsert;

/** A low-stock line: the product and the one variant that runs low. */
export type LowStockRecord = ProductRecord & { variantId: string; variantTitle: string; variantStock: number };

/** The product fields the admin form writes (money in paise); category_name and tags_text follow them. */
export interface ProductWrite {
  name: string;
  description: string;
  mrpPaise: number;
  sellingPricePaise: number | null;
  category: { id: string; name: string };
  stock: number;
  tags: string[];
  specialFeatures: string[];
  specifications: Record<string, string>;
  images: string[];
  sku: string;
  /** Undefined keeps the current value (a new product gets the column defaults). */
  gstRatePercent?: number;
  hsn?: string;
  uqc?: string;
  /** Legal Metrology declarations; undefined keeps the current ones. */
  declarations?: ProductDeclarations;
  /** Packed weight in grams; undefined keeps the current value (a new product gets the default). */
  weightGrams?: number;
  /** Warranty in months, null for none; undefined keeps the current value (a new product has none). */
  warrantyMonths?: number | null;
  /** The merchant's Hindi (decision 258): null clears it, undefined keeps the current text. */
  nameHi?: string | null;
  descriptionHi?: string | null;
}

/** A live product locked for an edit: what the edit checks and the audit entry compares. */
export type LockedProduct = Pick<ProductRecord, PricedItemField | 'warrantyMonths' | 'nameHi' | 'descriptionHi'> & {
  categoryName: string;
};

const lockedColumns = {
  ...pricedItemColumns,
  categoryName: categories.name,
  warrantyMonths: products.warrantyMonths,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
};

export interface AdminListParams {
  /** Lower-case text matched in the name or the SKU. */
  search?: string;
  /** Lower-case category name. */
  category?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function toColumns(write: ProductWrite) {
  return {
    name: write.name,
    description: write.description,
    mrpPaise: write.mrpPaise,
    sellingPricePaise: write.sellingPricePaise,
    categoryId: write.category.id,
    // Denormalised for the search vector (see schema.ts): kept in step with category and tags here.
    categoryName: write.category.name,
    tags: write.tags,
    tagsText: write.tags.join(' '),
    specialFeatures: write.specialFeatures,
    specifications: write.specifications,
    images: write.images,
    sku: write.sku,
    stock: write.stock,
    ...(write.gstRatePercent === undefined ? {} : { gstRatePercent: write.gstRatePercent }),
    ...(write.hsn === undefined ? {} : { hsn: write.hsn }),
    ...(write.uqc === undefined ? {} : { uqc: write.uqc }),
    ...(write.declarations === undefined ? {} : { declarations: write.declarations }),
    ...(write.weightGrams === undefined ? {} : { weightGrams: write.weightGrams }),
    ...(write.warrantyMonths === undefined ? {} : { warrantyMonths: write.warrantyMonths }),
    ...(write.nameHi === undefined ? {} : { nameHi: write.nameHi }),
    ...(write.descriptionHi === undefined ? {} : { descriptionHi: write.descriptionHi }),
  } satisfies Partial<NewProduct>;
}

/** Product writes and the admin's product reads. Callers inside a transaction pass it as `db`. */
export function createCatalogAdminRepository(db: Db) {
  return {
    /**
     * The category with this name in any case, created when new. The unique index on lower(name) makes a
     * concurrent creation of the same name a no-op, and the select then finds the winner's row.
     */
    async ensureCategory(name: string): Promise<{ id: string; name: string }> {
      await db.insert(categories).values({ name }).onConflictDoNothing();
      const [row] = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${name})`)
        .limit(1);
      if (!row) throw new Error(`category ${name} could not be created`);
      return row;
    },

    /**
     * Gives a category its Hindi name (decision 258), from the product form; returns the name it had, for the
     * audit entry. A category is shared by its products, so the name shows on all of them.
     */
    async setCategoryHindi(id: string, nameHi: string): Promise<string | null> {
      const [before] = await db.select({ nameHi: categories.nameHi }).from(categories).where(eq(categories.id, id));
      await db.update(categories).set({ nameHi }).where(eq(categories.id, id));
      return before?.nameHi ?? null;
    },

    /** Soft-deleted products keep their SKU (order items name it), so they count too. */
    async isSkuTaken(sku: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sku, sku), exceptId ? sql`${products.id} <> ${exceptId}::uuid` : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async insert(write: ProductWrite): Promise<string> {
      const [row] = await db.insert(products).values(toColumns(write)).returning({ id: products.id });
      if (!row) throw new Error('product insert returned no row');
      return row.id;
    },

    /** Locks a live product for an edit; null when it is missing or deleted. */
    async lockLive(id: string): Promise<LockedProduct | null> {
      const rows = await db
        .select(lockedColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, id), isLive))
        .limit(1)
        .for('update', { of: products });
      return rows[0] ?? null;
    },

    async findLive(id: string): Promise<ProductRecord | null> {
      const rows = await selectProductRows(db)
        .where(and(eq(products.id, id), isLive))
        .limit(1);
      return rows[0] ?? null;
    },

    async update(id: string, write: ProductWrite): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...toColumns(write), updatedAt: sql`now()` })
        .where(and(eq(products.id, id), isLive))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * Marks the product deleted. Its row stays, so order items that point at it keep a valid reference
     * (they also hold their own snapshot of name, SKU, price and picture).
     */
    async softDelete(id: string): Promise<{ id: string; name: string; sku: string } | null> {
      const rows = await db
        .update(products)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), isLive))
        .returning({ id: products.id, name: products.name, sku: products.sku });
      return rows[0] ?? null;
    },

    /** Live products, newest first; the name arm of the search uses products_name_trgm_idx. */
    async listForAdmin(params: AdminListParams): Promise<{ rows: ProductRecord[]; total: number }> {
      const conditions: SQL[] = [isLive];
      if (params.search) {
        const pattern = `%${escapeLike(params.search)}%`;
        conditions.push(sql`(lower(${products.name}) like ${pattern} or lower(${products.sku}) like ${pattern})`);
      }
      if (params.category) {
        conditions.push(
          sql`${products.categoryId} = (select c.id from ${categories} c where lower(c.name) = ${params.category})`,
        );
      }
      const where = and(...conditions);
      const rows = selectProductRows(db)
        .where(where)
        .orderBy(sql`${products.createdAt} desc nulls last`, asc(products.id))
        .limit(params.limit)
        .offset(params.offset);
      return withTotal(db, products, where, rows);
    },

    /**
     * Active variants of live products with stock under the threshold, lowest first: a product without options
     * is its default variant, a product with options reports each low size or colour
     * (docs/decisions/225-variant-pictures-and-low-stock.md). Under LOW_STOCK_THRESHOLD they are read in order
     * from low_stock_variants, which triggers keep (migration 0067, docs/decisions/275-daily-sales-summaries.md),
     * instead of sorting every variant under it.
     */
    async listLowStock(threshold: number, limit: number): Promise<LowStockRecord[]> {
      const columns = {
        ...productColumns,
        variantId: productVariants.id,
        variantTitle: productVariants.title,
        variantStock: productVariants.stock,
      };
      const low = and(isLive, eq(productVariants.active, true), sql`${productVariants.stock} < ${threshold}`);
      if (threshold <= LOW_STOCK_THRESHOLD) {
        return db
          .select(columns)
          .from(lowStockVariants)
          .innerJoin(productVariants, eq(productVariants.id, lowStockVariants.variantId))
          .innerJoin(products, eq(products.id, productVariants.productId))
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(low)
          .orderBy(asc(lowStockVariants.stock), asc(lowStockVariants.productId), asc(lowStockVariants.position))
          .limit(limit);
      }
      return db
        .select(columns)
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(low)
        .orderBy(asc(productVariants.stock), asc(products.id), asc(productVariants.position))
        .limit(limit);
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
