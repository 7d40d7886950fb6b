import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  inboxHandledSchema,
  inboxListSchema,
  inboxMessageResponseSchema,
  inboxQuerySchema,
  inboxReplySchema,
  inboxUnreadSchema,
} from '@shop/shared/schemas/inbox';
import { grievanceReopenSchema, grievanceResolveSchema } from '@shop/shared/schemas/grievance';
import { routeKit, authUserOf } from '../../plugins/auth';
import type { InboxService } from './inbox.service';
import { errorResponses } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404);
/** A message id is a uuid: anything else is a 400 before the database sees it. */
const idParams = z.object({ id: z.uuid('Message not found') });

/** /api/admin/inbox: contact messages for the shop's admins. */
export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  const { r, adminOnly, tags, security } = routeKit(app, 'admin');

  r.get(
    '/api/admin/inbox',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listInbox',
        summary: 'Contact messages and grievances, newest first, by filter',
        tags,
        security,
        querystring: inboxQuerySchema,
        response: { 200: inboxListSchema.describe('One page of the inbox'), ...errors },
      },
    },
    async (request) => inbox.list(request.query),
  );

  r.get(
    '/api/admin/inbox/unread-count',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'countUnreadInbox',
        summary: 'How many inbox messages are unread',
        tags,
        security,
        response: { 200: inboxUnreadSchema.describe('The unread count'), ...errors },
      },
    },
    async () => ({ unread: await inbox.unreadCount() }),
  );

  r.get(
    '/api/admin/inbox/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getInboxMessage',
        summary: 'Open one inbox message',
        tags,
        security,
        params: idParams,
        response: { 200: inboxMessageResponseSchema.describe('The message'), ...errors },
      },
    },
    async (request) => ({ message: await inbox.open(request.params.id) }),
  );

  r.put(
    '/api/admin/inbox/:id/handled',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setInboxMessageHandled',
        summary: 'Mark a contact message handled or not handled',
        tags,
        security,
        params: idParams,
        body: inboxHandledSchema,
        response: {
          200: inboxMessageResponseSchema.describe('The updated message'),
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request) => ({
      message: await inbox.setHandled(authUserOf(request), request.params.id, request.body.handled),
    }),
  );

  r.post(
    '/api/admin/inbox/:id/resolve',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'resolveGrievance',
        tags,
        security,
        summary: 'Resolve a grievance with a written resolution, mailed to the complainant',
        params: idParams,
        body: grievanceResolveSchema,
        response: {
          200: inboxMessageResponseSchema.describe('The resolved grievance'),
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request) => ({
      message: await inbox.resolveGrievance(authUserOf(request), request.params.id, request.body.resolution),
    }),
  );

  r.post(
    '/api/admin/inbox/:id/reopen',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'reopenGrievance',
        tags,
        security,
        summary: 'Reopen a resolved grievance (the complainant is told)',
        params: idParams,
        body: grievanceReopenSchema,
        response: {
          200: inboxMessageResponseSchema.describe('The reopened grievance'),
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request) => ({
      message: await inbox.reopenGrievance(authUserOf(request), request.params.id, request.body.reason),
    }),
  );

  r.post(
    '/api/admin/inbox/:id/reply',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'replyToInboxMessage',
        summary: 'Reply to a message by email',
        tags,
        security,
        params: idParams,
        body: inboxReplySchema,
        response: { 200: inboxMessageResponseSchema.describe('The message with its reply'), ...errors },
      },
    },
    async (request) => ({
      message: await inbox.reply(authUserOf(request), request.params.id, request.body.message),
    }),
  );
}
