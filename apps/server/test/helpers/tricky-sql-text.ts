import { randomUUID } from 'node:crypto';
import { asc, like } from 'drizzle-orm';
import { categories, products } from '../../src/db/schema';
import type { Db } from '../../src/db/client';

/**
 * Product texts that cut a dump in the wrong place if its statements were split naively: a `;` in a string, a
 * line that looks like a statement or like the opening SET pg_dump writes, quotes, dollar quotes, comments,
 * backslashes, Hindi and an emoji (a pair of UTF-16 code units).
 */
export const TRICKY_TEXTS = [
  "Cotton; pure. It's 100% — no \"blend\";\nINSERT INTO public.products VALUES ('x');\nDROP TABLE public.orders; --",
  'SET transaction_timeout = 0;\nSET statement_timeout = 0;\n-- not a comment /* nor this */ $$ $tag$ still text $tag$ $$',
  "back\\slash \\' and a closing quote at the end'",
  'हिन्दी विवरण; साड़ी 😀 ₹1,299',
  `${'long; '.repeat(3_000)}end`,
];

export const TRICKY_SKU_PREFIX = 'TRICKY-';

/** One product per tricky text (name and description), in the first category; returns their SKUs. */
export async function addTrickyProducts(db: Db): Promise<string[]> {
  const [category] = await db.select().from(categories).orderBy(asc(categories.name)).limit(1);
  const rows = TRICKY_TEXTS.map((text, i) => ({
    name: `${TRICKY_SKU_PREFIX}${i} ${text.slice(0, 60)}`,
    description: text,
    sku: `${TRICKY_SKU_PREFIX}${i}-${randomUUID().slice(0, 8)}`,
    mrpPaise: 499_00,
    stock: 5,
    categoryId: category!.id,
  }));
  await db.insert(products).values(rows);
  return rows.map((r) => r.sku);
}

/** sku -> [name, description] of the tricky products, to compare before and after a copy. */
export async function trickyProductTexts(db: Db): Promise<Record<string, [string, string]>> {
  const rows = await db
    .select({ sku: products.sku, name: products.name, description: products.description })
    .from(products)
    .where(like(products.sku, `${TRICKY_SKU_PREFIX}%`));
  return Object.fromEntries(rows.map((r) => [r.sku, [r.name, r.description]]));
}
