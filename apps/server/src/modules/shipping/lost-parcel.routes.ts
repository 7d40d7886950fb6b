import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cancelShipmentResponseSchema } from '@shop/shared/schemas/shipping';
import { errorResponses } from '../../lib/error-schema';
import { authUserOf, routeKit } from '../../plugins/auth';
import { toOrderDto } from '../orders';
import { summarize, type ShippingService } from './shipping.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502);
const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The admin's answer to a parcel the courier lost (docs/decisions/166-every-shipment-status.md). */
export async function lostParcelRoutes(app: FastifyInstance, { shipping }: { shipping: ShippingService }) {
  const { r, adminOnly, tags, security } = routeKit(app, 'shipping');

  r.post(
    '/api/shiprocket/lost-parcel/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'closeLostParcel',
        tags,
        security,
        summary: 'Open a claim / refund the customer: close an order whose parcel the courier lost (stock stays out)',
        description:
          'Only for a shipment Shiprocket reports LOST, DESTROYED, DAMAGED or DISPOSED OFF. The claim is filed in ' +
          "Shiprocket's panel; this closes the order and refunds a paid one once (a repeat changes nothing).",
        params: idParams,
        response: { 200: cancelShipmentResponseSchema.describe('The closed order and its refund'), ...errors },
      },
    },
    async (request) => {
      const result = await shipping.settleLostParcel(authUserOf(request), request.params.id);
      return {
        message: 'Order closed for the lost parcel; open the claim in Shiprocket',
        shipment: summarize(result.shipment),
        order: toOrderDto(result.order),
        refund: result.refund,
      };
    },
  );
}
