import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@shop/shared/schemas/catalog';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

/** A live product with its category name, as the storefront reads it (money in paise). */
export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  mrpPaise: number;
  sellingPricePaise: number | null;
  categoryId: string;
  category: string;
  tags: string[];
  images: string[];
  stock: number;
  rating: number;
  reviews: number;
  specialFeatures: string[];
  specifications: Record<string, string>;
  relatedProductIds: string[];
  sku: string;
  hsn: string;
  gstRatePercent: number;
  declarations: unknown;
  /** Packed weight in grams (docs/decisions/064-parcel-weight.md). */
  weightGrams: number;
  /** Warranty in months; null = none (docs/decisions/140-texts-from-data.md). */
  warrantyMonths: number | null;
  createdAt: Date;
}

/** What an order needs to price and reserve a line (money in paise). */
export interface CatalogItem {
  id: string;
  name: string;
  sku: string;
  images: string[];
  mrpPaise: number;
  sellingPricePaise: number | null;
  stock: number;
  hsn: string;
  gstRatePercent: number;
  /** Packed weight of one unit in grams. */
  weightGrams: number;
  categoryId: string;
}

export interface CategoryRecord {
  id: string;
  name: string;
  image: string | null;
  productCount: number;
  /** The lowest price a shopper pays among the live products (paise); null when there are none. */
  lowestPricePaise: number | null;
}

export type ListOrder = ProductSort | 'relevance';

export interface ListProductsParams {
  order: ListOrder;
  /** Lower-cased category name; undefined lists every category. */
  category?: string;
  /** Trimmed search text; undefined means no search. */
  search?: string;
  /** The search's words, each with its spelling variants and synonyms (docs/decisions/137-forgiving-search.md). */
  words?: string[][];
  /** Filters (issue 19): shopper price range in paise, in stock only, minimum rating. */
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  minRating?: number;
  limit: number;
  offset: number;
}

/** Anything that can run a select: the database or an open transaction. */
export type DbExecutor = Pick<Db, 'select'>;

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  categoryId: products.categoryId,
  category: categories.name,
  tags: products.tags,
  images: products.images,
  stock: products.stock,
  rating: products.rating,
  reviews: products.reviews,
  specialFeatures: products.specialFeatures,
  specifications: products.specifications,
  relatedProductIds: products.relatedProductIds,
  sku: products.sku,
  hsn: products.hsn,
  gstRatePercent: products.gstRatePercent,
  declarations: products.declarations,
  weightGrams: products.weightGrams,
  warrantyMonths: products.warrantyMonths,
  createdAt: products.createdAt,
};

const catalogItemColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  images: products.images,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  stock: products.stock,
  hsn: products.hsn,
  gstRatePercent: products.gstRatePercent,
  weightGrams: products.weightGrams,
  categoryId: products.categoryId,
};

// The WHERE clauses below repeat the partial indexes' predicate word for word so the planner can use them.
const isLive = sql`${products.deletedAt} is null`;
/** Must stay the expression of products_live_price_idx: the price a shopper pays. */
const shopperPrice = sql`coalesce(${products.sellingPricePaise}, ${products.mrpPaise})`;

// A scalar subquery is planned once (InitPlan), then products_live_category_created_idx serves the rows.
// An unknown name yields null, which matches nothing: an empty list, not an error.
const inCategory = sql`${products.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${sql.placeholder('category')}::text)`;

// Search = full text over name, category, tags and description (stemmed, `search_vector`), or a trigram
// match on the name for typos and word prefixes ('hedphones', 'sunscrean', 'oxi'), or a category whose
// name is close to the words ('electroncs'). Every arm is indexed (products_search_idx,
// products_name_trgm_idx, products_live_category_created_idx), so PostgreSQL combines them with a
// BitmapOr instead of reading the whole table. Tags take part through the full text only: a trigram test
// on tags_text has no index and turned a 48k-product search into a 1 s sequential scan.
const searchText = sql`lower(${sql.placeholder('q')}::text)`;
const tsQuery = sql`websearch_to_tsquery('english', ${sql.placeholder('q')}::text)`;
const matchesSearch = sql`(${products.searchVector} @@ ${tsQuery}
  or ${searchText} <% lower(${products.name})
  or ${products.categoryId} = any(${sql.placeholder('categoryIds')}::uuid[]))`;
