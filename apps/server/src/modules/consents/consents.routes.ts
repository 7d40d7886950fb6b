import type { FastifyInstance } from 'fastify';
import { accountConsentsSchema } from '@shop/shared/privacy';
import { errorSchema } from '../../lib/error-schema';
import { authUserOf, routeKit } from '../../plugins/auth';
import type { Consents } from './consents.service';

/** The account's consents, which the account page and the checkout read (docs/decisions/189-consent-at-checkout.md). */
export async function consentsRoutes(app: FastifyInstance, { consents }: { consents: Consents }) {
  const { r, signedIn, tags, security } = routeKit(app, 'account');

  r.get(
    '/api/account/consents',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        operationId: 'getAccountConsents',
        summary: "The account's consents, and whether its checkout must ask for consent to delivery",
        response: { 200: accountConsentsSchema.describe("The account's consents"), 401: errorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return consents.ofAccount(authUserOf(request).id);
    },
  );
}
