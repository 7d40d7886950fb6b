import type { Db } from '../../db/client';
import { RazorpayError } from '../../providers/razorpay/client';
import type { RazorpayRefund } from '../../providers/razorpay/types';
import type { PaymentsContext } from './payments.context';
import { createPaymentsRepository } from './payments.repository';

/** Part refunds for the returns module: sent here, recorded by the caller in its own transaction. */
export function createReturnRefunds({ client, log, repo }: PaymentsContext) {
  return {
    /**
     * For the returns module: refunds part of an order's captured payment (one return), with an idempotency key
     * of that return, so a retry, a second process or a lost answer never refunds twice
     * (docs/decisions/121-return-refund-amount.md). Records nothing: the caller records the outcome once.
     */
    async refundReturn(input: {
      orderId: string;
      returnId: string;
      amountPaise: number;
    }): Promise<
      | { outcome: 'sent'; refundId: string; status: RazorpayRefund['status']; paymentId: string }
      | { outcome: 'refused'; message: string }
      | { outcome: 'provider-down' }
    > {
      const row = await repo.findCapturedForOrder(input.orderId);
      if (!row?.providerPaymentId) return { outcome: 'refused', message: 'The order has no captured online payment' };
      try {
        const refund = await client.refundPayment(
          row.providerPaymentId,
          {
            amount: input.amountPaise,
            notes: { order_id: input.orderId, return_id: input.returnId },
            receipt: `return-${input.returnId}`.slice(0, 40),
          },
          `shopkart-return-${input.returnId}`,
        );
        return { outcome: 'sent', refundId: refund.id, status: refund.status, paymentId: row.id };
      } catch (error) {
        if (!(error instanceof RazorpayError)) throw error;
        if (error.details.status !== 409 && error.kind === 'rejected') {
          log.error({ orderId: input.orderId, provider: error.details }, 'return refund refused by razorpay');
          return { outcome: 'refused', message: error.details.description ?? error.message };
        }
        log.warn({ orderId: input.orderId, err: error.message }, 'return refund not sent yet; will retry');
        return { outcome: 'provider-down' };
      }
    },

    /** Records a return's refund on the payment, in the returns module's transaction (called once per return). */
    async recordReturnRefund(tx: Db, paymentId: string, amountPaise: number): Promise<void> {
      const txRepo = createPaymentsRepository(tx);
      const row = await txRepo.addPartRefund(paymentId, amountPaise);
      if (row && row.refundedPaise >= row.amountPaise) await txRepo.markOrderRefunded(row.orderId);
    },
  };
}
