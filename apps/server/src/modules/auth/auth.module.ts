import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Consents } from '../consents';
import type { UserAccounts } from '../users';
import { authRoutes } from './auth.routes';
import { createEmailVerification } from './email-verification';
import { emailVerificationRoutes } from './email-verification.routes';
import { createAuthService, type AccountMail } from './auth.service';
import { createMemoryLoginThrottle, createRedisLoginThrottle } from './login-throttle';
import { createMsg91Client } from '../../providers/msg91/client';
import { MSG91_SIMULATOR_PATH } from '../../providers/msg91/constants';
import { msg91Simulator } from '../../providers/msg91/simulator';
import { createWhatsAppClient } from '../../providers/whatsapp/client';
import { ownBaseUrl } from '../../lib/own-base-url';
import { createPhoneCodeSender } from './phone-code-sender';
import { createPhoneCodes } from './phone-codes';
import { phoneCodeRoutes } from './phone-codes.routes';

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
  await registerPhoneCodes(app, options);
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

/**
 * One-time codes to phones (docs/decisions/240-verified-phone-numbers.md): SMS through MSG91 (its in-process
 * simulator without credentials), WhatsApp's authentication template when the shop sends WhatsApp messages.
 */
async function registerPhoneCodes(app: FastifyInstance, { config, db, userAccounts }: RegisterAuthOptions) {
  const settings = config.msg91;
  if (settings.mode === 'simulator') {
    await app.register(msg91Simulator, {
      prefix: MSG91_SIMULATOR_PATH,
      authKey: settings.authKey,
      templates: { [settings.templateId]: ['OTP'] },
      control: settings.simControl,
    });
  }
  const sms = createMsg91Client({
    baseUrl: settings.apiUrl ?? (() => `${ownBaseUrl(app)}${MSG91_SIMULATOR_PATH}`),
    authKey: settings.authKey,
    templateId: settings.templateId,
    timeoutMs: settings.timeoutMs,
  });
  const whatsapp = config.whatsapp ? createWhatsAppClient({ ...config.whatsapp, baseUrl: config.whatsapp.apiUrl }) : null;
  const phoneCodes = createPhoneCodes({
    db,
    accounts: userAccounts,
    sender: createPhoneCodeSender(sms, whatsapp),
    secret: config.jwtSecret,
    log: app.log,
  });
  await app.register(phoneCodeRoutes, { phoneCodes, rateLimitsEnabled: config.rateLimitsEnabled });
}
