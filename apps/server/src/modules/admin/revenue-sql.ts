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
 * "pending": shown apart, never as revenue. An exchange gives back the returned goods' value (its credit), part
 * as money and part as the replacement, whose own order counts in full (docs/decisions/244-exchanges.md).
 *
 * The rule is written once, in SQL functions the summaries' triggers and the queries both call (migrations
 * 0005 and 0066, docs/decisions/275-daily-sales-summaries.md): order_is_revenue and order_sales_state (an order's
 * state), order_refunded_paise (what its refunded returns gave back) and order_line_sales (what a line counts
 * for). The Overview, Analytics and the sales report read the per-day summaries those triggers keep
 * (sales-range.ts); `IS_REVENUE` below is the same test inlined for the statements that filter orders by it.
 */
/** The SQL twin of order_is_revenue() (migration 0005), inlined so the planner sees plain column tests. */
export const IS_REVENUE = sql.raw(
  `(o.status <> 'cancelled' and ((o.payment_method = 'razorpay' and o.payment_status = 'paid') or o.status = 'delivered'))`,
);
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
