import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@shop/shared/schemas/admin';
import type { OrderStatus } from '@shop/shared/order-status';
import { queryRows, type Db } from '../../db/client';

/**
 * Read-only SQL for the admin overview, analytics, reports and exports. These figures cut across orders,
 * products and users, so this one module reads those tables directly, with aggregates in the database:
 * no figure is computed by loading every order.
 *
 * THE REVENUE RULE, used by every figure here (docs/decisions/045-revenue-rule.md): revenue is the sum of
 * the totals (items + shipping, GST included) of orders whose money the shop has: paid online orders, and
 * cash-on-delivery or WhatsApp orders once delivered (cash collected at the door), counted on the day the
 * order was placed (Indian time). Other orders that are not cancelled are "pending": shown apart, never as
 * revenue. Order counts next to a revenue figure count every order that is not cancelled, except the
 * overview's 'Total Orders', which counts every order.
 */
const IS_SALE = sql.raw(`o.status <> 'cancelled'`);
/** The SQL twin of order_is_revenue() (migration 0005), inlined so the planner sees plain column tests. */
const IS_REVENUE = sql.raw(
  `(o.status <> 'cancelled' and ((o.payment_method = 'razorpay' and o.payment_status = 'paid') or o.status = 'delivered'))`,
);
const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
/** Start of an Indian day given as YYYY-MM-DD, as a timestamptz. */
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${TZ})`;
const dayAfter = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${TZ})`;

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

export interface PeriodFigures {
  current: OverviewFigures;
  previous: OverviewFigures;
}

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

export interface OrderExportRow {
  id: string;
  placedAt: string;
  customerName: string;
  customerEmail: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  items: string;
  subtotalPaise: number;
  shippingFeePaise: number;
  totalPaise: number;
  city: string | null;
  state: string | null;
  pincode: string | null;
  cursor: string;
}

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('aggregate returned no row');
  return row;
};

/** Any constant: the advisory lock that lets one transaction at a time fold the sales deltas. */
const FOLD_SALES_LOCK = 7_310_003;

/**
 * Moves the differences the order triggers appended (migration 0003) into product_sales and sales_totals,
 * in one transaction. Folds run one at a time (advisory lock), so concurrent folds never wait on each
 * other's rows in different orders; with nothing to fold it costs one query.
 */
async function foldSalesDeltas(db: Db): Promise<void> {
  const [pending] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from product_sales_deltas) or exists (select 1 from sales_totals_deltas) as "any"`,
  );
  if (!pending?.any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_SALES_LOCK})`);
    await tx.execute(sql`
      with moved as (delete from product_sales_deltas returning product_id, units, revenue_paise)
      insert into product_sales (product_id, units, revenue_paise)
      select product_id, sum(units), sum(revenue_paise) from moved group by product_id order by product_id
      on conflict (product_id) do update
        set units = product_sales.units + excluded.units,
            revenue_paise = product_sales.revenue_paise + excluded.revenue_paise`);
    await tx.execute(sql`
      with moved as (delete from sales_totals_deltas returning orders, revenue_paise, pending_paise)
      insert into sales_totals (id, orders, revenue_paise, pending_paise)
      select 1, coalesce(sum(orders), 0), coalesce(sum(revenue_paise), 0), coalesce(sum(pending_paise), 0) from moved
      on conflict (id) do update
        set orders = sales_totals.orders + excluded.orders,
            revenue_paise = sales_totals.revenue_paise + excluded.revenue_paise,
            pending_paise = sales_totals.pending_paise + excluded.pending_paise`);
  });
}

export function createAdminRepository(db: Db) {
  return {
    /** Brings product_sales and sales_totals up to date with every committed order. */
    foldSalesDeltas: () => foldSalesDeltas(db),

    /**
     * Revenue and order count from the sales_totals summary (call foldSalesDeltas first), live products and
     * users counted (an index-only scan each), in one round trip.
     */
    async overview(): Promise<OverviewFigures> {
      return one(
        await queryRows<OverviewFigures>(
          db,
          sql`select
            coalesce((select revenue_paise from sales_totals where id = 1), 0)::float8 as "revenuePaise",
            coalesce((select pending_paise from sales_totals where id = 1), 0)::float8 as "pendingPaise",
            coalesce((select orders from sales_totals where id = 1), 0)::int as "orders",
            (select count(*)::int from products where deleted_at is null) as "products",
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
     * Revenue and orders placed, products added and users registered in [start, end) and in the period of
     * the same length just before it, in one statement (FILTER splits each scan in two).
     */
    async periodFigures(previousStart: Date, start: Date, end: Date): Promise<PeriodFigures> {
      const [p, s, e] = [previousStart.toISOString(), start.toISOString(), end.toISOString()];
      const row = one(
        await queryRows<{ [k: string]: number }>(
          db,
          sql`select o.*, p.*, u.* from
            (select coalesce(sum(o.total_paise) filter (where ${IS_REVENUE} and o.created_at >= ${s}::timestamptz), 0)::float8 as "revenue",
                    coalesce(sum(o.total_paise) filter (where not ${IS_REVENUE} and o.created_at >= ${s}::timestamptz), 0)::float8 as "pending",
                    (count(*) filter (where o.created_at >= ${s}::timestamptz))::int as "orders",
                    coalesce(sum(o.total_paise) filter (where ${IS_REVENUE} and o.created_at < ${s}::timestamptz), 0)::float8 as "previousRevenue",
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

    /**
     * One batch of the orders export, newest first, after the keyset cursor. Items are summarised in SQL
     * ('2 x Kettle; 1 x Mug'), so a batch is one statement however many items its orders hold.
     */
    async orderExportBatch(
      status: OrderStatus | undefined,
      after: { cursor: string; id: string } | null,
      limit: number,
    ): Promise<OrderExportRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (status) conditions.push(sql`o.status = ${status}`);
      if (after) conditions.push(sql`(o.created_at, o.id) < (${after.cursor}::timestamptz, ${after.id}::uuid)`);
      return queryRows<OrderExportRow>(
        db,
        sql`select o.id,
                   to_char(o.created_at at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as "placedAt",
                   o.customer_name as "customerName", o.customer_email as "customerEmail",
                   o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
                   coalesce((select string_agg(i.quantity || ' x ' || i.name, '; ' order by i.name, i.id)
                             from order_items i where i.order_id = o.id), '') as "items",
                   o.subtotal_paise::float8 as "subtotalPaise", o.shipping_fee_paise::float8 as "shippingFeePaise", o.total_paise::float8 as "totalPaise",
                   o.shipping_address->>'city' as "city", o.shipping_address->>'state' as "state",
                   o.shipping_address->>'pincode' as "pincode",
                   o.created_at::text as "cursor"
            from orders o
            where ${sql.join(conditions, sql` and `)}
            order by o.created_at desc, o.id desc
            limit ${limit}`,
      );
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
