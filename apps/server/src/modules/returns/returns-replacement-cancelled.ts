import { eq } from 'drizzle-orm';
import type { ReturnMailWords } from './returns-mail-words';
import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { refundDueAt, type ReturnStatus } from '@shop/shared/returns';
import { returnRequests } from '../../db/schema';
import { payoutDestination } from './returns-payout';
import type { ReturnsContext } from './returns-context';
import { createReturnsRepository, type ReturnRecord } from './returns.repository';

/** Before the refund step: raising the refund is all it takes, the usual steps refund it. */
const NOT_YET_REFUNDED: readonly ReturnStatus[] = ['approved', 'pickup_scheduled', 'in_transit', 'received'];

/** Where the money goes, in the customer's words. */
function destination(row: ReturnRecord, w: ReturnMailWords): string {
  if (row.refundMethod === 'razorpay') return w.replacementCancelled.original;
  const payee = payoutDestination(row.payoutDetails);
  return payee ? w.replacementCancelled.to(payee) : w.replacementCancelled.askPayout;
}

/**
 * The replacement order of an exchange was cancelled (out of stock before dispatch, the customer changed their mind,
 * the courier gave up; docs/decisions/255-cancelled-exchange-credit.md): the customer gets back the value of the
 * goods they returned, C, instead of the replacement it paid for. The return becomes a refund of C: its credit note
 * (CGST Act s.34, issued at receipt for C already) stands as it is, and the refund goes the way every return's does:
 * Razorpay to the original payment, or for COD the merchant's payout with a due date (decision 178). Whatever the
 * customer paid online for a dearer replacement is refunded by the order's own cancellation (payments). Runs once:
 * a return already refunding C is left alone.
 */
export function createReplacementCancellation(ctx: ReturnsContext) {
  const { db, mail, log, now, mailStep } = ctx;

  async function creditCancelledReplacement(orderId: string): Promise<void> {
    const changed = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: returnRequests.id })
        .from(returnRequests)
        .where(eq(returnRequests.replacementOrderId, orderId));
      if (!found) return false;
      const txRepo = createReturnsRepository(tx);
      const row = await txRepo.lockById(found.id);
      if (!row) return false;
      const credit = row.creditedPaise ?? row.refundPaise;
      if (row.refundPaise >= credit) return false; // already refunding the whole value: once
      const at = now();
      let updated: ReturnRecord | null = null;
      if (NOT_YET_REFUNDED.includes(row.status)) {
        updated = await txRepo.transition(row.id, [row.status], row.status, { refundPaise: credit });
      } else if (row.status === 'exchanged') {
        // Received and settled by the replacement: back to the refund step, due as if received today.
        updated = await txRepo.transition(row.id, ['exchanged'], 'received', {
          refundPaise: credit,
          refundDueAt: refundDueAt(at),
        });
      }
      if (!updated) {
        // The difference of a cheaper replacement is already being or was refunded: one refund per return, so the
        // rest is the merchant's to refund by hand (the decision records it).
        log.warn({ returnId: row.id, orderId }, 'replacement cancelled after the return was refunded');
        await txRepo.addEvent(
          row.id,
          row.status,
          `Replacement order ${formatOrderNumber(orderId)} cancelled: refund ${formatPaise(credit - row.refundPaise)} more by hand`,
          at,
        );
        return false;
      }
      const note = `Replacement order ${formatOrderNumber(orderId)} cancelled: ${formatPaise(credit)} to be refunded instead`;
      await txRepo.addEvent(row.id, updated.status, note, at);
      const dueAt = updated.status === 'received' ? updated.refundDueAt : null;
      await mailStep(tx, updated, 'replacement_cancelled', (w) => ({
        subject: w.replacementCancelled.subject(formatOrderNumber(row.orderId)),
        message: w.replacementCancelled.message(
          formatOrderNumber(orderId),
          credit,
          destination(updated, w),
          dueAt ? w.replacementCancelled.by(w.date(dueAt)) : w.replacementCancelled.onArrival,
        ),
      }));
      return true;
    });
    if (changed) mail.afterCommit();
  }

  return { creditCancelledReplacement };
}
