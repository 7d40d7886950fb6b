import type { Db } from '../../db/client';
import type { OrderWithItems } from '../orders';
import type { PaymentsContext } from './payments.context';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';

export type SettleOutcome = 'paid' | 'already-paid' | 'late' | 'other-payment' | 'unknown-order';

/** Settling a captured payment on its order: verify, webhooks and the expiry check all end here. */
export function createSettlement({ orders, log }: PaymentsContext) {
  /**
   * Records a captured payment against our payment row, under the order's row lock. Order-independent:
   * a payment for a still-open order marks it paid; for a cancelled (expired) order it is a late payment,
   * recorded as paid-and-cancelled, which is exactly the "refund due" state the refund path picks up.
   * `placed`: the order as the caller read it before, when it has it; its lines (which never change) then need
   * no second read, and a newly paid order comes back as written (`paid`).
   */
  async function settle(
    tx: Db,
    row: PaymentRecord,
    providerPaymentId: string,
    placed?: OrderWithItems,
  ): Promise<{ outcome: SettleOutcome; paid?: OrderWithItems }> {
    const txRepo = createPaymentsRepository(tx);
    const order = await txRepo.lockOrder(row.orderId);
    if (!order) return { outcome: 'unknown-order' };
    // The guarded update is the common case's only statement; a row that did not move is read to say why.
    if (!(await txRepo.markCaptured(row.id, providerPaymentId))) {
      const current = (await txRepo.findById(row.id)) ?? row;
      if (current.providerPaymentId) {
        return { outcome: current.providerPaymentId === providerPaymentId ? 'already-paid' : 'other-payment' };
      }
    }
    // A COD order's payment is its fee paid in advance (decision 252); the cash stays due at the door.
    const marked =
      order.paymentMethod === 'cod' ? await txRepo.markCodFeePaid(order.id) : await txRepo.markOrderPaid(order.id);
    if (order.status === 'cancelled') return { outcome: 'late' };
    if (!marked) return { outcome: 'paid' };
    await orders.announcePaid(tx, marked, placed?.items);
    return { outcome: 'paid', ...(placed ? { paid: { ...marked, items: placed.items } } : {}) };
  }

  async function settleIn(tx: Db, row: PaymentRecord, providerPaymentId: string): Promise<SettleOutcome> {
    return (await settle(tx, row, providerPaymentId)).outcome;
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

  return { settle, settleIn, onSettled };
}

export type Settlement = ReturnType<typeof createSettlement>;
