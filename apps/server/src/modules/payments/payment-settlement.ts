import type { Db } from '../../db/client';
import type { PaymentsContext } from './payments.context';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';

export type SettleOutcome = 'paid' | 'already-paid' | 'late' | 'other-payment' | 'unknown-order';

/** Settling a captured payment on its order: verify, webhooks and the expiry check all end here. */
export function createSettlement({ orders, log }: PaymentsContext) {
  /**
   * Records a captured payment against our payment row, under the order's row lock. Order-independent:
   * a payment for a still-open order marks it paid; for a cancelled (expired) order it is a late payment,
   * recorded as paid-and-cancelled, which is exactly the "refund due" state the refund path picks up.
   */
  async function settleIn(tx: Db, row: PaymentRecord, providerPaymentId: string): Promise<SettleOutcome> {
    const txRepo = createPaymentsRepository(tx);
    const order = await txRepo.lockOrder(row.orderId);
    if (!order) return 'unknown-order';
    const current = (await txRepo.findById(row.id)) ?? row;
    if (current.providerPaymentId) {
      return current.providerPaymentId === providerPaymentId ? 'already-paid' : 'other-payment';
    }
    await txRepo.markCaptured(current.id, providerPaymentId);
    // A COD order's payment is its fee paid in advance (decision 252); the cash stays due at the door.
    const isNewlyPaid =
      order.paymentMethod === 'cod' ? await txRepo.markCodFeePaid(order.id) : await txRepo.markOrderPaid(order.id);
    if (order.status === 'cancelled') return 'late';
    if (isNewlyPaid) await orders.announcePaid(tx, order.id);
    return 'paid';
  }

  /** After the settling transaction committed. */
  function onSettled(outcome: SettleOutcome, row: PaymentRecord, providerPaymentId: string, source: string) {
    if (outcome === 'paid') {
      log.info({ orderId: row.orderId, providerPaymentId, source }, 'order paid');
      orders.afterPaidCommit();
    }
    if (outcome === 'late')
      log.warn({ orderId: row.orderId, providerPaymentId, source }, 'payment for a cancelled order: refunding');
    if (outcome === 'other-payment') {
      // Razorpay refuses a second payment on a paid order, so this needs a human if it ever happens.
      log.error(
        { orderId: row.orderId, providerPaymentId, recorded: row.providerPaymentId, source },
        'second payment for one order',
      );
    }
  }

  return { settleIn, onSettled };
}

export type Settlement = ReturnType<typeof createSettlement>;
