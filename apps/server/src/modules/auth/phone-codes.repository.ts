import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import type { UserRecord } from '../users';
import { PHONE_CODE_MAX_ATTEMPTS, type PhoneCodeChannel } from '@shop/shared/schemas/phone-codes';

export type PhoneCodePurpose = 'verify' | 'sign-in';

/** One-time codes and the verified phone of an account (decision 240); codes are kept as an HMAC only. */
export function createPhoneCodesRepository(db: Db) {
  return {
    /** A new code retires the earlier ones of the same account and purpose: only the newest message works. */
    async insert(code: {
      userId: string;
      phone: string;
      purpose: PhoneCodePurpose;
      channel: PhoneCodeChannel;
      codeHash: string;
      expiresAt: Date;
      id: string;
    }): Promise<void> {
      await db
        .update(phoneCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(phoneCodes.userId, code.userId), eq(phoneCodes.purpose, code.purpose), isNull(phoneCodes.usedAt)));
      await db.insert(phoneCodes).values(code);
    },

    async retire(id: string): Promise<void> {
      await db.update(phoneCodes).set({ usedAt: sql`now()` }).where(eq(phoneCodes.id, id));
    },

    /**
     * Spends one guess on the newest live code for this account, purpose and phone, in one guarded UPDATE: two
     * guesses racing both count, and a code past its attempts, expiry or use answers nothing.
     */
    async spendAttempt(userId: string, purpose: PhoneCodePurpose, phone: string) {
      const [live] = await db
        .select({ id: phoneCodes.id })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      if (!live) return null;
      const rows = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(
          and(
            eq(phoneCodes.id, live.id),
            eq(phoneCodes.phone, phone),
            isNull(phoneCodes.usedAt),
            gt(phoneCodes.expiresAt, sql`now()`),
            lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: phoneCodes.id, codeHash: phoneCodes.codeHash });
      return rows[0] ?? null;
    },

    /** Uses the code up; false when another request used it first. */
    async use(id: string): Promise<boolean> {
      const rows = await db
        .update(phoneCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
        .returning({ id: phoneCodes.id });
      return rows.length === 1;
    },

    async findByVerifiedPhone(phone: string): Promise<UserRecord | null> {
      const rows = await db.select().from(users).where(eq(users.verifiedPhone, phone)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * The account proved it receives this number: it becomes the profile phone and the verified one. Another
     * account that had verified it earlier loses it (one account per number: sign-in by code finds it).
     */
    async markPhoneVerified(userId: string, phone: string): Promise<UserRecord | null> {
      await db
        .update(users)
        .set({ verifiedPhone: null, phoneVerifiedAt: null, updatedAt: sql`now()` })
        .where(and(eq(users.verifiedPhone, phone), ne(users.id, userId)));
      const rows = await db
        .update(users)
        .set({ phone, verifiedPhone: phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return rows[0] ?? null;
    },
  };
}
