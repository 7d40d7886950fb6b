import { words } from '@shop/shared/shopper-words';
import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageResponseSchema } from '@shop/shared/schemas/account';
import { authResponseSchema, userSchema } from '@shop/shared/schemas/auth';
import {
  PHONE_CODE_CHANNELS,
  PHONE_CODE_MESSAGES,
  PHONE_CODES_PER_PHONE_PER_HOUR,
  requestPhoneCodeSchema,
  signInCodeRequestSchema,
  signInCodeSchema,
  verifyPhoneCodeSchema,
} from '@shop/shared/schemas/phone-codes';
import { authUserOf, routeKit } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-schema';
import { AppError } from '../../lib/errors';
import { createQuietCap, uncapped } from '../../lib/quiet-cap';
import { toUserDto } from '../users';
import type { PhoneCodes } from './phone-codes';

export interface PhoneCodeRoutesOptions {
  phoneCodes: PhoneCodes;
  rateLimitsEnabled: boolean;
}

/**
 * Verify the profile's phone and sign in by code (docs/decisions/240-verified-phone-numbers.md). Limits: per
 * client address through the route config, per phone number through a cap in the same store; the per-code
 * attempt limit is in the table. Bodies carry the code, never a URL (URLs are logged).
 */
export async function phoneCodeRoutes(app: FastifyInstance, { phoneCodes, rateLimitsEnabled }: PhoneCodeRoutesOptions) {
  const { r, signedIn, tags, security } = routeKit(app, 'auth');
  const perPhone = rateLimitsEnabled
    ? createQuietCap(app, { name: 'phone-code', max: PHONE_CODES_PER_PHONE_PER_HOUR, timeWindow: '1 hour' })
    : uncapped;
  const limit = (max: number, timeWindow: string) => ({ rateLimit: rateLimitsEnabled ? { max, timeWindow } : (false as const) });

  r.get(
    '/api/auth/phone/channels',
    {
      schema: {
        operationId: 'getPhoneCodeChannels',
        tags,
        summary: 'How this shop can send one-time codes (SMS, and WhatsApp when configured)',
        response: { 200: z.object({ channels: z.array(z.enum(PHONE_CODE_CHANNELS)) }).describe('The channels offered') },
      },
    },
    async () => ({ channels: phoneCodes.channels() }),
  );

  r.post(
    '/api/auth/phone/code',
    {
      schema: {
        operationId: 'requestPhoneCode',
        tags,
        security,
        summary: 'Send a 6-digit code to this phone number to verify it for the signed-in account',
        body: requestPhoneCodeSchema,
        response: { 200: messageResponseSchema.describe('The code is on its way'), ...errorResponses(400, 401, 429, 503) },
      },
      onRequest: signedIn,
      config: limit(5, '15 minutes'),
    },
    async (request) => {
      const { phone, channel } = request.body;
      if (!(await perPhone(request, phone))) throw new AppError('RATE_LIMITED', PHONE_CODE_MESSAGES.tooManyCodes);
      await phoneCodes.requestVerification(authUserOf(request).id, phone, channel);
      return { message: say(request, words(PHONE_CODE_MESSAGES.sent, { channel: channel === 'sms' ? 'SMS' : 'WhatsApp' })) };
    },
  );

  r.post(
    '/api/auth/phone/verify',
    {
      schema: {
        operationId: 'verifyPhone',
        tags,
        security,
        summary: 'Verify the phone number with the code sent to it; it becomes the profile phone',
        body: verifyPhoneCodeSchema,
        response: { 200: userSchema.describe('The account with its verified phone'), ...errorResponses(400, 401, 429) },
      },
      onRequest: signedIn,
      config: limit(10, '15 minutes'),
    },
    async (request) => {
      const { phone, code } = request.body;
      return toUserDto(await phoneCodes.verify(authUserOf(request).id, phone, code));
    },
  );

  r.post(
    '/api/auth/code/request',
    {
      schema: {
        operationId: 'requestSignInCode',
        tags,
        summary: 'Send a sign-in code by SMS to an account with this verified phone (the same answer otherwise)',
        body: signInCodeRequestSchema,
        response: { 200: messageResponseSchema.describe('The same answer whether or not the account exists'), ...errorResponses(400, 429, 503) },
      },
      config: limit(5, '15 minutes'),
    },
    async (request) => {
      const { phone } = request.body;
      // Past the cap nothing is sent and the answer is the same: it must not tell whether the number has an account.
      if (await perPhone(request, phone)) await phoneCodes.requestSignIn(phone);
      return { message: say(request, PHONE_CODE_MESSAGES.signInSent) };
    },
  );

  r.post(
    '/api/auth/code/sign-in',
    {
      schema: {
        operationId: 'signInWithCode',
        tags,
        summary: 'Sign in with the code sent to the verified phone',
        body: signInCodeSchema,
        response: { 200: authResponseSchema.describe('The account and a session token'), ...errorResponses(400, 401, 429) },
      },
      config: limit(10, '15 minutes'),
    },
    async (request) => {
      const user = await phoneCodes.signIn(request.body.phone, request.body.code);
      return { user: toUserDto(user), token: await app.signToken(user) };
    },
  );
}
