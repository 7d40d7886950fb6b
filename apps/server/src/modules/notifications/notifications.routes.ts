import type { FastifyInstance } from 'fastify';
import { routeKit } from '../../plugins/auth';
import { z } from 'zod';
import { creditNoteFileName, invoiceFileName } from '@shop/shared/order-number';
import { idempotencyKeySchema } from '@shop/shared/schemas/order';
import {
  NOTIFICATION_MESSAGES,
  bulkEmailSchema,
  emailQueuedResponseSchema,
  outboxListResponseSchema,
  outboxQuerySchema,
  sendUserEmailSchema,
  type OutboxEmail,
} from '@shop/shared/schemas/notifications';
import { notFound } from '../../lib/errors';
import { maskLinkTokens, type OutboxRecord } from './notifications.repository';
import type { MailRecipient, NotificationsService, OrderEventLike } from './notifications.service';
import { errorResponses } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().max(100) });
// Loose: the other request headers (authorization, ...) must survive validation untouched.
const idempotencyHeaders = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  findUserById: (id: string) => Promise<MailRecipient | null>;
  /** The orders service's getOrder: 404s for a missing order. */
  getOrder: (viewer: { id: string; role: 'admin' }, id: string) => Promise<OrderEventLike['order']>;
  /** Show one-time links in the outbox (demo shop without SMTP only; see showsSecrets). */
  showSecrets?: boolean;
}

function toOutboxDto(row: OutboxRecord, showSecrets: boolean): OutboxEmail {
  const mask = row.isSensitive && !showSecrets ? maskLinkTokens : (body: string) => body;
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    text: mask(row.text),
    html: row.html === null ? null : mask(row.html),
    attachments: row.attachments.map((a) =>
      a.type === 'credit-note' ? creditNoteFileName(a.number) : invoiceFileName(a.orderId),
    ),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    whatsappDelivery:
      row.deliveryStatus && row.deliveryStatusAt
        ? { status: row.deliveryStatus, at: row.deliveryStatusAt.toISOString(), error: row.deliveryError }
        : null,
  };
}

/**
 * Admin endpoints that send mail, and the outbox list. They live here rather than in the users, orders and
 * admin modules so that those stay free of mail.
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications, findUserById, getOrder, showSecrets = false }: NotificationsRoutesOptions,
) {
  const { r, adminOnly, security } = routeKit(app);
  // Before the body is parsed: an anonymous caller gets 401, a customer 403, never a validation message.

  r.get(
    '/api/admin/outbox',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listOutbox',
        tags: ['admin'],
        security,
        summary: 'Every mail the shop has queued, newest first, with its delivery status and body',
        querystring: outboxQuerySchema,
        response: { 200: outboxListResponseSchema.describe('One page of queued mails'), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await notifications.listOutbox(request.query);
      return {
        emails: rows.map((row) => toOutboxDto(row, showSecrets)),
        total,
        page: request.query.page,
        limit: request.query.limit,
      };
    },
  );

  r.post(
    '/api/users/bulk-email',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'emailAllUsers',
        tags: ['users'],
        security,
        summary: 'Email every user, or every user of one role; an Idempotency-Key makes a retry queue nothing new',
        headers: idempotencyHeaders,
        body: bulkEmailSchema,
        response: { 200: emailQueuedResponseSchema.describe('How many mails were queued'), ...errors },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const queued = await notifications.sendBulk(request.body, key ? `${request.authUser?.id}:${key}` : undefined);
      return { message: NOTIFICATION_MESSAGES.bulkEmailSent, queued };
    },
  );

  r.post(
    '/api/users/:id/send-email',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'emailUser',
        tags: ['users'],
        security,
        summary: 'Email one user (subject and message required)',
        params: idParams,
        headers: idempotencyHeaders,
        body: sendUserEmailSchema,
        response: { 200: emailQueuedResponseSchema.describe('The mail is queued'), ...errors },
      },
    },
    async (request) => {
      const user = await findUserById(request.params.id);
      if (!user) throw notFound('User not found');
      const queued = await notifications.sendToUser(user, request.body, request.headers['idempotency-key']);
      return { message: NOTIFICATION_MESSAGES.emailSent, queued };
    },
  );

  r.post(
    '/api/orders/:id/send-update',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'emailOrderUpdate',
        tags: ['orders'],
        security,
        summary: "Email the customer the order's current status",
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: emailQueuedResponseSchema.describe('The mail is queued'), ...errors },
      },
    },
    async (request) => {
      const admin = request.authUser;
      const order = await getOrder({ id: admin?.id ?? '', role: 'admin' }, request.params.id);
      const queued = await notifications.sendOrderUpdate(order, request.headers['idempotency-key']);
      return { message: NOTIFICATION_MESSAGES.orderUpdateSent, queued };
    },
  );
}
