import type { FastifyInstance } from 'fastify';
import { routeKit, authUserOf } from '../../plugins/auth';
import { z } from 'zod';
import { orderResponseSchema } from '@shop/shared/schemas/order';
import {
  createPaymentResponseSchema,
  createPaymentSchema,
  orderPaymentResponseSchema,
  verifyPaymentSchema,
} from '@shop/shared/schemas/payment';
import { toOrderDto } from '../orders';
import { toOrderPaymentDto } from './payments.mapper';
import type { PaymentsService } from './payments.service';
import { errorResponses, errorSchema } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

/**
 * Online payment, in the order the checkout uses it: create-payment (Razorpay order for a stored order),
 * checkout.js in the browser, verify-payment; webhooks confirm the same payments server to server.
 */
export async function paymentsRoutes(app: FastifyInstance, { payments }: PaymentsRoutesOptions) {
  const { r, signedIn, tags, security } = routeKit(app, 'payments');

  r.post(
    '/api/orders/create-payment',
    {
      onRequest: signedIn,
      // Its order holds stock: on the embedded database it goes first in the write line (decision 299).
      config: { finishesAPurchase: true },
      schema: {
        operationId: 'createPayment',
        tags,
        security,
        summary: 'Razorpay order for one of your online-payment orders, for its stored total (idempotent)',
        body: createPaymentSchema,
        response: {
          200: createPaymentResponseSchema.describe('The Razorpay order to open checkout.js with'),
          ...errors,
        },
      },
    },
    async (request) => payments.createPayment(authUserOf(request), request.body.receipt),
  );

  r.post(
    '/api/orders/verify-payment',
    {
      onRequest: signedIn,
      // Its order holds stock: on the embedded database it goes first in the write line (decision 299).
      config: { finishesAPurchase: true },
      schema: {
        operationId: 'verifyPayment',
        tags,
        security,
        summary: "Checks checkout.js's signed answer and marks the order paid (exactly once)",
        body: verifyPaymentSchema,
        response: { 200: orderResponseSchema.describe('The paid order'), ...errors },
      },
    },
    async (request) => ({ order: toOrderDto(await payments.verifyPayment(authUserOf(request), request.body)) }),
  );

  r.get(
    '/api/orders/:id/payment',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getOrderPayment',
        tags,
        security,
        summary: 'Payment and refund state of an order (its customer or an admin)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: orderPaymentResponseSchema.describe('The payment and its refunds'), ...errors },
      },
    },
    async (request, reply) => {
      const { order, payment } = await payments.getOrderPayment(authUserOf(request), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return toOrderPaymentDto(order, payment);
    },
  );

  await app.register(razorpayWebhookRoute, { payments });
}

/**
 * Its own encapsulated plugin: the body must stay the raw bytes Razorpay signed (re-serialised JSON would not
 * match), so JSON parsing is replaced by a buffer parser here and only here.
 */
async function razorpayWebhookRoute(app: FastifyInstance, { payments }: PaymentsRoutesOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const { r, tags } = routeKit(app, 'payments');
  r.post(
    '/api/webhooks/razorpay',
    {
      // Razorpay retries with backoff and bursts after an outage; a signature check is cheap, a 429 is not.
      config: { rateLimit: false },
      schema: {
        operationId: 'receiveRazorpayWebhook',
        tags,
        summary: 'Razorpay webhooks (X-Razorpay-Signature over the raw body, de-duplicated by x-razorpay-event-id)',
        response: {
          200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }).describe('What the webhook did'),
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await payments.handleWebhook(
        raw,
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      );
      return { status: result.outcome };
    },
  );
}
