import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, selectPage } from '../../db/page';
import { auditLog } from '../../db/schema';

export type AuditRecord = typeof auditLog.$inferSelect;
export type NewAuditRecord = typeof auditLog.$inferInsert;

/** Callers inside a transaction pass the transaction as `db`, so the entry commits or rolls back with the change. */
export function createAuditRepository(db: Db) {
  return {
    async insert(entry: NewAuditRecord): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** Newest first (audit_log_created_idx); with an entity type, audit_log_entity_idx narrows the rows. */
    async list(filter: {
      entityType?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: AuditRecord[]; total: number }> {
      const where = filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined;
      return selectPage(db, auditLog, where, newestFirst(auditLog), filter);
    },
  };
}
