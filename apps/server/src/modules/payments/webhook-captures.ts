import type { WebhookEnvelope } from '../../providers/razorpay/types';
import { verdictFor } from './payment-capture';
import type { Settlement } from './payment-settlement';
import type { PaymentsContext } from './payments.context';
import { providerFailed } from './provider-failure';

type WebhookPayment = NonNullable<WebhookEnvelope['payload']['payment']>['entity'];

/** Captures of payments a payment.authorized webhook reported, run after the webhook's answer. */
export function createWebhookCaptures(
  { db, log, repo, capturer }: PaymentsContext,
  { settleIn, onSettled }: Pick<Settlement, 'settleIn' | 'onSettled'>,
  refundInBackground: (orderId: string) => void,
) {
  /**
   * payment.authorized: captured after the answer (Razorpay wants a 2xx within 5 seconds and a capture is a
   * provider call; docs/decisions/169-checkout-popups-and-fast-webhooks.md). The capturer reads the
   * payment afresh and checks it against our row (the payload is a snapshot, its currency may even be blank);
   * in-process callers share one capture and Razorpay refuses a second, so verify, a re-delivery and this run
   * capture once. The settlement is the same guarded one verify and payment.captured use. A capture that fails
   * now is left to the payments job (the expiry check captures a held payment before expiring its order) and
   * to Razorpay's payment.captured once anyone captures.
   */
  async function captureAuthorized(payment: WebhookPayment) {
    if (!payment?.order_id || payment.status !== 'authorized') return;
    const row = await repo.findByProviderOrderId(payment.order_id);
    if (!row) return;
    try {
      const captured = await capturer.ensureCaptured(row, payment.id);
      if (verdictFor(row, captured) !== 'captured') return;
      const outcome = await db.transaction((tx) => settleIn(tx, row, captured.id));
      onSettled(outcome, row, captured.id, 'payment.authorized');
      if (outcome === 'late') refundInBackground(row.orderId);
    } catch (error) {
      providerFailed(log, error, { orderId: row.orderId, providerPaymentId: payment.id, source: 'payment.authorized' });
    }
  }

  function captureInBackground(envelope: WebhookEnvelope) {
    const payment = envelope.payload.payment?.entity;
    if (!payment) return;
    const run = captureAuthorized(payment).catch((err: unknown) => log.error({ err }, 'capture after webhook failed'));
    pendingCaptures.add(run);
    void run.finally(() => pendingCaptures.delete(run));
  }

  /** Captures started by webhooks and not finished yet (tests and shutdown wait for them). */
  const pendingCaptures = new Set<Promise<void>>();

  return {
    captureInBackground,
    async settleWebhookCaptures(): Promise<void> {
      while (pendingCaptures.size > 0) await Promise.all([...pendingCaptures]);
    },
  };
}
