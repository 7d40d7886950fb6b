import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { dayAfter, dayStart, IS_REVENUE, IS_SALE, ITEM_REVENUE_SUM, ITEM_UNITS_SUM, REVENUE_ORDERS, REVENUE_SUM, TZ } from './revenue-sql';

export interface SeriesRow {
  key: string;
  revenuePaise: number;
  orders: number;
}

export interface ReportRows {
  /** `orders`: placed and not cancelled; `revenueOrders`: of those, the ones counted as revenue. */
  byDay: { date: string; revenuePaise: number; orders: number; revenueOrders: number }[];
  topProducts: { name: string; units: number; revenuePaise: number }[];
  paymentMethods: { method: string; orders: number; revenuePaise: number }[];
  /** Units and revenue by size and by colour, best first (decision 246). */
  topSizes: OptionValueSales[];
  topColours: OptionValueSales[];
}

export interface OptionValueSales {
  value: string;
  units: number;
  revenuePaise: number;
}

/**
 * Units and revenue of the lines sold in sizes or colours, by the value of that option (decision 246): the line's
 * variant's value at the option's place. Options named "Size", "Colour" or "Color" (any case) count; the values
 * are compared without case and shown as the merchant wrote the first one. A line whose variant was deleted since
 * has no value to count.
 */
function optionValueSales(db: Db, inRange: SQL, limit: number) {
  return queryRows<OptionValueSales & { kind: 'size' | 'colour' }>(
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

/** Sales over time: the analytics chart's buckets and the sales report's days, products and payment split. */
export function createSalesQueries(db: Db) {
  return {
    /** Sales per Indian day ('YYYY-MM-DD') or month ('YYYY-MM') in [start, end), only buckets with sales. */
    async salesSeries(start: Date, end: Date, bucket: 'day' | 'month'): Promise<SeriesRow[]> {
      const format = sql.raw(bucket === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
      return queryRows<SeriesRow>(
        db,
        sql`select to_char(o.created_at at time zone ${TZ}, ${format}) as "key",
                   ${REVENUE_SUM}::float8 as "revenuePaise",
                   count(*)::int as "orders"
            from orders o
            where ${IS_SALE} and o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
            group by 1
            order by 1`,
      );
    },

    /**
     * What the revenue rule subtracted for refunded returns (ORDER_REFUNDED) from the revenue orders placed on
     * Indian days startDate..endDate, and how many returns that was: the GST reconciliation's line for them.
     */
    async returnRefunds(startDate: string, endDate: string): Promise<{ paise: number; count: number }> {
      const [row] = await queryRows<{ paise: number; count: number }>(
        db,
        sql`select coalesce(sum(coalesce(rr.credited_paise, rr.refund_paise)), 0)::float8 as "paise", count(rr.id)::int as "count"
            from orders o join return_requests rr on rr.order_id = o.id and rr.status in ('refunded', 'exchanged')
            where ${IS_REVENUE} and o.created_at >= ${dayStart(startDate)} and o.created_at < ${dayAfter(endDate)}`,
      );
      return { paise: row?.paise ?? 0, count: row?.count ?? 0 };
    },

    /** The sales report of Indian days startDate..endDate (both included): every day, top products, payment split. */
    async salesReport(startDate: string, endDate: string, topLimit: number): Promise<ReportRows> {
      const inRange: SQL = sql`${IS_SALE} and o.created_at >= ${dayStart(startDate)} and o.created_at < ${dayAfter(endDate)}`;
      const [byDay, topProducts, paymentMethods, optionValues] = await Promise.all([
        queryRows<ReportRows['byDay'][number]>(
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
        ),
        queryRows<ReportRows['topProducts'][number]>(
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
        ),
        queryRows<ReportRows['paymentMethods'][number]>(
          db,
          sql`select o.payment_method as "method", count(*)::int as "orders",
                     ${REVENUE_SUM}::float8 as "revenuePaise"
              from orders o
              where ${inRange}
              group by 1
              order by 3 desc, 1`,
        ),
        optionValueSales(db, inRange, topLimit),
      ]);
      const ofKind = (kind: 'size' | 'colour') =>
        optionValues.filter((row) => row.kind === kind).map(({ kind: _k, ...row }) => row);
      return { byDay, topProducts, paymentMethods, topSizes: ofKind('size'), topColours: ofKind('colour') };
    },
  };
}
