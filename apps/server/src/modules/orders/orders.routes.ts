import type { FastifyInstance } from 'fastify';
import { routeKit, authUserOf } from '../../plugins/auth';
import { z } from 'zod';
import { invoiceFileName } from '@shop/shared/order-number';
import { adminOrderListQuerySchema } from '@shop/shared/schemas/admin-orders';
import {
  createOrderSchema,
  idempotencyKeySchema,
  myOrdersQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  updateOrderStatusSchema,
  type UpdateOrderStatusInput,
} from '@shop/shared/schemas/order';
import type { AuthUser } from '../../plugins/auth';
import type { SettingsService } from '../settings';
import { documentSeller } from './document-seller';
import { renderInvoicePdf } from './invoice-pdf';
import { toOrderDto } from './orders.mapper';
import { orderCreationRateLimit } from './orders.rate-limit';
import type { OrderWithItems } from './orders.repository';
import type { OrdersService } from './orders.service';
import { errorResponses, errorSchema } from '../../lib/error-schema';
import { sendDownload } from '../../lib/file-reply';
import { shopperHungUp } from '../../lib/shopper-hung-up';
import type { Consents } from '../consents';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(100) });

export interface OrderStatusChange {
  actor: AuthUser;
  orderId: string;
  from: OrderWithItems['status'];
  order: OrderWithItems;
  input: UpdateOrderStatusInput;
}

export interface OrdersRoutesOptions {
  orders: OrdersService;
  /** The seller's identity on invoices comes from the shop settings. */
  settings: SettingsService;
  /** Optional (the admin audit log): told after an admin status change succeeded; a failure is only logged. */
  onStatusChanged?: (change: OrderStatusChange) => Promise<unknown>;
  /** Off in tests and benchmarks that need to place many orders quickly. */
  rateLimitsEnabled?: boolean;
  /**
   * Records the privacy notice version the checkout's consent tick accepted (docs/decisions/110-personal-data.md),
   * and refuses an order from an account that never consented to delivery under the current notice (decision 189).
   */
  consents: Consents;
}

