import { eq, sql } from 'drizzle-orm';
import { searchWords } from '@shop/shared/search';
import type { Db } from '../../db/client';
import { categories, productCounts } from '../../db/schema';
import { CATEGORY_MATCH, searchText } from './catalog.sql';

/** A category as a search sees it: its live products (kept by triggers, decision 272) and its closeness to the words. */
export interface SearchCategory {
  id: string;
  name: string;
  nameHi: string | null;
  live: number;
  similar: boolean;
}

/**
 * The shop's categories for one search (they are few: one statement reads them all). `similarIds`: the categories
 * named like the words (decision 137), which join the search as an indexable `category_id = any(...)`. `named`:
 * the category whose own name, English or Hindi, the words are ('books', 'Home & Kitchen'), which a search by
 * relevance answers with that category's list when it is large (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md).
 */
export function createSearchCategories(db: Db) {
  const statement = db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      live: sql<number>`coalesce(${productCounts.live}, 0)::int`,
      similar: sql<boolean>`strict_word_similarity(${searchText}, lower(${categories.name})) >= ${sql.raw(String(CATEGORY_MATCH))}`,
    })
    .from(categories)
    .leftJoin(productCounts, eq(productCounts.categoryId, categories.id))
    .prepare('catalog_search_categories');

  return async (q: string): Promise<{ similarIds: string[]; named: SearchCategory | undefined }> => {
    const rows = await statement.execute({ q });
    const words = searchWords(q).join(' ');
    const isNamed = (name: string | null) => name !== null && searchWords(name).join(' ') === words;
    return {
      similarIds: rows.filter((c) => c.similar).map((c) => c.id),
      named: words ? rows.find((c) => isNamed(c.name) || isNamed(c.nameHi)) : undefined,
    };
  };
}
