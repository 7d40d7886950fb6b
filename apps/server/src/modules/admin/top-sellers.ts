import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { itemSalesRows, pgArray, type SalesRange } from './sales-range';

/** Products read from the head of each month's list in the first round; each later round reads four times more. */
const FIRST_ROUND = 64;

/**
 * The products among which a range's `limit` best sellers (by units, then revenue, then name) certainly are,
 * without summing every product's days (docs/decisions/275-daily-sales-summaries.md).
 *
 * monthly_product_units holds each product's units per Indian month before returns, at least what it sold in
 * any part of that month net of returns. The lists of the months the range touches are read from the top, a
 * round at a time, and the units in the range of every product met are summed exactly. A product not met yet
 * sold at most the sum, over those months, of the last units read from each list (the threshold of Fagin's
 * algorithm). Once `limit` products met sold more than that, no other product can reach the list. Products
 * whose differences are not folded yet (their months' units may be behind) are always candidates; lines whose
 * product was deleted since are not products here and the caller reads them all. Returned: the candidates that
 * sold at least as many units as the `limit`-th best of them (usually `limit` products; more on a tie), the
 * only ones the caller needs to rank by revenue and name.
 */
export async function bestSellerCandidates(db: Db, range: SalesRange, limit: number): Promise<string[]> {
  if (range.months.length === 0) return [];
  const months = pgArray(range.months);
  const candidates = new Set<string>();
  const unitsOf = new Map<string, number>();
  const pending = await queryRows<{ id: string }>(
    db,
    sql`select distinct product_id as "id" from item_sales_deltas
        where product_id is not null and date_trunc('month', hour)::date = any(${months}::date[])`,
  );
  let waiting = pending.map((r) => r.id);
  for (let read = 0, round = FIRST_ROUND; ; read += round, round *= 4) {
    const listed = await queryRows<{ month: string; id: string; units: number; place: number }>(
      db,
      sql`select m.month::text as "month", x.product_id as "id", x.units::float8 as "units", x.place::int as "place"
          from unnest(${months}::date[]) as m(month)
          cross join lateral (
            select product_id, units, row_number() over (order by units desc, product_id) as place
            from (select product_id, units from monthly_product_units where month = m.month
                  order by units desc, product_id offset ${read} limit ${round}) top
          ) x`,
    );
    const fresh: string[] = [];
    for (const id of [...waiting, ...listed.map((row) => row.id)]) {
      if (!candidates.has(id)) fresh.push(id);
      candidates.add(id);
    }
    waiting = [];
    await addExactUnits(db, range, fresh, unitsOf);
    const threshold = unreadBound(listed, round);
    const kth = [...unitsOf.values()].sort((a, b) => b - a)[limit - 1];
    if (threshold <= 0 || (kth !== undefined && kth > threshold)) {
      // At least `limit` products sold kth units or more: one that sold fewer cannot be among the best.
      return [...unitsOf].filter(([, units]) => kth === undefined || units >= kth).map(([id]) => id);
    }
  }
}

/** The most units a product not yet read from any month's list can have sold: each list's last units read. */
function unreadBound(listed: { month: string; units: number; place: number }[], round: number): number {
  const last = new Map<string, { units: number; place: number }>();
  for (const row of listed) {
    const seen = last.get(row.month);
    if (!seen || row.place > seen.place) last.set(row.month, row);
  }
  // A list that gave fewer rows than asked is exhausted: no product outside it sold anything that month.
  return [...last.values()].reduce((sum, row) => sum + (row.place === round ? row.units : 0), 0);
}

/** Units each product sold in the range (revenue orders, net of refunded returns), for the ones with any. */
async function addExactUnits(db: Db, range: SalesRange, ids: string[], unitsOf: Map<string, number>) {
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: string; units: number }>(
    db,
    sql`select product_id as "id", sum(units)::float8 as "units"
        from (${itemSalesRows(range)}) r
        where product_id = any(${pgArray(ids)}::uuid[])
        group by 1 having sum(units) > 0`,
  );
  for (const row of rows) unitsOf.set(row.id, row.units);
}
