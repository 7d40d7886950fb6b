import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deliveryIssueActionSchema } from '@shop/shared/failed-delivery';
import {
  adminDeliveryIssueSchema,
  adminDeliveryIssuesSchema,
  deliveryIssueSchema,
  rtoReportQuerySchema,
  rtoReportSchema,
} from '@shop/shared/schemas/delivery-issues';
import { errorResponses } from '../../lib/error-schema';
import { periodicJob } from '../../lib/periodic-job';
import { routeKit } from '../../plugins/auth';
import type { ShippingService } from './shipping.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502);
const orderParams = z.object({ orderId: z.uuid({ error: 'Unknown order' }) });
const idParams = z.object({ id: z.uuid({ error: 'Unknown failed delivery' }) });
const tokenQuery = z.object({ token: z.string().trim().max(100).optional() });

interface DeliveryIssuesRoutesOptions {
  shipping: ShippingService;
  rateLimitsEnabled: boolean;
}

/**
 * Failed deliveries (issue 37, docs/decisions/231-failed-deliveries.md): the buyer's page behind the signed link
 * in their mail (no sign-in), the admin's queue and answers, and the RTO report.
 */
export async function deliveryIssuesRoutes(
  app: FastifyInstance,
  { shipping, rateLimitsEnabled }: DeliveryIssuesRoutesOptions,
) {
  const { r, adminOnly, tags, security } = routeKit(app, 'shipping');
  const issues = shipping.deliveryIssues;
  const limited = (max: number) => ({
    rateLimit: rateLimitsEnabled ? { max, timeWindow: '1 minute' } : (false as const),
  });

  r.get(
    '/api/delivery-issues/:orderId',
    {
      config: limited(30),
      schema: {
        operationId: 'getDeliveryIssue',
        tags,
        summary: "A failed delivery of an order, for the buyer's link (no sign-in; the link's token)",
        params: orderParams,
        querystring: tokenQuery,
        response: { 200: deliveryIssueSchema.describe('The failed delivery and what can be answered'), ...errors },
      },
    },
    async (request) => issues.getForBuyer(request.params.orderId, request.query.token),
  );

  r.post(
    '/api/delivery-issues/:orderId/answer',
    {
      config: limited(10),
      schema: {
        operationId: 'answerDeliveryIssue',
        tags,
        summary: 'The buyer answers a failed delivery: a new day, a corrected phone or address, or cancel (COD)',
        description: "Sent to Shiprocket's NDR action once; a second answer to the same attempt is a 409.",
        params: orderParams,
        querystring: tokenQuery,
        body: deliveryIssueActionSchema,
        response: { 200: deliveryIssueSchema.describe('The failed delivery with the answer recorded'), ...errors },
      },
    },
    async (request) => issues.answerAsBuyer(request.params.orderId, request.query.token, request.body),
  );

  r.get(
    '/api/admin/deliveries',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listDeliveryIssues',
        tags,
        security,
        summary: 'Failed deliveries (NDR) waiting for an answer, and those ended in the last 14 days',
        response: {
          200: adminDeliveryIssuesSchema.describe('Open and recent failed deliveries, oldest first'),
          ...errors,
        },
      },
    },
    async () => ({ issues: await issues.listForAdmin() }),
  );

  r.post(
    '/api/admin/deliveries/:id/answer',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'answerDeliveryIssueAsMerchant',
        tags,
        security,
        summary: "The merchant answers a failed delivery for the buyer (sent to Shiprocket's NDR action once)",
        params: idParams,
        body: deliveryIssueActionSchema,
        response: { 200: adminDeliveryIssueSchema.describe('The failed delivery with the answer sent'), ...errors },
      },
    },
    async (request) => issues.answerAsMerchant(request.params.id, request.body),
  );

  r.get(
    '/api/admin/rto-report',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'rtoReport',
        tags,
        security,
        summary:
          'Returns to origin: count, rate and freight lost, by PIN code, state, courier, payment, product, customer and week',
        querystring: rtoReportQuerySchema,
        response: {
          200: rtoReportSchema.describe(
            'Returns to origin by PIN code, state, courier, payment, product, customer and week',
          ),
          ...errors,
        },
      },
    },
    async (request) => issues.rtoReport(request.query.weeks),
  );
}

/**
 * Failed-delivery housekeeping with the tracking poll's period: read Shiprocket's NDR list (what webhooks and the
 * poll missed), then alert the merchant about failed deliveries nobody answered for a day.
 */
export function startDeliveryIssueJobs(app: FastifyInstance, shipping: ShippingService, intervalMs: number) {
  return periodicJob(app, {
    name: 'failed deliveries',
    intervalMs,
    failureLevel: 'warn',
    work: async () => {
      const synced = await shipping.deliveryIssues.syncFromNdrList();
      const escalated = await shipping.deliveryIssues.escalateUnanswered();
      return { ...synced, escalated };
    },
    onResult: (result, log) => {
      if (result.recorded > 0 || result.escalated > 0) log.info(result, 'failed deliveries');
    },
  });
}
