import type { FastifyInstance } from 'fastify';
import {
  adminOpenReturnSchema,
  payoutPaidSchema,
  returnDecisionSchema,
  returnListQuerySchema,
  returnListResponseSchema,
  returnReceivedSchema,
} from '@shop/shared/schemas/returns';
import { authUserOf, routeKit } from '../../plugins/auth';
import { toReturnDto } from './returns-dto';
import { idParams, returnErrors as errors, returnResponse } from './returns-http';
import type { ReturnWithDetails } from './returns.repository';
import type { ReturnsService } from './returns.service';

/** The admin sees the payout destination and the customer in full. */
const fullReturn = (ret: ReturnWithDetails) => ({ return: toReturnDto(ret, { full: true }) });

/** The admin Returns screen's routes under /api/admin/returns. */
export function registerAdminReturnRoutes(app: FastifyInstance, returns: ReturnsService) {
  const { r, adminOnly, tags, security } = routeKit(app, 'returns');
  /** The schema of a route on one return that answers with the return. */
  const oneReturn = (operationId: string, summary: string, answer: string) => ({
    operationId,
    tags,
    security,
    summary,
    params: idParams,
    response: { 200: returnResponse.describe(answer), ...errors },
  });

  r.get(
    '/api/admin/returns',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listReturns',
        tags,
        security,
        summary: 'Return requests, newest first, by status',
        querystring: returnListQuerySchema,
        response: { 200: returnListResponseSchema.describe('One page of return requests'), ...errors },
      },
    },
    async (request) => {
      const page = await returns.list(request.query);
      return {
        returns: page.rows.map((ret) => toReturnDto(ret, { full: true })),
        total: page.total,
        page: page.page,
        pages: page.pages,
      };
    },
  );

  r.post(
    '/api/admin/orders/:id/returns',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'openReturnForCustomer',
        tags,
        security,
        summary: 'Open a return for the customer (after the window too), with a note: it then proceeds as any return',
        params: idParams,
        body: adminOpenReturnSchema,
        response: { 201: returnResponse.describe('The return, opened by the admin'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(fullReturn(await returns.openForCustomer(authUserOf(request), request.params.id, request.body))),
  );

  r.get(
    '/api/admin/returns/:id',
    { onRequest: adminOnly, schema: oneReturn('getReturn', 'One return request', 'The return request') },
    async (request) => fullReturn(await returns.get(request.params.id)),
  );

  r.post(
    '/api/admin/returns/:id/decision',
    {
      onRequest: adminOnly,
      schema: {
        ...oneReturn('decideReturn', 'Approve (books the reverse pickup) or reject with a note', 'The decided return'),
        body: returnDecisionSchema,
      },
    },
    async (request) => fullReturn(await returns.decide(authUserOf(request), request.params.id, request.body)),
  );

  r.post(
    '/api/admin/returns/:id/track',
    {
      onRequest: adminOnly,
      schema: oneReturn('trackReturn', "Read the return shipment's tracking", 'The return with its tracking'),
    },
    async (request) => fullReturn(await returns.track(authUserOf(request), request.params.id)),
  );

  r.post(
    '/api/admin/returns/:id/received',
    {
      onRequest: adminOnly,
      schema: {
        ...oneReturn(
          'receiveReturn',
          'Received and verified: restock (unless damaged) and issue the credit note',
          'The received return',
        ),
        body: returnReceivedSchema,
      },
    },
    async (request) => fullReturn(await returns.receive(authUserOf(request), request.params.id, request.body)),
  );

  r.post(
    '/api/admin/returns/:id/refund',
    { onRequest: adminOnly, schema: oneReturn('refundReturn', 'Refund the return, once', 'The refunded return') },
    async (request) => fullReturn(await returns.refund(authUserOf(request), request.params.id)),
  );

  r.post(
    '/api/admin/returns/:id/payout-paid',
    {
      onRequest: adminOnly,
      schema: {
        ...oneReturn(
          'recordReturnPayout',
          "A COD refund paid by hand, with the payment's reference",
          'The paid-out return',
        ),
        body: payoutPaidSchema,
      },
    },
    async (request) =>
      fullReturn(await returns.markPayoutPaid(authUserOf(request), request.params.id, request.body.reference)),
  );
}
