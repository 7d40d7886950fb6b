import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { rtoOutcomes } from '../../db/schema';

export type RtoOutcomeRecord = typeof rtoOutcomes.$inferSelect;
export type NewRtoOutcome = typeof rtoOutcomes.$inferInsert;

/** Parcels returned to origin (table `rto_outcomes`, docs/decisions/232-rto-cost.md). */
export function createRtoOutcomesRepository(db: Db) {
  return {
    async exists(shipmentRowId: string): Promise<boolean> {
      const rows = await db
        .select({ id: rtoOutcomes.id })
        .from(rtoOutcomes)
        .where(eq(rtoOutcomes.shipmentId, shipmentRowId));
      return rows.length > 0;
    },

    /** Records an RTO once per shipment; a repeat changes nothing. */
    async insertOnce(outcome: NewRtoOutcome): Promise<boolean> {
      const rows = await db.insert(rtoOutcomes).values(outcome).onConflictDoNothing().returning({ id: rtoOutcomes.id });
      return rows.length > 0;
    },

    async markReceived(shipmentRowId: string, at: Date): Promise<void> {
      await db
        .update(rtoOutcomes)
        .set({ receivedAt: at })
        .where(and(eq(rtoOutcomes.shipmentId, shipmentRowId), isNull(rtoOutcomes.receivedAt)));
    },

    async findByOrder(orderId: string): Promise<RtoOutcomeRecord | null> {
      const [row] = await db.select().from(rtoOutcomes).where(eq(rtoOutcomes.orderId, orderId)).limit(1);
      return row ?? null;
    },

    /** What the quote of a returning parcel needs: its destination PIN and payment method (raw SQL on orders). */
    /** What a freight quote for the order's parcel needs; the total is the declared value of a return quote. */
    async orderForQuote(
      orderId: string,
    ): Promise<{ pincode: string; paymentMethod: string; totalPaise: number } | null> {
      const rows = await queryRows<{ pincode: string | null; payment_method: string; total_paise: string | number }>(
        db,
        sql`select shipping_address->>'pincode' as pincode, payment_method, total_paise from orders where id = ${orderId}`,
      );
      const row = rows[0];
      return row
        ? { pincode: row.pincode ?? '', paymentMethod: row.payment_method, totalPaise: Number(row.total_paise) }
        : null;
    },

    /**
     * A buyer's orders that went out with a courier, each with whether it came back (RTO), by account or by the
     * phone on the address: what the RTO count reads.
     */
    /** The buyer's orders with a recorded return to origin (started or received), for the COD history rule. */
    async rtoOrderIdsOf(userId: string): Promise<string[]> {
      const rows = await queryRows<{ order_id: string }>(
        db,
        sql`select distinct r.order_id from rto_outcomes r join orders o on o.id = r.order_id where o.user_id = ${userId}::uuid`,
      );
      return rows.map((row) => row.order_id);
    },

    async buyerOutcomes(buyer: { userId?: string | null; phone?: string | null }) {
      if (!buyer.userId && !buyer.phone) return [];
      return queryRows<{ order_id: string; returned: boolean }>(
        db,
        sql`select o.id as order_id, exists(select 1 from rto_outcomes r where r.order_id = o.id) as returned
            from orders o
            where (${buyer.userId ?? null}::uuid is not null and o.user_id = ${buyer.userId ?? null}::uuid)
               or (${buyer.phone ?? null}::text is not null and o.shipping_address->>'phone' = ${buyer.phone ?? null}::text)`,
      );
    },
  };
}

export type RtoOutcomesRepository = ReturnType<typeof createRtoOutcomesRepository>;
