import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Consents } from '../privacy';
import type { UserAccounts } from '../users';
import { authRoutes } from './auth.routes';
import { createEmailVerification } from './email-verification';
import { emailVerificationRoutes } from './email-verification.routes';
import { createAuthService, type AccountMail } from './auth.service';
import { createMemoryLoginThrottle, createRedisLoginThrottle } from './login-throttle';

export interface RegisterAuthOptions {
  config: Config;
  db: Db;
  userAccounts: UserAccounts;
  mail: AccountMail;
  /** Failed sign-ins are counted here when set (shared by every process), else in memory. */
  redis?: Redis | null;
  /** Consents with the privacy notice version, at registration (docs/decisions/110-personal-data.md). */
  consents: Consents;
}

/**
 * Accounts: register (with its consent and verification link), sign-in (with its throttle), profile, email
 * verification and password recovery. Returns the auth service.
 */
export async function registerAuth(app: FastifyInstance, options: RegisterAuthOptions) {
  const { config, redis, consents } = options;
  const verification = createEmailVerification(options.userAccounts, { db: options.db, mail: options.mail });
  const auth = createAuthService(options.userAccounts, {
    db: options.db,
    mail: options.mail,
    log: app.log,
    async onAccountCreated(tx, user, input) {
      // No consent, no account (docs/decisions/152-consent-at-registration.md): the row commits with it.
      await consents.record(user.id, 'account', input.privacyNoticeVersion, undefined, tx);
      try {
        // A savepoint: a link that cannot be queued never costs the shopper their account (they can resend).
        await tx.transaction((savepoint) => verification.issue(savepoint, user));
      } catch (error) {
        app.log.warn({ err: error, userId: user.id }, 'could not queue the verification mail');
      }
    },
  });
  await app.register(emailVerificationRoutes, { verification, rateLimitsEnabled: config.rateLimitsEnabled });
  await app.register(authRoutes, {
    auth,
    rateLimitsEnabled: config.rateLimitsEnabled,
    ...(config.rateLimitsEnabled
      ? { loginThrottle: redis ? createRedisLoginThrottle(redis) : createMemoryLoginThrottle() }
      : {}),
  });
  return auth;
}
