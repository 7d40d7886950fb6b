import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@shop/shared/schemas/payment';
import type { Db } from '../../db/client';
import { wakeAfterCommit } from '../../lib/after-commit';
import { badRequest } from '../../lib/errors';
import { isValidWebhookSignature } from '../../providers/razorpay/signature';
import type { WebhookEnvelope } from '../../providers/razorpay/types';
import { verdictFor } from './payment-capture';
import { createWebhookCaptures } from './webhook-captures';
import type { PaymentRefunds } from './payment-refunds';
import type { SettleOutcome, Settlement } from './payment-settlement';
import type { PaymentsContext } from './payments.context';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';
import { applyRefundIn } from './refund-recording';

export interface WebhookResult {
  outcome: 'processed' | 'duplicate' | 'ignored';
}

interface EventEffect {
  isIgnored?: true;
  hasRefundFailed?: boolean;
  settled?: { outcome: SettleOutcome; row: PaymentRecord; providerPaymentId: string };
}

const ignored = { isIgnored: true } as const;

/** Razorpay's webhooks: verified, de-duplicated by event id, applied in one transaction with that record. */
export function createPaymentWebhooks(
  ctx: PaymentsContext,
  { settleIn, onSettled }: Settlement,
  refunds: Pick<PaymentRefunds, 'refundIfDue'>,
) {
  const { db, log, alerts } = ctx;

  const captures = createWebhookCaptures(ctx, { settleIn, onSettled }, (orderId) => refundInBackground(orderId));

  async function applyPaymentEvent(tx: Db, envelope: WebhookEnvelope): Promise<EventEffect> {
    const txRepo = createPaymentsRepository(tx);
    const payment = envelope.payload.payment?.entity;
    // An authorized payment is captured after the answer (captureInBackground), which settles it then.
    if (envelope.event === 'payment.authorized' && payment?.status !== 'captured') return ignored;
    if (!payment?.order_id) return ignored;
    const row = await txRepo.findByProviderOrderId(payment.order_id);
    if (!row) return ignored; // not one of ours (another integration on the same account)
    if (verdictFor(row, payment) !== 'captured') {
      log.error(
        { orderId: row.orderId, providerPaymentId: payment.id, amount: payment.amount },
        'webhook payment does not match its order',
      );
      return ignored;
    }
    const outcome = await settleIn(tx, row, payment.id);
    return { settled: { outcome, row, providerPaymentId: payment.id } };
  }

  async function applyRefundEvent(tx: Db, envelope: WebhookEnvelope): Promise<EventEffect> {
    const refund = envelope.payload.refund?.entity;
    if (!refund) return ignored;
    const row = await createPaymentsRepository(tx).findByProviderPaymentId(refund.payment_id);
    if (!row) return ignored;
    const status =
      envelope.event === 'refund.failed'
        ? 'failed'
        : envelope.event === 'refund.processed'
          ? 'processed'
          : refund.status;
    const payment = envelope.payload.payment?.entity;
    const refundedPaise = payment?.amount_refunded ?? refund.amount;
    const hasRefundFailed = await applyRefundIn(
      alerts,
      tx,
      row,
      status,
      refundedPaise,
      refundedPaise >= row.amountPaise,
      refund,
    );
    return { hasRefundFailed };
  }

  /** Webhook effects, inside the transaction that also records the event id. */
  async function applyEvent(tx: Db, envelope: WebhookEnvelope): Promise<EventEffect> {
    switch (envelope.event) {
      case 'payment.authorized':
      case 'payment.captured':
      case 'order.paid':
        return applyPaymentEvent(tx, envelope);
      case 'payment.failed': {
        const txRepo = createPaymentsRepository(tx);
        const payment = envelope.payload.payment?.entity;
        if (!payment?.order_id || !(await txRepo.findByProviderOrderId(payment.order_id))) return ignored;
        await txRepo.markAttemptFailed(payment.order_id);
        return {};
      }
      case 'refund.created':
      case 'refund.processed':
      case 'refund.failed':
        return applyRefundEvent(tx, envelope);
      default:
        return ignored; // anything newer: acknowledged, nothing to do
    }
  }

  /** The envelope of a signed delivery; a body that is not one is a 400. */
  function parseEnvelope(rawBody: Buffer): WebhookEnvelope {
    let envelope: WebhookEnvelope;
    try {
      envelope = JSON.parse(rawBody.toString('utf8')) as WebhookEnvelope;
    } catch {
      throw badRequest(PAYMENT_MESSAGES.malformedWebhook);
    }
    if (typeof envelope?.event !== 'string' || typeof envelope.payload !== 'object' || envelope.payload === null) {
      throw badRequest(PAYMENT_MESSAGES.malformedWebhook);
    }
    return envelope;
  }

  function refundInBackground(orderId: string) {
    void refunds.refundIfDue(orderId).catch((err: unknown) => log.error({ err, orderId }, 'refund failed'));
  }

  return {
    /**
     * POST /api/webhooks/razorpay: verifies the signature over the raw bytes before reading anything, skips
     * event ids already seen (recorded in the same transaction as the effect, so a failure is retried by
     * Razorpay rather than lost), and answers fast: captures and refunds it triggers run after the answer.
     */
    /** Resolves once every capture a payment.authorized webhook started has finished. */
    settleWebhookCaptures: () => captures.settleWebhookCaptures(),

    async handleWebhook(rawBody: Buffer, signature: unknown, eventIdHeader: unknown): Promise<WebhookResult> {
      if (!ctx.webhookSecret) throw badRequest(PAYMENT_MESSAGES.webhooksNotConfigured);
      if (!isValidWebhookSignature(rawBody, signature, ctx.webhookSecret)) {
        throw badRequest(PAYMENT_MESSAGES.invalidWebhookSignature);
      }
      const envelope = parseEnvelope(rawBody);
      const eventId =
        typeof eventIdHeader === 'string' && eventIdHeader.length > 0 && eventIdHeader.length <= 100
          ? eventIdHeader
          : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const result = await db.transaction(async (tx) => {
        if (!(await createPaymentsRepository(tx).recordEvent(eventId, envelope.event))) return null;
        return applyEvent(tx, envelope);
      });
      if (!result) return { outcome: 'duplicate' };
      if (envelope.event === 'payment.authorized') {
        captures.captureInBackground(envelope);
        return { outcome: 'processed' };
      }
      if (result.isIgnored) return { outcome: 'ignored' };
      if (result.hasRefundFailed) wakeAfterCommit(alerts);
      if (result.settled) {
        const { outcome, row, providerPaymentId } = result.settled;
        onSettled(outcome, row, providerPaymentId, envelope.event);
        if (outcome === 'late') refundInBackground(row.orderId);
      }
      return { outcome: 'processed' };
    },
  };
}
