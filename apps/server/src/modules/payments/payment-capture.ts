import { RazorpayError, type RazorpayClient } from '../../providers/razorpay/client';
import type { RazorpayPayment } from '../../providers/razorpay/types';
import type { PaymentRecord } from './payments.repository';

/**
 * What a Razorpay payment means for our order (docs/decisions/061-payment-status-before-paid.md): only a
 * `captured` payment is the merchant's money; an `authorized` one must be captured first (Razorpay refunds an
 * uncaptured payment on its own after a few days); anything else pays nothing. A payment for another provider
 * order, amount or currency never pays this row.
 */
export type PaymentVerdict = 'captured' | 'authorized' | 'not-paid' | 'mismatch';

export function verdictFor(row: PaymentRecord, payment: RazorpayPayment): PaymentVerdict {
  if (payment.order_id !== row.providerOrderId || payment.amount !== row.amountPaise || payment.currency !== row.currency)
    return 'mismatch';
  // A refunded payment was captured first; it still settles the order (and the refund follows).
  if (payment.status === 'captured' || payment.status === 'refunded') return 'captured';
  if (payment.status === 'authorized') return 'authorized';
  return 'not-paid';
}

/**
 * Captures authorized payments exactly once. Within this process, callers racing for the same payment (verify
 * and the payment.authorized webhook) share one capture call; across processes, Razorpay itself refuses a
 * second capture ("already been captured"), after which the payment is read again. The amount and currency
 * come from our stored payment row, never from the browser or the webhook.
 */
export function createPaymentCapturer(client: RazorpayClient) {
  const inFlight = new Map<string, Promise<RazorpayPayment>>();

  async function captureNow(row: PaymentRecord, paymentId: string): Promise<RazorpayPayment> {
    const current = await client.fetchPayment(paymentId);
    // Only a payment of this row's provider order, amount and currency is captured, and only while authorized.
    if (verdictFor(row, current) !== 'authorized') return current;
    try {
      return await client.capturePayment(paymentId, row.amountPaise, row.currency);
    } catch (error) {
      // Another process (or a lost answer of ours) captured it first: read what Razorpay now says.
      if (error instanceof RazorpayError && error.kind === 'rejected') return client.fetchPayment(paymentId);
      throw error;
    }
  }

  return {
    /** The payment after capturing it if it was authorized; a payment in any other state comes back as read. */
    ensureCaptured(row: PaymentRecord, paymentId: string): Promise<RazorpayPayment> {
      const running = inFlight.get(paymentId);
      if (running) return running;
      const started = captureNow(row, paymentId).finally(() => inFlight.delete(paymentId));
      inFlight.set(paymentId, started);
      return started;
    },
  };
}
