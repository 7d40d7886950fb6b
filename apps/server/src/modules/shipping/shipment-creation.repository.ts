import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PackageDimensions } from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { CANCELLED, CREATING } from './shipment-status';
import type { ShipmentRecord } from './shipping.types';

export type CreationClaim =
  | { kind: 'claimed'; shipment: ShipmentRecord }
  | { kind: 'existing'; shipment: ShipmentRecord }
  | { kind: 'busy'; shipment: ShipmentRecord };

/** A shipment's life at the provider: created once per order, its AWB, its cancellation. */
export function createShipmentCreationRepository(db: Db) {
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

    async markCreated(
      id: string,
      ids: {
        providerOrderId: string;
        shipmentId: string;
        status: string;
        awbCode: string | null;
        courierName: string | null;
      },
    ) {
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

    async markCancelled(id: string): Promise<ShipmentRecord> {
      const [row] = await db
        .update(shipments)
        .set({ status: CANCELLED, updatedAt: sql`now()` })
        .where(eq(shipments.id, id))
        .returning();
      return row!;
    },
  };
}
