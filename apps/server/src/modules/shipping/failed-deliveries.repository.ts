import { and, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { failedDeliveries } from '../../db/schema';
import { failedDeliveryReads } from './failed-deliveries-reads.repository';
import type { FailedDeliveryRecord } from './failed-deliveries.types';

export type { FailedDeliveryRecord, FailedDeliveryView } from './failed-deliveries.types';

/** The courier's account of the failed attempts of one shipment, from tracking or from the NDR API. */
export interface AttemptReport {
  shipmentRowId: string;
  orderId: string;
  awbCode: string | null;
  reason: string;
  attempts: number;
  firstAt: Date;
  lastAt: Date;
}

const ENDED = ['delivered', 'rto'];

/** Failed deliveries (table `failed_deliveries`, docs/decisions/231-failed-deliveries.md). */
export function createFailedDeliveriesRepository(db: Db) {
  return {
    ...failedDeliveryReads(db),
    /**
     * Records what the courier reported, merged with what is known (more attempts, an earlier first and a later
     * last attempt win; a repeat or an older report changes nothing), with the row locked. `newAttempt` says an
     * attempt later than any recorded arrived: the buyer is asked again.
     */
    async recordAttempts(report: AttemptReport, tx: Db): Promise<{ row: FailedDeliveryRecord; newAttempt: boolean }> {
      const [inserted] = await tx
        .insert(failedDeliveries)
        .values({
          shipmentId: report.shipmentRowId,
          orderId: report.orderId,
          awbCode: report.awbCode,
          reason: report.reason,
          attempts: Math.max(1, report.attempts),
          firstAttemptAt: report.firstAt,
          lastAttemptAt: report.lastAt,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { row: inserted, newAttempt: true };
      const [current] = await tx
        .select()
        .from(failedDeliveries)
        .where(eq(failedDeliveries.shipmentId, report.shipmentRowId))
        .for('update');
      if (!current) throw new Error('failed delivery vanished');
      const later = report.lastAt.getTime() > current.lastAttemptAt.getTime();
      const attempts = Math.max(current.attempts, report.attempts, later ? current.attempts + 1 : 0);
      const newAttempt = attempts > current.attempts;
      const stillOpenable = !ENDED.includes(current.state);
      const [row] = await tx
        .update(failedDeliveries)
        .set({
          attempts,
          awbCode: current.awbCode ?? report.awbCode,
          reason: later || !current.reason ? report.reason || current.reason : current.reason,
          firstAttemptAt: report.firstAt < current.firstAttemptAt ? report.firstAt : current.firstAttemptAt,
          lastAttemptAt: later ? report.lastAt : current.lastAttemptAt,
          // A new failed attempt after the courier went again asks the question again.
          ...(newAttempt && stillOpenable && current.state !== 'open' ? { state: 'open', actionError: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(failedDeliveries.id, current.id))
        .returning();
      return { row: row!, newAttempt: newAttempt && stillOpenable };
    },

    /** The shipment's journey ended (delivered, or returning to the shop): its failed delivery closes. */
    async closeForShipment(shipmentRowId: string, state: 'delivered' | 'rto'): Promise<void> {
      await db
        .update(failedDeliveries)
        .set({ state, updatedAt: sql`now()` })
        .where(and(eq(failedDeliveries.shipmentId, shipmentRowId), notInArray(failedDeliveries.state, ENDED)));
    },

    /** Takes the question for one answer: only an open failed delivery, so two answers never both go out. */
    async claimForAction(id: string, action: unknown): Promise<FailedDeliveryRecord | null> {
      const [row] = await db
        .update(failedDeliveries)
        .set({
          state: 'action-requested',
          action,
          actionAttempt: sql`${failedDeliveries.attempts}`,
          actionError: null,
          actionSentAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(failedDeliveries.id, id), eq(failedDeliveries.state, 'open')))
        .returning();
      return row ?? null;
    },

    /** Shiprocket took the answer. */
    async markSent(id: string, state: 're-attempting' | 'rto'): Promise<void> {
      await db
        .update(failedDeliveries)
        .set({ state, actionSentAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(failedDeliveries.id, id), eq(failedDeliveries.state, 'action-requested')));
    },

    /** Shiprocket refused the answer: the question is open again, with the reason kept for the page. */
    async markRefused(id: string, message: string): Promise<void> {
      await db
        .update(failedDeliveries)
        .set({ state: 'open', actionError: message, updatedAt: sql`now()` })
        .where(and(eq(failedDeliveries.id, id), eq(failedDeliveries.state, 'action-requested')));
    },

    /** Whether Shiprocket got the answer is unknown (timeout): kept as requested, with a note for the merchant. */
    async markUnconfirmed(id: string, message: string): Promise<void> {
      await db
        .update(failedDeliveries)
        .set({ actionError: message, updatedAt: sql`now()` })
        .where(eq(failedDeliveries.id, id));
    },

    /** The merchant re-sends an answer Shiprocket never confirmed. */
    async reopenUnconfirmed(id: string): Promise<boolean> {
      const rows = await db
        .update(failedDeliveries)
        .set({ state: 'open', updatedAt: sql`now()` })
        .where(
          and(
            eq(failedDeliveries.id, id),
            eq(failedDeliveries.state, 'action-requested'),
            isNull(failedDeliveries.actionSentAt),
          ),
        )
        .returning({ id: failedDeliveries.id });
      return rows.length > 0;
    },

    /** Open failed deliveries nobody answered since `before`, not yet escalated. */
    async dueForEscalation(before: Date): Promise<FailedDeliveryRecord[]> {
      return db
        .select()
        .from(failedDeliveries)
        .where(
          and(
            eq(failedDeliveries.state, 'open'),
            isNull(failedDeliveries.escalatedAt),
            isNull(failedDeliveries.action),
            lt(failedDeliveries.lastAttemptAt, before),
          ),
        )
        .limit(100);
    },

    /** Marks one escalated inside the transaction that queues its alert; false when another process did it. */
    async markEscalated(id: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(failedDeliveries)
        .set({ escalatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(failedDeliveries.id, id), isNull(failedDeliveries.escalatedAt)))
        .returning({ id: failedDeliveries.id });
      return rows.length > 0;
    },

  };
}

export type FailedDeliveriesRepository = ReturnType<typeof createFailedDeliveriesRepository>;

