import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@shop/shared/money';
import { RETURN_MESSAGES, returnEligibilitySchema, returnRequestFieldsSchema } from '@shop/shared/schemas/returns';
import { badRequest } from '../../lib/errors';
import { authUserOf, routeKit } from '../../plugins/auth';
import { toReturnDto } from './returns-dto';
import { readReturnForm } from './returns-form';
import { idParams, returnErrors as errors, returnResponse } from './returns-http';
import type { ReturnsService } from './returns.service';

/** The customer's return routes under /api/orders/:id/returns. */
export function registerCustomerReturnRoutes(app: FastifyInstance, returns: ReturnsService) {
  const { r, signedIn, tags, security } = routeKit(app, 'returns');

  r.get(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "An order's returns and whether a return can be requested now (and which units)",
        params: idParams,
        response: { 200: returnEligibilitySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = authUserOf(request);
      const e = await returns.eligibility(viewer, request.params.id);
      return {
        eligible: e.eligible,
        reason: e.reason,
        windowEndsAt: e.windowEndsAt?.toISOString() ?? null,
        items: e.items.map((i) => ({
          orderItemId: i.orderItemId,
          name: i.name,
          returnable: i.returnable,
          unitPrice: paiseToRupees(i.unitPricePaise),
        })),
        paymentMethod: e.paymentMethod,
        returns: e.returns.map((ret) => toReturnDto(ret)),
      };
    },
  );

  r.post(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Request a return (multipart: items JSON, reason, description, payout JSON for COD, evidence files)',
        params: idParams,
        response: { 201: returnResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = authUserOf(request);
      const { fields, files } = await readReturnForm(request);
      const parsed = returnRequestFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MESSAGES.items);
      const created = await returns.request(viewer, request.params.id, parsed.data, files);
      return reply.status(201).send({ return: toReturnDto(created) });
    },
  );
}
