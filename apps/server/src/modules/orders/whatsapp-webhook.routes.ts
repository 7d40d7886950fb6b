import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  isValidWebhookSignature,
  subscriptionChallenge,
  webhookEvents,
  type WhatsAppEvent,
} from '../../providers/whatsapp/webhook';
import type { WebhookEnvelope } from '../../providers/whatsapp/types';
import { routeKit } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/error-schema';
import { actOnCodReply } from './whatsapp-replies';
import type { OrdersService } from './orders.service';

export interface WhatsAppWebhookOptions {
  orders: Pick<OrdersService, 'findOrderForReply' | 'confirmAwaitingCod' | 'cancelByCustomer'>;
  /** Null when not configured (a live shop without WHATSAPP_APP_SECRET / WHATSAPP_VERIFY_TOKEN): refused. */
  secrets: { appSecret: string; verifyToken: string } | null;
  /** Records delivery statuses (sent, delivered, read, failed) on the outbox rows they name; how many changed. */
  statuses: (reports: WhatsAppStatusEvent[]) => Promise<number>;
}

type WhatsAppStatusEvent = Extract<WhatsAppEvent, { kind: 'status' }>;

const NOT_CONFIGURED = 'WhatsApp webhooks are not configured on this shop';

/**
 * Meta's WhatsApp webhook (docs/decisions/219-whatsapp-cloud-api.md, 229): the GET subscription handshake and
 * signed POSTs. Its own encapsulated plugin, so the body stays the raw bytes Meta signed.
 */
export async function whatsAppWebhookRoutes(
  app: FastifyInstance,
  { orders, secrets, statuses }: WhatsAppWebhookOptions,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const { r, tags } = routeKit(app, 'orders');

  r.get(
    '/api/webhooks/whatsapp',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'verifyWhatsappWebhook',
        tags,
        summary: "Meta's webhook subscription handshake: echoes hub.challenge for our verify token",
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().optional(),
        }),
        response: { 200: z.string().describe('hub.challenge'), 403: errorSchema },
      },
    },
    async (request, reply) => {
      const challenge = secrets ? subscriptionChallenge(request.query, secrets.verifyToken) : null;
      if (challenge === null) throw new AppError('FORBIDDEN', secrets ? 'Wrong verify token' : NOT_CONFIGURED);
      return reply.type('text/plain').send(challenge);
    },
  );

  r.post(
    '/api/webhooks/whatsapp',
    {
      // Meta retries and bursts after an outage; the signature check is cheap, a 429 is not.
      config: { rateLimit: false },
      schema: {
        operationId: 'receiveWhatsappWebhook',
        tags,
        summary:
          'WhatsApp Cloud API webhooks (X-Hub-Signature-256 over the raw body): COD Confirm / Cancel replies and delivery statuses',
        response: {
          200: z
            .object({
              replies: z.number().describe('Customer messages in the body'),
              acted: z.number().describe('Replies that confirmed or cancelled an order'),
              statuses: z.number().describe('Delivery statuses in the body'),
              recorded: z.number().describe('Outbox rows whose delivery status changed'),
            })
            .describe('What the webhook did'),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      if (!secrets) throw new AppError('FORBIDDEN', NOT_CONFIGURED);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWebhookSignature(raw, request.headers['x-hub-signature-256'], secrets.appSecret)) {
        throw new AppError('UNAUTHORIZED', 'Invalid webhook signature');
      }
      let envelope: WebhookEnvelope;
      try {
        envelope = JSON.parse(raw.toString('utf8')) as WebhookEnvelope;
      } catch {
        return { replies: 0, acted: 0, statuses: 0, recorded: 0 };
      }
      const events = webhookEvents(envelope);
      const replies = events.filter((event) => event.kind === 'reply');
      let acted = 0;
      for (const reply of replies) if ((await actOnCodReply(orders, reply)) !== 'ignored') acted += 1;
      // A failed status (e.g. 131026, not on WhatsApp) is recorded on the message's outbox row (decision 250).
      const reported = events.filter((event): event is WhatsAppStatusEvent => event.kind === 'status');
      const recorded = reported.length > 0 ? await statuses(reported) : 0;
      return { replies: replies.length, acted, statuses: reported.length, recorded };
    },
  );
}
