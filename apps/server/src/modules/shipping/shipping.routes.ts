import { deliveryLineWords } from './serviceability';
import { say } from '../../plugins/answer-language';
import { timingSafeEqual } from 'node:crypto';
import { routeKit, authUserOf } from '../../plugins/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { trackingResponseSchema } from '@shop/shared/schemas/order';
import {
  calculateShippingRequestSchema,
  calculateShippingResponseSchema,
  cancelShipmentResponseSchema,
  createShipmentResponseSchema,
  createShipmentSchema,
  serviceabilityRequestSchema,
  serviceabilityResponseSchema,
  type ServiceabilityResult,
  trackingDetailResponseSchema,
} from '@shop/shared/schemas/shipping';
import { deliveryEstimateQuerySchema, deliveryEstimateResponseSchema } from '@shop/shared/schemas/delivery-estimate';
import { unauthorized } from '../../lib/errors';
import type { TrackingWebhook } from '../../providers/shiprocket/types';
import { toOrderDto } from '../orders';
import { summarize, type ShippingService } from './shipping.service';
import { errorResponses, errorSchema } from '../../lib/error-schema';
import { periodicJob } from '../../lib/periodic-job';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502);
const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** A route's rate limit: `max` requests a minute per address, none when the limits are off (tests of other things). */
const perMinute = (enabled: boolean) => (max: number) => ({
  rateLimit: enabled ? { max, timeWindow: '1 minute' } : (false as const),
});

export interface ShippingRoutesOptions {
  shipping: ShippingService;
  /** The x-api-key Shiprocket must send on webhooks; null refuses every webhook. */
  webhookKey: string | null;
  rateLimitsEnabled: boolean;
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A PIN check's answer with its line in the asking page's language (docs/decisions/203). */
function inPageLanguage<T extends ServiceabilityResult>(request: FastifyRequest, answer: T): T {
  return { ...answer, message: say(request, deliveryLineWords(answer)) };
}

/**
 * `/api/shiprocket/*` (docs/product.md#api): shipping orders, tracking, cancellation, serviceability, and the
 * tracking webhook.
 */
export async function shippingRoutes(
  app: FastifyInstance,
  { shipping, webhookKey, rateLimitsEnabled }: ShippingRoutesOptions,
) {
  const { r, adminOnly, signedIn, tags, security } = routeKit(app, 'shipping');
  const limit = perMinute(rateLimitsEnabled);

  r.post(
    '/api/shiprocket/create-order',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createShipment',
        tags,
        security,
        summary: 'Ship a packed order with Shiprocket (once: a retry returns the existing shipment)',
        description:
          "Reads order_id (our order id), the package (length, breadth, height in cm, defaults 10; weight in kg, default the order's weight from the catalogue) " +
          'and courier_id (optional: Shiprocket recommends one). Then assigns the AWB and requests the pickup. ' +
          'Any other Shiprocket field sent is ignored: the payload is built from the stored order.',
        body: createShipmentSchema,
        response: {
          200: createShipmentResponseSchema.describe('The shipment booked earlier'),
          201: createShipmentResponseSchema.describe('The new shipment'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { order_id: orderId, length, breadth, height, weight, courier_id: courierId } = request.body;
      const result = await shipping.shipOrder(
        authUserOf(request),
        orderId,
        { length, breadth, height, weight },
        courierId,
      );
      return reply
        .status(result.existing ? 200 : 201)
        .send({ ...summarize(result.shipment), existing: result.existing, order: toOrderDto(result.order) });
    },
  );

  r.post(
    '/api/shiprocket/cancel/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'cancelShipment',
        tags,
        security,
        summary: 'Cancel the shipment (before pickup) and its order: stock back, refund if paid',
        params: idParams,
        response: { 200: cancelShipmentResponseSchema.describe('The cancelled order and its refund'), ...errors },
      },
    },
    async (request) => {
      const result = await shipping.cancelShipment(authUserOf(request), request.params.id);
      return {
        message: 'Shipment and order cancelled',
        shipment: summarize(result.shipment),
        order: toOrderDto(result.order),
        refund: result.refund,
      };
    },
  );

  // Tracking numbers are guessable, so lookups are rate limited like a courier's tracking page.
  r.get(
    '/api/shiprocket/track/:id',
    {
      schema: {
        operationId: 'trackOrder',
        tags,
        // Optional: anonymous callers get the public view.
        security: [{}, ...security],
        summary: 'Tracking by order id, shipment id or AWB',
        description:
          "The order's owner or an admin (bearer token) gets the detailed view. Anyone else, by tracking number, gets only " +
          'status, courier, etd and history.',
        params: idParams,
        response: {
          200: z
            .union([trackingDetailResponseSchema, trackingResponseSchema])
            .describe('The tracking (in detail for its customer or an admin)'),
          401: errorSchema,
          404: errorSchema,
        },
      },
      config: limit(30),
    },
    async (request) => {
      const user = await app.optionalUser(request);
      const result = await shipping.track(user, request.params.id);
      return 'detailed' in result ? result.detailed : result.public;
    },
  );

