import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Db) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

  return {
    async findById(id: string): Promise<UserRecord | null> {
      if (!isUuid(id)) return null;
      const rows = await byId.execute({ id });
      return rows[0] ?? null;
    },
    async findByEmail(email: string): Promise<UserRecord | null> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows[0] ?? null;
    },
    /** Returns null when the email is taken (unique index on lower(email)), so races cannot double-register. */
    async insert(user: NewUser): Promise<UserRecord | null> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    async update(id: string, patch: Partial<NewUser>): Promise<UserRecord | null> {
      const rows = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
