import type { Db } from '../../db/client';
import { createReturnsRepository } from './returns.repository';

/** A refund past its due date, as the shop's alert names it. */
export interface OverdueRefund {
  returnId: string;
  orderId: string;
  amountPaise: number;
  dueAt: Date;
  method: 'razorpay' | 'manual';
}

/** The shop's alert for an overdue refund (modules/notifications/merchant-alerts.ts), queued in the caller's transaction. */
export interface RefundOverdueAlerts {
  refundOverdue(tx: Db, refund: OverdueRefund): Promise<void>;
  afterCommit?: () => void;
}

/**
 * One run: every refund past its due date (15 business days after the return was received, decision 178) and not
 * yet paid alerts the shop, once: the claim and the alert commit together, and a claimed return is never claimed
 * again, however many runs or processes. Returns how many were alerted.
 */
export async function alertOverdueRefunds({
  db,
  alerts,
  now = new Date(),
}: {
  db: Db;
  alerts: RefundOverdueAlerts;
  now?: Date;
}): Promise<number> {
  const alerted = await db.transaction(async (tx) => {
    const rows = await createReturnsRepository(tx).claimOverdueRefunds(now);
    for (const row of rows) {
      await alerts.refundOverdue(tx, {
        returnId: row.id,
        orderId: row.orderId,
        amountPaise: row.refundPaise,
        dueAt: row.refundDueAt!,
        method: row.refundMethod,
      });
    }
    return rows.length;
  });
  if (alerted > 0) alerts.afterCommit?.();
  return alerted;
}
