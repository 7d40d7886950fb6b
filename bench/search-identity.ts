/**
 * The search page of docs/decisions/184-search-ranks-the-page-it-shows.md against the formula it replaced: the
 * same products in the same order and the same total, for searches a shopper types (words of the catalogue, typos,
 * several words, category names, Hindi), pages 1-3 and other page sizes, with and without filters.
 *
 *   DATABASE_URL=postgresql://... npm run bench:search-identity -w @shop/bench            # a seeded large shop
 *   DATABASE_URL=postgresql://... npm run bench:search-identity -w @shop/bench -- --seed=100000
 *   npm run bench:search-identity -w @shop/bench -- --seed=20000                        # PGlite in memory
 *
 * Without --seed the database must already hold a catalogue (the catalogue bench's, or `--seed` on an earlier run).
 * Each case goes through the real catalogue service (words, spelling variants, closest words, filters), and
 * every list the service asks for is answered by both the new code and the old formula, kept here as it was, with
 * the two rules of docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md written plainly beside it.
 * Exits 1 on the first difference.
 */
import { parseArgs } from 'node:util';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@shop/shared/search';
import { productListQuerySchema } from '@shop/shared/schemas/catalog';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client';
import { categories, products } from '../apps/server/src/db/schema';
import { createCatalogRepository } from '../apps/server/src/modules/catalog/catalog.repository';
import { createCatalogService } from '../apps/server/src/modules/catalog/catalog.service';
import {
  CATEGORY_MATCH,
  SEARCH_RANKED_MATCHES,
  forgivingSearch,
  isLive,
  shopperPrice,
} from '../apps/server/src/modules/catalog/catalog.sql';
import { withSearchPlan } from '../apps/server/src/modules/catalog/search-plan';
import { matchesOptions } from '../apps/server/src/modules/catalog/catalog.option-filters';
import type { ListProductsParams } from '../apps/server/src/modules/catalog/catalog.records';
import { CATEGORY_WORDS, createRandom } from './catalog-words';
import { seedCategories, seedProducts, seedVariants } from './large-shop';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    cases: { type: 'string', default: '600' },
    texts: { type: 'string', default: '185' },
  },
});

interface Expected {
  ids: string[];
  total: number;
  capped: boolean;
  /** Which rule answered: every match ranked, a sample of a broad search, or a large category's page. */
  rule: 'ranked' | 'sample' | 'category';
  /** With the name-trigram arm left out: how many more products the arm would have matched. */
  armAdds?: number;
}

/**
 * The relevance page as catalog.listing.ts computed it before decision 184 (rank every match, count apart), with
 * decision 276's two rules written plainly: a search with more than SEARCH_RANKED_MATCHES matches ranks the first
 * that many its index scan reads (block order, read here through the same plan settings), and a search that is a
 * large category's own name (English or Hindi words) is that category's page, newest first.
 */
