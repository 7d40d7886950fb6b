import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EXPIRABLE_STATUSES } from '@shop/shared/order-status';
import type { PaymentRecordStatus } from '@shop/shared/schemas/payment';
import type { Db } from '../../db/client';
import { orders, payments, webhookEvents } from '../../db/schema';

export type PaymentRecord = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/*
 * The payments module writes two columns of `orders` itself (payment_status, updated_at) instead of going
 * through the orders service: "this payment is captured" and "this order is paid" must commit together with
 * the webhook's de-duplication row (docs/decisions/008-online-payment-verification-and-webhooks.md). Every
 * such write is a one-way guarded UPDATE (pending -> paid -> refunded), so events in any order, repeated or
 * racing, converge on the same state. Order status and stock stay with the orders service.
 * Callers inside a transaction pass the transaction as `db`.
 */

/** Payment record states a transition may start from (one-way: nothing moves back). */
const REFUND_FROM: Record<'refund_initiated' | 'refunded' | 'refund_failed', PaymentRecordStatus[]> = {
  refund_initiated: ['captured'],
  refunded: ['captured', 'refund_initiated', 'refund_failed'],
  refund_failed: ['captured', 'refund_initiated'],
};

export function createPaymentsRepository(db: Db) {
  return {
    async findById(id: string): Promise<PaymentRecord | null> {
      const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** One provider order per shop order (create-payment is idempotent); the oldest wins if ever two. */
    async findByOrderId(orderId: string): Promise<PaymentRecord | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByProviderOrderId(providerOrderId: string): Promise<PaymentRecord | null> {
      const rows = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
      return rows[0] ?? null;
    },

    async findByProviderPaymentId(providerPaymentId: string): Promise<PaymentRecord | null> {
      const rows = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
      return rows[0] ?? null;
    },

    /** Serialises every payment decision about one order (verify, webhooks, refunds, create-payment). */
    async lockOrder(orderId: string): Promise<OrderRow | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
      return rows[0] ?? null;
    },

    async insert(row: { orderId: string; providerOrderId: string; amountPaise: number; currency: string }) {
      const [created] = await db
        .insert(payments)
        .values({ ...row, provider: 'razorpay', status: 'created' })
        .returning();
      if (!created) throw new Error('payments insert returned no row');
      return created;
    },

    /** True the first time an event id is seen; false for a duplicate delivery. */
    async recordEvent(id: string, event: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, provider: 'razorpay', event })
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    async markCaptured(id: string, providerPaymentId: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ providerPaymentId, status: 'captured', updatedAt: sql`now()` })
        .where(
          and(eq(payments.id, id), inArray(payments.status, ['created', 'failed']), isNull(payments.providerPaymentId)),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** A failed attempt never overrides a capture or a refund that may have been recorded first. */
    async markAttemptFailed(providerOrderId: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.status, 'created')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async recordRefund(id: string, to: keyof typeof REFUND_FROM, refundedPaise?: number): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(refundedPaise !== undefined
            ? { refundedPaise: sql`greatest(${payments.refundedPaise}, ${refundedPaise})` }
            : {}),
        })
        .where(and(eq(payments.id, id), inArray(payments.status, REFUND_FROM[to])))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** The order's captured payment (the one a return is refunded against), if any. */
    async findCapturedForOrder(orderId: string): Promise<PaymentRecord | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            inArray(payments.status, ['captured', 'refund_initiated', 'refunded']),
            sql`${payments.providerPaymentId} is not null`,
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Adds a return's part refund to the payment (the returns module calls it once per return). */
    async addPartRefund(id: string, amountPaise: number): Promise<PaymentRecord | null> {
      const [row] = await db
        .update(payments)
        .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}`, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
        .returning();
      return row ?? null;
    },

    async markOrderPaid(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed'])))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async markOrderRefunded(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async markOrderRefundFailed(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refunded')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

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
            eq(orders.paymentStatus, 'paid'),
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
            eq(orders.paymentMethod, 'razorpay'),
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

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
