import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxQuery } from '@shop/shared/schemas/notifications';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { OutboxRecord } from './notifications.repository';

/** The admin Emails page's list of the outbox. */
export function createOutboxList(db: Db) {
  return {
    async list(query: OutboxQuery): Promise<{ rows: OutboxRecord[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(emailOutbox.status, query.status));
      if (query.to) conditions.push(sql`lower(${emailOutbox.to}) like ${`%${escapeLike(query.to.toLowerCase())}%`}`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(emailOutbox).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
