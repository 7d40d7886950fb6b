import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  LABELS_FAILED_HEADER,
  bulkLabelsRequestSchema,
  courierChoicesQuerySchema,
  courierChoicesResponseSchema,
} from '@shop/shared/schemas/shipping-flow';
import { formatOrderNumber } from '@shop/shared/order-number';
import { routeKit, authUserOf } from '../../plugins/auth';
import type { ShippingService } from './shipping.service';
import { errorResponses } from '../../lib/error-schema';
import { conflict } from '../../lib/errors';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502);
const idParams = z.object({ id: z.guid('Invalid order id') });

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * The admin's side of a shipment's forward flow (docs/decisions/062-shiprocket-forward-flow.md): the couriers to
 * choose from, the label (one order, or the selected orders in one PDF) and the pickup manifest.
 */
export async function shipmentDocumentsRoutes(app: FastifyInstance, { shipping }: { shipping: ShippingService }) {
  const { r, adminOnly, tags, security } = routeKit(app, 'shipping');

  r.get(
    '/api/shiprocket/couriers/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listCouriers',
        tags,
        security,
        summary:
          "Couriers that deliver this order's parcel: price (rupees), estimate, recommended / cheapest / fastest",
        params: idParams,
        description:
          "weight (kg) left out: the order's weight from the catalogue's per-product weights; length, breadth, height (cm) " +
          'default to 10. Sent to Shiprocket as weight, length, breadth, height and declared_value.',
        querystring: courierChoicesQuerySchema,
        response: { 200: courierChoicesResponseSchema.describe('The couriers and their prices'), ...errors },
      },
    },
    async (request) => {
      const { weight, length, breadth, height } = request.query;
      return shipping.courierChoices(authUserOf(request), request.params.id, {
        weightKg: weight,
        length,
        breadth,
        height,
      });
    },
  );

  r.get(
    '/api/shiprocket/label/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadLabel',
        tags,
        security,
        summary: "The shipment's label (PDF)",
        params: idParams,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const pdf = await shipping.labelsPdf(authUserOf(request), [request.params.id]);
      return sendPdf(reply, pdf, `label-${formatOrderNumber(request.params.id)}.pdf`);
    },
  );

  r.post(
    '/api/shiprocket/labels',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadLabels',
        tags,
        security,
        summary: 'Print labels: the labels of the selected orders that can be printed, in one PDF',
        description:
          `Orders whose label cannot be printed (no shipment, cancelled shipment, no AWB yet) are left out and named, ` +
          `with the reason, in the \`${LABELS_FAILED_HEADER}\` header (URI-encoded JSON: [{orderId, orderNumber, reason}]). ` +
          'When none can be printed: 409 with every order and its reason in the message.',
        body: bulkLabelsRequestSchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const { pdf, failed } = await shipping.bulkLabels(authUserOf(request), request.body.order_ids);
      if (!pdf) {
        const each = failed.map((f) => `#${f.orderNumber}: ${f.reason}`).join('; ');
        throw conflict(`No label could be printed. ${each}`);
      }
      if (failed.length > 0) reply.header(LABELS_FAILED_HEADER, encodeURIComponent(JSON.stringify(failed)));
      const printed = request.body.order_ids.length - failed.length;
      return sendPdf(reply, pdf, `labels-${printed}.pdf`);
    },
  );

  r.get(
    '/api/shiprocket/manifest/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadManifest',
        tags,
        security,
        summary: "The shipment's pickup manifest (PDF)",
        params: idParams,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const pdf = await shipping.manifestPdf(authUserOf(request), request.params.id);
      return sendPdf(reply, pdf, `manifest-${formatOrderNumber(request.params.id)}.pdf`);
    },
  );
}
