import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { IS_REVENUE, IS_SALE, ITEM_REVENUE_SUM, ITEM_UNITS_SUM, ORDER_REFUNDED, REVENUE_SUM, one } from './revenue-sql';

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

    /** The Overview's figures for orders placed in [start, end) and in [previousStart, start), one scan. */
    async overviewPeriods(
      previousStart: Date,
      start: Date,
      end: Date,
    ): Promise<{ current: OverviewPeriodFigures; previous: OverviewPeriodFigures }> {
      const [p, s, e] = [previousStart.toISOString(), start.toISOString(), end.toISOString()];
      const rows = await queryRows<OverviewPeriodFigures & { current: boolean }>(
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
      const empty: OverviewPeriodFigures = {
        revenuePaise: 0,
        refundedPaise: 0,
        revenueOrders: 0,
        pendingOrders: 0,
        pendingPaise: 0,
        cancelledOrders: 0,
      };
      const pick = (current: boolean) => {
        const { current: _c, ...row } = rows.find((r) => r.current === current) ?? { ...empty, current };
        return row;
      };
      return { current: pick(true), previous: pick(false) };
    },

    /** Products by units sold in revenue orders placed in [start, end), with what those units brought in. */
    async topProductsInRange(start: Date, end: Date, limit: number): Promise<RangeTopProduct[]> {
      return queryRows<RangeTopProduct>(
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
    },

    /**
     * Revenue and orders placed, products added and users registered in [start, end) and in the period of
     * the same length just before it, in one statement (FILTER splits each scan in two).
     */
    async periodFigures(previousStart: Date, start: Date, end: Date): Promise<PeriodFigures> {
      const [p, s, e] = [previousStart.toISOString(), start.toISOString(), end.toISOString()];
      const row = one(
        await queryRows<{ [k: string]: number }>(
          db,
          sql`select o.*, p.*, u.* from
            (select coalesce(sum(o.total_paise - ${ORDER_REFUNDED}) filter (where ${IS_REVENUE} and o.created_at >= ${s}::timestamptz), 0)::float8 as "revenue",
                    coalesce(sum(o.total_paise) filter (where not ${IS_REVENUE} and o.created_at >= ${s}::timestamptz), 0)::float8 as "pending",
                    (count(*) filter (where o.created_at >= ${s}::timestamptz))::int as "orders",
                    coalesce(sum(o.total_paise - ${ORDER_REFUNDED}) filter (where ${IS_REVENUE} and o.created_at < ${s}::timestamptz), 0)::float8 as "previousRevenue",
                    coalesce(sum(o.total_paise) filter (where not ${IS_REVENUE} and o.created_at < ${s}::timestamptz), 0)::float8 as "previousPending",
                    (count(*) filter (where o.created_at < ${s}::timestamptz))::int as "previousOrders"
             from orders o
             where ${IS_SALE} and o.created_at >= ${p}::timestamptz and o.created_at < ${e}::timestamptz) o,
            (select (count(*) filter (where created_at >= ${s}::timestamptz))::int as "products",
                    (count(*) filter (where created_at < ${s}::timestamptz))::int as "previousProducts"
             from products
             where created_at >= ${p}::timestamptz and created_at < ${e}::timestamptz) p,
            (select (count(*) filter (where created_at >= ${s}::timestamptz))::int as "users",
                    (count(*) filter (where created_at < ${s}::timestamptz))::int as "previousUsers"
             from users
             where created_at >= ${p}::timestamptz and created_at < ${e}::timestamptz) u`,
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
