import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@shop/shared/returns';
import type { Db } from '../../db/client';
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

/** The returns module's own tables: return requests, their items, evidence and timeline (migration 0016). */
export function createReturnsRepository(db: Db) {
  async function withDetails(rows: ReturnRecord[]): Promise<ReturnWithDetails[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, evidence, events] = await Promise.all([
      db.select().from(returnItems).where(inArray(returnItems.returnId, ids)).orderBy(asc(returnItems.id)),
      db.select().from(returnEvidence).where(inArray(returnEvidence.returnId, ids)).orderBy(asc(returnEvidence.id)),
      db
        .select()
        .from(returnEvents)
        .where(inArray(returnEvents.returnId, ids))
        .orderBy(asc(returnEvents.at), asc(returnEvents.id)),
    ]);
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
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(returnRequests)
          .where(where)
          .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(returnRequests).where(where),
      ]);
      return { rows: await withDetails(rows), total: total?.n ?? 0 };
    },

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

    async markDamaged(returnId: string, orderItemIds: readonly string[]): Promise<void> {
      if (orderItemIds.length === 0) return;
      await db
        .update(returnItems)
        .set({ damaged: true })
        .where(and(eq(returnItems.returnId, returnId), inArray(returnItems.orderItemId, [...orderItemIds])));
    },

    async itemsOf(returnId: string): Promise<ReturnItemRecord[]> {
      return db.select().from(returnItems).where(eq(returnItems.returnId, returnId)).orderBy(asc(returnItems.id));
    },

    /**
     * Returns in [from, to): requests made, units received back, and money refunded (by when it was refunded),
     * for the analytics screen and the sales report.
     */
    async figures(from: Date, to: Date): Promise<{ requests: number; units: number; refundedPaise: number }> {
      const [requested] = await db
        .select({ n: count() })
        .from(returnRequests)
        .where(and(gte(returnRequests.createdAt, from), lt(returnRequests.createdAt, to)));
      const [units] = await db
        .select({ n: sql<number>`coalesce(sum(${returnItems.quantity}), 0)::int` })
        .from(returnItems)
        .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
        .where(and(gte(returnRequests.receivedAt, from), lt(returnRequests.receivedAt, to)));
      const [refunded] = await db
        .select({ paise: sql<number>`coalesce(sum(${returnRequests.refundPaise}), 0)::bigint` })
        .from(returnRequests)
        .where(
          and(
            eq(returnRequests.status, 'refunded'),
            gte(returnRequests.refundedAt, from),
            lt(returnRequests.refundedAt, to),
          ),
        );
      return { requests: requested?.n ?? 0, units: Number(units?.n ?? 0), refundedPaise: Number(refunded?.paise ?? 0) };
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

export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
