import { formatOrderNumber } from '@shop/shared/order-number';
import { REFUND_DUE_BUSINESS_DAYS, refundDueAt, type ReturnStatus } from '@shop/shared/returns';
import {
  RETURN_MESSAGES,
  type ReturnDecisionInput,
  type ReturnListQuery,
  type ReturnReceivedInput,
} from '@shop/shared/schemas/returns';
import { badRequest, conflict } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { differenceText, placeReplacementFor } from './returns-exchange';
import { bookPickup } from './returns-pickup';
import type { ReturnsContext } from './returns-context';
import { createReturnsRepository, type ReturnRecord, type ReturnWithDetails } from './returns.repository';
import type { Db } from '../../db/client';
import { pageWindow } from '../../db/page';

/** The lines a return's credit note credits (docs/decisions/125-return-credit-notes-in-gstr1.md). */
function creditedLines(items: readonly { orderItemId: string; quantity: number; discountSharePaise: number }[]) {
  return items.map(({ orderItemId, quantity, discountSharePaise }) => ({ orderItemId, quantity, discountSharePaise }));
}

/**
 * The received step's end: an exchange with nothing to refund ends `exchanged` (its replacement ships as its own
 * order, decision 244); the customer's mail says what comes next.
 */
async function noteReceived(
  ctx: ReturnsContext,
  tx: Db,
  row: ReturnRecord,
  at: Date,
  note: { number: string } | null,
): Promise<void> {
  const settled = row.exchangeVariantId !== null && row.refundPaise === 0;
  if (settled) {
    const txRepo = createReturnsRepository(tx);
    await txRepo.transition(row.id, ['received'], 'exchanged', { refundDueAt: null });
    await txRepo.addEvent(row.id, 'exchanged', 'Exchanged: nothing to refund', at);
  }
  await ctx.mailStep(
    tx,
    row,
    'received',
    (w) => ({
      subject: w.received.subject(formatOrderNumber(row.orderId)),
      message: settled
        ? w.received.exchanged
        : w.received.refund(row.refundPaise, w.date(refundDueAt(at)), REFUND_DUE_BUSINESS_DAYS),
    }),
    settled && note ? { orderId: row.orderId, number: note.number } : undefined,
  );
}

