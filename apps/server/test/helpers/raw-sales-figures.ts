/**
 * The admin range figures as the app computed them before the per-day summaries (migration 0066,
 * docs/decisions/275-daily-sales-summaries.md): every order and line of the range aggregated with the revenue
 * rule's refund subqueries, word for word the queries of revenue-sql.ts, overview.queries.ts and sales.queries.ts
 * at that time. admin-sales-summaries.test.ts holds the summaries to exactly these figures.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';

const IS_SALE = sql.raw(`o.status <> 'cancelled'`);
const IS_REVENUE = sql.raw(
  `(o.status <> 'cancelled' and ((o.payment_method = 'razorpay' and o.payment_status = 'paid') or o.status = 'delivered'))`,
);
const ORDER_REFUNDED = sql.raw(
  `coalesce((select sum(coalesce(rr.credited_paise, rr.refund_paise)) from return_requests rr where rr.order_id = o.id and rr.status in ('refunded', 'exchanged')), 0)`,
);
const REVENUE_SUM = sql`coalesce(sum(o.total_paise - ${ORDER_REFUNDED}) filter (where ${IS_REVENUE}), 0)`;
const REVENUE_ORDERS = sql`count(*) filter (where ${IS_REVENUE})`;
const ITEM_REFUNDED = sql.raw(
  `coalesce((select sum(ri.refund_paise) from return_items ri join return_requests rr on rr.id = ri.return_id where ri.order_item_id = i.id and rr.status in ('refunded', 'exchanged')), 0)`,
);
const ITEM_UNITS_REFUNDED = sql.raw(
  `coalesce((select sum(ri.quantity) from return_items ri join return_requests rr on rr.id = ri.return_id where ri.order_item_id = i.id and rr.status in ('refunded', 'exchanged')), 0)`,
);
const ITEM_UNITS_SUM = sql`coalesce(sum(i.quantity - ${ITEM_UNITS_REFUNDED}) filter (where ${IS_REVENUE}), 0)`;
const ITEM_REVENUE_SUM = sql`coalesce(sum(i.unit_price_paise::bigint * i.quantity - i.discount_paise - ${ITEM_REFUNDED}) filter (where ${IS_REVENUE}), 0)`;
const TZ = sql.raw(`'Asia/Kolkata'`);
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${TZ})`;
const dayAfter = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${TZ})`;

export async function rawOverviewPeriods(db: Db, previousStart: Date, start: Date, end: Date) {
  const [p, s, e] = [previousStart.toISOString(), start.toISOString(), end.toISOString()];
  return queryRows<Record<string, number | boolean>>(
    db,
    sql`select (o.created_at >= ${s}::timestamptz) as "current",
               ${REVENUE_SUM}::float8 as "revenuePaise",
               coalesce(sum(${ORDER_REFUNDED}) filter (where ${IS_REVENUE}), 0)::float8 as "refundedPaise",
               (count(*) filter (where ${IS_REVENUE}))::int as "revenueOrders",
               (count(*) filter (where ${IS_SALE} and not ${IS_REVENUE}))::int as "pendingOrders",
               coalesce(sum(o.total_paise) filter (where ${IS_SALE} and not ${IS_REVENUE}), 0)::float8 as "pendingPaise",
               (count(*) filter (where o.status = 'cancelled'))::int as "cancelledOrders"
        from orders o
        where o.created_at >= ${p}::timestamptz and o.created_at < ${e}::timestamptz
        group by 1`,
  );
}

export async function rawTopProductsInRange(db: Db, start: Date, end: Date, limit: number) {
  return queryRows<{ id: string | null; name: string; image: string | null; units: number; revenuePaise: number }>(
    db,
    sql`select i.product_id as "id", max(i.name) as "name", max(p.images[1]) as "image",
               ${ITEM_UNITS_SUM}::int as "units", ${ITEM_REVENUE_SUM}::float8 as "revenuePaise"
        from order_items i
        join orders o on o.id = i.order_id
        left join products p on p.id = i.product_id
        where o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
        group by i.product_id, coalesce(i.product_id::text, i.name)
        having ${ITEM_UNITS_SUM} > 0
        order by 4 desc, 5 desc, 2
        limit ${limit}`,
  );
}

/** The orders part of periodFigures: revenue, pending value and orders (not cancelled) of [from, to). */
export async function rawPeriodSales(db: Db, from: Date, to: Date) {
  const [row] = await queryRows<{ revenue: number; pending: number; orders: number }>(
    db,
    sql`select coalesce(sum(o.total_paise - ${ORDER_REFUNDED}) filter (where ${IS_REVENUE}), 0)::float8 as "revenue",
               coalesce(sum(o.total_paise) filter (where not ${IS_REVENUE}), 0)::float8 as "pending",
               count(*)::int as "orders"
        from orders o
        where ${IS_SALE} and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz`,
  );
  return row!;
}

