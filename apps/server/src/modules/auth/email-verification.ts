import { randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_TTL_MS } from '@shop/shared/schemas/email-verification';
import type { Db } from '../../db/client';
import { commitThenWake } from '../../lib/after-commit';
import { badRequest, notFound } from '../../lib/errors';
import type { UserAccounts, UserRecord } from '../users';
import { createAuthRepository } from './auth.repository';
import type { AccountMail } from './auth.service';
import { hashResetToken } from './auth.service';

/**
 * Email verification (docs/decisions/150-email-verification.md): a 256-bit single-use link, valid 48 hours,
 * mailed through the outbox; only its SHA-256 is stored. Until it is opened, nothing found by the address
 * (contact messages, mails to it) is linked to the account.
 */
export function createEmailVerification(accounts: UserAccounts, { db, mail }: { db: Db; mail: AccountMail }) {
  /** Queues a fresh link for the user inside the caller's transaction. */
  async function issue(tx: Db, user: UserRecord): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashResetToken(token);
    await createAuthRepository(tx).insertVerificationToken({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
    });
    await mail.emailVerification(tx, user, token, tokenHash);
  }

  return {
    issue,

    /** A new link for a signed-in account; false when the address is verified already (nothing is sent). */
    async resend(userId: string): Promise<boolean> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound('User not found');
      if (user.emailVerifiedAt) return false;
      await commitThenWake(db, mail, (tx) => issue(tx, user));
      return true;
    },

    /** Opens a link: once, before it expires. Answers the verified account. */
    async verify(token: string): Promise<UserRecord> {
      const user = await db.transaction(async (tx) => {
        const repo = createAuthRepository(tx);
        const userId = await repo.consumeVerificationToken(hashResetToken(token));
        return userId ? repo.markEmailVerified(userId) : null;
      });
      if (!user) throw badRequest(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
      return user;
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
