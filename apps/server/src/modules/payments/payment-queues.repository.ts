import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { EXPIRABLE_STATUSES } from '@shop/shared/order-status';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { PaymentRecord } from './payments.types';

/** The work the payment jobs find from state alone: refunds owed and unpaid orders past their window. */
export function createPaymentQueuesRepository(db: Db) {
  return {
    /**
     * Payments owed back: the order is cancelled (by the customer, an admin, or expiry before a late payment)
     * but its money is captured and no refund has been accepted yet. Derived from state rather than a queue, so
     * a crash between the cancel and the refund call loses nothing.
     */
    async listRefundsDue(limit: number, orderId?: string): Promise<PaymentRecord[]> {
      const rows = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(
            eq(orders.status, 'cancelled'),
            or(
              eq(orders.paymentStatus, 'paid'),
              // decision 252: a COD fee paid in advance goes back when the order is cancelled (before dispatch,
              // or lost by the courier), but the shop keeps it when the parcel came back unaccepted (RTO).
              and(eq(orders.paymentMethod, 'cod'), isNotNull(orders.codFeeAdvancePaidAt), isNull(orders.returnedAt)),
            ),
            eq(payments.status, 'captured'),
            sql`${payments.providerPaymentId} is not null`,
            orderId ? eq(orders.id, orderId) : undefined,
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
      return rows.map((r) => r.payment);
    },

    /** Online-payment orders still waiting for money past their window, with their provider order if any. */
    async listExpiryCandidates(limit: number): Promise<{ orderId: string; payment: PaymentRecord | null }[]> {
      const rows = await db
        .select({ orderId: orders.id, payment: payments })
        .from(orders)
        .leftJoin(payments, eq(payments.orderId, orders.id))
        .where(
          and(
            // decision 252: a COD order waiting for its fee in advance expires like an unpaid online order.
            or(
              eq(orders.paymentMethod, 'razorpay'),
              and(
                eq(orders.paymentMethod, 'cod'),
                gt(orders.codFeeAdvancePaise, 0),
                isNull(orders.codFeeAdvancePaidAt),
              ),
            ),
            eq(orders.paymentStatus, 'pending'),
            isNull(orders.stockReleasedAt),
            inArray(orders.status, EXPIRABLE_STATUSES),
            sql`${orders.paymentExpiresAt} < now()`,
          ),
        )
        .orderBy(asc(orders.paymentExpiresAt))
        .limit(limit);
      return rows;
    },
  };
}
