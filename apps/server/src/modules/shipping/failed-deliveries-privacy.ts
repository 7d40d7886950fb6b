import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { failedDeliveries } from '../../db/schema';

/** The answer's fields that identify the buyer: a corrected phone, address line or landmark (a constant). */
const PERSONAL_ANSWER_KEYS = sql.raw(`array['phone', 'addressLine', 'landmark']`);

/**
 * What the shipping module offers the personal-data flows (docs/decisions/231-failed-deliveries.md): the
 * customer's answers to failed deliveries for "Download my data", and on account deletion the corrected phone
 * and address taken out of them, as the order's own address is (the attempt, its reason and what was asked
 * stay: they are the courier's record of the parcel). Each takes the caller's transaction and the customer's
 * order ids (the orders module's `orderIdsOf`).
 */
export const deliveryIssuesPersonalData = {
  async forExport(tx: Db, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    const rows = await tx
      .select()
      .from(failedDeliveries)
      .where(inArray(failedDeliveries.orderId, [...orderIds]))
      .orderBy(asc(failedDeliveries.firstAttemptAt));
    return rows.map((r) => ({
      orderId: r.orderId,
      reason: r.reason,
      attempts: r.attempts,
      answer: (r.action as Record<string, unknown> | null) ?? null,
    }));
  },

  /** Returns how many answers lost their phone or address. */
  async eraseFor(tx: Db, orderIds: readonly string[]): Promise<number> {
    if (orderIds.length === 0) return 0;
    const rows = await tx
      .update(failedDeliveries)
      .set({ action: sql`${failedDeliveries.action} - ${PERSONAL_ANSWER_KEYS}` })
      .where(
        and(
          inArray(failedDeliveries.orderId, [...orderIds]),
          sql`${failedDeliveries.action} ?| ${PERSONAL_ANSWER_KEYS}`,
        ),
      )
      .returning({ id: failedDeliveries.id });
    return rows.length;
  },
};

export type DeliveryIssuesPersonalData = typeof deliveryIssuesPersonalData;