export async function rawCreatedCount(db: Db, table: 'products' | 'users', from: Date, to: Date) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)}
        where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`,
  );
  return row!.n;
}

export async function rawSalesSeries(db: Db, start: Date, end: Date, bucket: 'day' | 'month') {
  const format = sql.raw(bucket === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  return queryRows<{ key: string; revenuePaise: number; orders: number }>(
    db,
    sql`select to_char(o.created_at at time zone ${TZ}, ${format}) as "key",
               ${REVENUE_SUM}::float8 as "revenuePaise",
               count(*)::int as "orders"
        from orders o
        where ${IS_SALE} and o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
        group by 1
        order by 1`,
  );
}

function rawOptionValueSales(db: Db, inRange: SQL, limit: number) {
  return queryRows<{ kind: string; value: string; units: number; revenuePaise: number }>(
    db,
    sql`select kind as "kind", value as "value", units as "units", revenue as "revenuePaise" from (
          select case when lower(po.name) = 'size' then 'size' else 'colour' end as kind,
                 min(v.option_values[po.position]) as value,
                 ${ITEM_UNITS_SUM}::int as units,
                 ${ITEM_REVENUE_SUM}::float8 as revenue,
                 row_number() over (
                   partition by case when lower(po.name) = 'size' then 'size' else 'colour' end
                   order by ${ITEM_UNITS_SUM} desc, ${ITEM_REVENUE_SUM} desc, lower(min(v.option_values[po.position]))
                 ) as place
          from order_items i
          join orders o on o.id = i.order_id
          join product_variants v on v.id = i.variant_id
          join product_options po on po.product_id = v.product_id and lower(po.name) in ('size', 'colour', 'color')
          where ${inRange}
          group by 1, lower(v.option_values[po.position])
          having ${ITEM_UNITS_SUM} > 0
        ) ranked
        where place <= ${limit}
        order by kind, place`,
  );
}

export async function rawSalesReport(db: Db, startDate: string, endDate: string, topLimit: number) {
  const inRange: SQL = sql`${IS_SALE} and o.created_at >= ${dayStart(startDate)} and o.created_at < ${dayAfter(endDate)}`;
  const byDay = await queryRows<{ date: string; revenuePaise: number; orders: number; revenueOrders: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as "date",
               coalesce(s.revenue, 0)::float8 as "revenuePaise",
               coalesce(s.orders, 0)::int as "orders",
               coalesce(s.revenue_orders, 0)::int as "revenueOrders"
        from generate_series(${startDate}::date::timestamp, ${endDate}::date::timestamp, interval '1 day') as d
        left join (
          select (o.created_at at time zone ${TZ})::date as day,
                 ${REVENUE_SUM} as revenue, count(*) as orders, ${REVENUE_ORDERS} as revenue_orders
          from orders o
          where ${inRange}
          group by 1
        ) s on s.day = d::date
        order by d`,
  );
  const topProducts = await queryRows<{ name: string; units: number; revenuePaise: number }>(
    db,
    sql`select max(i.name) as "name",
               ${ITEM_UNITS_SUM}::int as "units",
               ${ITEM_REVENUE_SUM}::float8 as "revenuePaise"
        from order_items i
        join orders o on o.id = i.order_id
        where ${inRange}
        group by coalesce(i.product_id::text, i.name)
        having ${ITEM_UNITS_SUM} > 0
        order by 2 desc, 3 desc, 1
        limit ${topLimit}`,
  );
  const paymentMethods = await queryRows<{ method: string; orders: number; revenuePaise: number }>(
    db,
    sql`select o.payment_method as "method", count(*)::int as "orders",
               ${REVENUE_SUM}::float8 as "revenuePaise"
        from orders o
        where ${inRange}
        group by 1
        order by 3 desc, 1`,
  );
  const optionValues = await rawOptionValueSales(db, inRange, topLimit);
  const ofKind = (kind: string) => optionValues.filter((r) => r.kind === kind).map(({ kind: _k, ...r }) => r);
  return { byDay, topProducts, paymentMethods, topSizes: ofKind('size'), topColours: ofKind('colour') };
}

/**
 * Every (Indian day or hour, product, variant, name) of the order lines with what it counts for, and the same
 * from the daily or hourly summary with its unfolded differences: two lists that must be equal.
 */
export async function itemSummaryAgainstLines(db: Db, per: 'day' | 'hour') {
  const key = sql.raw(
    `at::text || '|' || coalesce(product_id::text, '-') || '|' || coalesce(variant_id::text, '-') || '|' || name`,
  );
  const [table, at, rawAt] =
    per === 'day'
      ? ['daily_item_sales', 'day', sql`(o.created_at at time zone ${TZ})::date`]
      : ['hourly_item_sales', 'hour', sql`date_trunc('hour', o.created_at at time zone ${TZ})`];
  const deltaAt = sql.raw(per === 'day' ? 'hour::date' : 'hour');
  const summary = await queryRows<{ key: string; lines: number; saleLines: number; units: number; revenue: number }>(
    db,
    sql`select ${key} as "key", sum(lines)::int as "lines", sum(sale_lines)::int as "saleLines",
               sum(units)::float8 as "units", sum(revenue_paise)::float8 as "revenue"
        from (select ${sql.raw(at)} as at, product_id, variant_id, name, lines, sale_lines, units, revenue_paise
              from ${sql.raw(table)}
              union all select ${deltaAt}, product_id, variant_id, name, lines, sale_lines, units, revenue_paise
              from item_sales_deltas) s
        group by 1 having sum(lines) <> 0 or sum(sale_lines) <> 0 or sum(units) <> 0 or sum(revenue_paise) <> 0
        order by 1`,
  );
  const lines = await queryRows<{ key: string; lines: number; saleLines: number; units: number; revenue: number }>(
    db,
    sql`select ${key} as "key", "lines", "saleLines", "units", "revenue" from (
          select ${rawAt} as at, i.product_id, i.variant_id, i.name,
                 count(*)::int as "lines", (count(*) filter (where ${IS_SALE}))::int as "saleLines",
                 ${ITEM_UNITS_SUM}::float8 as "units", ${ITEM_REVENUE_SUM}::float8 as "revenue"
          from order_items i join orders o on o.id = i.order_id
          group by 1, 2, 3, 4) x
        order by 1`,
  );
  return { summary, lines };
}
