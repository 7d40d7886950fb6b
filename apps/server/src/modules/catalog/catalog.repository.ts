import { createSizeChartsRepository } from './size-charts.repository';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productCounts, products } from '../../db/schema';
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
  // The counts the triggers keep (decision 272) and each category's lowest price, the first entry of
  // products_live_category_price_idx: nothing here reads every product.
  const categoryList = db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      image: categories.image,
      productCount: sql<number>`coalesce(${productCounts.live}, 0)::int`,
      lowestPricePaise: sql<
        number | null
      >`(select min(${shopperPrice}) from ${products} where ${products.categoryId} = ${categories.id} and ${isLive})::int`,
    })
    .from(categories)
    .leftJoin(productCounts, eq(productCounts.categoryId, categories.id))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id))
    .prepare('catalog_categories');

  const listing = createProductListing(db);
  return {
    ...listing,
    ...createProductLookups(db),
    ...createSpelling(db),
    /** The option values a category's live products come in (docs/decisions/238-option-filters.md). */
    facets: async (category: string | undefined, search?: { q: string; words: string[][]; nameArm: boolean }) => {
      if (!search) return listFacets(db, category, undefined);
      const scope = await listing.searchScope(search.q, search.words, search.nameArm);
      // A large category's own name lists that category (decision 276): its chips are the category's.
      if (scope.namedCategory && category === undefined) return listFacets(db, scope.namedCategory, undefined);
      return withSearchPlan(db, (ex) => listFacets(ex, category, scope.where));
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