/** The admin Returns screen: the list, one return, approve or reject, and "received and verified". */
export function createReturnDecisions(ctx: ReturnsContext) {
  const { db, orders, creditNotes, mail, audit, log, repo, now, mailStep, requireReturn } = ctx;

  return {
    async list(query: ReturnListQuery) {
      const { rows, total } = await repo.list({
        status: query.status,
        ...pageWindow(query.page, query.limit),
      });
      return { rows, total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
    },

    get: requireReturn,

    /**
     * Approve (books the reverse pickup) or reject with a note. Approving a return already approved whose
     * pickup could not be booked tries the booking again.
     */
    async decide(actor: AuditActor, id: string, input: ReturnDecisionInput): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (input.decision === 'approve' && ret.status === 'approved' && !ret.pickupShipmentId) {
        await audit.record(actor, { action: 'return.pickup_retry', entityType: 'return', entityId: id });
        await bookPickup(ctx, ret, await orders.getOrder({ id: actor.id, role: 'admin' }, ret.orderId));
        return requireReturn(id);
      }
      const to: ReturnStatus = input.decision === 'approve' ? 'approved' : 'rejected';
      const decided = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const row = await txRepo.transition(id, ['requested'], to, { adminNote: input.note ?? null });
        if (!row) return null;
        await txRepo.addEvent(row.id, to, input.note ?? null, now());
        // An exchange's replacement takes its stock now, or the approval is refused whole (decision 244).
        const replacementId = to === 'approved' ? await placeReplacementFor(ctx, tx, row, ret.items[0]?.productId ?? null) : null;
        if (replacementId) {
          await txRepo.update(row.id, { replacementOrderId: replacementId });
          await txRepo.addEvent(row.id, to, `Replacement order ${formatOrderNumber(replacementId)} placed`, now());
        }
        if (to === 'approved') {
          await mailStep(tx, row, 'approved', (w) => {
            const exchange = replacementId
              ? w.approved.replacement(row.exchangeTitle ?? '', formatOrderNumber(replacementId), differenceText(row, w))
              : '';
            return {
              subject: w.approved.subject(formatOrderNumber(row.orderId), Boolean(replacementId)),
              message: `${w.approved.message(Boolean(replacementId), exchange)}${input.note ? `\n\n${input.note}` : ''}`,
            };
          });
        } else {
          await mailStep(
            tx,
            row,
            'rejected',
            (w) => ({ subject: w.rejected.subject(formatOrderNumber(row.orderId)), message: w.rejected.message(input.note ?? '') }),
          );
        }
        await audit.record(
          actor,
          {
            action: `return.${input.decision}`,
            entityType: 'return',
            entityId: id,
            details: { note: input.note ?? null },
          },
          tx,
        );
        return row;
      });
      if (!decided) throw conflict(RETURN_MESSAGES.badTransition);
      if (decided.exchangeVariantId && to === 'approved') orders.afterRestock([ret.items[0]?.productId ?? null]);
      mail.afterCommit();
      if (to === 'approved') {
        try {
          await bookPickup(ctx, ret, await orders.getOrder({ id: actor.id, role: 'admin' }, ret.orderId));
        } catch (error) {
          // Approved all the same: the admin sees the booking failure and approves again to retry.
          log.warn({ err: error, returnId: id }, 'reverse pickup not booked');
          throw error;
        }
      }
      return requireReturn(id);
    },

    /**
     * "Received and verified": the returned units go back to stock (unless marked damaged), the credit note is
     * issued, once, in the transaction that moves the return to received.
     */
    async receive(actor: AuditActor, id: string, input: ReturnReceivedInput): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      const damaged = new Set(input.damagedItemIds);
      for (const itemId of damaged)
        if (!ret.items.some((i) => i.orderItemId === itemId)) throw badRequest(RETURN_MESSAGES.itemNotInOrder);
      const restocked = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const at = now();
        const row = await txRepo.transition(id, ['pickup_scheduled', 'in_transit'], 'received', {
          receivedAt: at,
          // The policy's promise, tracked: 15 business days by the India calendar (docs/decisions/178).
          refundDueAt: refundDueAt(at),
          pickupStatus: 'DELIVERED',
        });
        if (!row) return null;
        await txRepo.markDamaged(id, [...damaged]);
        const back = ret.items.filter((i) => !damaged.has(i.orderItemId));
        await orders.restockReturned(
          tx,
          row.orderId,
          back.map((i) => ({ orderItemId: i.orderItemId, productId: i.productId, quantity: i.quantity })),
        );
        // The returned goods are credited at their value, also when an exchange refunds less (decision 244).
        const note = await creditNotes.issueForReturn(tx, {
          orderId: row.orderId,
          returnId: row.id,
          amountPaise: row.creditedPaise ?? row.refundPaise,
          lines: creditedLines(ret.items),
          at,
        });
        if (note) await txRepo.update(row.id, { creditNoteNumber: note.number });
        const damagedText = damaged.size > 0 ? `${damaged.size} line(s) marked damaged, not restocked.` : '';
        await txRepo.addEvent(row.id, 'received', [input.note, damagedText].filter(Boolean).join('. ') || null, at);
        await noteReceived(ctx, tx, row, at, note);
        await audit.record(
          actor,
          {
            action: 'return.receive',
            entityType: 'return',
            entityId: id,
            details: { damaged: [...damaged], creditNote: note?.number ?? null },
          },
          tx,
        );
        return back.map((i) => i.productId);
      });
      if (!restocked) throw conflict(RETURN_MESSAGES.badTransition);
      orders.afterRestock(restocked);
      mail.afterCommit();
      return requireReturn(id);
    },
  };
}
