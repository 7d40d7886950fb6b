import { serverWords } from '../../lib/shopper-words';
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@shop/shared/locale';
import { MESSAGES } from '@shop/shared/messages';
import {
  ACCOUNT_MESSAGES,
  RESET_TOKEN_TTL_MS,
  type ChangePasswordInput,
  type ResetPasswordInput,
} from '@shop/shared/schemas/account';
import type { LoginInput, ProfileUpdateInput, RegisterInput } from '@shop/shared/schemas/auth';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { UserAccounts, UserRecord } from '../users';
import { createAuthRepository } from './auth.repository';
import { commitThenWake, wakeAfterCommit, type AfterCommit } from '../../lib/after-commit';

/** Mails about the account itself; the notifications module provides them. */
export interface AccountMail extends AfterCommit {
  /** Both run inside the transaction that creates the account or the reset token. */
  welcome(tx: Db, user: UserRecord): Promise<void>;
  passwordReset(tx: Db, user: UserRecord, token: string, tokenHash: string): Promise<void>;
  /** The link that verifies the address (docs/decisions/150-email-verification.md). */
  emailVerification(tx: Db, user: UserRecord, token: string, tokenHash: string): Promise<void>;
}

export interface AuthServiceOptions {
  /** Needed for the account flows that write more than one row; without it they are unavailable. */
  db?: Db;
  mail?: AccountMail;
  log?: { warn(object: Record<string, unknown>, message: string): void };
  /**
   * Runs inside the transaction that creates the account (the consent row, the verification link): throwing
   * rolls the account back, so an account never exists without its consent.
   */
  onAccountCreated?: (tx: Db, user: UserRecord, input: RegisterInput) => Promise<void>;
}

/** Reset tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals no live link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAuthService(
  usersRepo: UserAccounts,
  { db, mail, log, onAccountCreated }: AuthServiceOptions = {},
) {
  function requireDb(): Db {
    if (!db) throw new AppError('UNAVAILABLE', serverWords('auth.recoveryUnavailable'));
    return db;
  }

  return {
    /**
     * New accounts are always customers: the schema has no role, and none is passed here. `language` is the page's
     * the shopper signed up on (decision 233): the welcome and verification mails are written in it.
     */
    async register(input: RegisterInput, language: Locale = 'en'): Promise<UserRecord> {
      const passwordHash = await hashPassword(input.password);
      const email = input.email.toLowerCase();
      const values = { name: input.name, email, passwordHash, role: 'user' as const, language };
      if (!db || !mail) {
        const user = await usersRepo.insert(values);
        if (!user) throw conflict(MESSAGES.emailTaken);
        return user;
      }
      const user = await db.transaction(async (tx) => {
        const created = await usersRepo.insert(values, tx);
        if (!created) return null;
        await onAccountCreated?.(tx, created, input);
        try {
          // A savepoint: a welcome mail that cannot be queued never costs the shopper their account.
          await tx.transaction((savepoint) => mail.welcome(savepoint, created));
        } catch (error) {
          log?.warn({ err: error, userId: created.id }, 'could not queue the welcome mail');
        }
        return created;
      });
      if (!user) throw conflict(MESSAGES.emailTaken);
      wakeAfterCommit(mail);
      return user;
    },

    async login(input: LoginInput): Promise<UserRecord> {
      const user = await usersRepo.findByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials);
      return user;
    },

    async getProfile(userId: string): Promise<UserRecord> {
      const user = await usersRepo.findById(userId);
      if (!user) throw notFound('User not found');
      return user;
    },

    /** The switcher's choice, kept on the account (decision 249). */
    async setLanguage(userId: string, language: Locale): Promise<UserRecord> {
      const user = await usersRepo.update(userId, { language });
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      return user;
    },

    async updateProfile(userId: string, input: ProfileUpdateInput): Promise<UserRecord> {
      const user = await usersRepo.update(userId, {
        name: input.name,
        phone: input.phone,
        ...(input.address ?? {}),
      });
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      return user;
    },

    /**
     * Forgot password. The caller answers the same whatever happens here, so whether an account exists is
     * never revealed; the token row and its mail commit together.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const database = requireDb();
      const user = await usersRepo.findByEmail(email);
      if (!user || !mail) return;
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashResetToken(token);
      await commitThenWake(database, mail, async (tx) => {
        await createAuthRepository(tx).insertResetToken({
          tokenHash,
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        await mail.passwordReset(tx, user, token, tokenHash);
      });
    },

    /** Uses the link once, sets the password, and signs out every token issued before. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const database = requireDb();
      const tokenHash = hashResetToken(input.token);
      const passwordHash = await hashPassword(input.password);
      const isDone = await database.transaction(async (tx) => {
        const repo = createAuthRepository(tx);
        const userId = await repo.consumeResetToken(tokenHash);
        if (!userId) return false;
        const user = await repo.setPassword(userId, passwordHash);
        await repo.revokeResetTokens(userId);
        return user !== null;
      });
      if (!isDone) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
    },

    /** Returns the updated user: the caller signs a fresh token, as every earlier one stops working. */
    async changePassword(userId: string, input: ChangePasswordInput): Promise<UserRecord> {
      const database = requireDb();
      const user = await usersRepo.findById(userId);
      if (!user) throw notFound('User not found');
      // 400, not 401: a wrong current password must not end the session that is asking.
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const updated = await database.transaction(async (tx) => {
        const repo = createAuthRepository(tx);
        const changed = await repo.setPassword(userId, passwordHash);
        await repo.revokeResetTokens(userId);
        return changed;
      });
      if (!updated) throw notFound('User not found');
      return updated;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
