import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@shop/shared/schemas/admin';

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
export const IS_SALE = sql.raw(`o.status <> 'cancelled'`);
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
