import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { dayAfter, dayStart, IS_REVENUE } from './revenue-sql';
import { indianDaysRange, itemSalesRows, orderSalesRows, pgArray, salesRange, type SalesRange } from './sales-range';
import { bestSellerCandidates } from './top-sellers';

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
 * has no value to count. The lines are summed per variant first (the summaries keep them per day and variant),
 * then each variant's sums go to its values as the variant and its options read now.
 */
function optionValueSales(db: Db, range: SalesRange, limit: number) {
  return queryRows<OptionValueSales & { kind: 'size' | 'colour' }>(
    db,
    sql`with sold as (
          select variant_id, sum(units) as units, sum(revenue_paise) as revenue
          from (${itemSalesRows(range)}) r
          where variant_id is not null
          group by 1
          having sum(sale_lines) > 0)
        select kind as "kind", value as "value", units as "units", revenue as "revenuePaise" from (
          select case when lower(po.name) = 'size' then 'size' else 'colour' end as kind,
                 min(v.option_values[po.position]) as value,
                 sum(s.units)::int as units,
                 sum(s.revenue)::float8 as revenue,
                 row_number() over (
                   partition by case when lower(po.name) = 'size' then 'size' else 'colour' end
                   order by sum(s.units) desc, sum(s.revenue) desc, lower(min(v.option_values[po.position]))
                 ) as place
          from sold s
          join product_variants v on v.id = s.variant_id
          join product_options po on po.product_id = v.product_id and lower(po.name) in ('size', 'colour', 'color')
          group by 1, lower(v.option_values[po.position])
          having sum(s.units) > 0
        ) ranked
        where place <= ${limit}
        order by kind, place`,
  );
}

/**
 * The report's best sellers: lines of orders not cancelled grouped by product (by name once the product is
 * deleted), units and revenue of the revenue orders net of refunded returns, the name the greatest those lines
 * gave it; summed over `bestSellerCandidates` and the lines of deleted products only.
 */
async function reportTopProducts(db: Db, range: SalesRange, limit: number) {
  const candidates = await bestSellerCandidates(db, range, limit);
  return queryRows<ReportRows['topProducts'][number]>(
    db,
    sql`with named as (
          select product_id, name, sum(sale_lines) as sale_lines, sum(units) as units, sum(revenue_paise) as revenue
          from (${itemSalesRows(range)}) r
          where product_id = any(${pgArray(candidates)}::uuid[]) or product_id is null
          group by 1, 2)
        select max(name) filter (where sale_lines > 0) as "name", sum(units)::int as "units", sum(revenue)::float8 as "revenuePaise"
        from named
        group by coalesce(product_id::text, name)
        having sum(units) > 0
        order by 2 desc, 3 desc, 1
        limit ${limit}`,
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
        sql`select to_char(day, ${format}) as "key",
                   coalesce(sum(total_paise - refunded_paise) filter (where state = 'revenue'), 0)::float8 as "revenuePaise",
                   sum(orders)::int as "orders"
            from (${orderSalesRows(salesRange(start, end))}) r
            where state <> 'cancelled'
            group by 1
            having sum(orders) > 0
            order by 1`,
      );
    },

    /**
     * What the revenue rule subtracted for refunded returns (order_refunded_paise) from the revenue orders placed on
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
      const range = indianDaysRange(startDate, endDate);
      const sales = sql`select * from (${orderSalesRows(range)}) r where state <> 'cancelled'`;
      // One after the other: inside the snapshot's transaction the statements share its one connection.
      const byDay = await queryRows<ReportRows['byDay'][number]>(
        db,
        sql`select to_char(d, 'YYYY-MM-DD') as "date",
                     coalesce(s.revenue, 0)::float8 as "revenuePaise",
                     coalesce(s.orders, 0)::int as "orders",
                     coalesce(s.revenue_orders, 0)::int as "revenueOrders"
              from generate_series(${startDate}::date::timestamp, ${endDate}::date::timestamp, interval '1 day') as d
              left join (
                select day, sum(total_paise - refunded_paise) filter (where state = 'revenue') as revenue,
                       sum(orders) as orders, sum(orders) filter (where state = 'revenue') as revenue_orders
                from (${sales}) s
                group by 1
              ) s on s.day = d::date
              order by d`,
      );
      const topProducts = await reportTopProducts(db, range, topLimit);
      const paymentMethods = await queryRows<ReportRows['paymentMethods'][number]>(
        db,
        sql`select payment_method as "method", sum(orders)::int as "orders",
                     coalesce(sum(total_paise - refunded_paise) filter (where state = 'revenue'), 0)::float8 as "revenuePaise"
              from (${sales}) s
              group by 1
              having sum(orders) > 0
              order by 3 desc, 1`,
      );
      const optionValues = await optionValueSales(db, range, topLimit);
      const ofKind = (kind: 'size' | 'colour') =>
        optionValues.filter((row) => row.kind === kind).map(({ kind: _k, ...row }) => row);
      return { byDay, topProducts, paymentMethods, topSizes: ofKind('size'), topColours: ofKind('colour') };
    },
  };
}
