import { z } from 'zod';
import { SALES_PERIODS, SALES_PERIOD_DAYS, type SalesPeriod } from './admin';

/**
 * The admin Overview (docs/decisions/213-one-truthful-overview.md): a period's figures under the one revenue
 * rule, each beside the same figure of the period just before, with the definitions the merchant reads.
 */
const comparedFigure = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percent change, one decimal; null when the previous figure is 0 (no percentage of nothing). */
  change: z.number().nullable(),
});

export const overviewTopProductSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** Units in orders that count as revenue, less units returned with a refund. */
  units: z.number().int(),
  /** Rupees those units brought in: price after the coupon share, less refunds, GST included. */
  revenue: z.number(),
});

export const adminOverviewSchema = z.object({
  period: z.enum(SALES_PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  /** Rupees, GST included, net of refunds. */
  revenue: comparedFigure,
  /** Orders that count as revenue. */
  orders: comparedFigure,
  /** Revenue / orders, rupees. */
  averageOrderValue: comparedFigure,
  /** Rupees refunded by returns of this period's revenue orders (already taken off revenue). */
  refunded: z.number(),
  /** Orders not cancelled whose money is not in yet, and their value in rupees. */
  pendingOrders: z.number().int(),
  pending: z.number(),
  cancelledOrders: z.number().int(),
  /** Orders of any kind placed in the previous period. */
  previousPeriodOrders: z.number().int(),
  topProducts: z.array(overviewTopProductSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** What each Overview figure means, shown under it (decision 213). */
export const OVERVIEW_DEFINITIONS = {
  revenue:
    'Revenue counts orders whose money the shop has: paid online orders, and cash-on-delivery or WhatsApp orders once delivered. It is the order total (items and shipping, GST included), less refunds for returns, on the day the order was placed (India time). Cancelled orders never count.',
  orders: 'Orders placed in the period that count as revenue (as above).',
  averageOrderValue: 'Revenue divided by those orders.',
  pending: 'Not yet revenue: unpaid online orders and COD or WhatsApp orders not yet delivered.',
  topProducts:
    'Units sold in orders that count as revenue (less units returned with a refund), and what they brought in after coupons and refunds, GST included.',
} as const;

/** 'the previous 30 days', the period the comparison is against. */
export const previousPeriodLabel = (period: SalesPeriod) => `the previous ${SALES_PERIOD_DAYS[period]} days`;

/**
 * The line under a figure: '+12.5% against the previous 30 days', 'No orders in the previous period' when the
 * previous period had none, and a plain statement of the previous figure when a percentage is not defined.
 */
export function describeComparison(
  figure: { change: number | null; previous: number },
  period: SalesPeriod,
  previousPeriodOrders: number,
  formatPrevious: (value: number) => string,
): string {
  if (previousPeriodOrders === 0) return 'No orders in the previous period';
  if (figure.change === null)
    return `${formatPrevious(figure.previous)} in ${previousPeriodLabel(period)}: no % change`;
  const sign = figure.change > 0 ? '+' : figure.change < 0 ? '−' : '±';
  return `${sign}${Math.abs(figure.change).toFixed(1)}% against ${previousPeriodLabel(period)}`;
}
