import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxQuery } from '@shop/shared/schemas/notifications';
import type { Db } from '../../db/client';
import { newestFirst, pageWindow, selectPage } from '../../db/page';
import { emailOutbox } from '../../db/schema';
import type { OutboxRecord } from './notifications.types';

/** The admin Emails page's list of the outbox. */
export function createOutboxList(db: Db) {
  return {
    async list(query: OutboxQuery): Promise<{ rows: OutboxRecord[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(emailOutbox.status, query.status));
      if (query.to) conditions.push(sql`lower(${emailOutbox.to}) like ${`%${escapeLike(query.to.toLowerCase())}%`}`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      return selectPage(db, emailOutbox, where, newestFirst(emailOutbox), pageWindow(query.page, query.limit));
    },
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
