import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { breachInputSchema, breachListResponseSchema, breachResponseSchema } from '@shop/shared/schemas/breaches';
import { errorResponses } from '../../lib/error-schema';
import { authUserOf, routeKit } from '../../plugins/auth';
import type { BreachesService } from './breaches.service';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin's breach register under /api/admin/breaches (docs/decisions/177-breach-register.md). */
export async function breachesRoutes(app: FastifyInstance, { breaches }: { breaches: BreachesService }) {
  const { r, adminOnly, tags, security } = routeKit(app, 'breaches');
  const one = (operationId: string, summary: string, answer: string) => ({
    operationId,
    tags,
    security,
    summary,
    params: idParams,
    response: { 200: breachResponseSchema.describe(answer), ...errors },
  });

  r.get(
    '/api/admin/breaches',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listBreaches',
        tags,
        security,
        summary: 'The breach register',
        response: { 200: breachListResponseSchema.describe('The incidents'), ...errors },
      },
    },
    async () => ({ incidents: await breaches.list() }),
  );

  r.post(
    '/api/admin/breaches',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'recordBreach',
        tags,
        security,
        summary: 'Record a personal data breach',
        body: breachInputSchema,
        response: { 201: breachResponseSchema.describe('The recorded incident'), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ incident: await breaches.record(authUserOf(request), request.body) }),
  );

  r.get(
    '/api/admin/breaches/:id',
    {
      onRequest: adminOnly,
      schema: one('getBreach', 'One incident, its notices and the 72-hour clock', 'The incident'),
    },
    async (request) => ({
      incident: await breaches.get(request.params.id),
    }),
  );

  r.post(
    '/api/admin/breaches/:id/notify',
    {
      onRequest: adminOnly,
      schema: one(
        'notifyBreach',
        'Mail the notice to each affected person (once each)',
        'The incident and its notices',
      ),
    },
    async (request) => ({ incident: await breaches.notify(authUserOf(request), request.params.id) }),
  );

  r.post(
    '/api/admin/breaches/:id/board-reported',
    {
      onRequest: adminOnly,
      schema: one('markBreachBoardReported', 'The report was filed with the Data Protection Board', 'The incident'),
    },
    async (request) => ({ incident: await breaches.markBoardReported(authUserOf(request), request.params.id) }),
  );
}
