import type { ConsentDto, ConsentPurpose } from '@shop/shared/privacy';
import type { Db } from '../../db/client';
import { queryTextPrepared } from '../../db/prepared-statements';
import { consents } from '../../db/schema';
import { timestampOf } from '../../db/timestamps';

export type ConsentRecord = typeof consents.$inferSelect;

export function toConsentDto(row: ConsentRecord): ConsentDto {
  return {
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    orderId: row.orderId,
    givenAt: row.createdAt.toISOString(),
  };
}

const CONSENTS_OF_USER = `select id, user_id, purpose, notice_version, order_id, contact_message_id, created_at
  from consents where user_id = $1 order by created_at`;

/** A consents row as the driver gives it, before the column types are applied. */
interface ConsentRow {
  id: string;
  user_id: string | null;
  purpose: ConsentRecord['purpose'];
  notice_version: string;
  order_id: string | null;
  contact_message_id: string | null;
  created_at: string | Date;
}

function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    noticeVersion: row.notice_version,
    orderId: row.order_id,
    contactMessageId: row.contact_message_id,
    createdAt: timestampOf(row.created_at),
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

    async listForUser(userId: string): Promise<ConsentRecord[]> {
      // Named, and written out: checkout reads it on every order (docs/decisions/280, 282).
      const rows = await queryTextPrepared<ConsentRow>(db, CONSENTS_OF_USER, [userId]);
      return rows.map(toConsentRecord);
    },
  };
}
