import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { stockAlerts } from '../../db/schema';

const DAY_MS = 86_400_000;
/**
 * How long a request is kept (docs/decisions/212-back-in-stock-requests.md, addendum): once answered, 90 days as the
 * record that its one mail went out; unanswered, a year, after which the product is not coming back for this
 * shopper's purpose. Guests cannot delete their own requests, so the purge is what ends them.
 */
const ANSWERED_KEPT_DAYS = 90;
const WAITING_KEPT_DAYS = 365;

/** The SQL of "Notify me when back in stock" (stock_alerts). Callers inside a transaction pass it as `db`. */
export function createStockAlertsRepository(db: Db) {
  return {
    /**
     * One waiting request per product and address: asking again changes nothing but links a signed-in
     * shopper's account to it (docs/decisions/212-back-in-stock-requests.md).
     */
    async request(productId: string, email: string, userId: string | null, language: Locale = 'en'): Promise<void> {
      await db
        .insert(stockAlerts)
        .values({ productId, email, userId, language })
        .onConflictDoUpdate({
          target: [stockAlerts.productId, stockAlerts.email],
          targetWhere: isNull(stockAlerts.notifiedAt),
          // The latest request's language is the one its mail is written in (decision 233).
          set: { userId: sql`coalesce(${stockAlerts.userId}, excluded.user_id)`, language: sql`excluded.language` },
        });
    },

    /** Of these products, the ones with a request still waiting. */
    async productsWaiting(productIds: readonly string[]): Promise<string[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ productId: stockAlerts.productId })
        .from(stockAlerts)
        .where(and(inArray(stockAlerts.productId, [...productIds]), isNull(stockAlerts.notifiedAt)));
      return rows.map((r) => r.productId);
    },

    /**
     * Marks the waiting requests of these products answered and returns them. The guarded UPDATE is the claim:
     * two processes hearing the same restock never both get a row, and a claim whose mail is not queued in the
     * same transaction rolls back with it.
     */
    async claim(
      productIds: readonly string[],
    ): Promise<{ id: string; productId: string; email: string; language: string }[]> {
      if (productIds.length === 0) return [];
      return db
        .update(stockAlerts)
        .set({ notifiedAt: sql`now()` })
        .where(and(inArray(stockAlerts.productId, [...productIds]), isNull(stockAlerts.notifiedAt)))
        .returning({
          id: stockAlerts.id,
          productId: stockAlerts.productId,
          email: stockAlerts.email,
          language: stockAlerts.language,
        });
    },

    /** "Download my data": the account's requests, oldest first. */
    async ofUser(userId: string) {
      return db.select().from(stockAlerts).where(eq(stockAlerts.userId, userId)).orderBy(asc(stockAlerts.createdAt));
    },

    /** The daily retention purge: answered requests past 90 days, waiting ones past a year. Returns the count. */
    async purgeStale(now: Date): Promise<number> {
      const answeredBefore = new Date(now.getTime() - ANSWERED_KEPT_DAYS * DAY_MS);
      const waitingBefore = new Date(now.getTime() - WAITING_KEPT_DAYS * DAY_MS);
      const rows = await db
        .delete(stockAlerts)
        .where(
          or(
            lte(stockAlerts.notifiedAt, answeredBefore),
            and(isNull(stockAlerts.notifiedAt), lte(stockAlerts.createdAt, waitingBefore)),
          ),
        )
        .returning({ id: stockAlerts.id });
      return rows.length;
    },

    /** Account deletion: the account's requests. Returns how many were removed. */
    async eraseFor(userId: string): Promise<number> {
      const rows = await db.delete(stockAlerts).where(eq(stockAlerts.userId, userId)).returning({ id: stockAlerts.id });
      return rows.length;
    },
  };
}
