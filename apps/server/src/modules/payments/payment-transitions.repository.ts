import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentRecordStatus } from '@shop/shared/schemas/payment';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { OrderRow, PaymentRecord } from './payments.types';

/** Payment record states a transition may start from (one-way: nothing moves back). */
const REFUND_FROM: Record<'refund_initiated' | 'refunded' | 'refund_failed', PaymentRecordStatus[]> = {
  refund_initiated: ['captured'],
  refunded: ['captured', 'refund_initiated', 'refund_failed'],
  refund_failed: ['captured', 'refund_initiated'],
};

/**
 * The one-way guarded UPDATEs of payment records and of an order's payment status: each moves only from the
 * states it names, and says whether it moved.
 */
export function createPaymentTransitionsRepository(db: Db) {
  /** The order's payment_status, moved to `to` only where `from` holds. */
  async function moveOrderPayment(orderId: string, to: 'paid' | 'refunded', from: SQL): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ paymentStatus: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), from))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  return {
    async markCaptured(id: string, providerPaymentId: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ providerPaymentId, status: 'captured', updatedAt: sql`now()` })
        .where(
          and(eq(payments.id, id), inArray(payments.status, ['created', 'failed']), isNull(payments.providerPaymentId)),
        )
        .returning({ id: payments.id })
        .prepare('payments_mark_captured')
        .execute();
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

    /** Adds a return's part refund to the payment (the returns module calls it once per return). */
    async addPartRefund(id: string, amountPaise: number): Promise<PaymentRecord | null> {
      const [row] = await db
        .update(payments)
        .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}`, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
        .returning();
      return row ?? null;
    },

    /** The order as marked paid (the row the UPDATE returned), or null when it was paid already. */
    async markOrderPaid(orderId: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed'])))
        .returning()
        .prepare('payments_mark_order_paid')
        .execute();
      return row ?? null;
    },

    /**
     * A COD order's fee paid in advance (decision 252): recorded once, and its payment window closed, so the
     * unpaid-order expiry passes it by. The order's own payment status stays the cash's, paid at the door. Returns the
     * order as marked, or null when the fee was recorded already.
     */
    async markCodFeePaid(orderId: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ codFeeAdvancePaidAt: sql`now()`, paymentExpiresAt: null, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), isNull(orders.codFeeAdvancePaidAt)))
        .returning();
      return row ?? null;
    },

    markOrderRefunded(orderId: string): Promise<boolean> {
      return moveOrderPayment(orderId, 'refunded', eq(orders.paymentStatus, 'paid'));
    },

    /**
     * Whom to tell that the refund is done on WhatsApp: an opted-in buyer's name, phone and language (the order's,
     * decision 264), else null (decision 230).
     */
    async whatsappContactOf(orderId: string): Promise<{ name: string; phone: string; language: string } | null> {
      const [row] = await db
        .select({
          name: orders.customerName,
          address: orders.shippingAddress,
          optIn: orders.whatsappOptIn,
          language: orders.language,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.optIn && row.address.phone
        ? { name: row.name, phone: row.address.phone, language: row.language }
        : null;
    },

    markOrderRefundFailed(orderId: string): Promise<boolean> {
      return moveOrderPayment(orderId, 'paid', eq(orders.paymentStatus, 'refunded'));
    },
  };
}
