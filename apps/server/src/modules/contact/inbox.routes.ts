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
import { routeKit, authUserOf } from '../../plugins/auth';
import type { InboxService } from './inbox.service';
import { errorResponses } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().max(100) });
/** The handled switch writes by id in a transaction: a malformed id is a 400 here, not a database error (issue 30). */
const uuidParams = z.object({ id: z.uuid('Not a message id') });

/** /api/admin/inbox: contact messages for the shop's admins. */
export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  const { r, adminOnly, tags, security } = routeKit(app, 'admin');

  r.get(
    '/api/admin/inbox',
    {
      onRequest: adminOnly,
      schema: { tags, security, querystring: inboxQuerySchema, response: { 200: inboxListSchema, ...errors } },
    },
    async (request) => inbox.list(request.query),
  );

  r.get(
    '/api/admin/inbox/unread-count',
    { onRequest: adminOnly, schema: { tags, security, response: { 200: inboxUnreadSchema, ...errors } } },
    async () => ({ unread: await inbox.unreadCount() }),
  );

  r.get(
    '/api/admin/inbox/:id',
    {
      onRequest: adminOnly,
      schema: { tags, security, params: idParams, response: { 200: inboxMessageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await inbox.open(request.params.id) }),
  );

  r.put(
    '/api/admin/inbox/:id/handled',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        params: uuidParams,
        body: inboxHandledSchema,
        response: { 200: inboxMessageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await inbox.setHandled(authUserOf(request), request.params.id, request.body.handled),
    }),
  );

  r.post(
    '/api/admin/inbox/:id/reply',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        params: idParams,
        body: inboxReplySchema,
        response: { 200: inboxMessageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await inbox.reply(authUserOf(request), request.params.id, request.body.message),
    }),
  );
}
