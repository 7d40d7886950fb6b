import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { breachAffectedUsers, breachIncidents } from '../../db/schema';

export type BreachRecord = typeof breachIncidents.$inferSelect;
export type NewBreach = typeof breachIncidents.$inferInsert;

/** The breach register's tables (migration 0026): incidents and the accounts each affects. */
export function createBreachesRepository(db: Db) {
  return {
    async insert(incident: NewBreach, affectedUserIds: readonly string[]): Promise<BreachRecord> {
      const [row] = await db.insert(breachIncidents).values(incident).returning();
      if (!row) throw new Error('breach insert returned no row');
      if (affectedUserIds.length > 0)
        await db.insert(breachAffectedUsers).values(affectedUserIds.map((userId) => ({ incidentId: row.id, userId })));
      return row;
    },

    async findById(id: string): Promise<BreachRecord | null> {
      const [row] = await db.select().from(breachIncidents).where(eq(breachIncidents.id, id));
      return row ?? null;
    },

    async lockById(id: string): Promise<BreachRecord | null> {
      const [row] = await db.select().from(breachIncidents).where(eq(breachIncidents.id, id)).for('update');
      return row ?? null;
    },

    list(): Promise<BreachRecord[]> {
      return db.select().from(breachIncidents).orderBy(desc(breachIncidents.discoveredAt)).limit(200);
    },

    async affectedUserIds(incidentId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: breachAffectedUsers.userId })
        .from(breachAffectedUsers)
        .where(eq(breachAffectedUsers.incidentId, incidentId));
      return rows.map((r) => r.userId);
    },

    /** How many listed accounts each incident still has (deleted accounts leave the list by cascade). */
    async affectedCounts(incidentIds: readonly string[]): Promise<Map<string, number>> {
      if (incidentIds.length === 0) return new Map();
      const rows = await db
        .select({ incidentId: breachAffectedUsers.incidentId, n: count() })
        .from(breachAffectedUsers)
        .where(inArray(breachAffectedUsers.incidentId, [...incidentIds]))
        .groupBy(breachAffectedUsers.incidentId);
      return new Map(rows.map((r) => [r.incidentId, Number(r.n)]));
    },

    async update(id: string, values: Partial<NewBreach>): Promise<BreachRecord | null> {
      const [row] = await db.update(breachIncidents).set(values).where(eq(breachIncidents.id, id)).returning();
      return row ?? null;
    },
  };
}
