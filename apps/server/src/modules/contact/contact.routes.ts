import { words } from '@shop/shared/shopper-words';
import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGES, contactResponseSchema } from '@shop/shared/schemas/contact';
import {
  GRIEVANCE_MESSAGES,
  grievanceResponseSchema,
  grievanceStatusQuerySchema,
  grievanceStatusSchema,
} from '@shop/shared/schemas/grievance';
import { languageQuerySchema } from '@shop/shared/schemas/catalog';
import { contactRequestSchema, grievanceRequestSchema } from '@shop/shared/schemas/public-forms';
import type { ContactService } from './contact.service';
import { errorResponses } from '../../lib/error-schema';
import { formLanguage, routeKit } from '../../plugins/auth';

export interface ContactRoutesOptions {
  contact: ContactService;
  rateLimitsEnabled: boolean;
}

/** 428: a proof of work is needed; the answer carries the challenge (docs/decisions/160-grievance-relay-guard.md). */
const formErrors = errorResponses(400, 428, 429);

export async function contactRoutes(app: FastifyInstance, { contact, rateLimitsEnabled }: ContactRoutesOptions) {
  const { r, tags } = routeKit(app, 'contact');
  // Open forms that write to the database: 5 a minute per IP keeps them from being flooded.
  const openForm = { rateLimit: rateLimitsEnabled ? { max: 5, timeWindow: '1 minute' } : false } as const;

  r.post(
    '/api/contact',
    {
      schema: {
        operationId: 'sendContactMessage',
        tags,
        summary: 'Send a message to the shop (consent to the privacy notice required; proof of work after a few)',
        // The page's language (decision 233); a signed-in shopper's account language comes first.
        querystring: languageQuerySchema,
        body: contactRequestSchema,
        response: { 201: contactResponseSchema.describe('The message is received'), ...formErrors },
      },
      config: openForm,
    },
    async (request, reply) => {
      const language = await formLanguage(app, request);
      await contact.submit(request.body, { ip: request.ip }, language);
      return reply.status(201).send({ message: say(request, CONTACT_MESSAGES.sent) });
    },
  );

  r.post(
    '/api/grievances',
    {
      schema: {
        operationId: 'fileGrievance',
        tags,
        summary: 'File a grievance with the grievance officer (acknowledged with a ticket number)',
        querystring: languageQuerySchema,
        body: grievanceRequestSchema,
        response: { 201: grievanceResponseSchema.describe('The grievance and its ticket number'), ...formErrors },
      },
      config: openForm,
    },
    async (request, reply) => {
      const language = await formLanguage(app, request);
      const filed = await contact.submitGrievance(request.body, { ip: request.ip }, language);
      const { ticket, acknowledgementMailed } = filed;
      return reply.status(201).send({
        message: say(
          request,
          words(acknowledgementMailed ? GRIEVANCE_MESSAGES.received : GRIEVANCE_MESSAGES.receivedNoMail, { ticket }),
        ),
        ticket,
        acknowledgementMailed,
        acknowledgeBy: filed.acknowledgeBy.toISOString(),
        resolveBy: filed.resolveBy.toISOString(),
      });
    },
  );

  // POST, not GET: the email stays out of URLs and logs.
  r.post(
    '/api/grievances/status',
    {
      schema: {
        operationId: 'getGrievanceStatus',
        tags,
        summary: "A grievance's status, dates and resolution, by ticket number and email (no sign-in)",
        body: grievanceStatusQuerySchema,
        response: { 200: grievanceStatusSchema.describe("The grievance's status"), ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 10, timeWindow: '1 minute' } : false },
    },
    async (request) => contact.grievanceStatus(request.body),
  );
}
