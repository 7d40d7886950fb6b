import { and, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRODUCT_SORT } from '@shop/shared/schemas/catalog';
import type { Db } from '../../db/client';
import { categories, productCounts, products } from '../../db/schema';
import type { ListOrder, ListProductsParams, ProductPage } from './catalog.records';
import {
  ORDER_BY,
  forgivingSearch,
  SEARCH_RANKED_MATCHES,
  inCategory,
  isLive,
  matchesSearch,
  selectProductRows,
  shopperPrice,
} from './catalog.sql';
import { matchesOptions } from './catalog.option-filters';
import { createSearchCategories } from './catalog.search-categories';
import { listSearchPage, listSortedSearch } from './catalog.search-page';
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
  const searchCategories = createSearchCategories(db);

  function countWhere(ex: Db, where: SQL | undefined) {
    return ex
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
  }

  /** Every list of the storefront: a plain one from prepared statements, a search or a filtered one built for it. */
  async function listProducts(params: ListProductsParams): Promise<ProductPage> {
    const filtered =
      params.words !== undefined ||
      params.minPricePaise !== undefined ||
      params.maxPricePaise !== undefined ||
      params.inStock === true ||
      params.minRating !== undefined ||
      (params.options?.length ?? 0) > 0;
    return filtered ? listFiltered(params) : listPlain(params);
  }

  /** A list without filters (newest, by price or rating, a category, the quick search): prepared statements. */
  async function listPlain(params: ListProductsParams): Promise<ProductPage> {
    const hasCategory = params.category !== undefined;
    const hasSearch = params.search !== undefined;
    const listKey = `${params.order}|${hasCategory}|${hasSearch}`;
    let list = listStatements.get(listKey);
    if (!list) listStatements.set(listKey, (list = prepareList(params.order, hasCategory, hasSearch)));
    const countKey = `${hasCategory}|${hasSearch}`;
    let count = countStatements.get(countKey);
    if (!count) countStatements.set(countKey, (count = prepareCount(hasCategory, hasSearch)));

    const categoryIds = hasSearch ? (await searchCategories(params.search!)).similarIds : [];
    const values = { category: params.category ?? null, q: params.search ?? null, categoryIds };
    const [rows, counted] = await Promise.all([
      list.execute({ ...values, limit: params.limit, offset: params.offset }),
      count.execute(values),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  /** A search or a filtered list: one query built for it (the words vary), the filters as plain conditions. */
  async function listFiltered(params: ListProductsParams): Promise<ProductPage> {
    const words = params.search !== undefined && params.words && params.words.length > 0 ? params.words : undefined;
    const found = words ? await searchCategories(params.search!) : undefined;
    // A search that is a large category's own name is answered as that category's page, with the same filters and
    // sort (its default order for relevance), instead of ranking a sample of its products: every one of them
    // matches (decision 276).
    const named = found?.named;
    if (named && named.live > SEARCH_RANKED_MATCHES && params.category === undefined)
      return listProducts({
        ...params,
        search: undefined,
        words: undefined,
        nameArm: undefined,
        category: named.name.toLowerCase(),
        order: params.order === 'relevance' ? DEFAULT_PRODUCT_SORT : params.order,
      });
    const search =
      words && found ? forgivingSearch(words, params.search!, found.similarIds, params.nameArm ?? true) : undefined;
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
      if (search) return listSortedSearch(ex, where!, orderBy, params.limit, params.offset);
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
    /**
     * What the facets of a search count (decision 247: the products the search lists): the forgiving search's
     * condition, and the large category whose own name the words are, which the search lists instead (decision 276).
     */
    async searchScope(
      search: string,
      words: string[][],
      nameArm: boolean,
    ): Promise<{ where: SQL; namedCategory?: string }> {
      const { similarIds, named } = await searchCategories(search);
      const where = forgivingSearch(words, search, similarIds, nameArm).where;
      return named && named.live > SEARCH_RANKED_MATCHES
        ? { where, namedCategory: named.name.toLowerCase() }
        : { where };
    },

    listProducts,
  };
}
