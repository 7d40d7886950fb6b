import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@shop/shared/returns';
import type { Db } from '../../db/client';
import { newestFirst, selectPage } from '../../db/page';
import { returnEvents, returnEvidence, returnItems, returnRequests } from '../../db/schema';

export type ReturnRecord = typeof returnRequests.$inferSelect;
export type ReturnItemRecord = typeof returnItems.$inferSelect;
export type ReturnEvidenceRecord = typeof returnEvidence.$inferSelect;
export type ReturnEventRecord = typeof returnEvents.$inferSelect;

export interface ReturnWithDetails extends ReturnRecord {
  items: ReturnItemRecord[];
  evidence: ReturnEvidenceRecord[];
  events: ReturnEventRecord[];
}

/** Reading returns: one, an order's, the admin's pages, and the ones the background jobs work through. */
export function createReturnReads(db: Db) {
  async function withDetails(rows: ReturnRecord[]): Promise<ReturnWithDetails[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // One after the other: `db` may be a transaction, whose one connection node-postgres would make queue a query
    // sent while another runs (deprecated, an error from pg 9).
    const items = await db
      .select()
      .from(returnItems)
      .where(inArray(returnItems.returnId, ids))
      .orderBy(asc(returnItems.id));
    const evidence = await db
      .select()
      .from(returnEvidence)
      .where(inArray(returnEvidence.returnId, ids))
      .orderBy(asc(returnEvidence.id));
    const events = await db
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.at), asc(returnEvents.id));
    return rows.map((r) => ({
      ...r,
      items: items.filter((i) => i.returnId === r.id),
      evidence: evidence.filter((e) => e.returnId === r.id),
      events: events.filter((e) => e.returnId === r.id),
    }));
  }

  return {
    withDetails,

    async findById(id: string): Promise<ReturnWithDetails | null> {
      const rows = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
      return (await withDetails(rows))[0] ?? null;
    },

    async lockById(id: string): Promise<ReturnRecord | null> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
      return row ?? null;
    },

    async listByOrder(orderId: string): Promise<ReturnWithDetails[]> {
      return withDetails(
        await db
          .select()
          .from(returnRequests)
          .where(eq(returnRequests.orderId, orderId))
          .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)),
      );
    },

    /** Units of each order line already in a return that was not rejected. */
    async returnedUnits(orderId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ orderItemId: returnItems.orderItemId, units: sql<number>`sum(${returnItems.quantity})::int` })
        .from(returnItems)
        .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
        .where(and(eq(returnRequests.orderId, orderId), notInArray(returnRequests.status, ['rejected'])))
        .groupBy(returnItems.orderItemId);
      return new Map(rows.map((r) => [r.orderItemId, Number(r.units)]));
    },

    async list(filter: { status?: ReturnStatus; limit: number; offset: number }) {
      const where = filter.status ? eq(returnRequests.status, filter.status) : undefined;
      const { rows, total } = await selectPage(db, returnRequests, where, newestFirst(returnRequests), filter);
      return { rows: await withDetails(rows), total };
    },

    async itemsOf(returnId: string): Promise<ReturnItemRecord[]> {
      return db.select().from(returnItems).where(eq(returnItems.returnId, returnId)).orderBy(asc(returnItems.id));
    },

    /** Online refunds accepted for sending but not yet confirmed: what the retry job sends again. */
    async listRefundsDue(limit: number): Promise<ReturnRecord[]> {
      return db
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.status, 'refund_pending'), eq(returnRequests.refundMethod, 'razorpay')))
        .orderBy(asc(returnRequests.updatedAt))
        .limit(limit);
    },

    /** Returns whose pickup is booked and not yet received: what the tracking refresh reads. */
    async listInTransit(limit: number): Promise<ReturnRecord[]> {
      return db
        .select()
        .from(returnRequests)
        .where(inArray(returnRequests.status, ['pickup_scheduled', 'in_transit']))
        .orderBy(asc(returnRequests.updatedAt))
        .limit(limit);
    },
  };
}
