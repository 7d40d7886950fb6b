import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { CREATING } from './shipment-status';
import type { ShipmentRecord } from './shipping.types';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finding a shipment by its id, its order or a tracking number. */
export function createShipmentLookupRepository(db: Db) {
  return {
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
  };
}
