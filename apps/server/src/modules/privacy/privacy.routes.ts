import type { FastifyInstance } from 'fastify';
import { eraseAccountResponseSchema, eraseAccountSchema, personalDataExportSchema } from '@shop/shared/privacy';
import { errorSchema } from '../../lib/error-schema';
import { routeKit, authUserOf } from '../../plugins/auth';
import type { PrivacyService } from './privacy.service';

export interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  rateLimitsEnabled: boolean;
}

/** "Download my data" and "Delete my account" (docs/decisions/110-personal-data.md). */
export async function privacyRoutes(app: FastifyInstance, { privacy, rateLimitsEnabled }: PrivacyRoutesOptions) {
  const { r, signedIn, tags, security } = routeKit(app, 'account');

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
    async (request) => privacy.eraseAccount(authUserOf(request).id, request.body.password),
  );
}
