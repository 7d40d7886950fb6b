import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import type { ShipmentRecord } from './shipping.types';

/** The forward-flow facts of a shipment (docs/decisions/062-shiprocket-forward-flow.md): who, when, where. */
export function createShipmentFlowRepository(db: Db) {
  return {
    /** How many shipments this order has had, cancelled ones and the placeholder being created included. */
    async countForOrder(orderId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
      return row?.n ?? 0;
    },

    async setChannelOrderId(id: string, channelOrderId: string): Promise<void> {
      await db.update(shipments).set({ channelOrderId, updatedAt: sql`now()` }).where(eq(shipments.id, id));
    },

    async findByChannelOrderId(channelOrderId: string): Promise<ShipmentRecord | null> {
      const [row] = await db.select().from(shipments).where(eq(shipments.channelOrderId, channelOrderId)).limit(1);
      return row ?? null;
    },

    async setCourier(id: string, courierCompanyId: number | null): Promise<void> {
      if (courierCompanyId === null) return;
      await db.update(shipments).set({ courierCompanyId, updatedAt: sql`now()` }).where(eq(shipments.id, id));
    },

    /** The pickup Shiprocket scheduled; a pickup already recorded is kept (a repeat answers no date). */
    async setPickup(id: string, pickup: { scheduledAt: Date | null; token: string | null }): Promise<ShipmentRecord | null> {
      const [row] = await db
        .update(shipments)
        .set({
          pickupScheduledAt: sql`coalesce(${shipments.pickupScheduledAt}, ${pickup.scheduledAt ? pickup.scheduledAt.toISOString() : null}::timestamptz)`,
          pickupToken: sql`coalesce(${shipments.pickupToken}, ${pickup.token})`,
          updatedAt: sql`now()`,
        })
        .where(eq(shipments.id, id))
        .returning();
      return row ?? null;
    },

    async setTrackingUrl(id: string, trackingUrl: string): Promise<void> {
      await db
        .update(shipments)
        .set({ trackingUrl })
        .where(and(eq(shipments.id, id), sql`${shipments.trackingUrl} is distinct from ${trackingUrl}`));
    },
  };
}

export type ShipmentFlowRepository = ReturnType<typeof createShipmentFlowRepository>;
