import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments, webhookEvents } from '../../db/schema';
import { recordWebhookEvent } from '../../db/webhook-events';
import { CREATING, FINAL_STATUSES } from './shipment-status';
import type { ShipmentRecord } from './shipping.types';

/** Tracking written into shipments: merged under a row lock, claimed for the poll, webhooks applied once. */
export function createShipmentTrackingRepository(db: Db) {
  return {
    /**
     * Rewrites a shipment's tracking from its current value, with the row locked, so a webhook and a poll
     * landing together both count.
     */
    async updateTracking(
      id: string,
      change: (
        current: ShipmentRecord,
      ) => { status: string; tracking: unknown; courierName?: string | null; awbCode?: string | null } | null,
    ): Promise<ShipmentRecord | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(shipments).where(eq(shipments.id, id)).limit(1).for('update');
        if (!current) return null;
        const next = change(current);
        if (!next) return current;
        const [row] = await tx
          .update(shipments)
          .set({
            status: next.status,
            tracking: next.tracking,
            courierName: next.courierName ?? current.courierName,
            awbCode: current.awbCode ?? next.awbCode ?? null,
            trackedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(shipments.id, id))
          .returning();
        return row ?? null;
      });
    },

    /**
     * Claims shipments whose tracking is due by stamping `tracked_at` in the same statement that selects them
     * with SKIP LOCKED: however many processes poll, each shipment goes to one of them per round.
     */
    async claimDueForPoll(limit: number, trackedBefore: Date): Promise<ShipmentRecord[]> {
      const due = db
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            sql`${shipments.shipmentId} is not null`,
            notInArray(shipments.status, [CREATING, ...FINAL_STATUSES]),
            or(isNull(shipments.trackedAt), lt(shipments.trackedAt, trackedBefore)),
          ),
        )
        .orderBy(sql`${shipments.trackedAt} asc nulls first`, asc(shipments.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(shipments)
        .set({ trackedAt: sql`now()` })
        .where(inArray(shipments.id, due))
        .returning();
    },

    /** True when this event id is new (and is now recorded); false for a repeat. */
    async recordWebhookEvent(id: string, event: string): Promise<boolean> {
      return recordWebhookEvent(db, 'shiprocket', id, event);
    },

    /** Processing failed: let Shiprocket's retry of the same event through. */
    async forgetWebhookEvent(id: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
    },
  };
}
