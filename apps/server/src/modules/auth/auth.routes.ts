import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  userSchema,
} from '@shop/shared/schemas/auth';
import { toUserDto } from '../users/users.mapper';
import type { AuthService } from './auth.service';

const errorSchema = z.object({ message: z.string() }).loose();

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimitsEnabled: boolean;
}

export async function authRoutes(app: FastifyInstance, { auth, rateLimitsEnabled }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // Per IP through the route config; per account through a second counter keyed on the email sent
  // (the plugin runs one limiter per request, so the account check is its own preHandler).
  const loginRateLimit = rateLimitsEnabled ? { max: 20, timeWindow: '1 minute' } : false;
  const checkAccountLimit = rateLimitsEnabled
    ? app.createRateLimit({
        max: 10,
        timeWindow: '15 minutes',
        keyGenerator: (request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return `login-account:${typeof email === 'string' ? email.trim().toLowerCase() : 'none'}`;
        },
      })
    : undefined;
  const perAccountLimit = checkAccountLimit
    ? async (request: FastifyRequest) => {
        const result = await checkAccountLimit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('RATE_LIMITED', 'Too many login attempts for this account. Please try again in 15 minutes.');
        }
      }
    : undefined;

  r.post(
    '/api/auth/register',
    {
      schema: { tags, body: registerSchema, response: { 201: authResponseSchema, 409: errorSchema } },
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '1 minute' } : false },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      const token = await app.signToken(user);
      return reply.status(201).send({ user: toUserDto(user), token });
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: { tags, body: loginSchema, response: { 200: authResponseSchema, 401: errorSchema } },
      config: { rateLimit: loginRateLimit },
      ...(perAccountLimit ? { preHandler: perAccountLimit } : {}),
    },
    async (request) => {
      const user = await auth.login(request.body);
      return { user: toUserDto(user), token: await app.signToken(user) };
    },
  );

  r.get(
    '/api/auth/me',
    { schema: { tags, security: [{ bearerAuth: [] }], response: { 200: userSchema, 401: errorSchema } } },
    async (request) => toUserDto(await auth.getProfile((await app.requireUser(request)).id)),
  );

  r.put(
    '/api/auth/profile',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { id } = await app.requireUser(request);
      return toUserDto(await auth.updateProfile(id, request.body));
    },
  );

}
