import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import {
  eraseAccountResponseSchema,
  eraseAccountSchema,
  personalDataExportSchema,
} from '@shop/shared/privacy';
import { errorSchema } from '../../lib/error-schema';
import { routeKit, authUserOf } from '../../plugins/auth';
import { messageResponseSchema } from '@shop/shared/schemas/account';
import { NOMINATION_MESSAGES, nominationResponseSchema, nominationSchema } from '@shop/shared/schemas/nomination';
import type { Nominations } from './nomination';
import type { PrivacyService } from './privacy.service';

export interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  nominations: Nominations;
  rateLimitsEnabled: boolean;
}

/** "Download my data" and "Delete my account" (docs/decisions/110-personal-data.md). */
export async function privacyRoutes(
  app: FastifyInstance,
  { privacy, nominations, rateLimitsEnabled }: PrivacyRoutesOptions,
) {
  const { r, signedIn, tags, security } = routeKit(app, 'account');
  const nominationWrites = { rateLimit: rateLimitsEnabled ? { max: 20, timeWindow: '15 minutes' } : (false as const) };

  // Nomination (DPDP Act s.14; docs/decisions/190-nomination.md).
  r.get(
    '/api/account/nomination',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        operationId: 'getNomination',
        summary: 'The person the customer nominated to exercise their rights on death or incapacity (or null)',
        response: { 200: nominationResponseSchema.describe('The nomination, or null'), 401: errorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { nomination: await nominations.get(authUserOf(request).id) };
    },
  );

  r.put(
    '/api/account/nomination',
    {
      onRequest: signedIn,
      config: nominationWrites,
      schema: {
        tags,
        security,
        operationId: 'putNomination',
        summary: 'Name or replace the nominee: name, email or phone, relationship',
        body: nominationSchema,
        response: { 200: nominationResponseSchema.describe('The saved nomination'), 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ nomination: await nominations.put(authUserOf(request), request.body) }),
  );

  r.delete(
    '/api/account/nomination',
    {
      onRequest: signedIn,
      config: nominationWrites,
      schema: {
        tags,
        security,
        operationId: 'withdrawNomination',
        summary: 'Withdraw the nomination',
        response: { 200: messageResponseSchema.describe('The nomination is withdrawn'), 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await nominations.withdraw(authUserOf(request).id);
      return { message: say(request, NOMINATION_MESSAGES.withdrawn) };
    },
  );

  r.get(
    '/api/account/my-data',
    {
      onRequest: signedIn,
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '1 minute' } : false },
      schema: {
        operationId: 'exportMyData',
        tags,
        security,
        summary: 'Everything the shop holds about the signed-in customer, as a JSON download',
        response: { 200: personalDataExportSchema.describe('The personal data'), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportFor(authUserOf(request).id);
      void reply.header('content-disposition', `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
      void reply.header('cache-control', 'no-store');
      return data;
    },
  );

  r.post(
    '/api/account/delete',
    {
      onRequest: signedIn,
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '15 minutes' } : false },
      schema: {
        operationId: 'deleteMyAccount',
        tags,
        security,
        summary: 'Delete the account now (password required): personal data erased, invoiced orders kept for tax law',
        body: eraseAccountSchema,
        response: {
          200: eraseAccountResponseSchema.describe('The account is deleted'),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const erased = await privacy.eraseAccount(authUserOf(request).id, request.body.password);
      return { ...erased, message: say(request, erased.message) };
    },
  );
}
