import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderResponseSchema } from '@shop/shared/schemas/order';
import { adminCancelSchema } from '@shop/shared/schemas/order-operations';
import { routeKit, authUserOf } from '../../plugins/auth';
import type { AuditRecorder } from '../audit';
import { toOrderDto } from './orders.mapper';
import type { OrdersService } from './orders.service';
import { errorResponses } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(100) });

export interface OrdersAdminRoutesOptions {
  orders: Pick<OrdersService, 'cancelByAdmin' | 'confirmWhatsAppOrder' | 'getOrder'>;
  audit: AuditRecorder;
}

/** Admin order operations beyond the status menu: cancel with a reason, confirm a WhatsApp order. Audited. */
export async function ordersAdminRoutes(app: FastifyInstance, { orders, audit }: OrdersAdminRoutesOptions) {
  const { r, adminOnly, tags, security } = routeKit(app, 'orders');

  r.post(
    '/api/orders/:id/admin-cancel',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'cancelOrderAsAdmin',
        tags,
        security,
        summary: 'Cancel an order not yet handed to the courier, with a reason the customer sees; refunds a paid order',
        params: idParams,
        body: adminCancelSchema,
        response: { 200: orderResponseSchema.describe('The cancelled order'), ...errors },
      },
    },
    async (request) => {
      const actor = authUserOf(request);
      const order = await orders.cancelByAdmin(request.params.id, request.body.reason);
      await audit.record(actor, {
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.id,
        details: { reason: request.body.reason, paymentStatus: order.paymentStatus },
      });
      return { order: toOrderDto(order) };
    },
  );

  r.post(
    '/api/orders/:id/confirm',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'confirmWhatsappOrder',
        tags,
        security,
        summary: 'Confirm a WhatsApp order with its customer; it then proceeds like cash on delivery',
        params: idParams,
        response: { 200: orderResponseSchema.describe('The confirmed order'), ...errors },
      },
    },
    async (request) => {
      const order = await orders.confirmWhatsAppOrder(request.params.id);
      await audit.record(authUserOf(request), { action: 'order.confirm', entityType: 'order', entityId: order.id });
      return { order: toOrderDto(order) };
    },
  );
}