export async function ordersRoutes(
  app: FastifyInstance,
  { orders, settings, onStatusChanged, rateLimitsEnabled = false, consents }: OrdersRoutesOptions,
) {
  const { r, signedIn, adminOnly, tags, security } = routeKit(app, 'orders');

  // Authentication runs on request, before the body is parsed or validated: an anonymous caller gets 401,
  // never a validation message about a body it may not send.

  r.post(
    '/api/orders',
    {
      onRequest: signedIn,
      // Before the write line (a global preHandler) and the body's validation: a line known to be sold out is
      // answered at once (decision 300).
      preValidation: (request) =>
        orders.refuseKnownSoldOut(authUserOf(request).id, request.body, request.headers['idempotency-key']),
      config: {
        // The same answer when the embedded database's line turns the order away at its door, before the sign-in
        // is read: the account is the token's (decision 300).
        answerAtTheDoor: (subject, body, request) =>
          orders.refuseKnownSoldOutAtTheDoor(subject, body, request.headers['idempotency-key']),
        // Off: the global per-IP limit (if any) applies as on every other route.
        ...(rateLimitsEnabled ? { rateLimit: orderCreationRateLimit() } : {}),
      },
      schema: {
        operationId: 'placeOrder',
        tags,
        security,
        summary: 'Place an order; prices, shipping and total are computed by the server',
        // Loose: the other request headers (authorization, ...) must survive validation untouched.
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: createOrderSchema,
        response: {
          200: orderResponseSchema.describe('The order placed earlier with the same Idempotency-Key'),
          201: orderResponseSchema.describe('The new order'),
          429: errorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      // Consent to delivery, with this order or on record; else 400 before anything is stored (decision 189).
      const noticeVersion = request.body.privacyNoticeVersion;
      await consents.requireForCheckout(authUserOf(request).id, noticeVersion);
      const { order, isReplay } = await orders.placeOrder(
        authUserOf(request),
        request.body,
        request.headers['idempotency-key'],
        shopperHungUp(reply),
      );
      if (noticeVersion && !isReplay) {
        // After the commit: a consent row that cannot be written is logged, never costs the order.
        await consents
          .record(authUserOf(request).id, 'order', noticeVersion, order.id)
          .catch((err: unknown) => request.log.error({ err, orderId: order.id }, 'could not record the consent'));
      }
      // "Send me order updates on WhatsApp": its own purpose and row (docs/decisions/230-whatsapp-sending.md).
      if (request.body.whatsappUpdates && !isReplay) {
        await consents
          .record(authUserOf(request).id, 'whatsapp', noticeVersion ?? PRIVACY_NOTICE_VERSION, order.id)
          .catch((err: unknown) => request.log.error({ err, orderId: order.id }, 'could not record the consent'));
      }
      return reply.status(isReplay ? 200 : 201).send({ order: toOrderDto(order) });
    },
  );

  r.get(
    '/api/orders/my-orders',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listMyOrders',
        summary: "The signed-in customer's orders, newest first",
        tags,
        security,
        querystring: myOrdersQuerySchema,
        response: { 200: orderListResponseSchema.describe('One page of orders'), ...errors },
      },
    },
    async (request) => {
      const page = await orders.listForCustomer(authUserOf(request).id, request.query);
      return { ...page, orders: page.orders.map(toOrderDto) };
    },
  );

  r.get(
    '/api/orders',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listOrders',
        summary:
          'Every order, newest first, by status, by a search (order number, customer name, phone, AWB) and by the days placed (admins only)',
        tags,
        security,
        querystring: adminOrderListQuerySchema,
        response: { 200: orderListResponseSchema.describe('One page of orders'), ...errors },
      },
    },
    async (request) => {
      const page = await orders.listAll(request.query);
      return { ...page, orders: page.orders.map(toOrderDto) };
    },
  );

  r.get(
    '/api/orders/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getOrder',
        summary: 'One order (its customer or an admin)',
        tags,
        security,
        params: idParams,
        response: { 200: orderResponseSchema.describe('The order'), ...errors },
      },
    },
    async (request) => ({ order: toOrderDto(await orders.getOrder(authUserOf(request), request.params.id)) }),
  );

  r.post(
    '/api/orders/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel your own order while it still can be; a paid order is refunded',
        tags,
        security,
        params: idParams,
        response: { 200: orderResponseSchema.describe('The cancelled order'), ...errors },
      },
    },
    async (request) => ({ order: toOrderDto(await orders.cancelByCustomer(authUserOf(request), request.params.id)) }),
  );

  registerStatusRoute(app, { orders, onStatusChanged });
  registerInvoiceRoute(app, { orders, settings });
}

/** The admin moves an order to another status; the audit hook hears of it. */
function registerStatusRoute(
  app: FastifyInstance,
  { orders, onStatusChanged }: Pick<OrdersRoutesOptions, 'orders' | 'onStatusChanged'>,
) {
  const { r, adminOnly, tags, security } = routeKit(app, 'orders');
  r.put(
    '/api/orders/:id/status',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateOrderStatus',
        summary: "Change an order's status (admins only)",
        tags,
        security,
        params: idParams,
        body: updateOrderStatusSchema,
        response: { 200: orderResponseSchema.describe('The updated order'), ...errors },
      },
    },
    async (request) => {
      const before = onStatusChanged ? await orders.getOrder(authUserOf(request), request.params.id) : null;
      const order = await orders.updateStatus(request.params.id, request.body);
      if (onStatusChanged && before) {
        const change = {
          actor: authUserOf(request),
          orderId: order.id,
          from: before.status,
          order,
          input: request.body,
        };
        await onStatusChanged(change).catch((err: unknown) =>
          request.log.error({ err }, 'order status change hook failed'),
        );
      }
      return { order: toOrderDto(order) };
    },
  );
}

/** The order's GST tax invoice as a PDF download. */
function registerInvoiceRoute(
  app: FastifyInstance,
  { orders, settings }: Pick<OrdersRoutesOptions, 'orders' | 'settings'>,
) {
  const { r, signedIn, tags, security } = routeKit(app, 'orders');
  r.get(
    '/api/orders/:id/invoice',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadInvoice',
        tags,
        security,
        summary: 'GST tax invoice (PDF) of an order, from packing on',
        params: idParams,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const order = await orders.getInvoiceOrder(authUserOf(request), request.params.id);
      const pdf = await renderInvoicePdf(order, await documentSeller(settings));
      return sendDownload(reply, 'application/pdf', `attachment; filename="${invoiceFileName(order.id)}"`, pdf);
    },
  );
}
