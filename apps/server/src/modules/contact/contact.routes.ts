import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactResponseSchema, contactSchema } from '@shop/shared/schemas/contact';
import { GRIEVANCE_MESSAGES, grievanceResponseSchema, grievanceSchema } from '@shop/shared/schemas/grievance';
import type { ContactService } from './contact.service';
import { errorSchema } from '../../lib/error-schema';

export interface ContactRoutesOptions {
  contact: ContactService;
  rateLimitsEnabled: boolean;
}

export async function contactRoutes(app: FastifyInstance, { contact, rateLimitsEnabled }: ContactRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Open forms that write to the database: 5 a minute per IP keeps them from being flooded.
  const openForm = { rateLimit: rateLimitsEnabled ? { max: 5, timeWindow: '1 minute' } : false } as const;

  r.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: contactSchema,
        response: { 201: contactResponseSchema, 400: errorSchema, 429: errorSchema },
      },
      config: openForm,
    },
    async (request, reply) => {
      await contact.submit(request.body);
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );

  r.post(
    '/api/grievances',
    {
      schema: {
        tags: ['contact'],
        summary: 'File a grievance with the grievance officer (acknowledged by email with a ticket number)',
        body: grievanceSchema,
        response: { 201: grievanceResponseSchema, 400: errorSchema, 429: errorSchema },
      },
      config: openForm,
    },
    async (request, reply) => {
      const { ticket, acknowledgeBy, resolveBy } = await contact.submitGrievance(request.body);
      return reply.status(201).send({
        message: GRIEVANCE_MESSAGES.received(ticket),
        ticket,
        acknowledgeBy: acknowledgeBy.toISOString(),
        resolveBy: resolveBy.toISOString(),
      });
    },
  );
}
