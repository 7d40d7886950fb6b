import { createSizeChartsRepository } from './size-charts.repository';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { createProductListing } from './catalog.listing';
import { createProductLookups } from './catalog.lookups';
import { listFacets } from './catalog.option-filters';
import { createSpelling } from './catalog.spelling';
import type { CategoryRecord } from './catalog.records';
import { isLive, shopperPrice } from './catalog.sql';
import { createVariantsRepository } from './catalog.variants.repository';
import { withSearchPlan } from './search-plan';

export type {
  CatalogItem,
  CategoryRecord,
  DbExecutor,
  ListOrder,
  ListProductsParams,
  ProductRecord,
} from './catalog.records';
export { ORDER_BY, productColumns } from './catalog.sql';

export function createCatalogRepository(db: Db) {
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
      nameHi: categories.nameHi,
      image: categories.image,
      productCount: sql<number>`coalesce(${liveCounts.n}, 0)::int`,
      lowestPricePaise: sql<number | null>`${liveCounts.lowest}::int`,
    })
    .from(categories)
    .leftJoin(liveCounts, eq(liveCounts.categoryId, categories.id))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id))
    .prepare('catalog_categories');

  const listing = createProductListing(db);
  return {
    ...listing,
    ...createProductLookups(db),
    ...createSpelling(db),
    /** The option values a category's live products come in (docs/decisions/238-option-filters.md). */
    facets: async (category: string | undefined, search?: { q: string; words: string[][] }) => {
      if (!search) return listFacets(db, category, undefined);
      const condition = await listing.searchCondition(search.q, search.words);
      return withSearchPlan(db, (ex) => listFacets(ex, category, condition));
    },
    /** Options and variants (docs/decisions/217-product-variants.md). */
    variantReads: createVariantsRepository(db),
    sizeCharts: createSizeChartsRepository(db),

    async listCategories(): Promise<CategoryRecord[]> {
      return categoryList.execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
