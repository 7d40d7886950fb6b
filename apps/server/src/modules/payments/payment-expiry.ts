import { RazorpayError } from '../../providers/razorpay/client';
import type { RazorpayPayment } from '../../providers/razorpay/types';
import { verdictFor } from './payment-capture';
import type { Settlement } from './payment-settlement';
import type { PaymentsContext } from './payments.context';
import type { PaymentRecord } from './payments.repository';

type ExpiryCheck = 'paid' | 'waiting' | 'provider-down' | 'expire';

/** Expiry of unpaid online orders, where a payment Razorpay already holds always wins over the expiry. */
export function createPaymentExpiry(ctx: PaymentsContext, { settleIn, onSettled }: Settlement) {
  const { db, orders, client, log, repo, capturer } = ctx;

  async function settleFound(row: PaymentRecord, providerPaymentId: string) {
    const outcome = await db.transaction((tx) => settleIn(tx, row, providerPaymentId));
    onSettled(outcome, row, providerPaymentId, 'expiry check');
  }

  /** What Razorpay holds for an expiring order's provider order, settled here when it is a payment. */
  async function checkBeforeExpiry(orderId: string, row: PaymentRecord): Promise<ExpiryCheck> {
    let found: RazorpayPayment[];
    try {
      found = await client.fetchOrderPayments(row.providerOrderId);
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      if (error.kind !== 'rejected') {
        log.warn({ orderId, err: error.message }, 'cannot check payment before expiry; will retry');
        return 'provider-down';
      }
      // Razorpay does not know the provider order (e.g. "The id provided does not exist"): nothing can
      // have been paid on it, so the order expires rather than waiting forever. A payment seen later
      // is a late payment and refunded.
      log.warn({ orderId, provider: error.details }, 'razorpay refused the payment check; expiring');
      found = [];
    }
    const captured = found.find((p) => verdictFor(row, p) === 'captured');
    if (captured) {
      await settleFound(row, captured.id);
      return 'paid';
    }
    const authorized = found.find((p) => verdictFor(row, p) === 'authorized');
    if (!authorized) return 'expire';
    // Money held but not captured: capture it now and let the payment win; on failure, wait a run.
    try {
      const payment = await capturer.ensureCaptured(row, authorized.id);
      if (verdictFor(row, payment) === 'captured') {
        await settleFound(row, payment.id);
        return 'paid';
      }
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      log.warn({ orderId, err: error.message }, 'cannot capture before expiry; will retry');
    }
    return 'waiting';
  }

  return {
    /**
     * Job: expires unpaid online orders past their window, but asks Razorpay first; a captured payment wins
     * and marks the order paid. While Razorpay cannot be asked, the order waits for the next run rather than
     * being cancelled under a payment we cannot see. A payment captured after this check is a late payment
     * (refunded, docs/decisions/*-late-payment.md).
     */
    async expireUnpaidOrders(limit = 50): Promise<{ expired: number; paid: number; waiting: number }> {
      const result = { expired: 0, paid: 0, waiting: 0 };
      // After one failed check the rest wait for the next run instead of each waiting out the same outage.
      let isProviderDown = false;
      for (const { orderId, payment: row } of await repo.listExpiryCandidates(limit)) {
        if (row) {
          if (isProviderDown) {
            result.waiting += 1;
            continue;
          }
          const check = await checkBeforeExpiry(orderId, row);
          if (check === 'paid') {
            result.paid += 1;
            continue;
          }
          if (check !== 'expire') {
            if (check === 'provider-down') isProviderDown = true;
            result.waiting += 1;
            continue;
          }
        }
        if (await orders.expireUnpaidOrder(orderId)) result.expired += 1;
      }
      return result;
    },
  };
}
