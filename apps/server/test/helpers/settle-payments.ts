import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orders } from '../../src/db/schema';

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
  const deadline = Date.now() + timeoutMs;
  let owed = await refundsOwed(db);
  while (owed > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    owed = await refundsOwed(db);
  }
  return owed;
}
