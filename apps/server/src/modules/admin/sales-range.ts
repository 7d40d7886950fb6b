import { sql, type SQL } from 'drizzle-orm';

/** India Standard Time, UTC+05:30 all year (no daylight saving): REPORT_TIME_ZONE's days and hours. */
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Orders placed in [from, to), cut where the summaries can answer (docs/decisions/275-daily-sales-summaries.md):
 * the whole Indian days inside it from the daily summaries, the whole hours of a day it cuts from the hourly
 * ones, and the minutes left at either end (a rolling window ends now) from the orders themselves.
 */
export interface SalesRange {
  /** Whole Indian days [first, end) as YYYY-MM-DD; null when the range holds no whole day. */
  days: { first: string; end: string } | null;
  /** Whole Indian hours outside those days, [from, to) as Indian local times 'YYYY-MM-DD HH:00:00'. */
  hours: [string, string][];
  /** The minutes left, [from, to) as ISO instants. */
  edges: [string, string][];
  /** The parts of a day outside `days` (its hours and minutes), [from, to) as ISO instants. */
  partDays: [string, string][];
  /** Indian months the range touches, as their first days (YYYY-MM-01), oldest first. */
  months: string[];
}

/** Milliseconds of Indian local time (as if it were UTC) and back. */
const local = (at: Date) => at.getTime() + IST_OFFSET_MS;
const instant = (localMs: number) => new Date(localMs - IST_OFFSET_MS).toISOString();
const localDay = (localMs: number) => new Date(localMs).toISOString().slice(0, 10);
const localHour = (localMs: number) => new Date(localMs).toISOString().slice(0, 13).replace('T', ' ') + ':00:00';
const up = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;
const down = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

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
  const range: SalesRange = { days: null, hours: [], edges: [], partDays: [], months: [] };
  const [start, end] = [local(from), local(to)];
  if (end <= start) return range;
  range.months = monthsBetween(localDay(start), localDay(end - 1));
  const [firstDay, endDay] = [up(start, DAY_MS), down(end, DAY_MS)];
  const parts: [number, number][] = [];
  if (firstDay < endDay) {
    range.days = { first: localDay(firstDay), end: localDay(endDay) };
    parts.push([start, firstDay], [endDay, end]);
  } else {
    parts.push([start, end]);
  }
  for (const [a, b] of parts.filter(([a, b]) => a < b)) {
    range.partDays.push([instant(a), instant(b)]);
    const [firstHour, endHour] = [up(a, HOUR_MS), down(b, HOUR_MS)];
    if (firstHour < endHour) {
      range.hours.push([localHour(firstHour), localHour(endHour)]);
      if (a < firstHour) range.edges.push([instant(a), instant(firstHour)]);
      if (endHour < b) range.edges.push([instant(endHour), instant(b)]);
    } else {
      range.edges.push([instant(a), instant(b)]);
    }
  }
  return range;
}

/** The orders placed on Indian days startDate..endDate (YYYY-MM-DD, both included). */
export const indianDaysRange = (startDate: string, endDate: string): SalesRange =>
  salesRange(
    new Date(`${startDate}T00:00:00+05:30`),
    new Date(new Date(`${endDate}T00:00:00+05:30`).getTime() + DAY_MS),
  );

/** A PostgreSQL array literal of values that need no quoting (uuids, dates). */
export const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

const nothing = (columns: string) => sql.raw(`select ${columns} where false`);

/**
 * The summary rows of a range's whole days and hours, `columns` read from `daily` and `hourly` and the
 * differences not folded into them yet (`deltas`, by hour), each row's Indian day as `day`.
 */
function summaryParts(range: SalesRange, columns: string, daily: string, hourly: string, deltas: string): SQL[] {
  const parts: SQL[] = [];
  const pending = (from: SQL, to: SQL) =>
    sql`select hour::date as day, ${sql.raw(columns)} from ${sql.raw(deltas)} where hour >= ${from} and hour < ${to}`;
  if (range.days) {
    const [first, end] = [sql`${range.days.first}::date`, sql`${range.days.end}::date`];
    parts.push(sql`select day, ${sql.raw(columns)} from ${sql.raw(daily)} where day >= ${first} and day < ${end}`);
    parts.push(pending(sql`${first}::timestamp`, sql`${end}::timestamp`));
  }
  for (const [from, to] of range.hours) {
    const [a, b] = [sql`${from}::timestamp`, sql`${to}::timestamp`];
    parts.push(
      sql`select hour::date as day, ${sql.raw(columns)} from ${sql.raw(hourly)} where hour >= ${a} and hour < ${b}`,
    );
    parts.push(pending(a, b));
  }
  return parts;
}

/**
 * The orders of a range in daily_order_sales' shape (day, payment_method, state, orders, total_paise,
 * refunded_paise): whole days and hours from the summaries and the differences not folded into them yet, the
 * minutes at the ends from the orders, each counted by the same rule the triggers apply (order_sales_state,
 * order_refunded_paise).
 */
export function orderSalesRows(range: SalesRange): SQL {
  const parts = summaryParts(
    range,
    'payment_method, state, orders::bigint as orders, total_paise, refunded_paise',
    'daily_order_sales',
    'hourly_order_sales',
    'order_sales_deltas',
  );
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
 * units, revenue_paise), as `orderSalesRows` reads the orders (a line's figures by order_line_sales). A condition
 * on product_id or variant_id over these rows reaches the summaries' own indexes (PostgreSQL pushes it into each
 * arm of the UNION ALL); the minutes at the ends are read by their orders' times whatever it is (OFFSET 0 keeps it
 * out), as a few best sellers have more lines in all than a few minutes have lines of any product.
 */
export function itemSalesRows(range: SalesRange): SQL {
  const parts = summaryParts(
    range,
    'product_id, variant_id, name, lines, sale_lines, units::bigint as units, revenue_paise',
    'daily_item_sales',
    'hourly_item_sales',
    'item_sales_deltas',
  );
  for (const [from, to] of range.edges) {
    parts.push(sql`(select sales_day(o.created_at) as day, i.product_id, i.variant_id, i.name, 1 as lines, f.sale_lines,
                          f.units::bigint as units, f.revenue_paise
                   from orders o
                   join order_items i on i.order_id = o.id
                   cross join lateral order_line_sales(order_sales_state(o.status, o.payment_method, o.payment_status),
                     i.id, i.quantity, i.unit_price_paise, i.discount_paise) f
                   where o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz
                   offset 0)`);
  }
  return parts.length > 0
    ? sql.join(parts, sql` union all `)
    : nothing(
        `null::date as day, null::uuid as product_id, null::uuid as variant_id, null::text as name, 0 as lines, 0 as sale_lines, 0::bigint as units, 0::bigint as revenue_paise`,
      );
}

/**
 * How many products were added in a range, deleted ones included: whole days from daily_products_added, the
 * parts of a day at the ends counted by the products' creation indexes (live and deleted ones apart, two partial
 * indexes).
 */
export function productsAdded(range: SalesRange): SQL {
  const parts: SQL[] = [sql`select 0::bigint as n`];
  if (range.days) {
    parts.push(sql`select coalesce(sum(products), 0)::bigint from daily_products_added
                   where day >= ${range.days.first}::date and day < ${range.days.end}::date`);
  }
  for (const [from, to] of range.partDays) {
    for (const live of [sql`deleted_at is null`, sql`deleted_at is not null`]) {
      parts.push(sql`select count(*) from products
                     where ${live} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`);
    }
  }
  return sql`select sum(n)::int from (${sql.join(parts, sql` union all `)}) added`;
}