async function formulaPage(db: Db, params: ListProductsParams): Promise<Expected> {
  const q = params.search!;
  const found = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      similar: sql<boolean>`strict_word_similarity(lower(${q}::text), lower(${categories.name})) >= ${sql.raw(String(CATEGORY_MATCH))}`,
      // Written out: drizzle leaves a column of the one table unqualified, which inside the subquery is the product's.
      live: sql<number>`(select count(*)::int from products p where p.category_id = categories.id and p.deleted_at is null)`,
    })
    .from(categories);
  const words = searchWords(q).join(' ');
  const named = found.find((c) => [c.name, c.nameHi].some((n) => n !== null && searchWords(n).join(' ') === words));
  const filters = (category: string | undefined) =>
    and(
      isLive,
      category !== undefined
        ? sql`${products.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${category}::text)`
        : undefined,
      params.minPricePaise !== undefined ? sql`${shopperPrice} >= ${params.minPricePaise}` : undefined,
      params.maxPricePaise !== undefined ? sql`${shopperPrice} <= ${params.maxPricePaise}` : undefined,
      params.inStock ? sql`${products.stock} > 0` : undefined,
      params.minRating !== undefined ? sql`${products.rating} >= ${params.minRating}` : undefined,
      matchesOptions(params.options ?? [], params.inStock === true),
    )!;
  const count = async (where: SQL) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
    )[0]?.n ?? 0;
  if (named && named.live > SEARCH_RANKED_MATCHES && params.category === undefined) {
    const where = filters(named.name.toLowerCase());
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(sql`${products.createdAt} desc nulls last`, asc(products.id))
      .limit(params.limit)
      .offset(params.offset);
    return { ids: rows.map((r) => r.id), total: await count(where), capped: false, rule: 'category' };
  }
  const similarIds = found.filter((c) => c.similar).map((c) => c.id);
  const search = forgivingSearch(params.words!, q, similarIds, params.nameArm ?? true);
  const where = and(filters(params.category), search.where)!;
  // What the name-trigram arm, left out for this search, would have added (decision 276 says: nothing).
  const armAdds =
    params.nameArm === false
      ? (await count(and(filters(params.category), forgivingSearch(params.words!, q, similarIds, true).where)!)) -
        (await count(where))
      : undefined;
  const sample = await withSearchPlan(db, (ex) =>
    queryRows<{ id: string }>(
      ex,
      sql`with found as materialized (select ${products.id} as id from ${products} where ${where})
          select id from found limit ${SEARCH_RANKED_MATCHES + 1}`,
    ),
  );
  const capped = sample.length > SEARCH_RANKED_MATCHES;
  const ranked = capped
    ? and(
        where,
        sql`${products.id} = any(${`{${sample
          .slice(0, SEARCH_RANKED_MATCHES)
          .map((r) => r.id)
          .join(',')}}`}::uuid[])`,
      )!
    : where;
  const rank = sql`(ts_rank(${products.searchVector}, ${search.query})
    + strict_word_similarity(${search.text}, lower(${products.name}))
    + 0.5 * strict_word_similarity(${search.text}, lower(${products.tagsText}))
    + 0.5 * strict_word_similarity(${search.text}, lower(${products.categoryName})))`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(ranked)
    .orderBy(sql`${rank} desc`, asc(products.id))
    .limit(params.limit)
    .offset(params.offset);
  return {
    ids: rows.map((r) => r.id),
    total: await count(ranked),
    capped,
    rule: capped ? 'sample' : 'ranked',
    armAdds,
  };
}

/** A typo as shoppers make them: a letter dropped, two swapped or doubled, by a seeded generator. */
function misspell(word: string, random: ReturnType<typeof createRandom>): string {
  if (word.length < 4) return word;
  const i = random.int(1, word.length - 2);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2);
    default:
      return word.slice(0, i) + word[i]! + word.slice(i);
  }
}

/** Search texts: category names, product types, brands, qualifiers with types, tags, typos of them, Hindi. */
function searchTexts(random: ReturnType<typeof createRandom>, count: number): string[] {
  const texts = new Set<string>(['masala', 'wireless headphones', 'hedphones', 'cotton kurta', 'electronics']);
  for (const [category, w] of Object.entries(CATEGORY_WORDS)) {
    texts.add(category);
    texts.add(misspell(category.toLowerCase(), random));
    for (const type of w.types) {
      texts.add(type.name.toLowerCase());
      const last = type.name.split(' ').at(-1)!.toLowerCase();
      texts.add(last);
      texts.add(misspell(last, random));
      texts.add(`${random.pick(w.qualifiers)} ${type.name}`.toLowerCase());
      texts.add(`${random.pick(w.brands)} ${last}`);
      for (const tag of type.tags) texts.add(tag);
    }
    for (const brand of w.brands.slice(0, 3)) texts.add(brand.toLowerCase());
    texts.add(`${random.pick(w.materials)} ${random.pick(w.types).name.split(' ')[0]!}`);
  }
  for (const hindi of ['कुर्ता', 'मसाला', 'हेडफोन', 'साड़ी', 'किताब', 'जूते', 'घड़ी', 'चाय', 'कुर्ता सूती', 'गरम मसाला'])
    texts.add(hindi);
  // Every text once would take half an hour: the fixed ones first, then a seeded sample of the rest.
  const [fixed, rest] = [[...texts].slice(0, 5), [...texts].slice(5)];
  const sample = rest.map((t) => [random.next(), t] as const).sort((a, b) => a[0] - b[0]);
  const hindi = rest.filter((t) => /[\u0900-\u097f]/.test(t));
  return [...new Set([...fixed, ...hindi, ...sample.slice(0, count).map(([, t]) => t)])];
}

