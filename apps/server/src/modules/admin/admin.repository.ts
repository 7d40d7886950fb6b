import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@shop/shared/schemas/admin';
import type { OrderStatus } from '@shop/shared/order-status';
import { queryRows, type Db } from '../../db/client';

/**
 * Read-only SQL for the admin overview, analytics, reports and exports. These figures cut across orders,
 * products and users, so this one module reads those tables directly, with aggregates in the database:
 * no figure is computed by loading every order.
 *
 * THE REVENUE RULE, used by every figure here: revenue is the sum of the totals (items + shipping, GST
 * included) of orders that are not cancelled, counted on the day the order was placed (Indian time).
 * Pending, unpaid and cash-on-delivery orders count: they are sales the shop expects to collect; a cancelled
 * order (by the customer, the admin, or an online payment left unpaid) is not. Order counts next to a
 * revenue figure count the same orders, except the overview's 'Total Orders', which counts every order.
 */
const IS_SALE = sql.raw(`o.status <> 'cancelled'`);
const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
/** Start of an Indian day given as YYYY-MM-DD, as a timestamptz. */
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${TZ})`;
const dayAfter = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${TZ})`;

export interface OverviewFigures {
  revenuePaise: number;
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

export function createAdminRepository(db: Db) {
  return {
    /** One round trip, four aggregates (each served by an index or a small table). */
    async overview(): Promise<OverviewFigures> {
      return one(
        await queryRows<OverviewFigures>(
          db,
          sql`select
            (select coalesce(sum(o.total_paise), 0)::float8 from orders o where ${IS_SALE}) as "revenuePaise",
            (select count(*)::int from orders) as "orders",
            (select count(*)::int from products where deleted_at is null) as "products",
            (select count(*)::int from users) as "users"`,
        ),
      );
    },

    /** Live products by units sold in orders that are not cancelled, then by revenue. */
    async topProducts(limit: number): Promise<TopProductRow[]> {
      return queryRows<TopProductRow>(
        db,
        sql`with sold as (
            select i.product_id,
                   sum(i.quantity)::int as units,
                   sum(i.unit_price_paise::bigint * i.quantity)::float8 as revenue
            from order_items i
            join orders o on o.id = i.order_id
            where ${IS_SALE} and i.product_id is not null
            group by i.product_id
          )
          select p.id, p.name, p.images, p.rating, p.reviews, p.mrp_paise as "mrpPaise",
                 p.selling_price_paise as "sellingPricePaise", p.stock,
                 s.units as "unitsSold", s.revenue as "revenuePaise"
          from sold s
          join products p on p.id = s.product_id
          where p.deleted_at is null
          order by s.units desc, s.revenue desc, p.id
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
            (select coalesce(sum(o.total_paise) filter (where o.created_at >= ${s}::timestamptz), 0)::float8 as "revenue",
                    (count(*) filter (where o.created_at >= ${s}::timestamptz))::int as "orders",
                    coalesce(sum(o.total_paise) filter (where o.created_at < ${s}::timestamptz), 0)::float8 as "previousRevenue",
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
        current: { revenuePaise: n('revenue'), orders: n('orders'), products: n('products'), users: n('users') },
        previous: {
          revenuePaise: n('previousRevenue'),
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
                   sum(o.total_paise)::float8 as "revenuePaise",
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
                select (o.created_at at time zone ${TZ})::date as day, sum(o.total_paise) as revenue, count(*) as orders
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
                     sum(i.unit_price_paise::bigint * i.quantity)::float8 as "revenuePaise"
              from order_items i
              join orders o on o.id = i.order_id
              where ${inRange}
              group by coalesce(i.product_id::text, i.name)
              order by 2 desc, 3 desc, 1
              limit ${topLimit}`,
        ),
        queryRows<ReportRows['paymentMethods'][number]>(
          db,
          sql`select o.payment_method as "method", count(*)::int as "orders", sum(o.total_paise)::float8 as "revenuePaise"
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
                   o.subtotal_paise as "subtotalPaise", o.shipping_fee_paise as "shippingFeePaise", o.total_paise as "totalPaise",
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
