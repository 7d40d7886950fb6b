import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { messageResponseSchema } from '@shop/shared/schemas/account';
import {
  EMAIL_VERIFICATION_MESSAGES,
  VERIFICATION_MAILS_PER_HOUR,
  verifyEmailSchema,
} from '@shop/shared/schemas/email-verification';
import { authUserOf, routeKit } from '../../plugins/auth';
import { errorSchema } from '../../lib/error-schema';
import { createQuietCap, uncapped } from '../../lib/quiet-cap';
import type { EmailVerification } from './email-verification';

export interface EmailVerificationRoutesOptions {
  verification: EmailVerification;
  rateLimitsEnabled: boolean;
}

/** Opening the emailed link, and asking for a new one (docs/decisions/150-email-verification.md). */
export async function emailVerificationRoutes(
  app: FastifyInstance,
  { verification, rateLimitsEnabled }: EmailVerificationRoutesOptions,
) {
  const { r, signedIn, tags, security } = routeKit(app, 'auth');
  // Per account a quiet cap: past it the answer is the same and no mail goes out, so nobody can use the
  // shop to flood an inbox (the address of an unverified account may be someone else's).
  const resendCap = rateLimitsEnabled
    ? createQuietCap(app, { name: 'verification-mail', max: VERIFICATION_MAILS_PER_HOUR, timeWindow: '1 hour' })
    : uncapped;

  r.post(
    '/api/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary: 'Verify the account address with the emailed single-use link (no sign-in needed)',
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema.describe('The address is verified'), 400: errorSchema },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 20, timeWindow: '1 minute' } : false },
    },
    async (request) => {
      await verification.verify(request.body.token);
      return { message: say(request, EMAIL_VERIFICATION_MESSAGES.verified) };
    },
  );

  r.post(
    '/api/auth/resend-verification',
    {
      schema: {
        operationId: 'resendVerificationEmail',
        tags,
        security,
        summary: 'Mail a new verification link to the signed-in account (a few an hour)',
        response: {
          200: messageResponseSchema.describe('A new link is on its way'),
          401: errorSchema,
          429: errorSchema,
        },
      },
      onRequest: signedIn,
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '15 minutes' } : false },
    },
    async (request) => {
      const user = authUserOf(request);
      if (user.emailVerified) return { message: say(request, EMAIL_VERIFICATION_MESSAGES.alreadyVerified) };
      if (await resendCap(request, user.id)) await verification.resend(user.id);
      return { message: say(request, EMAIL_VERIFICATION_MESSAGES.resent) };
    },
  );
}
