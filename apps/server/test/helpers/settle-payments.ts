import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { waitFor, WaitTimeoutError } from './wait-for';

/** Cancelled online orders whose captured money has not gone back yet (what the payments job refunds). */
export async function refundsOwed(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'razorpay'), eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'paid')));
  return row?.n ?? 0;
}

/**
 * Waits until the servers' own payments job (PAYMENT_JOBS_INTERVAL_SECONDS=1) has sent every refund owed, with
 * a generous limit for a loaded machine; returns how many are still owed (0 on success).
 */
export async function waitForRefunds(db: Db, timeoutMs = 60_000): Promise<number> {
  let owed = await refundsOwed(db);
  try {
    await waitFor(async () => (owed = await refundsOwed(db)) === 0, 'every refund owed', {
      timeoutMs,
      intervalMs: 250,
    });
  } catch (error) {
    if (!(error instanceof WaitTimeoutError)) throw error;
  }
  return owed;
}
