import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productCounts, products } from '../../db/schema';
import type { ListOrder, ListProductsParams, ProductRecord } from './catalog.records';
import {
  CATEGORY_MATCH,
  ORDER_BY,
  forgivingSearch,
  productColumns,
  searchPage,
  type ForgivingSearch,
  inCategory,
  isLive,
  matchesSearch,
  selectProductRows,
  searchText,
  shopperPrice,
} from './catalog.sql';
import { matchesOptions } from './catalog.option-filters';
import { withSearchPlan } from './search-plan';

/** A list whose only filter is "in stock" (and maybe a category): its total is kept, not counted. */
function isInStockOnly(params: ListProductsParams): boolean {
  return (
    params.inStock === true &&
    params.words === undefined &&
    params.search === undefined &&
    params.minPricePaise === undefined &&
    params.maxPricePaise === undefined &&
    params.minRating === undefined &&
    (params.options?.length ?? 0) === 0
  );
}

/** The "in stock" filter's total without other filters: the kept counts, not a count of every product (decision 277). */
function createInStockTotal(db: Db) {
  const prepare = (hasCategory: boolean) =>
    db
      .select({ n: sql<number>`coalesce(sum(${productCounts.inStock}), 0)::int` })
      .from(productCounts)
      .where(
        hasCategory
          ? sql`${productCounts.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${sql.placeholder('category')}::text)`
          : undefined,
      )
      .prepare(`catalog_count_${hasCategory ? 'c' : 'a'}_in_stock`);
  const withCategory = prepare(true);
  const all = prepare(false);
  /** `category`: the category's name in lower case, as the list's own filter takes it. */
  return (category: string | undefined) => (category === undefined ? all.execute() : withCategory.execute({ category }));
}

/**
 * The storefront's product lists: a plain list (newest, by price or rating, a category, the quick search) from
 * prepared statements, a search or a filtered list from one query built for it.
 */
export function createProductListing(db: Db) {
  // One prepared statement per query shape (order x category filter x search), made on first use.
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  const countStatements = new Map<string, ReturnType<typeof prepareCount>>();

  function filters(hasCategory: boolean, hasSearch: boolean) {
    return and(isLive, hasCategory ? inCategory : undefined, hasSearch ? matchesSearch : undefined);
  }

  function prepareList(order: ListOrder, hasCategory: boolean, hasSearch: boolean) {
    return selectProductRows(db)
      .where(filters(hasCategory, hasSearch))
      .orderBy(...ORDER_BY[order])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`catalog_list_${order.replace('-', '_')}_${hasCategory ? 'c' : 'a'}_${hasSearch ? 's' : 'n'}`);
  }

  function prepareCount(hasCategory: boolean, hasSearch: boolean) {
    // Without words the total is the live products of the shop or of one category: read from the counts the
    // triggers keep (decision 272), not counted (a million rows took 75-350 ms).
    if (!hasSearch)
      return db
        .select({ n: sql<number>`coalesce(sum(${productCounts.live}), 0)::int` })
        .from(productCounts)
        .where(
          hasCategory
            ? sql`${productCounts.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${sql.placeholder('category')}::text)`
            : undefined,
        )
        .prepare(`catalog_count_${hasCategory ? 'c' : 'a'}_n`);
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(filters(hasCategory, hasSearch))
      .prepare(`catalog_count_${hasCategory ? 'c' : 'a'}_${hasSearch ? 's' : 'n'}`);
  }

  const inStockTotal = createInStockTotal(db);

  // Categories are few; the ids found here join the search as an indexable `category_id = any(...)`.
  const categoriesLike = db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`strict_word_similarity(${searchText}, lower(${categories.name})) >= ${sql.raw(String(CATEGORY_MATCH))}`)
    .prepare('catalog_categories_like');

  function countWhere(ex: Db, where: SQL | undefined) {
    return ex
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
  }

  /** A search by relevance: the page and the number of matches from one statement (searchPage). */
  async function listSearchPage(ex: Db, search: ForgivingSearch, where: SQL, limit: number, offset: number) {
    const page = searchPage(search, where, limit, offset);
    const found = await ex
      .select({ ...productColumns, total: sql<number>`search_page.total` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(page, sql`search_page.id = ${products.id}`)
      .orderBy(sql`search_page.rank desc`, sql`${products.id} asc`);
    const rows: ProductRecord[] = found.map(({ total: _total, ...row }) => row);
    // A page past the last match has no row to carry the total: only then is it counted on its own.
    const total = found[0]?.total ?? (offset > 0 ? ((await countWhere(ex, where))[0]?.n ?? 0) : 0);
    return { rows, total };
  }

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
      matchesOptions(params.options ?? [], params.inStock === true),
      search?.where,
    );
    const orderBy = params.order === 'relevance' ? ORDER_BY.newest : ORDER_BY[params.order];
    const list = async (ex: Db) => {
      if (params.order === 'relevance' && search)
        return listSearchPage(ex, search, where!, params.limit, params.offset);
      const [rows, counted] = await Promise.all([
        selectProductRows(ex)
          .where(where)
          .orderBy(...orderBy)
          .limit(params.limit)
          .offset(params.offset),
        isInStockOnly(params) ? inStockTotal(params.category) : countWhere(ex, where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    };
    // A filtered list without words has no search arms to read by; its filters are plain conditions.
    return search ? withSearchPlan(db, list) : list(db);
  }

  return {
    /** The forgiving search's condition for a search (decision 247: the facets of a search's results). */
    async searchCondition(search: string, words: string[][]): Promise<SQL> {
      return forgivingSearch(
        words,
        search,
        (await categoriesLike.execute({ q: search })).map((c) => c.id),
      ).where;
    },

    async listProducts(params: ListProductsParams): Promise<{ rows: ProductRecord[]; total: number }> {
      const filtered =
        params.words !== undefined ||
        params.minPricePaise !== undefined ||
        params.maxPricePaise !== undefined ||
        params.inStock === true ||
        params.minRating !== undefined ||
        (params.options?.length ?? 0) > 0;
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
  };
}
