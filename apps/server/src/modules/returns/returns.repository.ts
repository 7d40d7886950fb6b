import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnItems, returnRequests } from '../../db/schema';
import { createReturnReads } from './returns-read.repository';
import { createReturnWrites } from './returns-write.repository';

export type {
  ReturnEventRecord,
  ReturnEvidenceRecord,
  ReturnItemRecord,
  ReturnRecord,
  ReturnWithDetails,
} from './returns-read.repository';

/** The returns module's own tables: return requests, their items, evidence and timeline (migration 0016). */
export function createReturnsRepository(db: Db) {
  return {
    ...createReturnReads(db),
    ...createReturnWrites(db),

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
  };
}
