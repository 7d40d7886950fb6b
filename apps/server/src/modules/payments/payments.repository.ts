import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { recordWebhookEvent } from '../../db/webhook-events';
import { createPaymentQueuesRepository } from './payment-queues.repository';
import { createPaymentTransitionsRepository } from './payment-transitions.repository';
import type { OrderRow, PaymentRecord } from './payments.types';
export type { OrderRow, PaymentRecord } from './payments.types';

/*
 * The payments module writes two columns of `orders` itself (payment_status, updated_at) instead of going
 * through the orders service: "this payment is captured" and "this order is paid" must commit together with
 * the webhook's de-duplication row (docs/decisions/008-online-payment-verification-and-webhooks.md). Every
 * such write is a one-way guarded UPDATE (pending -> paid -> refunded; payment-transitions.repository.ts), so
 * events in any order, repeated or racing, converge on the same state. Order status and stock stay with the
 * orders service. Callers inside a transaction pass the transaction as `db`.
 */

export function createPaymentsRepository(db: Db) {
  return {
    async findById(id: string): Promise<PaymentRecord | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .limit(1)
        .prepare('payments_by_id')
        .execute();
      return rows[0] ?? null;
    },

    /** One provider order per shop order (create-payment is idempotent); the oldest wins if ever two. */
    async findByOrderId(orderId: string): Promise<PaymentRecord | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(1)
        .prepare('payments_by_order_id')
        .execute();
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
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1)
        .for('update')
        .prepare('payments_lock_order')
        .execute();
      return rows[0] ?? null;
    },

    async insert(row: { orderId: string; providerOrderId: string; amountPaise: number; currency: string }) {
      const [created] = await db
        .insert(payments)
        .values({ ...row, provider: 'razorpay', status: 'created' })
        .returning()
        .prepare('payments_insert')
        .execute();
      if (!created) throw new Error('payments insert returned no row');
      return created;
    },

    /** True the first time an event id is seen; false for a duplicate delivery. */
    async recordEvent(id: string, event: string): Promise<boolean> {
      return recordWebhookEvent(db, 'razorpay', id, event);
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

    ...createPaymentTransitionsRepository(db),
    ...createPaymentQueuesRepository(db),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
