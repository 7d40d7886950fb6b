import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, grievanceEvents } from '../../db/schema';
import type { ContactMessageRecord } from './contact.repository';

export type GrievanceEventRecord = typeof grievanceEvents.$inferSelect;
export type NewGrievanceEvent = typeof grievanceEvents.$inferInsert;

const sameAddress = (email: string) => eq(sql`lower(${contactMessages.email})`, email.trim().toLowerCase());
const isOpenGrievance = and(isNotNull(contactMessages.grievanceTicket), isNull(contactMessages.handledAt));

/**
 * A grievance's ticket steps and its resolution (docs/decisions/161-grievance-lifecycle.md). Callers inside a
 * transaction pass it as `db`.
 */
export function createGrievanceRepository(db: Db) {
  return {
    async addEvent(event: NewGrievanceEvent): Promise<void> {
      await db.insert(grievanceEvents).values(event);
    },

    /** A reminder stage or the overdue alert: true only for the one caller that recorded it first. */
    async addAlertOnce(event: NewGrievanceEvent): Promise<boolean> {
      const rows = await db
        .insert(grievanceEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: grievanceEvents.id });
      return rows.length > 0;
    },

    events(messageId: string): Promise<GrievanceEventRecord[]> {
      return db
        .select()
        .from(grievanceEvents)
        .where(eq(grievanceEvents.contactMessageId, messageId))
        .orderBy(asc(grievanceEvents.createdAt), asc(grievanceEvents.id));
    },

    /** Open -> resolved under a guard: null when it was not an open grievance (already resolved, or none). */
    async resolve(id: string, resolution: string, at: Date): Promise<ContactMessageRecord | null> {
      const [row] = await db
        .update(contactMessages)
        .set({ resolution, handledAt: at, readAt: sql`coalesce(${contactMessages.readAt}, ${at})` })
        .where(and(eq(contactMessages.id, id), isOpenGrievance))
        .returning();
      return row ?? null;
    },

    /** Resolved -> open; the last resolution stays on the row and in the history. */
    async reopen(id: string): Promise<ContactMessageRecord | null> {
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: null })
        .where(
          and(eq(contactMessages.id, id), isNotNull(contactMessages.grievanceTicket), isNotNull(contactMessages.handledAt)),
        )
        .returning();
      return row ?? null;
    },

    async findByTicket(ticket: string, email: string): Promise<ContactMessageRecord | null> {
      const [row] = await db
        .select()
        .from(contactMessages)
        .where(and(eq(contactMessages.grievanceTicket, ticket), sameAddress(email)))
        .limit(1);
      return row ?? null;
    },

    /** Open grievances, oldest first (the deadline job). */
    openGrievances(limit: number): Promise<ContactMessageRecord[]> {
      return db
        .select()
        .from(contactMessages)
        .where(isOpenGrievance)
        .orderBy(asc(contactMessages.createdAt))
        .limit(limit);
    },

    async hasOpenFrom(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(and(isOpenGrievance, sameAddress(email)))
        .limit(1);
      return Boolean(row);
    },
  };
}
