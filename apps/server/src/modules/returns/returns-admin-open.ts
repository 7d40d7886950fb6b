import { formatOrderNumber } from '@shop/shared/order-number';
import { isWithinReturnWindow } from '@shop/shared/returns';
import { itemsLine } from './returns-mail-words';
import { RETURN_MESSAGES, type AdminOpenReturnInput } from '@shop/shared/schemas/returns';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AuditActor } from '../audit';
import type { ReturnsContext } from './returns-context';
import { newReturnRow, OPEN, paysOnline, pricedLines, wantedUnits } from './returns-requests';
import { createReturnsRepository, type ReturnWithDetails } from './returns.repository';

/**
 * The admin opens a return for a customer, after the 48-hour window too, with a note (issue 33;
 * docs/decisions/191-admin-opens-return.md). It is a return like any other from there: `requested`, then approve
 * (pickup), received, refund. The row says `opened_by_admin`; the timeline and the customer's mail carry the note;
 * the audit log has who and why.
 */
export function createAdminReturnOpening(ctx: ReturnsContext) {
  const { db, orders, mail, audit, repo, now, mailStep } = ctx;

  return {
    async openForCustomer(actor: AuditActor, orderId: string, input: AdminOpenReturnInput): Promise<ReturnWithDetails> {
      const order = await orders.getOrder({ id: actor.id, role: 'admin' }, orderId);
      if (order.status !== 'delivered' || !order.deliveredAt) throw conflict(RETURN_MESSAGES.openNotDelivered);
      if (!order.userId) throw notFound(RETURN_MESSAGES.notYourOrder);
      const online = paysOnline(order);
      if (!online && !input.payout) throw badRequest(RETURN_MESSAGES.payoutNeeded);
      const lines = new Map(order.items.map((i) => [i.id, i]));
      const wanted = wantedUnits(input.items, lines);
      const at = now();
      const afterWindow = !isWithinReturnWindow(order.deliveredAt, at);
      try {
        const created = await db.transaction(async (tx) => {
          if (!(await orders.lockForReturn(tx, order.id))) throw notFound(RETURN_MESSAGES.notYourOrder);
          const txRepo = createReturnsRepository(tx);
          if ((await txRepo.listByOrder(order.id)).some((r) => OPEN.includes(r.status))) throw conflict(RETURN_MESSAGES.open);
          const items = pricedLines(wanted, lines, await txRepo.returnedUnits(order.id));
          const row = await txRepo.insert(
            {
              ...newReturnRow(order, order.userId!, { ...input, description: input.note, items }, at),
              openedByAdmin: true,
            },
            items,
            [],
          );
          await txRepo.addEvent(row.id, 'requested', `Opened by the shop: ${input.note}`, at);
          await mailStep(
            tx,
            row,
            'requested',
            (w) => ({
              subject: w.openedByShop.subject(formatOrderNumber(order.id)),
              message: w.openedByShop.message(itemsLine(items), w.reason[input.reason], input.note),
            }),
          );
          await audit.record(
            actor,
            {
              action: 'return.open_for_customer',
              entityType: 'return',
              entityId: row.id,
              details: { orderId: order.id, reason: input.reason, afterWindow, note: input.note },
            },
            tx,
          );
          return row;
        });
        mail.afterCommit();
        return (await repo.findById(created.id))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(RETURN_MESSAGES.open);
        throw error;
      }
    },
  };
}
