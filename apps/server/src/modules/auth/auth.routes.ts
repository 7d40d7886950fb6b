import { serverWords } from '../../lib/shopper-words';
import { answerLanguage, say } from '../../plugins/answer-language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authUserOf, routeKit } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '@shop/shared/schemas/account';
import {
  authResponseSchema,
  loginSchema,
  languageUpdateSchema,
  profileUpdateSchema,
  registerSchema,
  userSchema,
} from '@shop/shared/schemas/auth';
import { languageQuerySchema } from '@shop/shared/schemas/catalog';
import { toUserDto } from '../users';
import type { AuthService } from './auth.service';
import { errorSchema } from '../../lib/error-schema';
import { createQuietCap, uncapped } from '../../lib/quiet-cap';
import type { LoginThrottle } from './login-throttle';

/** Reset mails one address can be sent in an hour (docs/decisions/009-rate-limits.md). */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 5;

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimitsEnabled: boolean;
  /** Failed sign-ins per account + IP; absent when rate limits are off. */
  loginThrottle?: LoginThrottle;
}

/** preHandler: refuses a sign-in while the account + IP is throttled (the body has passed loginSchema already). */
function throttleWait(loginThrottle: LoginThrottle) {
  return async (request: FastifyRequest) => {
    const { email } = request.body as { email: string };
    const waitMs = await loginThrottle.waitMs(email, request.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', serverWords('auth.loginThrottled', { seconds }));
    }
  };
}

export async function authRoutes(app: FastifyInstance, { auth, rateLimitsEnabled, loginThrottle }: AuthRoutesOptions) {
  const { r, signedIn, tags, security } = routeKit(app, 'auth');

  // Per IP through the route config (every attempt); failed attempts per account + IP through the throttle,
  // which a successful sign-in resets (login-throttle.ts).
  const loginRateLimit = rateLimitsEnabled ? { max: 20, timeWindow: '1 minute' } : false;
  const waitForThrottle = loginThrottle ? throttleWait(loginThrottle) : undefined;

  r.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Create a customer account and sign in',
        tags,
        // The page's language (a sign-up from /hi/register sends hi): saved on the account, so the welcome and
        // verification mails are already in it (docs/decisions/233-hindi-form-and-alert-mails.md).
        querystring: languageQuerySchema,
        body: registerSchema,
        response: {
          201: authResponseSchema.describe('The new account and its session token'),
          400: errorSchema,
          409: errorSchema,
        },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '1 minute' } : false },
    },
    async (request, reply) => {
      // The consent row and the verification link commit with the account (auth.module.ts).
      const user = await auth.register(request.body, answerLanguage(request));
      const token = await app.signToken(user);
      return reply.status(201).send({ user: toUserDto(user), token });
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Sign in with email and password',
        tags,
        body: loginSchema,
        response: { 200: authResponseSchema.describe('The account and a session token'), 401: errorSchema },
      },
      config: { rateLimit: loginRateLimit },
      ...(waitForThrottle ? { preHandler: waitForThrottle } : {}),
    },
    async (request) => {
      let user;
      try {
        user = await auth.login(request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') {
          await loginThrottle?.recordFailure(request.body.email, request.ip);
        }
        throw error;
      }
      await loginThrottle?.recordSuccess(request.body.email, request.ip);
      return { user: toUserDto(user), token: await app.signToken(user) };
    },
  );

  r.get(
    '/api/auth/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in account',
        tags,
        security,
        response: { 200: userSchema.describe('The signed-in account'), 401: errorSchema },
      },
    },
    async (request) => toUserDto(await auth.getProfile((await app.requireUser(request)).id)),
  );

  r.put(
    '/api/auth/profile',
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Change the name, phone and saved address of the signed-in account',
        tags,
        security,
        body: profileUpdateSchema,
        response: { 200: userSchema.describe('The updated account'), 401: errorSchema },
      },
      onRequest: signedIn,
    },
    async (request) => toUserDto(await auth.updateProfile(authUserOf(request).id, request.body)),
  );

  r.put(
    '/api/auth/language',
    {
      schema: {
        operationId: 'updateLanguage',
        summary: "Remember the signed-in shopper's language (English or Hindi)",
        tags,
        security,
        body: languageUpdateSchema,
        response: { 200: userSchema.describe('The account with its language'), 401: errorSchema },
      },
      onRequest: signedIn,
    },
    async (request) => toUserDto(await auth.setLanguage(authUserOf(request).id, request.body.language)),
  );

  registerPasswordRoutes(app, { auth, rateLimitsEnabled });
}

/** Forgot, reset and change password. */
function registerPasswordRoutes(
  app: FastifyInstance,
  { auth, rateLimitsEnabled }: Omit<AuthRoutesOptions, 'loginThrottle'>,
) {
  const { r, signedIn, tags, security } = routeKit(app, 'auth');

  // Forgot password: per IP through the route config; per address a quiet cap, so nobody can flood one
  // inbox, and a capped request still gets the usual answer (nothing about the account is revealed).
  const resetAddressCap = rateLimitsEnabled
    ? createQuietCap(app, { name: 'reset-address', max: RESET_MAILS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' })
    : uncapped;

  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        operationId: 'forgotPassword',
        tags,
        summary: 'Email a one-hour, single-use reset link; the answer is the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: {
          200: messageResponseSchema.describe('The same answer whether or not the account exists'),
          400: errorSchema,
          429: errorSchema,
        },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '1 minute' } : false },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (await resetAddressCap(request, email)) await auth.requestPasswordReset(email);
      return { message: say(request, ACCOUNT_MESSAGES.resetRequested) };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Set a new password with an emailed reset token; signs out every earlier session',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema.describe('The password is changed'), 400: errorSchema },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 20, timeWindow: '1 minute' } : false },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: say(request, ACCOUNT_MESSAGES.resetDone) };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: {
        operationId: 'changePassword',
        tags,
        security,
        summary: 'Change the password (current one required); returns a fresh token, earlier ones stop working',
        body: changePasswordSchema,
        response: {
          200: authResponseSchema.describe('The account and its fresh session token'),
          400: errorSchema,
          401: errorSchema,
        },
      },
      onRequest: signedIn,
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '15 minutes' } : false },
    },
    async (request) => {
      const user = await auth.changePassword(authUserOf(request).id, request.body);
      return { user: toUserDto(user), token: await app.signToken(user) };
    },
  );
}
