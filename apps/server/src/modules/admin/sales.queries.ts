import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { dayAfter, dayStart, IS_REVENUE, IS_SALE, TZ } from './revenue-sql';

export interface SeriesRow {
  key: string;
  revenuePaise: number;
  orders: number;
}

export interface ReportRows {
  byDay: { date: string; revenuePaise: number; orders: number }[];
  topProducts: { name: string; units: number; revenuePaise: number }[];
  paymentMethods: { method: string; orders: number; revenuePaise: number }[];
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
                   coalesce(sum(o.total_paise) filter (where ${IS_REVENUE}), 0)::float8 as "revenuePaise",
                   count(*)::int as "orders"
            from orders o
            where ${IS_SALE} and o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
            group by 1
            order by 1`,
      );
    },

    /** The sales report of Indian days startDate..endDate (both included): every day, top products, payment split. */
    async salesReport(startDate: string, endDate: string, topLimit: number): Promise<ReportRows> {
      const inRange: SQL = sql`${IS_SALE} and o.created_at >= ${dayStart(startDate)} and o.created_at < ${dayAfter(endDate)}`;
      const [byDay, topProducts, paymentMethods] = await Promise.all([
        queryRows<ReportRows['byDay'][number]>(
          db,
          sql`select to_char(d, 'YYYY-MM-DD') as "date",
                     coalesce(s.revenue, 0)::float8 as "revenuePaise",
                     coalesce(s.orders, 0)::int as "orders"
              from generate_series(${startDate}::date::timestamp, ${endDate}::date::timestamp, interval '1 day') as d
              left join (
                select (o.created_at at time zone ${TZ})::date as day,
                       coalesce(sum(o.total_paise) filter (where ${IS_REVENUE}), 0) as revenue, count(*) as orders
                from orders o
                where ${inRange}
                group by 1
              ) s on s.day = d::date
              order by d`,
        ),
        queryRows<ReportRows['topProducts'][number]>(
          db,
          sql`select max(i.name) as "name",
                     sum(i.quantity)::int as "units",
                     coalesce(sum(i.unit_price_paise::bigint * i.quantity) filter (where ${IS_REVENUE}), 0)::float8 as "revenuePaise"
              from order_items i
              join orders o on o.id = i.order_id
              where ${inRange}
              group by coalesce(i.product_id::text, i.name)
              order by 2 desc, 3 desc, 1
              limit ${topLimit}`,
        ),
        queryRows<ReportRows['paymentMethods'][number]>(
          db,
          sql`select o.payment_method as "method", count(*)::int as "orders",
                     coalesce(sum(o.total_paise) filter (where ${IS_REVENUE}), 0)::float8 as "revenuePaise"
              from orders o
              where ${inRange}
              group by 1
              order by 3 desc, 1`,
        ),
      ]);
      return { byDay, topProducts, paymentMethods };
    },
  };
}