/** strict_word_similarity compares whole words: 'book' is close to 'Books' (0.57) but not to 'Health'. */
const CATEGORY_MATCH = 0.5;
// Whole-word similarity ranks 'Books' above 'Bookshelf' for 'book'; the stemmed text rank adds weight
// where the words really occur (name weighs most, description least).
const relevance = sql`(ts_rank(${products.searchVector}, ${tsQuery})
  + strict_word_similarity(${searchText}, lower(${products.name}))
  + 0.5 * strict_word_similarity(${searchText}, lower(${products.tagsText}))
  + 0.5 * strict_word_similarity(${searchText}, lower(${products.categoryName})))`;

/**
 * The forgiving search (docs/decisions/137-forgiving-search.md), built per query because the number of words
 * varies: full text where every word (or one of its variants) occurs, stemmed ('earbud' finds 'earbuds',
 * 'kurtha' finds 'kurta'); or every word as typed close to a word of the name by trigrams ('hedphones',
 * 'wireles earbud': typos across words); or a category named like the query. Each arm is indexed, as in matchesSearch above.
 */
function forgivingSearch(words: readonly string[][], q: string, categoryIds: readonly string[]) {
  const quote = (w: string) => `'${w.replace(/'/g, '')}'`;
  const tsText = words.map((variants) => `(${variants.map(quote).join(' | ')})`).join(' & ');
  const query = sql`to_tsquery('english', ${tsText})`;
  const nameLower = sql`lower(${products.name})`;
  // The word as typed only: its variants are spellings the full text already finds; one index probe per word.
  const everyWordClose = and(...words.map(([typed]) => sql`${typed}::text <% ${nameLower}`));
  const inCategories =
    categoryIds.length > 0 ? sql`${products.categoryId} = any(${`{${categoryIds.join(',')}}`}::uuid[])` : undefined;
  const where = or(sql`${products.searchVector} @@ ${query}`, everyWordClose, inCategories)!;
  const text = sql`lower(${q}::text)`;
  const rank = sql`(ts_rank(${products.searchVector}, ${query})
    + strict_word_similarity(${text}, ${nameLower})
    + 0.5 * strict_word_similarity(${text}, lower(${products.tagsText}))
    + 0.5 * strict_word_similarity(${text}, lower(${products.categoryName})))`;
  return { where, rank };
}

