import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { one } from './revenue-sql';
import { itemSalesRows, orderSalesRows, pgArray, productsAdded, salesRange, type SalesRange } from './sales-range';
import { bestSellerCandidates } from './top-sellers';

export interface OverviewFigures {
  revenuePaise: number;
  /** Orders not cancelled whose money is not in yet. */
  pendingPaise: number;
  orders: number;
  products: number;
  users: number;
}

export interface TopProductRow {
  id: string;
  name: string;
  images: string[];
  rating: number;
  reviews: number;
  mrpPaise: number;
  sellingPricePaise: number | null;
  stock: number;
  unitsSold: number;
  revenuePaise: number;
}

/** One period of the Overview, every figure under the one revenue rule (revenue-sql.ts, decision 213). */
export interface OverviewPeriodFigures {
  /** Revenue orders' totals less their refunded returns. */
  revenuePaise: number;
  /** Refunded returns of the revenue orders (already taken off revenuePaise). */
  refundedPaise: number;
  /** Orders that count as revenue. */
  revenueOrders: number;
  /** Orders not cancelled whose money is not in yet, and their value. */
  pendingOrders: number;
  pendingPaise: number;
  cancelledOrders: number;
}

export interface RangeTopProduct {
  id: string | null;
  name: string;
  image: string | null;
  units: number;
  revenuePaise: number;
}

export interface PeriodFigures {
  current: OverviewFigures;
  previous: OverviewFigures;
}

