import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_MESSAGES,
  PHONE_CODE_TTL_MS,
  type PhoneCodeChannel,
} from '@shop/shared/schemas/phone-codes';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors';
import type { UserAccounts, UserRecord } from '../users';
import type { PhoneCodeSender } from './phone-code-sender';
import { createPhoneCodesRepository, type PhoneCodePurpose } from './phone-codes.repository';

export interface PhoneCodesOptions {
  db: Db;
  accounts: UserAccounts;
  sender: PhoneCodeSender;
  /** The server's signing secret: codes are kept as HMAC-SHA256 under it, so a copy of the table reveals none. */
  secret: string;
  log: { warn(object: Record<string, unknown>, message: string): void };
}

/**
 * Verified phone numbers and sign-in by code (docs/decisions/240-verified-phone-numbers.md): 6 digits, 10
 * minutes, used once, PHONE_CODE_MAX_ATTEMPTS guesses, only the newest code of a purpose works. The code itself
 * leaves this file only towards the phone: never in a log, an answer or a stored row.
 */
export function createPhoneCodes({ db, accounts, sender, secret, log }: PhoneCodesOptions) {
  const repo = createPhoneCodesRepository(db);
  const hashOf = (id: string, code: string) =>
    createHmac('sha256', secret).update(`phone-code:v1:${id}:${code}`).digest('hex');

  async function issue(user: UserRecord, phone: string, purpose: PhoneCodePurpose, channel: PhoneCodeChannel) {
    if (!sender.channels().includes(channel)) throw badRequest(PHONE_CODE_MESSAGES.whatsappUnavailable);
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.insert({
      id,
      userId: user.id,
      phone,
      purpose,
      channel,
      codeHash: hashOf(id, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    });
    try {
      await sender.send({ phone, code, channel });
    } catch (error) {
      await repo.retire(id);
      log.warn({ err: error instanceof Error ? error.message : 'unknown', userId: user.id, channel }, 'could not send a phone code');
      throw new AppError('UNAVAILABLE', PHONE_CODE_MESSAGES.sendFailed);
    }
  }

  /** True when `code` is the newest live code of this account and purpose for this phone; spends a guess. */
  async function check(userId: string, purpose: PhoneCodePurpose, phone: string, code: string): Promise<boolean> {
    const live = await repo.spendAttempt(userId, purpose, phone);
    if (!live) return false;
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(hashOf(live.id, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return repo.use(live.id);
  }

  return {
    channels: () => sender.channels(),

    async requestVerification(userId: string, phone: string, channel: PhoneCodeChannel): Promise<void> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound('User not found');
      await issue(user, phone, 'verify', channel);
    },

    async verify(userId: string, phone: string, code: string): Promise<UserRecord> {
      if (!(await check(userId, 'verify', phone, code))) throw badRequest(PHONE_CODE_MESSAGES.wrongCode);
      const user = await db.transaction((tx) => createPhoneCodesRepository(tx).markPhoneVerified(userId, phone));
      if (!user) throw notFound('User not found');
      return user;
    },

    /** Sends a code only to an account that verified this number; the caller answers the same either way. */
    async requestSignIn(phone: string): Promise<void> {
      const user = await repo.findByVerifiedPhone(phone);
      if (user) await issue(user, phone, 'sign-in', 'sms');
    },

    async signIn(phone: string, code: string): Promise<UserRecord> {
      const user = await repo.findByVerifiedPhone(phone);
      if (!user || !(await check(user.id, 'sign-in', phone, code))) throw unauthorized(PHONE_CODE_MESSAGES.wrongCode);
      return user;
    },
  };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
