import { wakeAfterCommit } from '../../lib/after-commit';
import { RazorpayError } from '../../providers/razorpay/client';
import type { RazorpayRefund } from '../../providers/razorpay/types';
import type { PaymentsContext } from './payments.context';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';
import { applyRefundIn } from './refund-recording';

/** Refunds of cancelled paid orders: sent once, with one idempotency key per payment, retried by a job. */
export function createPaymentRefunds(ctx: PaymentsContext) {
  const { db, client, log, alerts, repo } = ctx;

  /**
   * Sends the refund still owed on a row. 'provider-down' when Razorpay gave no usable answer: the refund stays
   * due (nothing recorded) and a later job run repeats it with the same idempotency key.
   */
  async function refundRow(row: PaymentRecord): Promise<'done' | 'provider-down'> {
    if (!row.providerPaymentId) return 'done';
    const remaining = row.amountPaise - row.refundedPaise;
    if (remaining <= 0) return 'done';
    let refund: RazorpayRefund;
    try {
      // The same key on every retry and from every process: Razorpay answers the first refund again.
      refund = await client.refundPayment(
        row.providerPaymentId,
        { amount: remaining, notes: { order_id: row.orderId }, receipt: `refund-${row.orderId}`.slice(0, 40) },
        `shopkart-refund-${row.id}`,
      );
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      return refundNotSent(row, remaining, error);
    }
    const hasFailed = await db.transaction((tx) =>
      applyRefundIn(alerts, tx, row, refund.status, row.refundedPaise + refund.amount, true, refund),
    );
    if (hasFailed) wakeAfterCommit(alerts);
    log.info({ orderId: row.orderId, refundId: refund.id, status: refund.status }, 'refund sent');
    return 'done';
  }

  /** Razorpay did not take the refund call: retry later, record what it already did, or record its refusal. */
  async function refundNotSent(
    row: PaymentRecord,
    remaining: number,
    error: RazorpayError,
  ): Promise<'done' | 'provider-down'> {
    if (error.details.status === 409) {
      // A refund with this key is still being processed at Razorpay: ask again later with the same key.
      log.warn({ orderId: row.orderId }, 'refund still processing at razorpay; will retry with the same key');
      return 'provider-down';
    }
    if (error.kind === 'rejected') {
      if (/fully refunded/i.test(error.details.description ?? '')) {
        // Refunded already (a lost answer, or from the dashboard): record what the provider says.
        return syncRefundFromProvider(row);
      }
      log.error({ orderId: row.orderId, provider: error.details }, 'refund refused by razorpay: needs an admin');
      const isRecorded = await db.transaction(async (tx) => {
        const txRepo = createPaymentsRepository(tx);
        await txRepo.lockOrder(row.orderId);
        if (!(await txRepo.recordRefund(row.id, 'refund_failed'))) return false;
        // No refund exists at Razorpay: one refusal per payment record (the guarded update runs once).
        await alerts.refundFailed(tx, { orderId: row.orderId, amountPaise: remaining, attempt: `refused-${row.id}` });
        return true;
      });
      if (isRecorded) wakeAfterCommit(alerts);
      return 'done';
    }
    log.warn({ orderId: row.orderId, err: error.message }, 'refund not sent yet; will retry');
    return 'provider-down';
  }

  async function syncRefundFromProvider(row: PaymentRecord): Promise<'done' | 'provider-down'> {
    try {
      const payment = await client.fetchPayment(row.providerPaymentId!);
      if (payment.amount_refunded > 0) {
        const isFull = payment.amount_refunded >= row.amountPaise;
        await db.transaction((tx) =>
          applyRefundIn(alerts, tx, row, 'processed', payment.amount_refunded, isFull, null),
        );
      }
      return 'done';
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      log.warn({ orderId: row.orderId, err: error.message }, 'could not read refund state; will retry');
      return 'provider-down';
    }
  }

  return {
    /**
     * Refunds a cancelled order's captured payment, if there is one. Never throws for provider trouble: a refund
     * that cannot be sent now stays due and the job retries it (with the same idempotency key).
     */
    async refundIfDue(orderId: string): Promise<void> {
      const [row] = await repo.listRefundsDue(1, orderId);
      if (row) await refundRow(row);
    },

    /**
     * Job: sends refunds still owed (provider was down, or a crash between cancel and refund); returns how many
     * were due. Once Razorpay gives no usable answer the run stops: every further call would wait out the same
     * outage, and the next run tries again.
     */
    async retryDueRefunds(limit = 20): Promise<number> {
      const rows = await repo.listRefundsDue(limit);
      for (const row of rows) {
        if ((await refundRow(row)) === 'provider-down') break;
      }
      return rows.length;
    },
  };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
