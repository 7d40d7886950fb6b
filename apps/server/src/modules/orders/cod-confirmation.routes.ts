import { serverWords } from '../../lib/shopper-words';
import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  codAddressChangeSchema,
  codConfirmationTokenSchema,
  codConfirmationViewSchema,
} from '@shop/shared/cod-confirmation';
import { routeKit } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-schema';
import type { OrdersService } from './orders.service';

const errors = errorResponses(400, 404, 409, 429);
const idParams = z.object({ id: z.string().max(100) });
const answer = z.object({ message: z.string(), confirmation: codConfirmationViewSchema });

export interface CodConfirmationRoutesOptions {
  orders: Pick<
    OrdersService,
    'viewForLink' | 'confirmFromLink' | 'cancelFromLink' | 'changeAddressFromLink' | 'cancelByCustomer'
  >;
  rateLimitsEnabled: boolean;
}

/**
 * The buyer's COD confirmation page's calls (docs/decisions/227-cod-confirmation.md): no sign-in, the signed
 * token from the order mail in the body (never in a URL the server logs). A wrong token is a 404 like a
 * missing order, so order ids cannot be probed.
 */
export async function codConfirmationRoutes(app: FastifyInstance, { orders, rateLimitsEnabled }: CodConfirmationRoutesOptions) {
  const { r, tags } = routeKit(app, 'orders');
  const config = { rateLimit: rateLimitsEnabled ? { max: 30, timeWindow: '1 minute' } : false } as const;

  r.post(
    '/api/cod-confirmations/:id',
    {
      schema: {
        operationId: 'viewCodConfirmation',
        tags,
        summary: "A COD order as its buyer's confirmation link shows it (no sign-in: the link's token)",
        params: idParams,
        body: codConfirmationTokenSchema,
        response: { 200: answer.describe('The order in brief and its confirmation state'), ...errors },
      },
      config,
    },
    async (request) => ({
      message: 'Order found',
      confirmation: await orders.viewForLink(request.params.id, request.body.token),
    }),
  );

  r.post(
    '/api/cod-confirmations/:id/confirm',
    {
      schema: {
        operationId: 'confirmCodOrder',
        tags,
        summary: 'The buyer confirms a cash-on-delivery order from the link in its mail',
        params: idParams,
        body: codConfirmationTokenSchema,
        response: { 200: answer.describe('The confirmed order'), ...errors },
      },
      config,
    },
    async (request) => {
      const { id } = request.params;
      await orders.confirmFromLink(id, request.body.token);
      return { message: say(request, serverWords('codConfirm.confirmed')), confirmation: await orders.viewForLink(id, request.body.token) };
    },
  );

  r.post(
    '/api/cod-confirmations/:id/cancel',
    {
      schema: {
        operationId: 'cancelCodOrderFromLink',
        tags,
        summary: 'The buyer cancels a cash-on-delivery order awaiting confirmation, from the link in its mail',
        params: idParams,
        body: codConfirmationTokenSchema,
        response: { 200: answer.describe('The cancelled order'), ...errors },
      },
      config,
    },
    async (request) => {
      const { id } = request.params;
      await orders.cancelFromLink(id, request.body.token, (viewer, orderId) => orders.cancelByCustomer(viewer, orderId));
      return { message: say(request, serverWords('codConfirm.orderCancelled')), confirmation: await orders.viewForLink(id, request.body.token) };
    },
  );

  r.put(
    '/api/cod-confirmations/:id/address',
    {
      schema: {
        operationId: 'changeCodOrderAddress',
        tags,
        summary: 'The buyer changes the delivery address of a COD order awaiting confirmation (PIN code checked again)',
        params: idParams,
        body: codAddressChangeSchema,
        response: { 200: answer.describe('The order with its new address'), ...errors },
      },
      config,
    },
    async (request) => {
      const { id } = request.params;
      await orders.changeAddressFromLink(id, request.body.token, request.body.shippingAddress);
      return { message: say(request, serverWords('codConfirm.addressUpdated')), confirmation: await orders.viewForLink(id, request.body.token) };
    },
  );
}
