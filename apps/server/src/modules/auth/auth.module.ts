import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Consents } from '../privacy/privacy.service';
import type { UserAccounts } from '../users/user-accounts.service';
import { authRoutes } from './auth.routes';
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

/** Accounts: register, sign-in (with its throttle), profile and password recovery. Returns the auth service. */
export async function registerAuth(app: FastifyInstance, options: RegisterAuthOptions) {
  const { config, redis } = options;
  const auth = createAuthService(options.userAccounts, { db: options.db, mail: options.mail, log: app.log });
  await app.register(authRoutes, {
    consents: options.consents,
    auth,
    rateLimitsEnabled: config.rateLimitsEnabled,
    ...(config.rateLimitsEnabled
      ? { loginThrottle: redis ? createRedisLoginThrottle(redis) : createMemoryLoginThrottle() }
      : {}),
  });
  return auth;
}