/** The overview and analytics figures: totals, top sellers, a period against the one before. */
export function createOverviewQueries(db: Db) {
  return {
    /**
     * Revenue and order count from the sales_totals summary (call foldSalesDeltas first), live products from
     * the counts the triggers keep (migration 0065), users counted (an index-only scan), in one round trip.
     */
    async overview(): Promise<OverviewFigures> {
      return one(
        await queryRows<OverviewFigures>(
          db,
          sql`select
            coalesce((select revenue_paise from sales_totals where id = 1), 0)::float8 as "revenuePaise",
            coalesce((select pending_paise from sales_totals where id = 1), 0)::float8 as "pendingPaise",
            coalesce((select orders from sales_totals where id = 1), 0)::int as "orders",
            (select coalesce(sum(live), 0)::int from product_counts) as "products",
            (select count(*)::int from users) as "users"`,
        ),
      );
    },

    /**
     * Live products by units sold in orders that are not cancelled, then by revenue. Read from the
     * product_sales summary (kept by triggers, see migration 0003; call foldSalesDeltas first), so the cost
     * does not grow with the number of orders.
     */
    async topProducts(limit: number): Promise<TopProductRow[]> {
      return queryRows<TopProductRow>(
        db,
        sql`select p.id, p.name, p.images, p.rating, p.reviews, p.mrp_paise as "mrpPaise",
                   p.selling_price_paise as "sellingPricePaise", p.stock,
                   s.units::int as "unitsSold", s.revenue_paise::float8 as "revenuePaise"
            from product_sales s
            join products p on p.id = s.product_id
            where p.deleted_at is null and s.units > 0
            -- nulls last, as in product_sales_rank_idx (the columns are never null), so the index gives the order
            order by s.units desc nulls last, s.revenue_paise desc nulls last, s.product_id
            limit ${limit}`,
      );
    },

    /**
     * The Overview's figures for orders placed in [start, end) and in [previousStart, start), from the per-day
     * summaries (migration 0066) and the orders of the days cut at either end.
     */
    async overviewPeriods(
      previousStart: Date,
      start: Date,
      end: Date,
    ): Promise<{ current: OverviewPeriodFigures; previous: OverviewPeriodFigures }> {
      const figures = (range: SalesRange, current: boolean) => sql`
        select ${sql.raw(String(current))} as "current",
               coalesce(sum(total_paise - refunded_paise) filter (where state = 'revenue'), 0)::float8 as "revenuePaise",
               coalesce(sum(refunded_paise) filter (where state = 'revenue'), 0)::float8 as "refundedPaise",
               coalesce(sum(orders) filter (where state = 'revenue'), 0)::int as "revenueOrders",
               coalesce(sum(orders) filter (where state = 'pending'), 0)::int as "pendingOrders",
               coalesce(sum(total_paise) filter (where state = 'pending'), 0)::float8 as "pendingPaise",
               coalesce(sum(orders) filter (where state = 'cancelled'), 0)::int as "cancelledOrders"
        from (${orderSalesRows(range)}) r`;
      const rows = await queryRows<OverviewPeriodFigures & { current: boolean }>(
        db,
        sql`${figures(salesRange(start, end), true)} union all ${figures(salesRange(previousStart, start), false)}`,
      );
      const pick = (current: boolean) => {
        const { current: _c, ...row } = one(rows.filter((r) => r.current === current));
        return row;
      };
      return { current: pick(true), previous: pick(false) };
    },

    /**
     * Products by units sold in revenue orders placed in [start, end) net of refunded returns, with what those
     * units brought in; the name is the greatest any line of the range gave the product (lines of any order).
     * Summed over the candidates `bestSellerCandidates` finds and the lines of deleted products only.
     */
    async topProductsInRange(start: Date, end: Date, limit: number): Promise<RangeTopProduct[]> {
      const range = salesRange(start, end);
      const candidates = await bestSellerCandidates(db, range, limit);
      return queryRows<RangeTopProduct>(
        db,
        sql`with named as (
              select product_id, name, sum(lines) as lines, sum(units) as units, sum(revenue_paise) as revenue
              from (${itemSalesRows(range)}) r
              where product_id = any(${pgArray(candidates)}::uuid[]) or product_id is null
              group by 1, 2)
            select n.product_id as "id", max(n.name) filter (where n.lines > 0) as "name", max(p.images[1]) as "image",
                   sum(n.units)::int as "units", sum(n.revenue)::float8 as "revenuePaise"
            from named n
            left join products p on p.id = n.product_id
            group by n.product_id, coalesce(n.product_id::text, n.name)
            having sum(n.units) > 0
            order by 4 desc, 5 desc, 2
            limit ${limit}`,
      );
    },

    /**
     * Revenue and orders placed, products added and users registered in [start, end) and in the period of
     * the same length just before it. Orders and products from the per-day summaries (migration 0066), users
     * counted by their creation index.
     */
    async periodFigures(previousStart: Date, start: Date, end: Date): Promise<PeriodFigures> {
      const [p, s, e] = [previousStart.toISOString(), start.toISOString(), end.toISOString()];
      const [current, previous] = [salesRange(start, end), salesRange(previousStart, start)];
      const sales = (range: SalesRange) => sql`
        select coalesce(sum(total_paise - refunded_paise) filter (where state = 'revenue'), 0)::float8 as "revenue",
               coalesce(sum(total_paise) filter (where state = 'pending'), 0)::float8 as "pending",
               coalesce(sum(orders) filter (where state <> 'cancelled'), 0)::int as "orders"
        from (${orderSalesRows(range)}) r`;
      const row = one(
        await queryRows<{ [k: string]: number }>(
          db,
          sql`select c.revenue, c.pending, c.orders,
                     b.revenue as "previousRevenue", b.pending as "previousPending", b.orders as "previousOrders",
                     (${productsAdded(current)}) as "products", (${productsAdded(previous)}) as "previousProducts",
                     u.current as "users", u.previous as "previousUsers"
              from (${sales(current)}) c,
                   (${sales(previous)}) b,
                   (select (count(*) filter (where created_at >= ${s}::timestamptz))::int as "current",
                           (count(*) filter (where created_at < ${s}::timestamptz))::int as "previous"
                    from users where created_at >= ${p}::timestamptz and created_at < ${e}::timestamptz) u`,
        ),
      );
      const n = (key: string) => Number(row[key] ?? 0);
      return {
        current: {
          revenuePaise: n('revenue'),
          pendingPaise: n('pending'),
          orders: n('orders'),
          products: n('products'),
          users: n('users'),
        },
        previous: {
          revenuePaise: n('previousRevenue'),
          pendingPaise: n('previousPending'),
          orders: n('previousOrders'),
          products: n('previousProducts'),
          users: n('previousUsers'),
        },
      };
    },
  };
}
