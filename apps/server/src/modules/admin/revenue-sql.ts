import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@shop/shared/schemas/admin';

/**
 * Read-only SQL for the admin overview, analytics, reports and exports. These figures cut across orders,
 * products and users, so this one module reads those tables directly, with aggregates in the database:
 * no figure is computed by loading every order.
 *
 * THE REVENUE RULE, used by every range figure here (docs/decisions/045-revenue-rule.md, and 213 for the
 * refunds): revenue is the sum of the totals (items + shipping, GST included) of orders whose money the shop
 * has: paid online orders, and cash-on-delivery or WhatsApp orders once delivered (cash collected at the
 * door), less what returns of those orders refunded, counted on the day the order was placed (Indian time).
 * Cancelled orders never count (a paid one is refunded whole). Other orders that are not cancelled are
 * "pending": shown apart, never as revenue. The Overview and Analytics read revenue only through
 * `REVENUE_SUM` and `ITEM_REVENUE_SUM` below.
 */
export const IS_SALE = sql.raw(`o.status <> 'cancelled'`);
/** The SQL twin of order_is_revenue() (migration 0005), inlined so the planner sees plain column tests. */
export const IS_REVENUE = sql.raw(
  `(o.status <> 'cancelled' and ((o.payment_method = 'razorpay' and o.payment_status = 'paid') or o.status = 'delivered'))`,
);
/**
 * What refunded returns gave back on order `o` (paise). An exchange gives back the returned goods' value (its
 * credit), part as money and part as the replacement, whose own order counts in full (docs/decisions/244-exchanges.md).
 */
export const ORDER_REFUNDED = sql.raw(
  `coalesce((select sum(coalesce(rr.credited_paise, rr.refund_paise)) from return_requests rr where rr.order_id = o.id and rr.status in ('refunded', 'exchanged')), 0)`,
);
/** Revenue of the orders aggregated as `o`: revenue orders' totals less their refunded returns (decision 213). */
export const REVENUE_SUM = sql`coalesce(sum(o.total_paise - ${ORDER_REFUNDED}) filter (where ${IS_REVENUE}), 0)`;
/** How many of the orders aggregated as `o` count as revenue: the divisor of an average order value. */
export const REVENUE_ORDERS = sql`count(*) filter (where ${IS_REVENUE})`;
/** What refunded returns gave back on order item `i` (paise). */
const ITEM_REFUNDED = sql.raw(
  `coalesce((select sum(ri.refund_paise) from return_items ri join return_requests rr on rr.id = ri.return_id where ri.order_item_id = i.id and rr.status in ('refunded', 'exchanged')), 0)`,
);
/** Units returned with a refund on order item `i`. */
const ITEM_UNITS_REFUNDED = sql.raw(
  `coalesce((select sum(ri.quantity) from return_items ri join return_requests rr on rr.id = ri.return_id where ri.order_item_id = i.id and rr.status in ('refunded', 'exchanged')), 0)`,
);
/** Units of items `i` of revenue orders `o`, less the units returned with a refund. */
export const ITEM_UNITS_SUM = sql`coalesce(sum(i.quantity - ${ITEM_UNITS_REFUNDED}) filter (where ${IS_REVENUE}), 0)`;
/** What items `i` of revenue orders `o` brought in: price after their coupon share, less refunds. */
export const ITEM_REVENUE_SUM = sql`coalesce(sum(i.unit_price_paise::bigint * i.quantity - i.discount_paise - ${ITEM_REFUNDED}) filter (where ${IS_REVENUE}), 0)`;
export const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
/** Start of an Indian day given as YYYY-MM-DD, as a timestamptz. */
export const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${TZ})`;
export const dayAfter = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${TZ})`;

/** The one row an aggregate without GROUP BY returns. */
export const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('aggregate returned no row');
  return row;
};
