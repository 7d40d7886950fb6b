import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@shop/shared/returns';
import type { Db } from '../../db/client';
import { returnEvents, returnEvidence, returnItems, returnRequests } from '../../db/schema';
import type { ReturnRecord } from './returns-read.repository';

/** Writing returns: the request with its items and evidence, timeline steps and guarded status changes. */
export function createReturnWrites(db: Db) {
  return {
    async insert(
      request: typeof returnRequests.$inferInsert,
      items: Omit<typeof returnItems.$inferInsert, 'returnId'>[],
      evidence: Omit<typeof returnEvidence.$inferInsert, 'returnId'>[],
    ): Promise<ReturnRecord> {
      const [row] = await db.insert(returnRequests).values(request).returning();
      if (!row) throw new Error('return insert returned nothing');
      await db.insert(returnItems).values(items.map((i) => ({ ...i, returnId: row.id })));
      if (evidence.length > 0)
        await db.insert(returnEvidence).values(evidence.map((e) => ({ ...e, returnId: row.id })));
      return row;
    },

    /** A timeline step; never before the return's last one, so two steps in one millisecond keep their order. */
    async addEvent(returnId: string, status: string, note: string | null, at: Date): Promise<void> {
      const after = sql`(select max(${returnEvents.at}) + interval '1 millisecond' from ${returnEvents} where ${returnEvents.returnId} = ${returnId})`;
      await db.insert(returnEvents).values({
        returnId,
        status,
        note,
        at: sql`greatest(${at.toISOString()}::timestamptz, coalesce(${after}, ${at.toISOString()}::timestamptz))`,
      });
    },

    /**
     * Moves a return from one of `from` to `to`, setting `values`; the guarded update is what makes each step
     * happen once however many calls race. Null when the return was not at one of `from`.
     */
    async transition(
      id: string,
      from: readonly ReturnStatus[],
      to: ReturnStatus,
      values: Partial<typeof returnRequests.$inferInsert> = {},
    ): Promise<ReturnRecord | null> {
      const [row] = await db
        .update(returnRequests)
        .set({ ...values, status: to, updatedAt: sql`now()` })
        .where(and(eq(returnRequests.id, id), inArray(returnRequests.status, [...from])))
        .returning();
      return row ?? null;
    },

    async update(id: string, values: Partial<typeof returnRequests.$inferInsert>): Promise<void> {
      await db
        .update(returnRequests)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(returnRequests.id, id));
    },

    /**
     * Refunds past their due date and not yet paid, not yet alerted: marked alerted in the same statement, so two
     * runs (or two processes) never claim one twice (docs/decisions/178-refund-due-dates.md).
     */
    async claimOverdueRefunds(now: Date): Promise<ReturnRecord[]> {
      return db
        .update(returnRequests)
        .set({ refundOverdueAlertedAt: now })
        .where(
          and(
            lt(returnRequests.refundDueAt, now),
            inArray(returnRequests.status, ['received', 'refund_pending']),
            isNull(returnRequests.refundOverdueAlertedAt),
          ),
        )
        .returning();
    },

    async markDamaged(returnId: string, orderItemIds: readonly string[]): Promise<void> {
      if (orderItemIds.length === 0) return;
      await db
        .update(returnItems)
        .set({ damaged: true })
        .where(and(eq(returnItems.returnId, returnId), inArray(returnItems.orderItemId, [...orderItemIds])));
    },
  };
}