/** Each order ends on the id so equal keys keep one order and pages never overlap or skip a product. */
export const ORDER_BY: Record<ListOrder, SQL[]> = {
  // products_live_created_idx (created_at desc, id)
  // (drizzle writes `desc` indexes as DESC NULLS LAST; the ORDER BY must say so too or the index is skipped)
  newest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} asc`],
  // products_live_price_idx (coalesce(selling, mrp), id), read forwards or backwards
  'price-low': [sql`${shopperPrice} asc`, sql`${products.id} asc`],
  'price-high': [sql`${shopperPrice} desc`, sql`${products.id} desc`],
  // products_live_rating_idx (rating desc, id)
  rating: [sql`${products.rating} desc nulls last`, sql`${products.id} asc`],
  relevance: [sql`${relevance} desc`, sql`${products.id} asc`],
};

export function createCatalogRepository(db: Db) {
  // One prepared statement per query shape (order x category filter x search), made on first use.
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  const countStatements = new Map<string, ReturnType<typeof prepareCount>>();

  function filters(hasCategory: boolean, hasSearch: boolean) {
    return and(isLive, hasCategory ? inCategory : undefined, hasSearch ? matchesSearch : undefined);
  }

  function prepareList(order: ListOrder, hasCategory: boolean, hasSearch: boolean) {
    return db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(filters(hasCategory, hasSearch))
      .orderBy(...ORDER_BY[order])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`catalog_list_${order.replace('-', '_')}_${hasCategory ? 'c' : 'a'}_${hasSearch ? 's' : 'n'}`);
  }

  function prepareCount(hasCategory: boolean, hasSearch: boolean) {
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(filters(hasCategory, hasSearch))
      .prepare(`catalog_count_${hasCategory ? 'c' : 'a'}_${hasSearch ? 's' : 'n'}`);
  }

  const byId = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), isLive))
    .limit(1)
    .prepare('catalog_product_by_id');

  const relatedByIds = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
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

  const sameCategory = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
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

  // Counting in a grouped subquery first is about twice as fast as grouping the joined rows.
  const liveCounts = db
    .select({
      categoryId: products.categoryId,
      n: sql<number>`count(*)`.as('n'),
      lowest: sql<number | null>`min(${shopperPrice})`.as('lowest'),
    })
    .from(products)
    .where(isLive)
    .groupBy(products.categoryId)
    .as('live_counts');
  const categoryList = db
    .select({
      id: categories.id,
      name: categories.name,
      image: categories.image,
      productCount: sql<number>`coalesce(${liveCounts.n}, 0)::int`,
      lowestPricePaise: sql<number | null>`${liveCounts.lowest}::int`,
    })
    .from(categories)
    .leftJoin(liveCounts, eq(liveCounts.categoryId, categories.id))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id))
    .prepare('catalog_categories');

  // Categories are few; the ids found here join the search as an indexable `category_id = any(...)`.
  const categoriesLike = db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`strict_word_similarity(${searchText}, lower(${categories.name})) >= ${sql.raw(String(CATEGORY_MATCH))}`)
    .prepare('catalog_categories_like');

  const itemsByIds = db
    .select(catalogItemColumns)
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, isLive))
    .prepare('catalog_items_by_ids');

  /** A search or a filtered list: one query built for it (the words vary), the filters as plain conditions. */
  async function listFiltered(params: ListProductsParams): Promise<{ rows: ProductRecord[]; total: number }> {
    const search =
      params.search !== undefined && params.words && params.words.length > 0
        ? forgivingSearch(
            params.words,
            params.search,
            (await categoriesLike.execute({ q: params.search })).map((c) => c.id),
          )
        : undefined;
    const where = and(
      isLive,
      params.category !== undefined
        ? sql`${products.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${params.category}::text)`
        : undefined,
      params.minPricePaise !== undefined ? sql`${shopperPrice} >= ${params.minPricePaise}` : undefined,
      params.maxPricePaise !== undefined ? sql`${shopperPrice} <= ${params.maxPricePaise}` : undefined,
      params.inStock ? sql`${products.stock} > 0` : undefined,
      params.minRating !== undefined ? sql`${products.rating} >= ${params.minRating}` : undefined,
      search?.where,
    );
    const orderBy =
      params.order === 'relevance'
        ? search
          ? [sql`${search.rank} desc`, sql`${products.id} asc`]
          : ORDER_BY.newest
        : ORDER_BY[params.order];
    const [rows, counted] = await Promise.all([
      db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(...orderBy)
        .limit(params.limit)
        .offset(params.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  return {
    async listProducts(params: ListProductsParams): Promise<{ rows: ProductRecord[]; total: number }> {
      const filtered =
        params.words !== undefined ||
        params.minPricePaise !== undefined ||
        params.maxPricePaise !== undefined ||
        params.inStock === true ||
        params.minRating !== undefined;
      if (filtered) return listFiltered(params);
      const hasCategory = params.category !== undefined;
      const hasSearch = params.search !== undefined;
      const listKey = `${params.order}|${hasCategory}|${hasSearch}`;
      let list = listStatements.get(listKey);
      if (!list) listStatements.set(listKey, (list = prepareList(params.order, hasCategory, hasSearch)));
      const countKey = `${hasCategory}|${hasSearch}`;
      let count = countStatements.get(countKey);
      if (!count) countStatements.set(countKey, (count = prepareCount(hasCategory, hasSearch)));

      const categoryIds = hasSearch ? (await categoriesLike.execute({ q: params.search })).map((c) => c.id) : [];
      const values = { category: params.category ?? null, q: params.search ?? null, categoryIds };
      const [rows, counted] = await Promise.all([
        list.execute({ ...values, limit: params.limit, offset: params.offset }),
        count.execute(values),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

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

    async listCategories(): Promise<CategoryRecord[]> {
      return categoryList.execute();
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

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
