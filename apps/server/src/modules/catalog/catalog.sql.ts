import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { ListOrder } from './catalog.records';

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  categoryId: products.categoryId,
  category: categories.name,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  categoryHi: categories.nameHi,
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
  uqc: products.uqc,
  gstRatePercent: products.gstRatePercent,
  declarations: products.declarations,
  weightGrams: products.weightGrams,
  warrantyMonths: products.warrantyMonths,
  createdAt: products.createdAt,
  /*
   * For listing cards (issue 36): the highest price among the sizes and colours on sale and the colour option's
   * values that some variant has in stock, in the merchant's order (decision 247: a card never offers a colour
   * that cannot be bought); null for a product without options (its one variant is the default one).
   * Also each variant's own net quantity (null: the product's), for what the declarations still owe, and the
   * one of the variant whose price the row carries (the cheapest, as syncHeadline picks it), for the row's unit
   * sale price (docs/decisions/270-net-quantity-per-variant.md).
   */
  choices: sql<unknown>`(
    select json_build_object(
      'highPaise', max(coalesce(v.selling_price_paise, v.mrp_paise)),
      'quantities', json_agg(json_build_object('netQuantity', v.net_quantity, 'netQuantityUnit', v.net_quantity_unit)),
      'headline', (array_agg(json_build_object('netQuantity', v.net_quantity, 'netQuantityUnit', v.net_quantity_unit)
                             order by coalesce(v.selling_price_paise, v.mrp_paise), v.position))[1],
      'colours', (select array(select u.val from unnest(o."values") with ordinality as u(val, n)
                                where exists (select 1 from product_variants w
                                               where w.product_id = o.product_id and w.active and w.stock > 0
                                                 and lower(w.option_values[o.position]) = lower(u.val))
                                order by u.n)
                    from product_options o
                   where o.product_id = ${products.id} and lower(o.name) in ('colour', 'color') limit 1))
      from product_variants v
     where v.product_id = ${products.id} and v.active and not v.is_default
    having count(*) > 0)`,
};

/** Products with their category name, as every storefront and admin product read selects them. */
export function selectProductRows(db: Pick<Db, 'select'>) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

/** The columns of PricedItemField (catalog.records.ts). */
export const pricedItemColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  images: products.images,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  stock: products.stock,
  hsn: products.hsn,
  uqc: products.uqc,
  gstRatePercent: products.gstRatePercent,
  weightGrams: products.weightGrams,
};

// The Hindi name rides along for the shopper's mails about a product (the back-in-stock mail, decision 233).
export const catalogItemColumns = { ...pricedItemColumns, categoryId: products.categoryId, nameHi: products.nameHi };

// The WHERE clauses below repeat the partial indexes' predicate word for word so the planner can use them.
export const isLive = sql`${products.deletedAt} is null`;
/** Must stay the expression of products_live_price_idx: the price a shopper pays. */
export const shopperPrice = sql`coalesce(${products.sellingPricePaise}, ${products.mrpPaise})`;

// A scalar subquery is planned once (InitPlan), then products_live_category_created_idx serves the rows.
// An unknown name yields null, which matches nothing: an empty list, not an error.
export const inCategory = sql`${products.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${sql.placeholder('category')}::text)`;

// Search = full text over name, category, tags and description (stemmed, `search_vector`), or a trigram
// match on the name for typos and word prefixes ('hedphones', 'sunscrean', 'oxi'), or a category whose
// name is close to the words ('electroncs'). Every arm is indexed (products_search_idx,
// products_name_trgm_idx, products_live_category_created_idx), so PostgreSQL combines them with a
// BitmapOr instead of reading the whole table. Tags take part through the full text only: a trigram test
// on tags_text has no index and turned a 48k-product search into a 1 s sequential scan.
export const searchText = sql`lower(${sql.placeholder('q')}::text)`;
const tsQuery = sql`websearch_to_tsquery('english', ${sql.placeholder('q')}::text)`;
export const matchesSearch = sql`(${products.searchVector} @@ ${tsQuery}
  or ${searchText} <% lower(${products.name})
  or ${products.categoryId} = any(${sql.placeholder('categoryIds')}::uuid[]))`;
/** strict_word_similarity compares whole words: 'book' is close to 'Books' (0.57) but not to 'Health'. */
export const CATEGORY_MATCH = 0.5;
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
export function forgivingSearch(words: readonly string[][], q: string, categoryIds: readonly string[], nameArm = true) {
  const quote = (w: string) => `'${w.replace(/'/g, '')}'`;
  const tsText = words.map((variants) => `(${variants.map(quote).join(' | ')})`).join(' & ');
  const query = sql`to_tsquery('english', ${tsText})`;
  const nameLower = sql`lower(${products.name})`;
  // The word as typed only: its variants are spellings the full text already finds; one index probe per word.
  // Left out when the full text already finds every name it would (decision 276: catalog.search-terms.ts).
  const everyWordClose = nameArm ? and(...words.map(([typed]) => sql`${typed}::text <% ${nameLower}`)) : undefined;
  const inCategories =
    categoryIds.length > 0 ? sql`${products.categoryId} = any(${`{${categoryIds.join(',')}}`}::uuid[])` : undefined;
  const where = or(sql`${products.searchVector} @@ ${query}`, everyWordClose, inCategories)!;
  const text = sql`lower(${q}::text)`;
  return { where, query, text };
}

