import { formatPaise } from '@shop/shared/money';
import type { ReturnMailWords } from './returns-mail-words';
import { formatOrderNumber } from '@shop/shared/order-number';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { payoutDestination } from './returns-payout';
import type { ReturnsContext } from './returns-context';
import { createReturnsRepository, type ReturnRecord, type ReturnWithDetails } from './returns.repository';

/** The refunded step on the timeline and the customer's refund mail, in the transaction that refunded. */
async function noteRefunded(
  ctx: ReturnsContext,
  tx: Db,
  row: ReturnRecord,
  at: Date,
  note: string,
  message: (w: ReturnMailWords) => string,
) {
  await createReturnsRepository(tx).addEvent(row.id, 'refunded', note, at);
  await ctx.mailStep(
    tx,
    row,
    'refunded',
    (w) => ({ subject: w.refunded.subject(row.refundPaise, formatOrderNumber(row.orderId)), message: message(w) }),
    // The GST credit note of the return goes with the refund (CGST Act s.34).
    row.creditNoteNumber ? { orderId: row.orderId, number: row.creditNoteNumber } : undefined,
  );
}

async function sendOnlineRefund(ctx: ReturnsContext, ret: ReturnRecord): Promise<ReturnRecord> {
  const { db, payments, mail, now, requireReturn } = ctx;
  const answer = await payments.refundReturn({
    orderId: ret.orderId,
    returnId: ret.id,
    amountPaise: ret.refundPaise,
  });
  if (answer.outcome === 'provider-down') return ret; // still refund_pending: the job sends it again, same key
  if (answer.outcome === 'refused' || answer.status === 'failed') {
    const message = answer.outcome === 'refused' ? answer.message : 'The refund failed at Razorpay';
    await db.transaction(async (tx) => {
      const txRepo = createReturnsRepository(tx);
      if (await txRepo.transition(ret.id, ['refund_pending'], 'received')) {
        await txRepo.addEvent(ret.id, 'received', `Refund not sent: ${message}`, now());
      }
    });
    throw new AppError('PROVIDER_FAILED', `Razorpay did not refund: ${message}`);
  }
  let recorded = false;
  const done = await db.transaction(async (tx) => {
    const txRepo = createReturnsRepository(tx);
    const at = now();
    const row = await txRepo.transition(ret.id, ['refund_pending'], 'refunded', {
      providerRefundId: answer.refundId,
      refundedAt: at,
    });
    if (!row) return null; // another call recorded it: once
    await payments.recordReturnRefund(tx, answer.paymentId, row.refundPaise);
    await noteRefunded(
      ctx,
      tx,
      row,
      at,
      `${formatPaise(row.refundPaise)} refunded to the original payment method`,
      (w) => w.refunded.online(row.refundPaise, answer.refundId),
    );
    recorded = true;
    return row;
  });
  if (recorded) mail.afterCommit();
  return done ?? (await requireReturn(ret.id));
}

/** Refunds: online through Razorpay (re-sent by the job while owed), or a COD payout the merchant pays by hand. */
export function createReturnRefunds(ctx: ReturnsContext) {
  const { db, mail, audit, log, repo, now, requireReturn } = ctx;

  return {
    /**
     * The refund, once: an online payment through Razorpay (idempotency key of the return; a refund Razorpay
     * could not take now is sent again by the job); a COD order's payout waits for the merchant to pay it.
     */
    async refund(actor: AuditActor, id: string): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (ret.status === 'refunded') return ret;
      const claimed = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const row = await txRepo.transition(id, ['received'], 'refund_pending');
        if (!row) return null;
        const note =
          row.refundMethod === 'manual'
            ? `${formatPaise(row.refundPaise)} to be paid to ${payoutDestination(row.payoutDetails)}`
            : `${formatPaise(row.refundPaise)} refund sent to Razorpay`;
        await txRepo.addEvent(row.id, 'refund_pending', note, now());
        await audit.record(
          actor,
          { action: 'return.refund', entityType: 'return', entityId: id, details: { amountPaise: row.refundPaise } },
          tx,
        );
        return row;
      });
      if (!claimed) {
        const current = await requireReturn(id);
        if (current.status === 'refund_pending' && current.refundMethod === 'razorpay') {
          await audit.record(actor, { action: 'return.refund_retry', entityType: 'return', entityId: id });
          await sendOnlineRefund(ctx, current);
          return requireReturn(id);
        }
        if (current.status === 'refunded' || current.status === 'refund_pending') return current;
        throw conflict(RETURN_MESSAGES.badTransition);
      }
      if (claimed.refundMethod === 'razorpay') await sendOnlineRefund(ctx, claimed);
      return requireReturn(id);
    },

    /** A COD payout paid by the merchant (bank transfer or UPI), with its reference: the return is refunded. */
    async markPayoutPaid(actor: AuditActor, id: string, reference: string): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (ret.refundMethod !== 'manual') throw conflict(RETURN_MESSAGES.notCod);
      const done = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const at = now();
        const row = await txRepo.transition(id, ['refund_pending'], 'refunded', {
          payoutReference: reference,
          payoutPaidAt: at,
          refundedAt: at,
        });
        if (!row) return null;
        await noteRefunded(
          ctx,
          tx,
          row,
          at,
          `${formatPaise(row.refundPaise)} paid to ${payoutDestination(row.payoutDetails)} (ref. ${reference})`,
          (w) => w.refunded.payout(row.refundPaise, payoutDestination(row.payoutDetails), reference),
        );
        await audit.record(
          actor,
          { action: 'return.payout_paid', entityType: 'return', entityId: id, details: { reference } },
          tx,
        );
        return row;
      });
      if (!done) throw conflict(RETURN_MESSAGES.badTransition);
      mail.afterCommit();
      return requireReturn(id);
    },

    /** Job: online refunds still owed (Razorpay was down or busy) are sent again with the same key. */
    async retryDueRefunds(limit = 20): Promise<number> {
      const rows = await repo.listRefundsDue(limit);
      for (const row of rows) {
        try {
          await sendOnlineRefund(ctx, row);
        } catch (error) {
          log.warn({ err: error, returnId: row.id }, 'return refund retry failed');
        }
      }
      return rows.length;
    },
  };
}