const FILTERS: Record<string, string>[] = [
  {},
  {},
  {},
  { inStock: 'true' },
  { minPrice: '200', maxPrice: '3000' },
  { minRating: '4' },
  { category: 'Electronics' },
  { category: 'Groceries' },
  { option: 'Size:M' },
  { option: 'Colour:Black', inStock: 'true' },
];

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url && !args.seed) throw new Error('Set DATABASE_URL to a PostgreSQL with a catalogue, or give --seed=N.');
  // Without a URL: PGlite in memory, seeded here.
  const database = await openDatabase({ url, pgliteDir: 'memory://', poolSize: 4 });
  try {
    const db = database.db;
    if (args.seed) {
      await database.migrate();
      await seedProducts(db, await seedCategories(db), Number(args.seed));
      await seedVariants(db);
      await db.execute(sql`analyze`);
    }
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
    console.log(`Products: ${counted?.n ?? 0}`);

    const repo = createCatalogRepository(db);
    let compared = 0;
    const byRule: Record<Expected['rule'], number> = { ranked: 0, sample: 0, category: 0 };
    let withoutArm = 0;
    let armAdded = 0;
    let currentCase = '';
    const checked: typeof repo = {
      ...repo,
      async listProducts(params) {
        const found = await repo.listProducts(params);
        if (params.order !== 'relevance' || !params.search || !params.words) return found;
        const expected = await formulaPage(db, params);
        const ids = found.rows.map((r) => r.id);
        const capped = found.capped === true;
        if (found.total !== expected.total || capped !== expected.capped || ids.join() !== expected.ids.join()) {
          console.error(`DIFFERENT for ${currentCase} (${expected.rule}):`);
          console.error(
            `  total ${found.total}${capped ? '+' : ''} vs formula ${expected.total}${expected.capped ? '+' : ''}`,
          );
          console.error(`  ids   ${ids.join(' ')}\n  formula ${expected.ids.join(' ')}`);
          process.exit(1);
        }
        compared++;
        byRule[expected.rule]++;
        if (expected.armAdds !== undefined) {
          withoutArm++;
          if (expected.armAdds !== 0) {
            armAdded++;
            console.log(`  name-trigram arm would add ${expected.armAdds} for ${currentCase}`);
          }
        }
        return found;
      },
    };
    const service = createCatalogService(checked);

    const random = createRandom(184);
    const texts = searchTexts(random, Number(args.texts));
    const maxCases = Number(args.cases);
    const started = performance.now();
    let matchesSeen = 0;
    for (let i = 0; i < maxCases; i++) {
      const q = texts[i % texts.length]!;
      const round = Math.floor(i / texts.length);
      const page = round === 0 ? 1 : random.int(1, 3);
      const limit = random.next() < 0.8 ? 12 : random.pick([1, 5, 24, 48]);
      const filter = round === 0 ? {} : random.pick(FILTERS);
      const query = productListQuerySchema.parse({ q, page: String(page), limit: String(limit), ...filter });
      currentCase = JSON.stringify({ q, page, limit, ...filter });
      const { total } = await service.listProducts(query);
      matchesSeen += total;
      // The suggestions as the shopper types: the same search, 6 best.
      if (round === 0) {
        currentCase = JSON.stringify({ suggest: q });
        await service.suggest(q);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Identical: ${compared} pages (${texts.length} search texts, ${maxCases} list cases + suggestions; ` +
        `${matchesSeen} matches in all) in ${seconds} s: ${byRule.ranked} with every match ranked, ` +
        `${byRule.sample} broad (the first ${SEARCH_RANKED_MATCHES} ranked), ${byRule.category} a large category's page. ` +
        `${withoutArm} searched without the name-trigram arm, which would have added products to ${armAdded} of them.`,
    );
  } finally {
    await database.close();
  }
}

await main();
