import { lte } from 'drizzle-orm';
import { processingRetentionEnd } from '@shop/shared/privacy';
import type { Db } from '../../db/client';
import { retainedPersonalData } from '../../db/schema';
import { type AuditRecorder, systemActor } from '../audit';
import { purgeOrdersPastRetention } from '../orders';
import type { WishlistPersonalData } from '../wishlist';

/** Why the copy is kept, written on the row so whoever reads it knows it may serve nothing else. */
export const RETENTION_BASIS =
  'DPDP Rules 2025 r.8(3): personal data and logs of processing kept one year from the processing, for the purposes of the Seventh Schedule only';

/**
 * Inside the erasure's transaction, before anything is erased: the account's personal data as "Download my data"
 * would give it, kept for one year from this last processing (docs/decisions/175-retention-and-purge.md). No
 * screen reads it; the daily purge deletes it when `retain_until` has passed.
 */
export async function keepForRetention(tx: Db, subjectId: string, data: unknown, now: Date): Promise<Date> {
  const retainUntil = processingRetentionEnd(now);
  await tx.insert(retainedPersonalData).values({
    subjectId,
    legalBasis: RETENTION_BASIS,
    data,
    createdAt: now,
    retainUntil,
  });
  return retainUntil;
}

export interface PurgeResult {
  retainedCopiesDeleted: number;
  invoicedOrdersPurged: number;
  /** Back-in-stock requests past their keeping time (answered 90 days ago, or waiting for a year). */
  stockAlertsDeleted: number;
}

/** Whether a run purged anything (then it is audited and logged). */
export const purgedAnything = (r: PurgeResult) =>
  r.retainedCopiesDeleted + r.invoicedOrdersPurged + r.stockAlertsDeleted > 0;

/**
 * The daily purge: the r.8(3) copies and the invoice data of erased customers' orders whose `retain_until` has
 * passed, and old back-in-stock requests, in one transaction with its audit entry. Idempotent: a second run (or a second process) finds nothing
 * and records nothing. The audit log itself is the processing log and is never purged here.
 */
export function createRetentionPurge({
  db,
  audit,
  wishlist,
}: {
  db: Db;
  audit: AuditRecorder;
  wishlist: Pick<WishlistPersonalData, 'purgeStaleStockAlerts'>;
}) {
  return async function purge(now: Date = new Date()): Promise<PurgeResult> {
    return db.transaction(async (tx) => {
      const deleted = await tx
        .delete(retainedPersonalData)
        .where(lte(retainedPersonalData.retainUntil, now))
        .returning({ id: retainedPersonalData.id });
      const invoicedOrdersPurged = await purgeOrdersPastRetention(tx, now);
      const stockAlertsDeleted = await wishlist.purgeStaleStockAlerts(tx, now);
      const result = { retainedCopiesDeleted: deleted.length, invoicedOrdersPurged, stockAlertsDeleted };
      if (purgedAnything(result)) {
        await audit.record(
          systemActor('retention purge'),
          {
            action: 'privacy.purge',
            entityType: 'privacy',
            entityId: null,
            details: { ...result, asOf: now.toISOString() },
          },
          tx,
        );
      }
      return result;
    });
  };
}
