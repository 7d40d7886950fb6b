import { eq, sql } from 'drizzle-orm';
import { NOMINATION_MESSAGES, type NominationDto, type NominationInput } from '@shop/shared/schemas/nomination';
import type { Db } from '../../db/client';
import { nominations } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';

type NominationRow = typeof nominations.$inferSelect;

function toNominationDto(row: NominationRow): NominationDto {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    relationship: row.relationship,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's nominee as "Download my data" shows it, read in the caller's transaction; null when none. */
export async function nominationOf(db: Db, userId: string): Promise<NominationDto | null> {
  const [row] = await db.select().from(nominations).where(eq(nominations.userId, userId));
  return row ? toNominationDto(row) : null;
}

/**
 * Nomination (DPDP Act 2023 s.14, DPDP Rules 2025 r.14; docs/decisions/190-nomination.md): one nominee per account,
 * named, changed or withdrawn by the customer; erased with the account (the row cascades with it).
 */
export function createNominations(db: Db) {
  return {
    get: (userId: string) => nominationOf(db, userId),

    /** Names or replaces the nominee; the customer's own address is refused (a nominee is another person). */
    async put(user: { id: string; email: string }, input: NominationInput): Promise<NominationDto> {
      if (input.email && input.email === user.email.toLowerCase()) throw badRequest(NOMINATION_MESSAGES.notYourself);
      const values = {
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        relationship: input.relationship,
      };
      const [row] = await db
        .insert(nominations)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: nominations.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('nomination upsert returned no row');
      return toNominationDto(row);
    },

    /** Withdraws the nomination; 404 when there is none. */
    async withdraw(userId: string): Promise<void> {
      const removed = await db.delete(nominations).where(eq(nominations.userId, userId)).returning();
      if (removed.length === 0) throw notFound(NOMINATION_MESSAGES.none);
    },
  };
}
export type Nominations = ReturnType<typeof createNominations>;
