import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PackageDimensions } from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client';
import { shipments, webhookEvents } from '../../db/schema';

export type ShipmentRecord = typeof shipments.$inferSelect;

/** Our own status of a shipment row while the provider call that creates it is running. */
export const CREATING = 'creating';
export const CANCELLED = 'CANCELLED';
/** Nothing more will happen to these: the poll leaves them alone. */
export const FINAL_STATUSES = ['DELIVERED', CANCELLED, 'RTO DELIVERED'] as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CreationClaim =
  | { kind: 'claimed'; shipment: ShipmentRecord }
  | { kind: 'existing'; shipment: ShipmentRecord }
  | { kind: 'busy'; shipment: ShipmentRecord };

export function createShippingRepository(db: Db) {
  return {
    /**
     * Decides, one caller at a time per order (a transaction-scoped advisory lock, so across processes too),
     * whether this caller may create the order's shipment: it gets a placeholder row, or the shipment that
     * exists, or `busy` while another caller's provider call is running. A placeholder older than
     * `staleBefore` belonged to a caller that died mid-call and is replaced.
     */
    async claimForCreation(orderId: string, pkg: PackageDimensions, staleBefore: Date): Promise<CreationClaim> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shiprocket-create:${orderId}`}, 0))`);
        const [latest] = await tx
          .select()
          .from(shipments)
          .where(eq(shipments.orderId, orderId))
          .orderBy(desc(shipments.createdAt))
          .limit(1);
        if (latest && latest.status !== CANCELLED) {
          if (latest.status !== CREATING) return { kind: 'existing', shipment: latest };
          if (latest.updatedAt >= staleBefore) return { kind: 'busy', shipment: latest };
          await tx.delete(shipments).where(eq(shipments.id, latest.id));
        }
        const [row] = await tx
          .insert(shipments)
          .values({
            orderId,
            status: CREATING,
            lengthCm: pkg.length,
            breadthCm: pkg.breadth,
            heightCm: pkg.height,
            weightKg: pkg.weight,
          })
          .returning();
        return { kind: 'claimed', shipment: row! };
      });
    },

    /** The provider call failed: the order is left as if nothing had been tried. */
    async releaseClaim(id: string): Promise<void> {
      await db.delete(shipments).where(and(eq(shipments.id, id), eq(shipments.status, CREATING)));
    },

    async markCreated(id: string, ids: { providerOrderId: string; shipmentId: string; status: string; awbCode: string | null; courierName: string | null }) {
      const [row] = await db
        .update(shipments)
        .set({ ...ids, updatedAt: sql`now()` })
        .where(eq(shipments.id, id))
        .returning();
      return row!;
    },

    async setAwb(id: string, awb: { awbCode: string; courierName: string | null }): Promise<ShipmentRecord | null> {
      const [row] = await db
        .update(shipments)
        .set({
          awbCode: awb.awbCode,
          courierName: awb.courierName,
          // Only a shipment without events moves to AWB ASSIGNED; tracking already said more.
          status: sql`case when ${shipments.status} = 'NEW' then 'AWB ASSIGNED' else ${shipments.status} end`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(shipments.id, id), isNull(shipments.awbCode)))
        .returning();
      return row ?? null;
    },

    async findById(id: string): Promise<ShipmentRecord | null> {
      if (!UUID_RE.test(id)) return null;
      const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).limit(1);
      return row ?? null;
    },

    async findLatestByOrderId(orderId: string): Promise<ShipmentRecord | null> {
      if (!UUID_RE.test(orderId)) return null;
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), sql`${shipments.status} <> ${CREATING}`))
        .orderBy(desc(shipments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * A tracking number is the shipment id (docs/decisions/019-shipments-and-tracking.md) or, once assigned, the
     * courier's AWB.
     */
    async findByTrackingRef(ref: string): Promise<ShipmentRecord | null> {
      const [row] = await db
        .select()
        .from(shipments)
        .where(or(eq(shipments.shipmentId, ref), eq(shipments.awbCode, ref)))
        .orderBy(desc(shipments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Rewrites a shipment's tracking from its current value, with the row locked, so a webhook and a poll
     * landing together both count.
     */
    async updateTracking(
      id: string,
      change: (current: ShipmentRecord) => { status: string; tracking: unknown; courierName?: string | null; awbCode?: string | null } | null,
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

    async markCancelled(id: string): Promise<ShipmentRecord> {
      const [row] = await db
        .update(shipments)
        .set({ status: CANCELLED, updatedAt: sql`now()` })
        .where(eq(shipments.id, id))
        .returning();
      return row!;
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
      return db.update(shipments).set({ trackedAt: sql`now()` }).where(inArray(shipments.id, due)).returning();
    },

    /** True when this event id is new (and is now recorded); false for a repeat. */
    async recordWebhookEvent(id: string, event: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, provider: 'shiprocket', event })
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    /** Processing failed: let Shiprocket's retry of the same event through. */
    async forgetWebhookEvent(id: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
