import { asc, eq } from 'drizzle-orm';
import type { ConsentDto, ConsentPurpose } from '@shop/shared/privacy';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared-statements';
import { consents } from '../../db/schema';

export type ConsentRecord = typeof consents.$inferSelect;

export function toConsentDto(row: ConsentRecord): ConsentDto {
  return {
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    orderId: row.orderId,
    givenAt: row.createdAt.toISOString(),
  };
}

/** The consents table: one row per consent given (docs/decisions/110-personal-data.md). */
export function createConsentsRepository(db: Db) {
  return {
    async insert(values: {
      userId: string | null;
      purpose: ConsentPurpose;
      noticeVersion: string;
      orderId?: string | null;
      contactMessageId?: string | null;
    }): Promise<ConsentRecord> {
      const [row] = await db
        .insert(consents)
        .values({ ...values, orderId: values.orderId ?? null })
        .returning();
      if (!row) throw new Error('consent insert returned no row');
      return row;
    },

    listForUser(userId: string): Promise<ConsentRecord[]> {
      // Named: checkout reads it on every order (docs/decisions/280).
      return executePrepared(
        db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.createdAt)),
      );
    },
  };
}