export type ForgivingSearch = ReturnType<typeof forgivingSearch>;

/**
 * The most matches a search ranks (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md). A search with
 * more matches ranks the first this many in the order the table is read, lists them, and says that more match:
 * ranking all 40,565 matches of 'masala' took 225 ms at 1,000,000 products, reading and ranking 1,000 a few ms.
 */
export const SEARCH_RANKED_MATCHES = 1000;

/**
 * The matches of `where` in the order their index scan reads the table (block order: the bitmap of the search's
 * indexes, decision 209). MATERIALIZED, so it is planned for all its rows (a CTE is planned whole: a LIMIT here
 * would tempt the planner to walk another index filtering every row, which for a rare word reads the whole
 * table), yet read lazily: only the rows a reader asks for are fetched from the table.
 */
function foundCte(columns: SQL, where: SQL): SQL {
  return sql`found as materialized (select ${columns} from ${products} where ${where})`;
}

/**
 * How many products match `where`, counted up to `SEARCH_RANKED_MATCHES + 1` (a search's total past its last
 * page, decision 276): more than the bound means capped.
 */
export function countMatchesUpToBound(where: SQL): SQL {
  return sql`with ${foundCte(sql`1 as one`, where)}
    select count(*)::int as n from (select one from found limit ${SEARCH_RANKED_MATCHES + 1}) probe`;
}

/**
 * One page of a search by relevance with the number of matches, in one statement
 * (docs/decisions/184-search-ranks-the-page-it-shows.md). The rank is the one relevance formula, term for term
 * and in the same order, so the same float arithmetic: text rank + name similarity + 0.5 x tags' similarity
 * + 0.5 x category's similarity, ties by id. What makes it cheaper, with the same page, order and total:
 * - the matches are found once (`matched`), for the page and the count;
 * - the tags' and the category's similarities are computed once per distinct text (12 category names, tag
 *   lists that repeat), in MATERIALIZED CTEs: inlined, PostgreSQL would evaluate them again for every row;
 * - the name similarity lies between 0 and 1, so each match's rank lies between `low` (name term 0) and `high`
 *   (name term 1). The `page` matches with the highest `high` get their full rank; the lowest of those ranks, or
 *   the `page`-th best `low` if higher, is a rank that `page` matches reach. A match whose `high` is below it
 *   cannot be on the page, so the full rank (and the name similarity) is computed only for the others.
 * `0::real` and `1::real` keep the bounds in the rank's own types: float rounding is monotonic, so low <= rank <= high.
 * A broad search (more than SEARCH_RANKED_MATCHES matches, decision 276) ranks only the first
 * SEARCH_RANKED_MATCHES matches the index scan reads (`matched`); `capped` tells that more matched.
 */
export function searchPage(search: ForgivingSearch, where: SQL, limit: number, offset: number): SQL {
  const { query, text } = search;
  const depth = offset + limit;
  const rank = sql`((text_rank + strict_word_similarity(${text}, lower(name))) + tag_score) + category_score`;
  const columns = sql`${products.id} as id, ${products.name} as name, ${products.tagsText} as tags_text,
             ${products.categoryName} as category_name, ts_rank(${products.searchVector}, ${query}) as text_rank`;
  return sql`(
    with ${foundCte(columns, where)},
    matched as materialized (select * from found limit ${SEARCH_RANKED_MATCHES}),
    tag_scores as materialized (
      select tags_text, 0.5 * strict_word_similarity(${text}, lower(tags_text)) as score
        from (select distinct tags_text from matched) d
    ),
    category_scores as materialized (
      select category_name, 0.5 * strict_word_similarity(${text}, lower(category_name)) as score
        from (select distinct category_name from matched) d
    ),
    bounded as materialized (
      select m.id, m.name, m.text_rank, t.score as tag_score, c.score as category_score,
             ((m.text_rank + 0::real) + t.score) + c.score as low,
             ((m.text_rank + 1::real) + t.score) + c.score as high
        from matched m
        join tag_scores t on t.tags_text = m.tags_text
        join category_scores c on c.category_name = m.category_name
    ),
    -- The rank after the limit: in the same SELECT it would be computed for every row before the sort.
    leaders as (select ${rank} as rank from (select * from bounded order by high desc, id limit ${depth}) top),
    cut as (
      select coalesce(greatest((select min(rank) from leaders having count(*) = ${depth}),
                               (select low from bounded order by low desc offset ${depth - 1} limit 1)),
                      '-infinity') as value
    )
    select id, ${rank} as rank, (select count(*) from matched)::int as total,
           (select count(*) from (select 1 from found limit ${SEARCH_RANKED_MATCHES + 1}) probe) > ${SEARCH_RANKED_MATCHES} as capped
      from bounded
     where high >= (select value from cut)
     order by rank desc, id asc
     limit ${limit} offset ${offset}
  ) as search_page`;
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
