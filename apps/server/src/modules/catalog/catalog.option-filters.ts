import { and, sql, type SQL } from 'drizzle-orm';
import type { OptionFilter, ProductFacets } from '@shop/shared/schemas/catalog';
import { queryRows, type Db } from '../../db/client';
import { categories, productOptions, productVariants, products } from '../../db/schema';
import { isLive } from './catalog.sql';

/**
 * Size, colour and other option filters (docs/decisions/238-option-filters.md): a product matches when ONE of its
 * active variants has every named option with one of the values asked for ("Size M or L, and Colour Red"), and,
 * with "in stock", when that same variant has stock. Names and values compare without case.
 */
export function matchesOptions(filters: readonly OptionFilter[], inStock: boolean): SQL | undefined {
  if (filters.length === 0) return undefined;
  const byName = new Map<string, string[]>();
  for (const { name, value } of filters) {
    const key = name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), value.toLowerCase()]);
  }
  const eachOption = [...byName].map(
    ([name, values]) => sql`exists (
      select 1 from ${productOptions} o
      where o.product_id = v.product_id and lower(o.name) = ${name}
        and lower(v.option_values[o.position]) in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}))`,
  );
  return sql`exists (
    select 1 from ${productVariants} v
    where v.product_id = ${products.id} and v.active ${inStock ? sql`and v.stock > 0` : sql``}
      and ${and(...eachOption)})`;
}

const inCategoryNamed = (category: string) =>
  sql`${products.categoryId} = (select cf.id from ${categories} cf where lower(cf.name) = ${category.toLowerCase()})`;

/**
 * The option values the live products of a category (or of the whole shop) come in, each with its product count.
 * Values keep the merchant's order within their product's list; two lists (apparel S-XXL, shoes UK 7-11) stay
 * apart instead of interleaving by position.
 */
export async function listFacets(db: Db, category: string | undefined, search?: SQL): Promise<ProductFacets> {
  const rows = await queryRows<{ name: string; value: string; products: number; place: number; option_place: number }>(
    db,
    sql`
      select min(o.name) as name, min(v.option_values[o.position]) as value,
             count(distinct ${products.id})::int as products,
             min(array_position(o.values, v.option_values[o.position])) as place,
             min(o.position) as option_place
      from ${products}
      join ${productOptions} o on o.product_id = ${products.id}
      join ${productVariants} v on v.product_id = ${products.id} and v.active
      where ${and(isLive, category === undefined ? undefined : inCategoryNamed(category), search)}
      group by lower(o.name), lower(v.option_values[o.position])
      order by min(o.position), lower(o.name), min(o.values::text), place, value`,
  );
  const options: ProductFacets['options'] = [];
  for (const row of rows) {
    let option = options.find((o) => o.name.toLowerCase() === row.name.toLowerCase());
    if (!option) options.push((option = { name: row.name, values: [] }));
    option.values.push({ value: row.value, products: row.products });
  }
  return { options };
}
