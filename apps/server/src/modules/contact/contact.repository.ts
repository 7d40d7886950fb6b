import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, selectPage } from '../../db/page';
import { contactMessages } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRecord = typeof contactMessages.$inferSelect;

/** Callers inside a transaction pass the transaction as `db`. */
export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRecord> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },

    /** GRV-<year in India>-<serial>: a sequence gives each grievance its own number, never reused, no lock held. */
    async insertGrievance(message: Omit<NewContactMessage, 'grievanceTicket'>): Promise<ContactMessageRecord> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          ...message,
          grievanceTicket: sql`'GRV-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('grievance_ticket_seq')::text, 6, '0')`,
        })
        .returning();
      if (!row) throw new Error('grievance insert returned no row');
      return row;
    },

    /** Newest first; 'open' leaves out the ones marked handled. */
    async list(filter: { onlyOpen: boolean; limit: number; offset: number }) {
      const where = filter.onlyOpen ? isNull(contactMessages.handledAt) : undefined;
      return selectPage(db, contactMessages, where, newestFirst(contactMessages), filter);
    },

    async unreadCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
      return row?.n ?? 0;
    },

    async findById(id: string): Promise<ContactMessageRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },

    /** First opening only: the read time stays the first one. */
    async markRead(id: string): Promise<void> {
      await db
        .update(contactMessages)
        .set({ readAt: sql`now()` })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
    },

    async setHandled(id: string, handled: boolean): Promise<ContactMessageRecord | null> {
      const [row] = await db
        .update(contactMessages)
        .set({
          handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null,
          readAt: sql`coalesce(${contactMessages.readAt}, now())`,
        })
        .where(eq(contactMessages.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Answered: replied and read; a plain message is also handled. A grievance stays open: it is closed only by
     * its written resolution (docs/decisions/161-grievance-lifecycle.md).
     */
    async markReplied(id: string): Promise<ContactMessageRecord | null> {
      const [row] = await db
        .update(contactMessages)
        .set({
          repliedAt: sql`now()`,
          readAt: sql`coalesce(${contactMessages.readAt}, now())`,
          handledAt: sql`case when ${contactMessages.grievanceTicket} is null then coalesce(${contactMessages.handledAt}, now()) else ${contactMessages.handledAt} end`,
        })
        .where(eq(contactMessages.id, id))
        .returning();
      return row ?? null;
    },
  };
}
