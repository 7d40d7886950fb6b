import type { FastifyInstance } from 'fastify';
import { generateId } from './constants';
import { SimError, badRequest, isRecord, missingId, now } from './simulator-errors';
import type { SimRoutes } from './simulator-routes';
import type { RazorpaySimContext } from './simulator-store';
import type { Notes, RazorpayRefund } from './types';

/** Refunds: creating one (with Razorpay's idempotency key rules), the reads, and settling a pending one. */
export function createSimRefunds(ctx: RazorpaySimContext) {
  const { refunds, refundKeys, refundKeyBodies, refundsInFlight, state } = ctx;

  function refundsOf(paymentId: string) {
    ctx.getPayment(paymentId);
    const items = [...refunds.values()].filter((r) => r.payment_id === paymentId);
    return { entity: 'collection' as const, count: items.length, items };
  }

  /**
   * A refund, as Razorpay answers it with an `X-Refund-Idempotency` key: the same key and body again answer the
   * first refund; the same key with another body is refused (400); the same key while the first request is
   * still being processed answers 409 (retry later, it is not a failure).
   */
  async function refundWithKey(paymentId: string, body: unknown, idempotencyKey: string | undefined) {
    if (idempotencyKey !== undefined && idempotencyKey.length < 10) {
      throw badRequest('The X-Refund-Idempotency header must be at least 10 characters long');
    }
    const slot = idempotencyKey ? `${paymentId}:${idempotencyKey}` : null;
    if (slot) {
      const bodyText = JSON.stringify(isRecord(body) ? body : {});
      const firstBody = refundKeyBodies.get(slot);
      if (firstBody !== undefined && firstBody !== bodyText) {
        throw badRequest('Different request body sent for the same idempotency key', null, {
          code: 'BAD_REQUEST_ERROR',
        });
      }
      if (refundsInFlight.has(slot)) {
        throw new SimError(409, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Request is being processed with the same idempotency key. Please retry after some time.',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
            metadata: {},
          },
        });
      }
      refundKeyBodies.set(slot, bodyText);
      if (!refundKeys.has(slot) && state.refundProcessingMs > 0) {
        refundsInFlight.add(slot);
        try {
          await new Promise((resolve) => setTimeout(resolve, state.refundProcessingMs).unref());
        } finally {
          refundsInFlight.delete(slot);
        }
      }
    }
    return refund(paymentId, body, idempotencyKey);
  }

  function refund(paymentId: string, body: unknown, idempotencyKey: string | undefined): RazorpayRefund {
    const payment = ctx.getPayment(paymentId);
    const keyed = idempotencyKey ? refundKeys.get(`${paymentId}:${idempotencyKey}`) : undefined;
    if (keyed) return refunds.get(keyed)!;
    const input = isRecord(body) ? body : {};
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw badRequest('Payment has not been captured');
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) throw badRequest('The payment has been fully refunded already');
    const amount = input.amount ?? remaining;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw badRequest('The amount must be an integer.', 'amount');
    }
    if (amount > remaining) throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    const created: RazorpayRefund = {
      id: generateId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: isRecord(input.notes) ? (input.notes as Notes) : [],
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      acquirer_data: { arn: null },
      status: state.refundOutcome,
      speed_requested: typeof input.speed === 'string' ? input.speed : 'normal',
      speed_processed: state.refundOutcome === 'processed' ? 'normal' : null,
      batch_id: null,
      created_at: now(),
    };
    refunds.set(created.id, created);
    if (idempotencyKey) refundKeys.set(`${paymentId}:${idempotencyKey}`, created.id);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    ctx.persist();
    ctx.emit('refund.created', { refund: { entity: created }, payment: { entity: payment } });
    if (created.status === 'processed')
      ctx.emit('refund.processed', { refund: { entity: created }, payment: { entity: payment } });
    return created;
  }

  /** Settles a pending refund as the bank eventually does (tests of refund.processed / refund.failed). */
  function settleRefund(refundId: string, outcome: 'processed' | 'failed'): RazorpayRefund {
    const found = refunds.get(refundId);
    if (!found) throw missingId();
    if (found.status !== 'pending') return found;
    found.status = outcome;
    const payment = ctx.payments.get(found.payment_id)!;
    if (outcome === 'failed') {
      // The money is back with the merchant: the payment is refundable again.
      payment.amount_refunded -= found.amount;
      payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
      payment.status = 'captured';
    } else {
      found.speed_processed = 'normal';
    }
    ctx.persist();
    ctx.emit(outcome === 'processed' ? 'refund.processed' : 'refund.failed', {
      refund: { entity: found },
      payment: { entity: payment },
    });
    return found;
  }

  function register(app: FastifyInstance, { api }: SimRoutes) {
    app.get<{ Params: { id: string } }>('/v1/payments/:id/refunds', api('fetch-payment-refunds'), async (request) =>
      refundsOf(request.params.id),
    );
    app.get<{ Params: { id: string } }>('/v1/refunds/:id', api('fetch-refund'), async (request) => {
      const found = refunds.get(request.params.id);
      if (!found) throw missingId();
      return found;
    });
    app.post<{ Params: { id: string } }>('/v1/payments/:id/refund', api('refund'), async (request) => {
      const key = request.headers['x-refund-idempotency'];
      return refundWithKey(request.params.id, request.body, typeof key === 'string' ? key : undefined);
    });
  }

  return { refundsOf, refundWithKey, refund, settleRefund, register };
}
