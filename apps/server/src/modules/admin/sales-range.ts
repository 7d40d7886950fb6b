import { sql, type SQL } from 'drizzle-orm';

/** India Standard Time, UTC+05:30 all year (no daylight saving): REPORT_TIME_ZONE's days. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Orders placed in [from, to), cut where the summaries can answer (docs/decisions/275-daily-sales-summaries.md):
 * the whole Indian days inside it come from the per-day summaries, the parts of a day at either end (a rolling
 * window ends now, mid-day) from the orders themselves.
 */
export interface SalesRange {
  /** Whole Indian days [first, end) as YYYY-MM-DD; null when the range holds no whole day. */
  days: { first: string; end: string } | null;
  /** The parts of days at either end, [from, to) each, as ISO instants. */
  edges: [string, string][];
  /** Indian months the range touches, as their first days (YYYY-MM-01), oldest first. */
  months: string[];
}

const indianDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const indianDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const dayAfter = (day: string) => indianDay(new Date(indianDayStart(day).getTime() + DAY_MS));

function monthsBetween(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(firstDay.slice(0, 4)), Number(firstDay.slice(5, 7))];
  const last = lastDay.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(`${key}-01`);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The orders placed from `from` up to (not including) `to`. */
export function salesRange(from: Date, to: Date): SalesRange {
  if (to <= from) return { days: null, edges: [], months: [] };
  const months = monthsBetween(indianDay(from), indianDay(new Date(to.getTime() - 1)));
  const fromDay = indianDay(from);
  const first = indianDayStart(fromDay).getTime() === from.getTime() ? fromDay : dayAfter(fromDay);
  const end = indianDay(to);
  if (first >= end) return { days: null, edges: [[from.toISOString(), to.toISOString()]], months };
  const edges: [string, string][] = [];
  const firstStart = indianDayStart(first);
  const endStart = indianDayStart(end);
  if (from < firstStart) edges.push([from.toISOString(), firstStart.toISOString()]);
  if (endStart < to) edges.push([endStart.toISOString(), to.toISOString()]);
  return { days: { first, end }, edges, months };
}

/** The orders placed on Indian days startDate..endDate (YYYY-MM-DD, both included). */
export const indianDaysRange = (startDate: string, endDate: string): SalesRange =>
  salesRange(indianDayStart(startDate), indianDayStart(dayAfter(endDate)));

/** A PostgreSQL array literal of values that need no quoting (uuids, dates). */
export const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

const nothing = (columns: string) => sql.raw(`select ${columns} where false`);

/**
 * The orders of a range in daily_order_sales' shape (day, payment_method, state, orders, total_paise,
 * refunded_paise): whole days from the summary and the differences not folded into it yet, the ends from the
 * orders, each counted by the same rule the triggers apply (order_sales_state, order_refunded_paise).
 */
export function orderSalesRows(range: SalesRange): SQL {
  const parts: SQL[] = [];
  if (range.days) {
    const { first, end } = range.days;
    for (const table of ['daily_order_sales', 'order_sales_deltas']) {
      parts.push(sql`select day, payment_method, state, orders::bigint as orders, total_paise, refunded_paise
                     from ${sql.raw(table)} where day >= ${first}::date and day < ${end}::date`);
    }
  }
  for (const [from, to] of range.edges) {
    parts.push(sql`select sales_day(o.created_at) as day, o.payment_method, s.state, 1::bigint as orders, o.total_paise,
                          case when s.state = 'revenue' then order_refunded_paise(o.id) else 0 end as refunded_paise
                   from orders o
                   cross join lateral (select order_sales_state(o.status, o.payment_method, o.payment_status) as state) s
                   where o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz`);
  }
  return parts.length > 0
    ? sql.join(parts, sql` union all `)
    : nothing(
        `null::date as day, null::text as payment_method, null::text as state, 0::bigint as orders, 0::bigint as total_paise, 0::bigint as refunded_paise`,
      );
}

/**
 * The order lines of a range in daily_item_sales' shape (day, product_id, variant_id, name, lines, sale_lines,
 * units, revenue_paise), as `orderSalesRows` reads the orders (a line's figures by order_line_sales). A condition on product_id or variant_id over
 * these rows reaches each part's own index (PostgreSQL pushes it into every arm of the UNION ALL).
 */
export function itemSalesRows(range: SalesRange): SQL {
  const parts: SQL[] = [];
  if (range.days) {
    const { first, end } = range.days;
    for (const table of ['daily_item_sales', 'item_sales_deltas']) {
      parts.push(sql`select day, product_id, variant_id, name, lines, sale_lines, units::bigint as units, revenue_paise
                     from ${sql.raw(table)} where day >= ${first}::date and day < ${end}::date`);
    }
  }
  for (const [from, to] of range.edges) {
    parts.push(sql`select sales_day(o.created_at) as day, i.product_id, i.variant_id, i.name, 1 as lines, f.sale_lines,
                          f.units::bigint as units, f.revenue_paise
                   from orders o
                   join order_items i on i.order_id = o.id
                   cross join lateral order_line_sales(order_sales_state(o.status, o.payment_method, o.payment_status),
                     i.id, i.quantity, i.unit_price_paise, i.discount_paise) f
                   where o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz`);
  }
  return parts.length > 0
    ? sql.join(parts, sql` union all `)
    : nothing(
        `null::date as day, null::uuid as product_id, null::uuid as variant_id, null::text as name, 0 as lines, 0 as sale_lines, 0::bigint as units, 0::bigint as revenue_paise`,
      );
}