  r.get(
    '/api/shiprocket/track-public/:id',
    {
      schema: {
        operationId: 'trackParcel',
        tags,
        summary: 'Public tracking by tracking number (shipment id or AWB): status, courier, etd and history only',
        params: idParams,
        response: { 200: trackingResponseSchema.describe('The tracking'), 404: errorSchema },
      },
      config: limit(30),
    },
    async (request) => shipping.trackPublic(request.params.id),
  );

  r.post(
    '/api/shiprocket/serviceability',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'checkServiceability',
        tags,
        security,
        summary: 'Can a courier deliver to this PIN code, by when, and with cash on delivery?',
        body: serviceabilityRequestSchema,
        response: { 200: serviceabilityResponseSchema.describe('Whether and when the PIN code is served'), ...errors },
      },
      config: limit(60),
    },
    async (request) => inPageLanguage(request, await shipping.checkServiceability(request.body)),
  );

  r.post(
    '/api/shiprocket/calculate-shipping',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'calculateShipping',
        tags,
        security,
        summary: 'Shipping fee and total for a cart (catalogue prices), and delivery to a PIN code',
        body: calculateShippingRequestSchema,
        response: { 200: calculateShippingResponseSchema.describe('The shipping fee and the total'), ...errors },
      },
      config: limit(60),
    },
    async (request) => shipping.calculateShipping(request.body),
  );

  registerDeliveryEstimate(app, { shipping, rateLimitsEnabled });
  registerTrackingWebhooks(app, { shipping, webhookKey, rateLimitsEnabled });
}

/**
 * The product page's PIN check, before any cart or account (docs/decisions/211-pin-check-on-the-product-page.md):
 * public, so rate limited like the public tracking lookups.
 */
function registerDeliveryEstimate(
  app: FastifyInstance,
  { shipping, rateLimitsEnabled }: Pick<ShippingRoutesOptions, 'shipping' | 'rateLimitsEnabled'>,
) {
  const { r, tags } = routeKit(app, 'shipping');
  const limit = perMinute(rateLimitsEnabled);
  r.get(
    '/api/shiprocket/delivery-estimate',
    {
      schema: {
        operationId: 'estimateDelivery',
        tags,
        security: [],
        summary: 'Delivery to a PIN code for a product: whether, by when, and with cash on delivery',
        description:
          "The same courier answer checkout uses (cached for 10 minutes per PIN code and weight), for one unit of the product's " +
          'packed weight (the default package without productId). codAvailable is false where no courier collects cash or the shop has cash on delivery off.',
        querystring: deliveryEstimateQuerySchema,
        response: {
          200: deliveryEstimateResponseSchema.describe('Whether and when the PIN code is served'),
          400: errorSchema,
          429: errorSchema,
          502: errorSchema,
        },
      },
      config: limit(30),
    },
    async (request) => inPageLanguage(request, await shipping.deliveryEstimate(request.query)),
  );
}

/** Shiprocket's tracking webhook, authenticated by its x-api-key (the same handler at two addresses). */
function registerTrackingWebhooks(
  app: FastifyInstance,
  { shipping, webhookKey, rateLimitsEnabled }: ShippingRoutesOptions,
) {
  const { r, tags } = routeKit(app, 'shipping');
  const webhookBody = z.looseObject({
    awb: z.union([z.string(), z.number()]).optional(),
    current_status_id: z.union([z.string(), z.number()]).optional(),
    current_timestamp: z.string().optional(),
  });
  /** The same webhook at two addresses, each its own operation. */
  const webhook = (operationId: string) => ({
    schema: {
      operationId,
      tags,
      summary: 'Shiprocket tracking webhook (x-api-key)',
      headers: z.looseObject({ 'x-api-key': z.string().optional() }),
      body: webhookBody,
      response: {
        200: z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) }).describe('What the update did'),
        401: errorSchema,
      },
    },
    // Authenticated by the key before the body is looked at.
    onRequest: async (request: FastifyRequest) => {
      const given = request.headers['x-api-key'];
      if (!webhookKey || !sameSecret(typeof given === 'string' ? given : undefined, webhookKey)) {
        throw unauthorized('Invalid webhook key');
      }
    },
    config: { rateLimit: rateLimitsEnabled ? { max: 1200, timeWindow: '1 minute' } : (false as const) },
  });
  const handleWebhook = async (request: FastifyRequest) => ({
    status: await shipping.handleWebhook(request.body as TrackingWebhook),
  });
  r.post('/api/shiprocket/webhook', webhook('receiveShiprocketTracking'), handleWebhook);
  // Shiprocket's panel is said to refuse webhook URLs containing "shiprocket", "sr" or "kr" (unconfirmed): this one
  // avoids them, so register it there.
  r.post('/api/webhooks/courier-tracking', webhook('receiveCourierTracking'), handleWebhook);
}

/**
 * The tracking poll: every `intervalMs`, one round of {@link ShippingService.pollOnce}. Rounds never overlap in a
 * process, and shipments are claimed with SKIP LOCKED, so several processes share the work without repeats.
 */
export function startTrackingPoll(app: FastifyInstance, shipping: ShippingService, intervalMs: number) {
  return periodicJob(app, {
    name: 'tracking poll',
    intervalMs,
    failureLevel: 'warn',
    work: () => shipping.pollOnce({ minAgeMs: Math.max(60_000, intervalMs / 2) }),
    onResult: (result, log) => {
      if (result.checked > 0) log.info(result, 'tracking poll');
    },
  });
}
