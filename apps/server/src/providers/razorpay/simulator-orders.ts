import type { FastifyInstance } from 'fastify';
import { generateId } from './constants';
import { badRequest, isRecord, now } from './simulator-errors';
import type { SimRoutes } from './simulator-routes';
import type { RazorpaySimContext } from './simulator-store';
import type { RazorpayOrder } from './types';

/** Orders: POST /v1/orders with Razorpay's validation, and the two reads. */
export function createSimOrders(ctx: RazorpaySimContext) {
  function createOrder(body: unknown): RazorpayOrder {
    if (!isRecord(body)) throw badRequest('The request body must be a JSON object');
    const { amount, currency, receipt, notes } = body;
    if (amount === undefined || amount === null) throw badRequest('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw badRequest('The amount must be an integer.', 'amount');
    if (amount < 100) throw badRequest('Order amount less than minimum amount allowed', 'amount');
    if (currency === undefined || currency === null) throw badRequest('The currency field is required.', 'currency');
    if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    if (notes !== undefined && notes !== null && (!isRecord(notes) || Object.keys(notes).length > 15)) {
      throw badRequest('Number of notes cannot exceed 15', 'notes');
    }
    const order: RazorpayOrder = {
      id: generateId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: isRecord(notes) ? Object.fromEntries<string>(Object.entries(notes).map(([k, v]) => [k, String(v)])) : [],
      created_at: now(),
    };
    ctx.orders.set(order.id, order);
    ctx.persist();
    return order;
  }

  function paymentsOf(orderId: string) {
    ctx.getOrder(orderId);
    const items = [...ctx.payments.values()]
      .filter((p) => p.order_id === orderId)
      .sort((a, b) => b.created_at - a.created_at);
    return { entity: 'collection' as const, count: items.length, items };
  }

  function register(app: FastifyInstance, { api }: SimRoutes) {
    app.post('/v1/orders', api('create-order'), async (request) => createOrder(request.body));
    app.get<{ Params: { id: string } }>('/v1/orders/:id', api('fetch-order'), async (request) =>
      ctx.getOrder(request.params.id),
    );
    app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', api('fetch-order-payments'), async (request) =>
      paymentsOf(request.params.id),
    );
  }

  return { createOrder, paymentsOf, register };
}
