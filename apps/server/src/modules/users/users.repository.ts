import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@shop/shared/schemas/admin';
import type { SortOrder, UserSort } from '@shop/shared/schemas/users';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/page';
import { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserRole = UserRecord['role'];

export interface ListUsersParams {
  /** Lower-case text matched anywhere in the name or the email. */
  search?: string;
  role?: UserRole;
  sort: UserSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

export interface UserExportRow {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** YYYY-MM-DD, Indian date. */
  registeredOn: string;
  createdAtCursor: string;
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// Every order ends on the id so pages never overlap or skip a user.
const SORT_COLUMNS: Record<UserSort, SQL> = {
  name: sql`lower(${users.name})`,
  role: sql`${users.role}`,
  createdAt: sql`${users.createdAt}`,
};

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

    /**
     * One page of users. The search is `lower(name|email) like '%text%'`, which the trigram indexes
     * users_name_trgm_idx and users_email_trgm_idx answer without reading the whole table.
     */
    async list(params: ListUsersParams): Promise<{ rows: UserRecord[]; total: number }> {
      const conditions: SQL[] = [];
      if (params.search) {
        const pattern = `%${escapeLike(params.search.toLowerCase())}%`;
        conditions.push(sql`(lower(${users.name}) like ${pattern} or lower(${users.email}) like ${pattern})`);
      }
      if (params.role) conditions.push(eq(users.role, params.role));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = params.order === 'asc' ? asc : desc;
      return selectPage(db, users, where, [direction(SORT_COLUMNS[params.sort]), direction(users.id)], params);
    },

    /**
     * Locks every admin row until the transaction ends. Two admins demoting or deleting each other at the
     * same moment are thus decided one after the other, and the second sees the first one's change.
     */
    async lockAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async lockById(id: string): Promise<UserRecord | null> {
      if (!isUuid(id)) return null;
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return rows[0] ?? null;
    },

    async setRole(id: string, role: UserRole): Promise<UserRecord | null> {
      const rows = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return rows[0] ?? null;
    },

    /** The row only: the erasure (privacy module) anonymises the orders and the rest first, in the same transaction. */
    /** The accounts with these addresses (any case): id and lower-cased email. */
    async idsByEmails(emails: readonly string[]): Promise<{ id: string; email: string }[]> {
      if (emails.length === 0) return [];
      const lower = sql<string>`lower(${users.email})`;
      return db
        .select({ id: users.id, email: lower })
        .from(users)
        .where(
          inArray(
            lower,
            emails.map((e) => e.toLowerCase()),
          ),
        );
    },

    /**
     * Id, name, email and language of every account, or of the given ones (those still registered), for a notice
     * to each in their language.
     */
    async recipients(
      ids: readonly string[] | 'all',
    ): Promise<{ id: string; name: string; email: string; language: string }[]> {
      if (ids !== 'all' && ids.length === 0) return [];
      const query = db
        .select({ id: users.id, name: users.name, email: users.email, language: users.language })
        .from(users);
      return (ids === 'all' ? query : query.where(inArray(users.id, [...ids]))).orderBy(
        asc(users.createdAt),
        asc(users.id),
      );
    },

    async deleteById(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** Users in registration order, `limit` at a time after the cursor (keyset paging for exports). */
    async exportBatch(after: { createdAt: string; id: string } | null, limit: number): Promise<UserExportRow[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          registeredOn: sql<string>`to_char(${users.createdAt} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM-DD')`,
          createdAtCursor: sql<string>`${users.createdAt}::text`,
        })
        .from(users)
        .where(
          after
            ? sql`(${users.createdAt}, ${users.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export { isUuid } from '../../lib/uuid';
import { isUuid } from '../../lib/uuid';
