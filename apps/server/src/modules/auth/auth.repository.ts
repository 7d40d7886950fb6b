import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema';
import type { UserRecord } from '../users';

/** Credentials: reset and verification tokens (stored as SHA-256 hashes), the password with its token version. */
export function createAuthRepository(db: Db) {
  return {
    async insertResetToken(token: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(token);
    },

    /**
     * Uses a reset token up in one guarded UPDATE: of two requests racing with the same link only one gets
     * the user id back, and an expired or used token gets nothing.
     */
    async consumeResetToken(tokenHash: string): Promise<string | null> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows[0]?.userId ?? null;
    },

    /** Other links still out for this user stop working once the password has changed. */
    async revokeResetTokens(userId: string): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async insertVerificationToken(token: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(emailVerificationTokens).values(token);
    },

    /** Uses a verification link up in one guarded UPDATE (as consumeResetToken); expired or used: null. */
    async consumeVerificationToken(tokenHash: string): Promise<string | null> {
      const rows = await db
        .update(emailVerificationTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId });
      return rows[0]?.userId ?? null;
    },

    /** Marks the address verified (the first time only) and retires every other link still out. */
    async markEmailVerified(userId: string): Promise<UserRecord | null> {
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return rows[0] ?? null;
    },

    /** Sets the password and raises the token version, which signs out every token issued before. */
    async setPassword(userId: string, passwordHash: string): Promise<UserRecord | null> {
      const rows = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return rows[0] ?? null;
    },
  };
}
